import { STATUS_CODE, type TOrderStatus } from '@tableside/shared/order-status';
import { type AliasedSelectQueryBuilder, type Kysely, type RawBuilder, sql } from 'kysely';
import { minutesBetweenSql } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { TOffsetSegment } from './dashboard-periods.ts';

/**
 * Every dashboard figure as one aggregate query (docs/decisions/0008-dashboard-aggregates.md): the
 * database sums, counts and groups; the service only turns cents into amounts. Spans are
 * [from, to) as ISO-8601 UTC text, compared as text like every timestamp (decision 0002). Money
 * stays in cents here. PostgreSQL answers sum() and count() as strings, hence the Number() calls.
 */
type TDb = Kysely<Database>;
/** [from, to) as stored text; with branchId, only the orders of that location's tables (decision 0019). */
export type TSpanText = { from: string; to: string; branchId?: number };

const CANCELLED: TOrderStatus = 'CANCELLED';

/** The tables of one location, for `o.bench_id in (...)`. */
function benchesOf(db: TDb, branchId: number) {
  return db.selectFrom('benches').select('id').where('branch_id', '=', branchId);
}

/** Orders created in the span (of its location, when it names one). */
function ordersIn(db: TDb, span: TSpanText) {
  const query = db
    .selectFrom('customer_orders as o')
    .where('o.created_at', '>=', span.from)
    .where('o.created_at', '<', span.to);
  return span.branchId === undefined ? query : query.where('o.bench_id', 'in', benchesOf(db, span.branchId));
}

/** Orders created in the span that count: every status but CANCELLED. */
function countedOrdersIn(db: TDb, span: TSpanText) {
  return ordersIn(db, span).where('o.status', '<>', CANCELLED);
}

export type TTotals = { count: number; revenueCents: number; cancelled: number };
/** One hour of the restaurant's day (0..23) in a span: its counted orders, their sales, the cancelled. */
export type TTotalsRow = TTotals & { hour: number };

export async function findTotals(db: TDb, span: TSpanText): Promise<TTotals> {
  const row = await ordersIn(db, span)
    .select([
      sql<number | string>`coalesce(sum(case when o.status <> ${CANCELLED} then 1 else 0 end), 0)`.as('n'),
      sql<number | string>`coalesce(sum(case when o.status <> ${CANCELLED} then o.gross else 0 end), 0)`.as(
        'revenue',
      ),
      sql<number | string>`coalesce(sum(case when o.status = ${CANCELLED} then 1 else 0 end), 0)`.as(
        'cancelled',
      ),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), revenueCents: Number(row.revenue), cancelled: Number(row.cancelled) };
}

/** Orders in each of the given statuses right now, whenever they were created. */
export async function countByStatus(
  db: TDb,
  statuses: readonly TOrderStatus[],
  branchId?: number,
): Promise<Map<string, number>> {
  const query = db
    .selectFrom('customer_orders')
    .select(['status', (eb) => eb.fn.countAll().as('n')])
    .where('status', 'in', statuses);
  const rows = await (branchId === undefined ? query : query.where('bench_id', 'in', benchesOf(db, branchId)))
    .groupBy('status')
    .execute();
  return new Map(rows.map((row) => [row.status, Number(row.n)]));
}

/**
 * Mean minutes from the SUBMITTED history entry (the order's creation when it has none) to the
 * first READY entry, over the span's counted orders that reached READY.
 */
