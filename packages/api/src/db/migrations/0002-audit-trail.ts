import type { Kysely } from 'kysely';
import { addPermission } from './permission-kit.ts';
import { ref, required, tableKit } from './table-kit.ts';

/** The audit trail (DESIGN.md section 8) and the permission to read it (owners and managers). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { table, timestamp, index } = tableKit(db);
  await table('audit_log')
    .addColumn('at', 'text', timestamp)
    .addColumn('actor_id', 'integer', ref('users.id', 'set null'))
    .addColumn('actor_name', 'text')
    .addColumn('action', 'text', required)
    .addColumn('entity_type', 'text', required)
    .addColumn('entity_id', 'text')
    .addColumn('summary', 'text', required)
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await index('audit_log', ['at']);
  await index('audit_log', ['entity_type', 'entity_id']);
  await index('audit_log', ['actor_id']);
  await addPermission(db, {
    name: 'audit.read',
    description: 'See the audit trail of changes to staff, settings and data',
    roles: ['OWNER', 'MANAGER'],
  });
}
