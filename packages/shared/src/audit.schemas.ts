/**
 * The audit trail as GET /audit-log answers it (DESIGN.md section 8): who did what, when, with the
 * values before and after. Secrets (passwords, tokens, hashes) and file contents are never recorded.
 */
export type TAuditEntry = {
  id: number;
  at: string;
  actor_id: number | null;
  actor_name: string | null;
  /** area.verb, e.g. 'user.created', 'role.permissions_changed', 'config.updated', 'database.restored'. */
  action: string;
  entity_type: string;
  entity_id: string | null;
  summary: string;
  before: unknown;
  after: unknown;
};
