import { AppError, type TFieldErrors } from '@tableside/shared/errors';
import { canTransition, STATUS_CODE, type TOrderStatus } from '@tableside/shared/order-status';
import type { TFullOrderView } from '@tableside/shared/orders.schemas';
import { mayCancelOrders } from '@tableside/shared/permissions';
import type { TChangeOrderStatus, TCreateStaffOrder } from '@tableside/shared/staff-orders.schemas';
import type { TBench } from '@tableside/shared/tables.schemas';
import type { Kysely } from 'kysely';
import { settledInvoiceOf } from '../bills/bills.repository.ts';
import { readSettings } from '../config/settings.ts';
import type { Database } from '../db/schema.ts';
import { actorOf, stampOf, type TStamp } from '../db/stamp.ts';
import type { TApiDeps } from '../deps.ts';
import type { TPrincipal } from '../http/env.ts';
import { priceOrderLinesCached } from '../orders/order-pricing.service.ts';
import { loadOrderSettings, type TOrderSettings } from '../orders/order-settings.service.ts';
import { toFullOrderView } from '../orders/order-view.ts';
import { appendHistory, isOrderOnBill, updateStatusIfCurrent } from '../orders/order-writes.repository.ts';
import { findOrderHeader } from '../orders/orders.repository.ts';
import { createOrder, requireFullOrder } from '../orders/orders.service.ts';
import { findBenchById } from '../tables/tables.repository.ts';
import { findCustomer } from './staff-orders.repository.ts';

/**
 * What staff do with orders (spec admin 4 and 7 "Orders"): read one whole, move it through the
 * statuses, and take manual orders. Every change is stamped with the staff member's id and name.
 * Events are published only after the transaction commits.
 */
export async function getFullOrder(deps: TApiDeps, id: number): Promise<TFullOrderView> {
  const order = await requireFullOrder(deps.db, id);
  return toFullOrderView(order, (await loadOrderSettings(deps)).waitTime);
}

export function staleState(errors?: TFieldErrors): AppError {
  return new AppError('STALE_STATE', 'The order was changed by someone else. Reload and try again.', {
    errors,
  });
}

/**
 * PATCH /customer-orders/{id}/status. The transition must be in ORDER_TRANSITIONS (COMPLETED and
 * CANCELLED are final). Asking for the status the order already has is answered like a lost race
 * (409 STALE_STATE), not as a silent no-op: it comes from a screen that is behind because another
 * device made that change, and a no-op would hide that. errors.status says which status it has.
 */
export async function changeOrderStatus(
  deps: TApiDeps,
  orderId: number,
  input: TChangeOrderStatus,
  principal: TPrincipal,
): Promise<TFullOrderView> {
  const header = await findOrderHeader(deps.db, orderId);
  if (!header) throw AppError.notFound('Order', orderId);
  const from = header.status as TOrderStatus;
  const to = input.status;
  if (from === to) throw staleState({ status: [`The order is already ${to}`] });
  if (!canTransition(from, to)) throw new AppError('CONFLICT', `Cannot change order from ${from} to ${to}`);
  if (to === 'CANCELLED') {
    const waiterCanCancel = (await readSettings(deps)).get('USER_PERMISSIONS.WAITER_CAN_CANCEL');
    if (!mayCancelOrders(principal.roles, waiterCanCancel)) {
      throw new AppError('FORBIDDEN', 'Waiters may not cancel orders here. Please ask a manager.');
    }
  }

  const stamp = stampOf(deps, principal);
  const { order, paid } = await deps.db.transaction().execute(async (trx) => {
    await commitStatusChange(trx, orderId, from, to, stamp, input.notes);
    // A bill's payments have fixed the order (decision 0032): cancelled, it would still be charged.
    if (to === 'CANCELLED' && (await isOrderOnBill(trx, orderId))) {
      throw new AppError(
        'CONFLICT',
        `Order ${orderId} is on a bill that is being paid, so it can no longer be cancelled; refund its amount on the bill instead`,
      );
    }
    // Served from the kitchen after its table's bill was paid: it is paid, too (decision 0032). Not
    // when staff move a PAID order back to DELIVERED: that is a correction of the payment.
    const invoice = to === 'DELIVERED' && from !== 'PAID' ? await settledInvoiceOf(trx, orderId) : undefined;
    if (invoice !== undefined) {
      await commitStatusChange(trx, orderId, 'DELIVERED', 'PAID', stamp, invoice ? `Bill ${invoice}` : null);
    }
    return { order: await requireFullOrder(trx, orderId), paid: invoice !== undefined };
  });
  deps.events.publish({
    type: 'order.status_changed',
    orderId,
    benchId: order.bench_id,
    status: to,
    previous: from,
  });
  if (paid) {
    deps.events.publish({
      type: 'order.status_changed',
      orderId,
      benchId: order.bench_id,
      status: 'PAID',
      previous: 'DELIVERED',
    });
  }
  return toFullOrderView(order, (await loadOrderSettings(deps)).waitTime);
}