export async function findAveragePrep(
  db: TDb,
  span: TSpanText,
): Promise<{ minutes: number | null; orders: number }> {
  const submittedCode = STATUS_CODE.SUBMITTED;
  const readyCode = STATUS_CODE.READY;
  const perOrder = countedOrdersIn(db, span)
    // Only the entries the figure reads: fewer rows to join and group.
    .innerJoin('order_status_history as h', (join) =>
      join.onRef('h.order_id', '=', 'o.id').on('h.status', 'in', [submittedCode, readyCode]),
    )
    .select((eb) =>
      minutesBetweenSql(
        db,
        eb.fn.coalesce(
          sql<string | null>`min(case when h.status = ${submittedCode} then h.created_at end)`,
          eb.ref('o.created_at'),
        ),
        sql<string | null>`min(case when h.status = ${readyCode} then h.created_at end)`,
      ).as('minutes'),
    )
    .groupBy(['o.id', 'o.created_at']);
  const row = await db
    .selectFrom(perOrder.as('t'))
    .select([
      sql<number | string | null>`avg(t.minutes)`.as('mean'),
      sql<number | string>`count(t.minutes)`.as('n'),
    ])
    .executeTakeFirstOrThrow();
  return { minutes: row.mean === null ? null : Number(row.mean), orders: Number(row.n) };
}

/**
 * The span's totals and its counted orders per hour of the restaurant's day, in one pass over the
 * span's orders (grouped by hour; the service adds the hours up). The hour comes from the stored UTC
 * text ('2025-03-14T15:30:00.000Z': hour at 12, minute at 15) plus the zone's offset in force at
 * that instant, wrapped into 0..23: integer arithmetic both databases agree on.
 */
export async function findTotalsByHour(
  db: TDb,
  span: TSpanText,
  segments: readonly TOffsetSegment[],
): Promise<TTotalsRow[]> {
  const minuteOfDay = sql<number>`(cast(substr(o.created_at, 12, 2) as integer) * 60 + cast(substr(o.created_at, 15, 2) as integer))`;
  const hour = sql<number>`((${minuteOfDay} + ${offsetExpression(segments)} + 1440) % 1440) / 60`;
  const rows = await db
    .selectFrom(
      ordersIn(db, span)
        .select([hour.as('hour'), 'o.status', 'o.gross'])
        .as('t'),
    )
    .select([
      't.hour',
      sql<number | string>`sum(case when t.status <> ${CANCELLED} then 1 else 0 end)`.as('n'),
      sql<number | string>`sum(case when t.status <> ${CANCELLED} then t.gross else 0 end)`.as('revenue'),
      sql<number | string>`sum(case when t.status = ${CANCELLED} then 1 else 0 end)`.as('cancelled'),
    ])
    .groupBy('t.hour')
    .execute();
  return rows.map((row) => ({
    hour: Number(row.hour),
    count: Number(row.n),
    revenueCents: Number(row.revenue),
    cancelled: Number(row.cancelled),
  }));
}

/** The offset in minutes for o.created_at: a CASE over the segments' ends when the clocks changed. */
function offsetExpression(segments: readonly TOffsetSegment[]): RawBuilder<number> {
  const minutes = (offset: number) => sql<number>`cast(${offset} as integer)`;
  const last = segments[segments.length - 1];
  if (!last) return minutes(0);
  const bounded = segments.filter((segment) => segment.until !== null);
  if (bounded.length === 0) return minutes(last.offsetMinutes);
  const cases = bounded.map(
    (segment) =>
      sql`when o.created_at < ${segment.until?.toISOString()} then ${minutes(segment.offsetMinutes)}`,
  );
  return sql<number>`(case ${sql.join(cases, sql` `)} else ${minutes(last.offsetMinutes)} end)`;
}

export type TTopItemRow = { menuItemId: number | null; name: string; quantity: number; revenueCents: number };

/**
 * The best sellers by quantity, then by line totals (before tax). Lines of one menu item count
 * together under its current name; lines whose item was deleted count by their snapshot name.
 *
 * Lines are summed per item before they are named (a few dozen rows, not every line of the span).
 * Most spans sell no deleted item: then the lines are grouped by menu_item_id alone, which
 * PostgreSQL reads from the items index (0011) without the table. A span that sold a deleted item
 * (a null menu_item_id: the foreign key sets it when the item is deleted) is ranked again with the
 * deleted lines split by their snapshot names.
 */
