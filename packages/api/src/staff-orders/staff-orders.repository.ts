import { fromCents } from '@tableside/shared/money';
import type { TOrderStatus } from '@tableside/shared/order-status';
import type { TStaffOrderSummary } from '@tableside/shared/staff-orders.schemas';
import { type Kysely, sql } from 'kysely';
import { listRows, type TListResult, type TListSpec } from '../db/list.ts';
import { parseListQuery, type TParsedList } from '../db/list-query.ts';
import type { Database, Row } from '../db/schema.ts';
import { orderTypeOf } from '../orders/order-view.ts';

/**
 * The staff side's own SQL: the order list (one query per page however many orders it holds, plus
 * the count for a paged answer), today's count, and the conditional status update. Whole orders are
 * read with orders.repository.ts, writes shared with guests are in order-writes.repository.ts.
 */
type TDb = Kysely<Database>;

/** spec admin 7 "Orders": GET /customer-orders filters; every key also sorts. */
export const STAFF_ORDER_LIST_SPEC = {
  filters: {
    customer_id: { type: 'int', column: 'o.customer_id' },
    bench_id: { type: 'int', column: 'o.bench_id' },
    // The location of the order's table (decision 0019); orders without a table belong to none.
    branch_id: { type: 'int', column: 'b.branch_id' },
    status: { type: 'text', column: 'o.status' },
    is_manual: { type: 'bool', column: 'o.is_manual' },
    order_number: { type: 'text', column: 'o.order_number' },
    sequence_number: { type: 'text', column: 'o.sequence_number' },
    invoice_number: { type: 'text', column: 'o.invoice_number' },
    notes: { type: 'text', column: 'o.notes' },
    bench_name: { type: 'text', column: 'b.name' },
    customer_name: { type: 'text', column: 'c.name' },
    net: { type: 'money', column: 'o.net' },
    taxes: { type: 'money', column: 'o.taxes' },
    gross: { type: 'money', column: 'o.gross' },
    created_at: { type: 'date', column: 'o.created_at' },
    updated_at: { type: 'date', column: 'o.updated_at' },
  },
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  idColumn: 'o.id',
} satisfies TListSpec;

/**
 * One summary row per order: `bill_orders` holds at most one row per order (its unique index on
 * order_id, which also serves the join), and its bill_id says `on_bill` as in the full view.
 */
function summaryQuery(db: TDb) {
  return db
    .selectFrom('customer_orders as o')
    .leftJoin('benches as b', 'b.id', 'o.bench_id')
    .leftJoin('customers as c', 'c.id', 'o.customer_id')
    .leftJoin('bill_orders as bo', 'bo.order_id', 'o.id')
    .select([
      'o.id',
      'o.order_number',
      'o.sequence_number',
      'o.invoice_number',
      'o.status',
      'o.bench_id',
      'b.name as bench_name',
      'o.customer_id',
      'c.id as customer_found',
      'c.name as customer_name',
      'o.is_manual',
      'bo.bill_id',
      'o.net',
      'o.taxes',
      'o.service_charge',
      'o.order_type',
      'o.gross',
      'o.notes',
      'o.created_at',
      'o.updated_at',
      'o.created_by_name',
    ])
    .select((eb) =>
      eb
        .selectFrom('customer_order_items as i')
        .select(sql<number | string>`coalesce(sum(i.quantity), 0)`.as('quantity'))
        .whereRef('i.order_id', '=', 'o.id')
        .as('item_count'),
    );
}

type TSummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

function toSummary(row: TSummaryRow): TStaffOrderSummary {
  return {
    id: row.id,
    order_number: row.order_number ?? '',
    sequence_number: row.sequence_number,
    invoice_number: row.invoice_number,
    status: row.status as TOrderStatus,
    bench_id: row.bench_id,
    bench:
      row.bench_id === null || row.bench_name === null ? null : { id: row.bench_id, name: row.bench_name },
    customer_id: row.customer_id,
    customer:
      row.customer_id === null || row.customer_found === null
        ? null
        : { id: row.customer_id, name: row.customer_name },
    is_manual: row.is_manual === 1,
    on_bill: row.bill_id !== null,
    net: fromCents(row.net),
    taxes: fromCents(row.taxes),
    service_charge: fromCents(row.service_charge),
    order_type: orderTypeOf(row.order_type),
    gross: fromCents(row.gross),
    // PostgreSQL answers sum() as a numeric string.
    item_count: Number(row.item_count ?? 0),
    notes: row.notes,
    created_at: row.created_at,
    updated_at: row.updated_at,
    created_by_name: row.created_by_name,
  };
}

/**
 * The ids of the list, filtered and sorted as the list asks. A table or customer is joined only
 * when a filter or the sort names its columns: without them the page and its total read one index
 * of the orders alone (SQLite keeps a left join it could drop, one lookup per order counted).
 */
function keyQuery(db: TDb, list: TParsedList) {
  const columns = [list.sort.column, ...list.clauses.map((clause) => clause.column)];
  const names = (alias: string) => columns.some((column) => column.startsWith(`${alias}.`));
  return db
    .selectFrom('customer_orders as o')
    .select('o.id')
    .$if(names('b'), (query) => query.leftJoin('benches as b', 'b.id', 'o.bench_id'))
    .$if(names('c'), (query) => query.leftJoin('customers as c', 'c.id', 'o.customer_id'));
}

/**
 * A page or a bounded list pages the ids alone, then reads the rows of those ids (a deferred join,
 * docs/decisions/0029-dashboard-at-scale.md): PostgreSQL otherwise reads every skipped row of a
 * deep page (page 2500 skips 50,000) and computes its item count. An unbounded list (no page, no
 * size) is read in one query: its ids would not fit one `in (...)`.
 */
export async function listOrderSummaries(
  db: TDb,
  params: Readonly<Record<string, unknown>>,
): Promise<TListResult<TStaffOrderSummary>> {
  const list = parseListQuery(params, STAFF_ORDER_LIST_SPEC);
  if (list.page === null && list.size === null)
    return listRows(summaryQuery(db), params, STAFF_ORDER_LIST_SPEC, toSummary);

  const result = await listRows(keyQuery(db, list), params, STAFF_ORDER_LIST_SPEC, (row) => row.id);
  const ids = Array.isArray(result) ? result : result.content;
  const rows = ids.length === 0 ? [] : await summaryQuery(db).where('o.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  // In the page's order; an order deleted between the two reads is left out.
  const summaries = ids.flatMap((id) => byId.get(id) ?? []);
  return Array.isArray(result) ? summaries : { ...result, content: summaries };
}

/** Orders created in [start, end), instants as ISO-8601 UTC text like the stored timestamps. */
export async function countOrdersCreatedBetween(db: TDb, start: string, end: string): Promise<number> {
  const row = await db
    .selectFrom('customer_orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The customer row a manual order is taken for, as the order's answer shows it. */
export function findCustomer(db: TDb, id: number): Promise<Row<'customers'> | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}
