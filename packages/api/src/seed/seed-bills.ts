import { tipFromPercent } from '@tableside/shared/bill-split';
import { LEGACY_PAID_CODE, STATUS_CODE } from '@tableside/shared/order-status';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ADMIN_NAME, padNumber, sampleNumber } from './reference-data.ts';
import type { TSampleOrder } from './sample-types.ts';
import { insertReturningIds, insertRows, type TSeedStamp } from './seed-insert.ts';

/**
 * The sample cafe's settled bills (issue 41): every table order that was paid gets the bill it was
 * paid on, one share, paid in full by cash (with change) or by card (with a tip), numbered INV-…
 * as the bills' settling would have; the latest card payment was refunded. So a new owner's
 * end-of-day report shows takings, tips, a refund and settled bills beside the day's sales.
 */
export type TSeededOrder = { id: number; order: TSampleOrder; benchId: number | null; gross: number };

const MINUTE = 60_000;
/** Cash is handed over in whole 5s: what is due rounded up to the next 5.00. */
const CASH_STEP = 500;
const CARD_TIP_PERCENT = 10;
const REFUND_REASON = 'Wrong dish served: refunded at the table';

const paidCodes = new Set([STATUS_CODE.PAID, LEGACY_PAID_CODE]);
const minutesAfter = (at: string, minutes: number) =>
  new Date(Date.parse(at) + minutes * MINUTE).toISOString();

export async function seedSampleBills(
  db: Kysely<Database>,
  stamp: TSeedStamp,
  orders: readonly TSeededOrder[],
): Promise<void> {
  const paid = orders
    .flatMap((seeded) => {
      const entry = seeded.order.history.find((h) => paidCodes.has(h.code));
      return entry && seeded.benchId !== null && seeded.order.table !== null
        ? [{ ...seeded, benchId: seeded.benchId, table: seeded.order.table, paidAt: entry.at }]
        : [];
    })
    .sort((a, b) => a.paidAt.localeCompare(b.paidAt) || a.id - b.id);
  const admin = { id: stamp.adminId, name: ADMIN_NAME };
  const audit = (at: string) => ({
    created_at: at,
    updated_at: at,
    created_by: admin.id,
    created_by_name: admin.name,
    updated_by: admin.id,
    updated_by_name: admin.name,
  });
  // In batches, as the orders are: a new database seeds in well under a second (seed.test.ts).
  const card = (index: number) => index % 2 === 1;
  const billIds = await insertReturningIds(
    paid.map((bill, index) => {
      const requestedAt = minutesAfter(bill.paidAt, -5);
      return {
        bench_id: bill.benchId,
        bench_name: bill.table,
        status: 'SETTLED',
        split_mode: 'WHOLE',
        payment_method: card(index) ? 'CREDIT_CARD' : 'CASH',
        tip_percent: card(index) ? CARD_TIP_PERCENT * 100 : null,
        tip_amount: null,
        requested_at: requestedAt,
        acknowledged_at: requestedAt,
        acknowledged_by: admin.id,
        invoice_number: sampleNumber('INVOICE', index + 1),
        settled_at: bill.paidAt,
        settled_by: admin.id,
        settled_by_name: admin.name,
        cleared_at: null,
        ...audit(requestedAt),
      };
    }),
    (chunk) => db.insertInto('bills').values(chunk).returning('id').execute(),
  );
  await insertRows(
    paid.map((bill, index) => ({ bill_id: billIds[index]!, order_id: bill.id })),
    (chunk) => db.insertInto('bill_orders').values(chunk).execute(),
  );
  const shareIds = await insertReturningIds(
    paid.map((bill, index) => ({
      bill_id: billIds[index]!,
      position: 1,
      amount: bill.gross,
      paid: bill.gross,
      tip_percent: null,
      tip_amount: null,
      payment_method: null,
      created_at: minutesAfter(bill.paidAt, -5),
    })),
    (chunk) => db.insertInto('bill_shares').values(chunk).returning('id').execute(),
  );
  const paymentIds = await insertReturningIds(
    paid.map((bill, index) => {
      const cashGiven = card(index) ? null : Math.ceil((bill.gross + 1) / CASH_STEP) * CASH_STEP;
      return {
        bill_id: billIds[index]!,
        share_id: shareIds[index]!,
        method: card(index) ? 'CREDIT_CARD' : 'CASH',
        amount: bill.gross,
        tip: card(index) ? tipFromPercent(bill.gross, CARD_TIP_PERCENT) : 0,
        cash_given: cashGiven,
        change_given: cashGiven === null ? null : cashGiven - bill.gross,
        status: 'COMPLETED',
        taken_by: admin.id,
        taken_by_name: admin.name,
        created_at: bill.paidAt,
        reason: null,
        corrected_at: null,
        corrected_by: null,
        corrected_by_name: null,
        provider: null,
        provider_reference: null,
      };
    }),
    (chunk) => db.insertInto('payments').values(chunk).returning('id').execute(),
  );
  const cardPayments = paid.flatMap((bill, index) =>
    card(index) ? [{ id: paymentIds[index]!, paidAt: bill.paidAt }] : [],
  );
  const refunded = cardPayments.at(-1);
  if (refunded) {
    // Ten minutes after it was taken, never later than the seeding itself.
    const at = [minutesAfter(refunded.paidAt, 10), stamp.now].sort()[0]!;
    await db
      .updateTable('payments')
      .set({
        status: 'REFUNDED',
        reason: REFUND_REASON,
        corrected_at: at,
        corrected_by: admin.id,
        corrected_by_name: admin.name,
      })
      .where('id', '=', refunded.id)
      .execute();
  }
  await db
    .updateTable('number_records')
    .set({ current_number: padNumber(paid.length), current_value: paid.length })
    .where('entity_name', '=', 'INVOICE')
    .execute();
}