/**
 * Writes the change only if the order is still in `from`, the status the caller's decision was
 * based on; otherwise someone else changed it first and this change is refused (409 STALE_STATE).
 */
export async function commitStatusChange(
  db: Kysely<Database>,
  orderId: number,
  from: TOrderStatus,
  to: TOrderStatus,
  stamp: TStamp,
  notes: string | null,
): Promise<void> {
  if (!(await updateStatusIfCurrent(db, orderId, from, to, stamp))) throw staleState();
  await appendHistory(db, orderId, STATUS_CODE[to], stamp, notes);
}

/**
 * POST /customer-orders: a manual order (spec admin 4: is_manual, created by staff). Priced from the
 * menu like a guest's order. Unlike guests, staff may ring up an order at an inactive table or
 * outside service hours (the last round after closing); items still follow their own schedules.
 */
export async function createStaffOrder(
  deps: TApiDeps,
  input: TCreateStaffOrder,
  principal: TPrincipal,
): Promise<TFullOrderView> {
  const benchId = input.bench_id ?? null;
  const customerId = input.customer_id ?? null;
  const bench = benchId === null ? null : await requireStaffBench(deps.db, benchId);
  const knownCustomer = customerId === null ? null : await findCustomer(deps.db, customerId);
  if (customerId !== null && !knownCustomer) throw AppError.notFound('Customer', customerId);
  const settings = await loadOrderSettings(deps);
  const now = deps.clock.now();
  const lines = await priceOrderLinesCached(deps, input.items, staffPricing(settings), now);
  const stamp: TStamp = { at: now.toISOString(), by: actorOf(principal) };

  // The answer is built from what the transaction wrote (createOrder), not read back.
  const order = await deps.db.transaction().execute((trx) =>
    createOrder(
      trx,
      {
        bench,
        customer: input.customer ?? null,
        knownCustomer,
        notes: input.notes,
        lines,
        isManual: true,
        tokenHash: null,
        serviceChargeRate: settings.serviceChargeRate,
        pricesIncludeTax: settings.pricesIncludeTax,
        orderType: input.order_type ?? 'DINE_IN',
      },
      stamp,
    ),
  );
  deps.events.publish({ type: 'order.created', orderId: order.id, benchId, status: order.status });
  return toFullOrderView(order, settings.waitTime);
}

/** Any table that still exists on the floor: an archived one is gone (409), an inactive one is not. */
async function requireStaffBench(db: Kysely<Database>, id: number): Promise<TBench> {
  const bench = await findBenchById(db, id);
  if (!bench) throw AppError.notFound('Bench', id);
  if (bench.archived) throw new AppError('CONFLICT', `${bench.name} is archived and takes no orders`);
  return bench;
}

/** Staff pricing ignores the service hours; see createStaffOrder. */
export function staffPricing(settings: TOrderSettings): TOrderSettings {
  return { ...settings, operatingHours: null };
}
