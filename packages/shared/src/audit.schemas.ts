import { z } from 'zod';

/**
 * The audit trail as GET /audit-log answers it (DESIGN.md section 8): who did what, when, with the
 * values before and after. Secrets (passwords, tokens, hashes) and file contents are never recorded.
 */
export const ZAuditEntry = z.object({
  id: z.number(),
  at: z.string(),
  /** Null when nobody was signed in: the system (or a guest) did it. */
  actor_id: z.number().nullable(),
  actor_name: z.string().nullable(),
  /** area.verb, e.g. 'user.created', 'role.permissions_changed', 'config.updated', 'database.restored'. */
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  /** One sentence for people, e.g. 'Created the role HOST (orders.read)'. */
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
