import { listQuerySchema } from '../db/list.ts';
import { ApiRouter } from '../http/api-router.ts';
import { ok } from '../http/respond.ts';
import { AUDIT_LIST_SPEC } from './audit.repository.ts';
import { listAudit } from './audit.service.ts';

/** The audit trail (DESIGN.md section 8), newest first; only read here, written by the services that change things. */
export const auditRouter = new ApiRouter('Audit trail').get(
  '/',
  {
    summary: 'The audit trail',
    description:
      'Who changed users, roles, grants, configuration, backups and payments, when, with the values before ' +
      'and after. Filters at_min/at_max, actor_id, action, entity_type, entity_id, summary_like. Newest first; ' +
      'with `page`, a paged result.',
    access: 'audit.read',
    query: listQuerySchema(AUDIT_LIST_SPEC),
  },
  async (c, { query }) => ok(c, await listAudit(c.get('deps').db, query)),
);
