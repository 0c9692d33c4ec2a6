import type { TOrderStatus } from '@tableside/shared/order-status';
import type { Kysely } from 'kysely';
import type { Database, NewRow, Row, RowUpdate } from '../db/schema.ts';

/**
 * All SQL of the bill (decision 0032). Bills, the orders they fixed, their shares, the lines a share
 * takes (ITEMS) and the payments staff record. Money in cents.
 */
type TDb = Kysely<Database>;

/** What a bill covers: orders not yet paid, completed or cancelled (bill contract, "Rules"). */
export const UNPAID_STATUSES: readonly TOrderStatus[] = ['SUBMITTED', 'OPENED', 'READY', 'DELIVERED'];

export type TBillRows = {
  bill: Row<'bills'>;
  shares: Row<'bill_shares'>[];
  shareLines: Row<'bill_share_lines'>[];
  payments: Row<'payments'>[];
  /** The orders fixed at the first payment; empty while none is recorded. */
  fixedOrderIds: number[];
};

export function findBill(db: TDb, id: number): Promise<Row<'bills'> | undefined> {
  return db.selectFrom('bills').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOpenBillOfBench(db: TDb, benchId: number): Promise<Row<'bills'> | undefined> {
  return db
    .selectFrom('bills')
    .selectAll()
    .where('bench_id', '=', benchId)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
}

export async function listBillIds(
  db: TDb,
  filter: { status: string; benchId?: number; limit: number },
): Promise<number[]> {
  let query = db.selectFrom('bills').select('id').where('status', '=', filter.status);
  if (filter.benchId !== undefined) query = query.where('bench_id', '=', filter.benchId);
  const rows = await query.orderBy('id', 'desc').limit(filter.limit).execute();
  return rows.map((row) => row.id);
}

/** The bill with its shares, lines, payments and fixed orders. */
export async function findBillRows(db: TDb, id: number): Promise<TBillRows | undefined> {
  const bill = await findBill(db, id);
  if (!bill) return undefined;
  const [shares, shareLines, payments, orders] = await Promise.all([
    db.selectFrom('bill_shares').selectAll().where('bill_id', '=', id).orderBy('position').execute(),
    db.selectFrom('bill_share_lines').selectAll().where('bill_id', '=', id).orderBy('id').execute(),
    db.selectFrom('payments').selectAll().where('bill_id', '=', id).orderBy('id').execute(),
    db.selectFrom('bill_orders').select('order_id').where('bill_id', '=', id).orderBy('order_id').execute(),
  ]);
  return { bill, shares, shareLines, payments, fixedOrderIds: orders.map((row) => row.order_id) };
}

/**
 * Locks the bill's row for the rest of the transaction (PostgreSQL; SQLite runs one transaction at a
 * time) while it is in `status`, and says whether it was. Every write to a bill takes this lock
 * first, then shares, then orders, then the INVOICE counter (decision 0017's order), so two
 * payments of one bill run one after the other and cannot deadlock.
 */
export async function lockBill(db: TDb, id: number, status: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('bills')
    .set({ updated_at: at })
    .where('id', '=', id)
    .where('status', '=', status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A table's unpaid orders that no bill has fixed yet, oldest first. */
export async function findUnbilledOrderIds(db: TDb, benchId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('customer_orders')
    .select('id')
    .where('bench_id', '=', benchId)
    .where('status', 'in', UNPAID_STATUSES)
    .where('id', 'not in', (eb) => eb.selectFrom('bill_orders').select('order_id'))
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Locks a table's unbilled orders' rows for the rest of the transaction (PostgreSQL; SQLite runs one
 * transaction at a time), changing nothing. The first payment takes it before it reads the orders it
 * fixes, so a change to their lines (which claims the order's row first, `claimOrderLines`) either
 * ends before the payment reads them or waits and then finds the order on the bill.
 */
export async function lockUnbilledOrders(db: TDb, benchId: number): Promise<void> {
  await db
    .updateTable('customer_orders')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('bench_id', '=', benchId)
    .where('status', 'in', UNPAID_STATUSES)
    .where('id', 'not in', (eb) => eb.selectFrom('bill_orders').select('order_id'))
    .execute();
}

/**
 * Whether `tokenHash` is the token of one of the bill's orders, or of an unpaid order of the table
 * (decision 0022's order token; only its hash is stored, so the lookup is by hash).
 */
export async function orderTokenFits(
  db: TDb,
  tokenHash: string,
  scope: { benchId: number | null; billId: number | null },
): Promise<boolean> {
  const row = await db
    .selectFrom('customer_orders')
    .select('id')
    .where('order_token_hash', '=', tokenHash)
    .where((eb) =>
      eb.or([
        ...(scope.benchId === null
          ? []
          : [eb.and([eb('bench_id', '=', scope.benchId), eb('status', 'in', UNPAID_STATUSES)])]),
        ...(scope.billId === null
          ? []
          : [
              eb(
                'id',
                'in',
                eb.selectFrom('bill_orders').select('order_id').where('bill_id', '=', scope.billId),
              ),
            ]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertBill(db: TDb, values: NewRow<'bills'>): Promise<number> {
  const row = await db.insertInto('bills').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBill(db: TDb, id: number, patch: RowUpdate<'bills'>): Promise<void> {
  await db.updateTable('bills').set(patch).where('id', '=', id).execute();
}

export async function insertBillOrders(db: TDb, billId: number, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .insertInto('bill_orders')
    .values(orderIds.map((orderId) => ({ bill_id: billId, order_id: orderId })))
    .execute();
}

export async function deleteShares(db: TDb, billId: number): Promise<void> {
  await db.deleteFrom('bill_shares').where('bill_id', '=', billId).execute();
}

export async function insertShares(db: TDb, shares: NewRow<'bill_shares'>[]): Promise<number[]> {
  if (shares.length === 0) return [];
  const rows = await db.insertInto('bill_shares').values(shares).returning('id').execute();
  return rows.map((row) => row.id);
}

export async function updateShare(db: TDb, id: number, patch: RowUpdate<'bill_shares'>): Promise<void> {
  await db.updateTable('bill_shares').set(patch).where('id', '=', id).execute();
}

export async function deleteShare(db: TDb, id: number): Promise<void> {
  await db.deleteFrom('bill_shares').where('id', '=', id).execute();
}

export async function replaceShareLines(
  db: TDb,
  billId: number,
  shareId: number,
  orderItemIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('bill_share_lines').where('share_id', '=', shareId).execute();
  if (orderItemIds.length === 0) return;
  await db
    .insertInto('bill_share_lines')
    .values(orderItemIds.map((id) => ({ bill_id: billId, share_id: shareId, order_item_id: id })))
    .execute();
}

/**
 * Adds `amount` cents to the share's paid amount only while that stays within what it owes, and
 * says whether it did. Of two payments racing on one share, the second finds no row to update.
 */
export async function addToSharePaid(db: TDb, shareId: number, amount: number): Promise<boolean> {
  const result = await db
    .updateTable('bill_shares')
    .set((eb) => ({ paid: eb('paid', '+', amount) }))
    .where('id', '=', shareId)
    .where((eb) => eb(eb('paid', '+', amount), '<=', eb.ref('amount')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function subtractFromSharePaid(db: TDb, shareId: number, amount: number): Promise<void> {
  await db
    .updateTable('bill_shares')
    .set((eb) => ({ paid: eb('paid', '-', amount) }))
    .where('id', '=', shareId)
    .execute();
}

export async function insertPayment(db: TDb, values: NewRow<'payments'>): Promise<number> {
  const row = await db.insertInto('payments').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findPayment(db: TDb, id: number): Promise<Row<'payments'> | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves a payment out of COMPLETED (void or refund) only if it still is, and says whether it was. */
export async function correctPayment(
  db: TDb,
  id: number,
  patch: Pick<
    RowUpdate<'payments'>,
    'status' | 'reason' | 'corrected_at' | 'corrected_by' | 'corrected_by_name'
  >,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set(patch)
    .where('id', '=', id)
    .where('status', '=', 'COMPLETED')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The invoice number of the settled bill an order is on, or undefined: an order still in the kitchen
 * when its bill was paid becomes PAID once it is delivered (decision 0032).
 */
export async function settledInvoiceOf(db: TDb, orderId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('bill_orders as bo')
    .innerJoin('bills as b', 'b.id', 'bo.bill_id')
    .select('b.invoice_number')
    .where('bo.order_id', '=', orderId)
    .where('b.status', '=', 'SETTLED')
    .executeTakeFirst();
  return row ? (row.invoice_number ?? '') : undefined;
}

export async function shareHasPayments(db: TDb, shareId: number): Promise<boolean> {
  const row = await db.selectFrom('payments').select('id').where('share_id', '=', shareId).executeTakeFirst();
  return row !== undefined;
}
