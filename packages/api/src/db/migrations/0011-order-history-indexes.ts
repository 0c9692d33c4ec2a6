import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { tableKit } from './table-kit.ts';

/**
 * Indexes that keep the order screens as fast after years of orders as on the first day
 * (docs/decisions/0026-order-history-indexes.md). Indexes only: no table, column or type changes.
 * Each new index starts with the columns of the one it `replaces`, so it serves that one's queries
 * too, and the database (and with it a SQLite backup, which copies the file) grows little.
 *
 * `sorted` indexes end in `created_at nulls first, id`: read backwards, that is the orders list's
 * ORDER BY (db/list.ts), `created_at desc nulls last, id desc`. PostgreSQL uses an index for an order
 * only when the NULLS placement matches, so it is spelled out there; SQLite's ascending order already
 * puts NULLs first and has no NULLS clause in an index. Ascending, not descending: new orders append
 * at the index's end, which keeps its pages full (a descending index of ascending inserts splits
 * pages in half and grows twice as large on SQLite).
 */
export const ORDER_HISTORY_INDEXES = [
  // The orders list, newest first: the first page reads 20 index entries instead of sorting every
  // order; also the dashboard's period ranges.
  {
    name: 'ix_customer_orders_list_order',
    table: 'customer_orders',
    columns: [],
    sorted: true,
    replaces: { name: 'ix_customer_orders_created_at', columns: ['created_at'] },
  },
  // The orders list filtered by status (and dates), newest first: one range of the index, in order;
  // also the dashboard's count of active orders.
  {
    name: 'ix_customer_orders_status_created_at',
    table: 'customer_orders',
    columns: ['status'],
    sorted: true,
    replaces: { name: 'ix_customer_orders_status', columns: ['status'] },
  },
  // The list's item counts from the index alone, and the dashboard's best sellers' figures (the
  // line's name, a wide column, is left to the row: covering it made a SQLite backup of 100,000
  // orders 4 MB larger, and the backup must stay under the upload limit).
  {
    name: 'ix_customer_order_items_order_id_sales',
    table: 'customer_order_items',
    columns: ['order_id', 'menu_item_id', 'quantity', 'price'],
    sorted: false,
    replaces: { name: 'ix_customer_order_items_order_id', columns: ['order_id'] },
  },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const newestFirst = isPostgres(db) ? ['created_at nulls first', 'id'] : ['created_at', 'id'];
  for (const entry of ORDER_HISTORY_INDEXES) {
    const columns = [...entry.columns, ...(entry.sorted ? newestFirst : [])];
    await sql`create index ${sql.id(entry.name)} on ${sql.table(entry.table)} (${sql.raw(columns.join(', '))})`.execute(
      db,
    );
    await db.schema.dropIndex(entry.replaces.name).ifExists().execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { index } = tableKit(db);
  for (const entry of ORDER_HISTORY_INDEXES) {
    await index(entry.table, [...entry.replaces.columns]);
    await db.schema.dropIndex(entry.name).ifExists().execute();
  }
}
