import { STATUS_CODE, type TOrderStatus } from '@tableside/shared/order-status';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { isPostgres } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { TOffsetSegment } from './dashboard-periods.ts';

/**
 * The dashboard's figures per restaurant day (decision 0029): sums that add up across days, so a
 * year is the sum of its days. Each query groups a span's orders by the UTC date of `created_at`,
 * the shift (-1, 0, +1) the zone's offset gives it, and what the figure needs; the service turns
 * date and shift into the restaurant's day. The hour is computed as the hours chart always did:
 * the stored UTC text's minute of the day plus the offset in force at that instant (a CASE over the
 * span's clock changes), integer arithmetic both databases agree on.
 */
type TDb = Kysely<Database>;
/** [from, to) as stored text; with branchId, only the orders of that location's tables (decision 0019). */
export type TDaySpan = { from: string; to: string; branchId?: number; segments: readonly TOffsetSegment[] };
/** A group's place in time: the UTC date of created_at and the whole days the offset moves it. */
export type TDayKey = { utc_date: string; shift: number | string };

const CANCELLED: TOrderStatus = 'CANCELLED';

function ordersIn(db: TDb, span: TDaySpan) {
  const query = db
    .selectFrom('customer_orders as o')
    .where('o.created_at', '>=', span.from)
    .where('o.created_at', '<', span.to);
  if (span.branchId === undefined) return query;
  return query.where(
    'o.bench_id',
    'in',
    db.selectFrom('benches').select('id').where('branch_id', '=', span.branchId),
  );
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

/** Minutes since UTC midnight plus the offset, plus a day: 600..3720 for every real offset. */
function localMinute(segments: readonly TOffsetSegment[]): RawBuilder<number> {
  const minuteOfDay = sql<number>`(cast(substr(o.created_at, 12, 2) as integer) * 60 + cast(substr(o.created_at, 15, 2) as integer))`;
  return sql<number>`(${minuteOfDay} + ${offsetExpression(segments)} + 1440)`;
}

const utcDate = sql<string>`substr(o.created_at, 1, 10)`;
const shift = (segments: readonly TOffsetSegment[]) => sql<number>`(${localMinute(segments)} / 1440 - 1)`;

export type THourRow = TDayKey & {
  hour: number | string;
  n: number | string;
  revenue: number | string;
  cancelled: number | string;
  min_id: number | string;
  max_id: number | string;
};

/** Per day and hour: counted orders, their sales, the cancelled ones, and the ids the day holds. */
export function findHourRows(db: TDb, span: TDaySpan): Promise<THourRow[]> {
  const hour = sql<number>`((${localMinute(span.segments)} % 1440) / 60)`;
  return db
    .selectFrom(
      ordersIn(db, span)
        .select([
          utcDate.as('utc_date'),
          shift(span.segments).as('shift'),
          hour.as('hour'),
          'o.id',
          'o.status',
          'o.gross',
        ])
        .as('t'),
    )
    .select([
      't.utc_date',
      't.shift',
      't.hour',
      sql<number | string>`sum(case when t.status <> ${CANCELLED} then 1 else 0 end)`.as('n'),
      sql<number | string>`sum(case when t.status <> ${CANCELLED} then t.gross else 0 end)`.as('revenue'),
      sql<number | string>`sum(case when t.status = ${CANCELLED} then 1 else 0 end)`.as('cancelled'),
      sql<number | string>`min(t.id)`.as('min_id'),
      sql<number | string>`max(t.id)`.as('max_id'),
    ])
    .groupBy(['t.utc_date', 't.shift', 't.hour'])
    .execute();
}

/** Whole milliseconds between two ISO texts, exact on both databases (the stored times are in ms). */
function millisecondsBetween(
  db: TDb,
  from: RawBuilder<string | null>,
  to: RawBuilder<string | null>,
): RawBuilder<number | string | null> {
  return isPostgres(db)
    ? sql<
        string | null
      >`round(extract(epoch from (cast(${to} as timestamptz) - cast(${from} as timestamptz))) * 1000)`
    : sql<number | string | null>`cast(round((julianday(${to}) - julianday(${from})) * 86400000) as integer)`;
}

export type TPrepRow = TDayKey & { ms: number | string | null; n: number | string };

/**
 * Per day: the sum of milliseconds from the SUBMITTED history entry (the order's creation when it
 * has none) to the first READY entry, and how many counted orders reached READY. Integer sums, so
 * the mean is the same however the days are added up.
 */
export function findPrepRows(db: TDb, span: TDaySpan): Promise<TPrepRow[]> {
  const submitted = STATUS_CODE.SUBMITTED;
  const ready = STATUS_CODE.READY;
  const perOrder = ordersIn(db, span)
    .where('o.status', '<>', CANCELLED)
    .innerJoin('order_status_history as h', (join) =>
      join.onRef('h.order_id', '=', 'o.id').on('h.status', 'in', [submitted, ready]),
    )
    .select([
      utcDate.as('utc_date'),
      shift(span.segments).as('shift'),
      millisecondsBetween(
        db,
        sql`coalesce(min(case when h.status = ${submitted} then h.created_at end), o.created_at)`,
        sql`min(case when h.status = ${ready} then h.created_at end)`,
      ).as('ms'),
    ])
    .groupBy(['o.id', 'o.created_at']);
  return db
    .selectFrom(perOrder.as('t'))
    .select([
      't.utc_date',
      't.shift',
      sql<number | string | null>`sum(t.ms)`.as('ms'),
      sql<number | string>`count(t.ms)`.as('n'),
    ])
    .groupBy(['t.utc_date', 't.shift'])
    .execute();
}

export type TItemRow = TDayKey & {
  menu_item_id: number | null;
  menu_item_name: string;
  quantity: number | string;
  revenue: number | string;
};

/**
 * Per day, menu item and snapshot name: quantity and line totals of counted orders. The snapshot
 * name is kept for every item, so an item deleted later (its lines' menu_item_id set null) can be
 * counted by name, as the live ranking would count it.
 */
export function findItemRows(db: TDb, span: TDaySpan): Promise<TItemRow[]> {
  return db
    .selectFrom(
      ordersIn(db, span)
        .where('o.status', '<>', CANCELLED)
        .innerJoin('customer_order_items as i', 'i.order_id', 'o.id')
        .select([
          utcDate.as('utc_date'),
          shift(span.segments).as('shift'),
          'i.menu_item_id',
          'i.menu_item_name',
          'i.quantity',
          'i.price',
        ])
        .as('t'),
    )
    .select([
      't.utc_date',
      't.shift',
      't.menu_item_id',
      't.menu_item_name',
      sql<number | string>`sum(t.quantity)`.as('quantity'),
      sql<number | string>`sum(t.price * t.quantity)`.as('revenue'),
    ])
    .groupBy(['t.utc_date', 't.shift', 't.menu_item_id', 't.menu_item_name'])
    .execute();
}

export type TCustomerRow = TDayKey & {
  customer_id: number;
  n: number | string;
  spend: number | string;
  last_order_at: string;
};

/** Per day and customer: counted orders, their sales and the latest one's time. */
export function findCustomerRows(db: TDb, span: TDaySpan): Promise<TCustomerRow[]> {
  return db
    .selectFrom(
      ordersIn(db, span)
        .where('o.status', '<>', CANCELLED)
        .where('o.customer_id', 'is not', null)
        .select([
          utcDate.as('utc_date'),
          shift(span.segments).as('shift'),
          sql<number>`o.customer_id`.as('customer_id'),
          'o.gross',
          'o.created_at',
        ])
        .as('t'),
    )
    .select([
      't.utc_date',
      't.shift',
      't.customer_id',
      sql<number | string>`count(*)`.as('n'),
      sql<number | string>`sum(t.gross)`.as('spend'),
      sql<string>`max(t.created_at)`.as('last_order_at'),
    ])
    .groupBy(['t.utc_date', 't.shift', 't.customer_id'])
    .execute();
}

/** The current names of menu items; deleted ones are absent. */
export async function findMenuItemNames(db: TDb, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('menu_items').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export type TCustomerCard = { id: number; name: string | null; email: string | null; is_guest: number };

/** The customers with these ids; deleted ones are absent. */
export async function findCustomerCards(
  db: TDb,
  ids: readonly number[],
): Promise<Map<number, TCustomerCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('customers')
    .select(['id', 'name', 'email', 'is_guest'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Names in the order the database sorts them (its collation decides ties in the best sellers). */
export async function sortNames(db: TDb, names: readonly string[]): Promise<string[]> {
  if (names.length < 2) return [...names];
  const values = sql.join(
    names.map((name) => sql`select cast(${name} as text) as name`),
    sql` union all `,
  );
  const { rows } = await sql<{ name: string }>`select t.name from (${values}) t order by t.name`.execute(db);
  return rows.map((row) => row.name);
}
