import type { Kysely } from 'kysely';
import { defaults, required, tableKit } from './table-kit.ts';

/**
 * Scheduled sales-report mails (docs/decisions/0033-report-mails.md): one row per schedule and
 * period. The unique key is the claim: the instance whose insert succeeds sends, every other one
 * finds the row and leaves it, so several servers on one database mail a period once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { table, index } = tableKit(db);
  await table('report_mails')
    .addColumn('schedule', 'text', required)
    .addColumn('period_start', 'text', required)
    .addColumn('period_end', 'text', required)
    .addColumn('recipient', 'text', required)
    .addColumn('format', 'text', required)
    .addColumn('status', 'text', required)
    .addColumn('attempts', 'integer', defaults(1))
    .addColumn('attempted_at', 'text', required)
    .addColumn('sent_at', 'text')
    .addColumn('error', 'text')
    .execute();
  await index('report_mails', ['schedule', 'period_start'], { unique: true });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_mails').ifExists().execute();
}