export async function findTopItems(db: TDb, span: TSpanText, limit: number): Promise<TTopItemRow[]> {
  const perItem = countedOrdersIn(db, span)
    .innerJoin('customer_order_items as i', 'i.order_id', 'o.id')
    .select([
      'i.menu_item_id',
      sql<number | string>`sum(i.quantity)`.as('quantity'),
      sql<number | string>`sum(i.price * i.quantity)`.as('revenue'),
    ])
    .groupBy('i.menu_item_id');
  const rows = await rankItems(db, perItem.as('t'), sql<string | null>`m.name`).execute();
  const named = rows.every((row) => row.menu_item_id !== null && row.name !== null);
  return (named ? rows.slice(0, limit) : await findTopItemsWithDeleted(db, span, limit)).map(toTopItem);
}

/** Every line of a deleted item counts under its snapshot name. */
function findTopItemsWithDeleted(db: TDb, span: TSpanText, limit: number) {
  const perItem = countedOrdersIn(db, span)
    .innerJoin('customer_order_items as i', 'i.order_id', 'o.id')
    .select([
      'i.menu_item_id',
      sql<string | null>`max(i.menu_item_name)`.as('snapshot_name'),
      sql<number | string>`sum(i.quantity)`.as('quantity'),
      sql<number | string>`sum(i.price * i.quantity)`.as('revenue'),
    ])
    .groupBy(['i.menu_item_id', sql`case when i.menu_item_id is null then i.menu_item_name end`]);
  return rankItems(db, perItem.as('t'), sql<string | null>`coalesce(m.name, t.snapshot_name)`)
    .limit(limit)
    .execute();
}

type TItemSums = { menu_item_id: number | null; quantity: number | string; revenue: number | string };

/** Per-item sums named and ranked: quantity, then sales, then name. */
function rankItems<T extends TItemSums>(
  db: TDb,
  perItem: AliasedSelectQueryBuilder<T, 't'>,
  name: RawBuilder<string | null>,
) {
  return db
    .selectFrom(perItem)
    .leftJoin('menu_items as m', 'm.id', 't.menu_item_id')
    .select(['t.menu_item_id', name.as('name'), 't.quantity', 't.revenue'])
    .orderBy('t.quantity', 'desc')
    .orderBy('t.revenue', 'desc')
    .orderBy('name');
}

function toTopItem(row: {
  menu_item_id: number | null;
  name: string | null;
  quantity: number | string;
  revenue: number | string;
}): TTopItemRow {
  return {
    menuItemId: row.menu_item_id,
    name: row.name ?? '',
    quantity: Number(row.quantity),
    revenueCents: Number(row.revenue),
  };
}

export type TTopCustomerRow = {
  id: number;
  name: string | null;
  email: string | null;
  isGuest: boolean;
  orderCount: number;
  spendCents: number;
  lastOrderAt: string;
};

/**
 * The customers with the most counted orders in the span, then the highest spend. The orders are
 * counted per customer first; only the page's customers are read.
 */
export async function findTopCustomers(db: TDb, span: TSpanText, limit: number): Promise<TTopCustomerRow[]> {
  const perCustomer = countedOrdersIn(db, span)
    .where('o.customer_id', 'is not', null)
    .select([
      'o.customer_id',
      sql<number | string>`count(o.id)`.as('order_count'),
      sql<number | string>`sum(o.gross)`.as('spend'),
      sql<string>`max(o.created_at)`.as('last_order_at'),
    ])
    .groupBy('o.customer_id');
  const rows = await db
    .selectFrom(perCustomer.as('t'))
    .innerJoin('customers as c', 'c.id', 't.customer_id')
    .select(['c.id', 'c.name', 'c.email', 'c.is_guest', 't.order_count', 't.spend', 't.last_order_at'])
    .orderBy('t.order_count', 'desc')
    .orderBy('t.spend', 'desc')
    .orderBy('c.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    isGuest: row.is_guest === 1,
    orderCount: Number(row.order_count),
    spendCents: Number(row.spend),
    lastOrderAt: row.last_order_at,
  }));
}
