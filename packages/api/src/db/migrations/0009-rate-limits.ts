import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { required } from './table-kit.ts';

/**
 * Rate-limit windows every instance shares (decision 0023): one row per limited key, counting the
 * hits of its current window. Transient by nature, so on PostgreSQL the table is UNLOGGED (no WAL
 * write per sign-in attempt; emptied after a crash, which only forgives a minute of counting), and
 * backups leave it out. SQLite gets the same table so both schemas stay one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const create = db.schema.createTable('rate_limits');
  await (isPostgres(db) ? create.modifyFront(sql`unlogged`) : create)
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', required)
    .addColumn('reset_at', 'text', required)
    .execute();
}
