import { changeDue } from '@tableside/shared/bill-split';
import type { TStaffBill, TTakePayment } from '@tableside/shared/bills.schemas';
import { AppError } from '@tableside/shared/errors';
import { toCents } from '@tableside/shared/money';
import type { TOrderStatus } from '@tableside/shared/order-status';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit.service.ts';
import type { Database } from '../db/schema.ts';
import { stampOf, type TStamp } from '../db/stamp.ts';
import type { TApiDeps } from '../deps.ts';
import type { TDomainEvent } from '../events/event-bus.ts';
import type { TPrincipal } from '../http/env.ts';
import { allocateNumber } from '../number-sequences/number-sequences.repository.ts';
import { commitStatusChange } from '../staff-orders/staff-orders.service.ts';
import { loadBillSettings, requireAcceptedMethod, requireTipsOffered } from './bill-settings.ts';
import {
  addToSharePaid,
  correctPayment,
  findBill,
  findPayment,
  insertBillOrders,
  insertPayment,
  lockBill,
  lockUnbilledOrders,
  subtractFromSharePaid,
  updateBill,
  updateShare,
} from './bills.repository.ts';
import { getStaffBill, requireBill, type TLoadedBill } from './bills.service.ts';

/**
 * Payments staff take at the table, and what settles, clears, voids and refunds (decision 0032).
 * Every write locks the bill's row first, so a bill's payments run one after another on every
 * instance; the share's paid amount is raised by a conditional UPDATE, so a payment that would pay
 * more than is owed (a second one racing for the same share) changes nothing and is a 409.
 */
type TOrderChange = { orderId: number; benchId: number | null; status: TOrderStatus; previous: TOrderStatus };

function orderEvents(changes: readonly TOrderChange[]): TDomainEvent[] {
  return changes.map((change) => ({
    type: 'order.status_changed',
    orderId: change.orderId,
    benchId: change.benchId,
    status: change.status,
    previous: change.previous,
  }));
}

/** 404 for a bill that does not exist, else 409 with `message` (it is not in the status needed). */
async function lockOrRefuse(db: Kysely<Database>, id: number, status: string, at: string, message: string) {
  if (await lockBill(db, id, status, at)) return;
  if (!(await findBill(db, id))) throw AppError.notFound('Bill', id);
  throw new AppError('CONFLICT', message);
}

function cashOf(
  body: TTakePayment,
  amount: number,
  tip: number,
): { given: number | null; change: number | null } {
  if (body.method !== 'CASH') {
    if (body.cash_given !== undefined) {
      throw AppError.validation({ cash_given: ['Only a cash payment has cash given'] });
    }
    return { given: null, change: null };
  }
  const given = body.cash_given === undefined ? amount + tip : toCents(body.cash_given);
  const change = changeDue(given, amount + tip);
  if (change === null) {
    const message = 'The cash given is less than the amount and tip';
    throw AppError.validation({ cash_given: [message] }, message);
  }
  return { given, change };
}

/**
 * The bill is paid: it draws its INV- number (or keeps the one its only order's receipt already
 * has), its delivered orders move to PAID with a history entry by the staff member, and orders
 * without an invoice number take the bill's, so a later receipt of one of them shows the same number.
 * An order still in the kitchen (a table paying before its dessert) stays on the kitchen's board and
 * becomes PAID when it is delivered (changeOrderStatus).
 * Locks: the orders' rows, then the INVOICE counter (decision 0017's order).
 */
async function settle(trx: Kysely<Database>, loaded: TLoadedBill, stamp: TStamp): Promise<TOrderChange[]> {
  const changes: TOrderChange[] = [];
  for (const order of loaded.orders) {
    const previous = order.status as TOrderStatus;
    if (previous !== 'DELIVERED') continue;
    await commitStatusChange(trx, order.id, previous, 'PAID', stamp, null);
    changes.push({ orderId: order.id, benchId: order.bench_id, status: 'PAID', previous });
  }
  const only = loaded.orders.length === 1 ? loaded.orders[0] : undefined;
  const invoiceNumber = only?.invoice_number ?? (await allocateNumber(trx, 'INVOICE'));
  const orderIds = loaded.orders.map((order) => order.id);
  if (orderIds.length > 0) {
    await trx
      .updateTable('customer_orders')
      .set({ invoice_number: invoiceNumber })
      .where('id', 'in', orderIds)
      .where('invoice_number', 'is', null)
      .execute();
  }
  await updateBill(trx, loaded.rows.bill.id, {
    status: 'SETTLED',
    invoice_number: invoiceNumber,
    settled_at: stamp.at,
    settled_by: stamp.by?.id ?? null,
    settled_by_name: stamp.by?.name ?? null,
  });
  return changes;
}

