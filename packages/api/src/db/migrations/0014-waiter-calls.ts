import { type Kysely, sql } from 'kysely';
import { ref, required, tableKit } from './table-kit.ts';

/**
 * Guests calling a waiter (docs/decisions/0031-waiter-calls.md): one row per call, open until a
 * member of staff acknowledges it. At most one open call per table and reason: the partial unique
 * index makes a second, concurrent call of the same reason fail, and the service answers the open
 * one instead, on every instance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { table, timestamp } = tableKit(db);
  await table('waiter_calls')
    .addColumn('bench_id', 'integer', ref('benches.id', 'cascade', true))
    .addColumn('reason', 'text', required)
    .addColumn('created_at', 'text', timestamp)
    .addColumn('acknowledged_at', 'text')
    .addColumn('acknowledged_by', 'integer', ref('users.id', 'set null'))
    .addColumn('acknowledged_by_name', 'text')
    .execute();
  await db.schema
    .createIndex('ux_waiter_calls_open')
    .on('waiter_calls')
    .columns(['bench_id', 'reason'])
    .unique()
    .where(sql.ref('acknowledged_at'), 'is', null)
    .execute();
  // The staff screens' open calls, oldest first; the guest's open calls of one table use the one above.
  await db.schema
    .createIndex('ix_waiter_calls_acknowledged_at_created_at')
    .on('waiter_calls')
    .columns(['acknowledged_at', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('waiter_calls').ifExists().execute();
}
