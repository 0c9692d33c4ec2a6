import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Indexes that let the dashboard's figures read indexes alone (docs/decisions/0029-dashboard-at-scale.md).
 * Indexes only: no table, column or type changes. Each replaces an index whose columns it starts
 * with, which it drops, so every query that used that one can use it.
 *
 * - On both databases the orders' creation-order index carries the columns the dashboard sums and
 *   groups: every figure over a span of orders (totals and hours, top customers, the orders side of
 *   preparation time and best sellers) reads the index instead of one table row per order. It
 *   replaces 0011's `ix_customer_orders_list_order` (created_at, id), so the orders list reads it in
 *   the same order (backwards: `created_at desc nulls last, id desc`); the database grows by the
 *   added columns only (1.6 MB per 100,000 orders on SQLite, whose backup copies the file).
 * - On PostgreSQL only, the status history by order carries the status and instant the
 *   preparation time reads: PostgreSQL then loops over the span's orders instead of reading all of
 *   the history. Left out on SQLite, where it would add 5.8 MB per 100,000 orders to every backup
 *   (decision 0026); a backup of PostgreSQL is a SQLite file built by SQLite's migrations.
 */
export const DASHBOARD_INDEXES = [
  {
    name: 'ix_customer_orders_list_figures',
    table: 'customer_orders',
    /** 0011's list order first; the rest only read, never searched. bench_id for a location's figures. */
    columns: ['created_at', 'id', 'status', 'gross', 'customer_id', 'bench_id'],
    postgresOnly: false,
    replaces: { name: 'ix_customer_orders_list_order', columns: ['created_at', 'id'] },
  },
  {
    name: 'ix_order_status_history_order_id_status',
    table: 'order_status_history',
    columns: ['order_id', 'status', 'created_at'],
    postgresOnly: true,
    replaces: { name: 'ix_order_status_history_order_id', columns: ['order_id'] },
  },
] as const;

/** As 0011: PostgreSQL uses an index for NULLS LAST descending only when it is declared so. */
function columnList(db: Kysely<unknown>, columns: readonly string[]): string {
  const pg = isPostgres(db);
  return columns
    .map((column) => (pg && column === 'created_at' ? 'created_at nulls first' : column))
    .join(', ');
}

function createIndex(db: Kysely<unknown>, name: string, table: string, columns: readonly string[]) {
  return sql`create index ${sql.id(name)} on ${sql.table(table)} (${sql.raw(columnList(db, columns))})`.execute(
    db,
  );
}

/** The indexes of this migration on `db`'s dialect. */
export function dashboardIndexes<DB>(db: Kysely<DB>) {
  return DASHBOARD_INDEXES.filter((index) => !index.postgresOnly || isPostgres(db));
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of dashboardIndexes(db)) {
    await createIndex(db, index.name, index.table, index.columns);
    await db.schema.dropIndex(index.replaces.name).ifExists().execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of dashboardIndexes(db)) {
    await createIndex(db, index.replaces.name, index.table, index.replaces.columns);
    await db.schema.dropIndex(index.name).ifExists().execute();
  }
}