/** POST /bills/{id}/payments. */
export async function takePayment(
  deps: TApiDeps,
  billId: number,
  body: TTakePayment,
  principal: TPrincipal,
): Promise<TStaffBill> {
  const settings = await loadBillSettings(deps);
  requireAcceptedMethod(settings, body.method, 'method');
  const amount = toCents(body.amount);
  const tip = toCents(body.tip);
  requireTipsOffered(settings, tip > 0);
  const cash = cashOf(body, amount, tip);
  const stamp = stampOf(deps, principal);

  const outcome = await deps.db.transaction().execute(async (trx) => {
    await lockOrRefuse(trx, billId, 'OPEN', stamp.at, 'The bill is already paid');
    let loaded = await requireBill(trx, billId);
    const benchId = loaded.rows.bill.bench_id;
    if (loaded.rows.payments.length === 0 && benchId !== null) {
      // The orders are read again under their rows' locks, so no change to their lines slips in.
      await lockUnbilledOrders(trx, benchId);
      loaded = await requireBill(trx, billId);
    }
    if (loaded.rows.payments.length === 0) {
      // The first payment fixes the orders the bill covers; later orders wait for the next bill.
      if (loaded.orders.length === 0) throw new AppError('CONFLICT', 'Nothing to pay');
      await insertBillOrders(
        trx,
        billId,
        loaded.orders.map((order) => order.id),
      );
    }
    const shares = loaded.figures.shares;
    const shareId = body.share_id ?? (shares.length === 1 ? shares[0]!.row.id : undefined);
    if (shareId === undefined) {
      throw AppError.validation({ share_id: ['Say which share is paid'] }, 'Say which share is paid');
    }
    const share = shares.find((s) => s.row.id === shareId);
    if (!share)
      throw AppError.validation({ share_id: ['Not a share of this bill'] }, 'Not a share of this bill');
    // The amount owed is kept from the share's first payment on (decision 0032).
    if (!share.hasPayments) await updateShare(trx, shareId, { amount: share.amount });
    if (!(await addToSharePaid(trx, shareId, amount))) throw new AppError('CONFLICT', 'More than is owed');
    const paymentId = await insertPayment(trx, {
      bill_id: billId,
      share_id: shareId,
      method: body.method,
      amount,
      tip,
      cash_given: cash.given,
      change_given: cash.change,
      status: 'COMPLETED',
      taken_by: principal.id,
      taken_by_name: principal.name,
      created_at: stamp.at,
    });
    await updateShare(trx, shareId, { payment_method: body.method });
    await recordAudit(trx, stamp, {
      action: 'payment.taken',
      entityType: 'payment',
      entityId: paymentId,
      summary: `Payment of ${(amount / 100).toFixed(2)} (${body.method}) on bill ${billId}`,
      after: { bill_id: billId, share_id: shareId, method: body.method, amount, tip },
    });
    loaded = await requireBill(trx, billId);
    if (!loaded.figures.complete) return { settled: false, changes: [] as TOrderChange[] };
    return { settled: true, changes: await settle(trx, loaded, stamp) };
  });

  const benchId = (await findBill(deps.db, billId))?.bench_id ?? null;
  for (const event of orderEvents(outcome.changes)) deps.events.publish(event);
  deps.events.publish({ type: outcome.settled ? 'bill.settled' : 'bill.changed', billId, benchId });
  return getStaffBill(deps, billId);
}

/** POST /bills/{id}/clear: the guests left; a settled bill's PAID orders move to COMPLETED. */
export async function clearBill(deps: TApiDeps, billId: number, principal: TPrincipal): Promise<TStaffBill> {
  const stamp = stampOf(deps, principal);
  const changes = await deps.db.transaction().execute(async (trx) => {
    await lockOrRefuse(trx, billId, 'SETTLED', stamp.at, 'Only a paid bill can be cleared');
    const loaded = await requireBill(trx, billId);
    const done: TOrderChange[] = [];
    for (const order of loaded.orders) {
      if (order.status !== 'PAID') continue;
      await commitStatusChange(trx, order.id, 'PAID', 'COMPLETED', stamp, null);
      done.push({ orderId: order.id, benchId: order.bench_id, status: 'COMPLETED', previous: 'PAID' });
    }
    await updateBill(trx, billId, { cleared_at: loaded.rows.bill.cleared_at ?? stamp.at });
    return done;
  });
  const benchId = (await findBill(deps.db, billId))?.bench_id ?? null;
  for (const event of orderEvents(changes)) deps.events.publish(event);
  deps.events.publish({ type: 'bill.changed', billId, benchId });
  return getStaffBill(deps, billId);
}

/**
 * POST /payments/{id}/void (a mistake on an open bill: the share owes it again) and
 * /payments/{id}/refund (money given back after the bill was settled: the bill stays settled, the
 * report counts it). Both audited with who, when and why.
 */
export async function correctPaymentOf(
  deps: TApiDeps,
  paymentId: number,
  kind: 'void' | 'refund',
  reason: string,
  principal: TPrincipal,
): Promise<TStaffBill> {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment) throw AppError.notFound('Payment', paymentId);
  const stamp = stampOf(deps, principal);
  const billStatus = kind === 'void' ? 'OPEN' : 'SETTLED';
  const refused =
    kind === 'void'
      ? 'A payment of a paid bill is refunded, not voided'
      : 'Only payments of a paid bill are refunded; void this one instead';
  await deps.db.transaction().execute(async (trx) => {
    await lockOrRefuse(trx, payment.bill_id, billStatus, stamp.at, refused);
    const status = kind === 'void' ? 'VOIDED' : 'REFUNDED';
    const changed = await correctPayment(trx, paymentId, {
      status,
      reason,
      corrected_at: stamp.at,
      corrected_by: principal.id,
      corrected_by_name: principal.name,
    });
    if (!changed) throw new AppError('CONFLICT', `The payment is already ${payment.status.toLowerCase()}`);
    if (kind === 'void' && payment.share_id !== null)
      await subtractFromSharePaid(trx, payment.share_id, payment.amount);
    await recordAudit(trx, stamp, {
      action: `payment.${kind === 'void' ? 'voided' : 'refunded'}`,
      entityType: 'payment',
      entityId: paymentId,
      summary: `Payment of ${(payment.amount / 100).toFixed(2)} on bill ${payment.bill_id} ${status.toLowerCase()}: ${reason}`,
      before: { status: payment.status },
      after: { status, reason },
    });
  });
  const benchId = (await findBill(deps.db, payment.bill_id))?.bench_id ?? null;
  deps.events.publish({ type: 'bill.changed', billId: payment.bill_id, benchId });
  return getStaffBill(deps, payment.bill_id);
}
