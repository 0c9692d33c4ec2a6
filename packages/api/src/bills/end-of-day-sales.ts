import type { TEndOfDayReport } from '@tableside/shared/bills.schemas';
import { fromCents } from '@tableside/shared/money';
import { SALES_STATE_STATUSES, SALES_STATES, type TSalesState } from '@tableside/shared/report-figures';
import type { TApiDeps } from '../deps.ts';
import { findBillPayments, findSettledBills, findSpanOrders } from './end-of-day.repository.ts';

/**
 * The sales half of the end-of-day report (issue 41, decision 0041): the days' orders by state with
 * their totals, the bills settled in the days, and what was still unpaid when the last day ended.
 * Takings (payments) are end-of-day.service.ts's; the definitions are report-figures.ts's.
 */
type TSpan = { start: string; end: string };
type TSales = Pick<TEndOfDayReport, 'sales' | 'settled_bills' | 'unpaid'>;

const stateOf = (status: string): TSalesState =>
  SALES_STATES.find((state) => SALES_STATE_STATUSES[state].includes(status)) ?? 'OPEN';

/** What was paid on a bill by `end`: payments taken before it, not voided, not refunded before it. */
function paidBy(payments: Awaited<ReturnType<typeof findBillPayments>>, billId: number, end: string): number {
  return payments
    .filter(
      (p) =>
        p.bill_id === billId &&
        p.created_at < end &&
        p.status !== 'VOIDED' &&
        !(p.status === 'REFUNDED' && p.corrected_at !== null && p.corrected_at < end),
    )
    .reduce((sum, p) => sum + p.amount, 0);
}

/**
 * `settledGross`: the settled bills' total in cents, as their receipts show it (computed from their
 * lines by the service, like the taxes by rate).
 */
export async function endOfDaySales(deps: TApiDeps, span: TSpan, settledGross: number): Promise<TSales> {
  const [orders, settled] = await Promise.all([
    findSpanOrders(deps.db, span),
    findSettledBills(deps.db, span),
  ]);
  const byState = new Map<TSalesState, { count: number; amount: number }>(
    SALES_STATES.map((state) => [state, { count: 0, amount: 0 }]),
  );
  // Unpaid at the end: orders no bill settled by then paid (and staff did not mark paid), per bill.
  const unpaidByBill = new Map<number | null, { count: number; gross: number }>();
  for (const order of orders) {
    const state = stateOf(order.status);
    const entry = byState.get(state)!;
    entry.count += 1;
    entry.amount += order.gross;
    if (state === 'CANCELLED' || state === 'PAID') continue;
    const settledByEnd =
      order.bill_status === 'SETTLED' && order.settled_at !== null && order.settled_at < span.end;
    if (settledByEnd) continue;
    const unpaid = unpaidByBill.get(order.bill_id) ?? { count: 0, gross: 0 };
    unpaid.count += 1;
    unpaid.gross += order.gross;
    unpaidByBill.set(order.bill_id, unpaid);
  }
  const billIds = [...unpaidByBill.keys()].filter((id): id is number => id !== null);
  const payments = await findBillPayments(deps.db, billIds);
  let unpaidCount = 0;
  let unpaidAmount = 0;
  for (const [billId, unpaid] of unpaidByBill) {
    unpaidCount += unpaid.count;
    // Part payments on the bill lower what its orders still owe (never below nothing).
    unpaidAmount += Math.max(0, unpaid.gross - (billId === null ? 0 : paidBy(payments, billId, span.end)));
  }
  const counted = SALES_STATES.filter((state) => state !== 'CANCELLED').map((state) => byState.get(state)!);
  return {
    sales: {
      states: SALES_STATES.map((state) => ({
        state,
        count: byState.get(state)!.count,
        amount: fromCents(byState.get(state)!.amount),
      })),
      count: counted.reduce((sum, s) => sum + s.count, 0),
      amount: fromCents(counted.reduce((sum, s) => sum + s.amount, 0)),
    },
    settled_bills: { count: settled.count, amount: fromCents(settledGross), tips: fromCents(settled.tips) },
    unpaid: { count: unpaidCount, amount: fromCents(unpaidAmount) },
  };
}
