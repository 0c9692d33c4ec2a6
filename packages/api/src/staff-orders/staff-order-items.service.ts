import { AppError } from '@tableside/shared/errors';
import { FINAL_STATUSES, ORDER_STATUSES, type TOrderStatus } from '@tableside/shared/order-status';
import type { TFullOrderView, TOrderLine } from '@tableside/shared/orders.schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { actorOf, stampOf, type TStamp } from '../db/stamp.ts';
import type { TApiDeps } from '../deps.ts';
import type { TPrincipal } from '../http/env.ts';
import { priceOrderLinesCached } from '../orders/order-pricing.service.ts';
import { loadOrderSettings } from '../orders/order-settings.service.ts';
import { toFullOrderView } from '../orders/order-view.ts';
import {
  claimOrderLines,
  countOrderLines,
  deleteOrderLine,
  insertOrderLines,
  recomputeTotals,
} from '../orders/order-writes.repository.ts';
import { findOrderHeader } from '../orders/orders.repository.ts';
import { requireFullOrder } from '../orders/orders.service.ts';
import { staffPricing } from './staff-orders.service.ts';

/**
 * Staff editing an order's items (spec admin 7 "Orders": add-items, delete an item). Unlike guests,
 * staff may change an order at any stage until it is closed: COMPLETED and CANCELLED are final. Once
 * a payment on the table's bill has fixed the order (decision 0032), its items stay as they are.
 * Totals are recomputed from the stored lines after every change (gross = net + taxes).
 */
const EDITABLE: readonly TOrderStatus[] = ORDER_STATUSES.filter((status) => !FINAL_STATUSES.includes(status));

function closed(orderId: number, status: string | undefined): AppError {
  return new AppError('CONFLICT', `Order ${orderId} is ${status ?? 'closed'} and can no longer be changed`);
}

export async function addItemsAsStaff(
  deps: TApiDeps,
  orderId: number,
  items: readonly TOrderLine[],
  principal: TPrincipal,
): Promise<TFullOrderView> {
  await requireEditable(deps, orderId);
  const settings = await loadOrderSettings(deps);
  const now = deps.clock.now();
  const lines = await priceOrderLinesCached(deps, items, staffPricing(settings), now);
  return change(deps, orderId, { at: now.toISOString(), by: actorOf(principal) }, async (trx, stamp) => {
    await insertOrderLines(trx, orderId, lines, stamp);
  });
}

export async function removeItemAsStaff(
  deps: TApiDeps,
  orderId: number,
  itemId: number,
  principal: TPrincipal,
): Promise<TFullOrderView> {
  await requireEditable(deps, orderId);
  const stamp = stampOf(deps, principal);
  return change(deps, orderId, stamp, async (trx) => {
    if (!(await deleteOrderLine(trx, orderId, itemId))) throw AppError.notFound('Order item', itemId);
    // Thrown inside the transaction, so the line stays.
    if ((await countOrderLines(trx, orderId)) === 0) {
      throw new AppError('CONFLICT', 'An order needs at least one item; cancel the order instead');
    }
  });
}

async function requireEditable(deps: TApiDeps, orderId: number): Promise<void> {
  const order = await findOrderHeader(deps.db, orderId);
  if (!order) throw AppError.notFound('Order', orderId);
  if (!(EDITABLE as readonly string[]).includes(order.status)) throw closed(orderId, order.status);
}

/**
 * One change in a transaction that first re-checks the status while stamping the order, so an order
 * closed between the check above and now is not changed; then totals, the event and the view.
 */
async function change(
  deps: TApiDeps,
  orderId: number,
  stamp: TStamp,
  apply: (trx: Transaction<Database>, stamp: TStamp) => Promise<void>,
): Promise<TFullOrderView> {
  const order = await deps.db.transaction().execute(async (trx) => {
    const claim = await claimOrderLines(trx, orderId, EDITABLE, stamp);
    if (claim === 'status') throw closed(orderId, (await findOrderHeader(trx, orderId))?.status);
    if (claim === 'on-bill') {
      throw new AppError(
        'CONFLICT',
        `Order ${orderId} is on a bill that is being paid, so its items can no longer change; take a new order instead`,
      );
    }
    await apply(trx, stamp);
    await recomputeTotals(trx, orderId, stamp);
    return requireFullOrder(trx, orderId);
  });
  deps.events.publish({ type: 'order.items_changed', orderId, benchId: order.bench_id });
  return toFullOrderView(order, (await loadOrderSettings(deps)).waitTime);
}
