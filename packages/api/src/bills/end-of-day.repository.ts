import type { Kysely } from 'kysely';
import type { Database, Row } from '../db/schema.ts';

/** The end-of-day report's reads (decision 0032); instants are ISO text, [start, end). */
type TSpan = { start: string; end: string };

/** Payments taken in the span (any status) and those refunded in it. */
export function findReportPayments(
  db: Kysely<Database>,
  span: TSpan,
): Promise<
  Pick<
    Row<'payments'>,
    'method' | 'amount' | 'tip' | 'status' | 'taken_by' | 'taken_by_name' | 'created_at' | 'corrected_at'
  >[]
> {
  return db
    .selectFrom('payments')
    .select(['method', 'amount', 'tip', 'status', 'taken_by', 'taken_by_name', 'created_at', 'corrected_at'])
    .where((eb) =>
      eb.or([
        eb.and([eb('created_at', '>=', span.start), eb('created_at', '<', span.end)]),
        eb.and([
          eb('status', '=', 'REFUNDED'),
          eb('corrected_at', '>=', span.start),
          eb('corrected_at', '<', span.end),
        ]),
      ]),
    )
    .orderBy('id')
    .execute();
}

/** The lines, orders and shares (covers) of the bills settled in the span. */
export async function findSettledBillFigures(db: Kysely<Database>, span: TSpan) {
  const settled = (eb: Kysely<Database>) =>
    eb
      .selectFrom('bills')
      .select('id')
      .where('status', '=', 'SETTLED')
      .where('settled_at', '>=', span.start)
      .where('settled_at', '<', span.end);
  const [lines, orders, covers] = await Promise.all([
    db
      .selectFrom('bill_orders as bo')
      .innerJoin('customer_orders as o', 'o.id', 'bo.order_id')
      .innerJoin('customer_order_items as i', 'i.order_id', 'bo.order_id')
      // Each order's own tax mode (migration 0013), as its totals were computed.
      .select([
        'o.id as order_id',
        'o.service_charge_rate',
        'i.price',
        'i.quantity',
        'i.tax_rate',
        'o.prices_include_tax',
      ])
      .where('bo.bill_id', 'in', settled(db))
      .execute(),
    db
      .selectFrom('bill_orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('bill_id', 'in', settled(db))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('bill_shares')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('bill_id', 'in', settled(db))
      .executeTakeFirstOrThrow(),
  ]);
  return { lines, orders: Number(orders.n), covers: Number(covers.n) };
}

/** The orders placed in the span with their status, total and the bill that fixed them, if any. */
export function findSpanOrders(db: Kysely<Database>, span: TSpan) {
  return db
    .selectFrom('customer_orders as o')
    .leftJoin('bill_orders as bo', 'bo.order_id', 'o.id')
    .leftJoin('bills as b', 'b.id', 'bo.bill_id')
    .select(['o.id', 'o.status', 'o.gross', 'b.id as bill_id', 'b.status as bill_status', 'b.settled_at'])
    .where('o.created_at', '>=', span.start)
    .where('o.created_at', '<', span.end)
    .orderBy('o.id')
    .execute();
}

/** The payments on these bills, for what was paid on them by a moment. */
export async function findBillPayments(db: Kysely<Database>, billIds: readonly number[]) {
  if (billIds.length === 0) return [];
  return db
    .selectFrom('payments')
    .select(['bill_id', 'amount', 'status', 'created_at', 'corrected_at'])
    .where('bill_id', 'in', billIds)
    .execute();
}

/** The bills settled in the span: how many, and the tips paid on them. */
export async function findSettledBills(db: Kysely<Database>, span: TSpan) {
  const settled = db
    .selectFrom('bills')
    .select('id')
    .where('status', '=', 'SETTLED')
    .where('settled_at', '>=', span.start)
    .where('settled_at', '<', span.end);
  const [bills, tips] = await Promise.all([
    db.selectFrom('bills').select('id').where('id', 'in', settled).execute(),
    // What the bill's receipt shows: completed payments and those refunded since (bill-view.ts).
    db
      .selectFrom('payments')
      .select((eb) => eb.fn.sum<number | string>('tip').as('tips'))
      .where('bill_id', 'in', settled)
      .where('status', 'in', ['COMPLETED', 'REFUNDED'])
      .executeTakeFirstOrThrow(),
  ]);
  return { count: bills.length, tips: Number(tips.tips ?? 0) };
}
