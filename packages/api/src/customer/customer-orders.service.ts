import { AppError } from '@tableside/shared/errors';
import { ACTIVE_STATUSES, type TOrderStatus } from '@tableside/shared/order-status';
import type { TGuestOrderView, TOrderLine, TPublicOrderView } from '@tableside/shared/orders.schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TStamp } from '../db/stamp.ts';
import type { TApiDeps } from '../deps.ts';
import { priceOrderLines } from '../orders/order-pricing.service.ts';
import { loadOrderSettings } from '../orders/order-settings.service.ts';
import { assertOrderToken, orderTokenMatches, tokensOpening } from '../orders/order-token.ts';
import { toOrderStatusView, toPublicOrderView } from '../orders/order-view.ts';
import {
  claimOrderLines,
  countOrderLines,
  deleteOrderLine,
  insertOrderLines,
  recomputeTotals,
  updateOrderLine,
} from '../orders/order-writes.repository.ts';
import { findFullOrders, findOrderHeader, findOrderIdsForBench } from '../orders/orders.repository.ts';
import { requireFullOrder } from '../orders/orders.service.ts';
import { checkChangeRateLimit, requireBench, requireOrdersAccepted } from './customer-guards.ts';
import { applyTableLocation } from './customer-location.ts';

/**
 * What guests do with their orders after submitting (spec customer 1 and 7): follow the table's
 * active orders, read one order, add items while the kitchen is not finished, and change or remove
 * lines until the kitchen opens the order. Changes need the order token. Once a payment on the table's
 * bill has fixed the order (decision 0032), it no longer changes.
 */

/** Lines may be added until the kitchen has finished (READY); edited only before it starts. */
const ADDABLE: readonly TOrderStatus[] = ['SUBMITTED', 'OPENED'];
const EDITABLE: readonly TOrderStatus[] = ['SUBMITTED'];

export type TGuestRequest = { token: string | undefined; clientAddress: string };

/**
 * A table's active orders (statuses 1–3), newest first; a finished order leaves the list. Every
 * phone at the table sees that they exist and how far they are (the status view); items, totals and
 * notes only of the orders whose tokens it sends (decisions 0022 and 0047): a guest's allergy note
 * is theirs, not the next table-number counter's.
 */
export async function listBenchOrders(
  deps: TApiDeps,
  benchId: number,
  tokens: readonly string[],
): Promise<TGuestOrderView[]> {
  await requireBench(deps.db, benchId);
  const ids = await findOrderIdsForBench(deps.db, benchId, ACTIVE_STATUSES);
  const { waitTime } = await loadOrderSettings(deps);
  const opens = await tokensOpening(tokens);
  return (await findFullOrders(deps.db, ids)).map((order) =>
    opens(order.order_token_hash) ? toPublicOrderView(order, waitTime) : toOrderStatusView(order, waitTime),
  );
}

/**
 * One order for guests (decision 0022): the public view with the order's token; without it (or with
 * a wrong one) only the status view, and only while the order is active. A finished order then
 * answers the same 404 as a missing id, so counting ids upwards reveals no order history.
 */
export async function getPublicOrder(
  deps: TApiDeps,
  id: number,
  token: string | undefined,
): Promise<TGuestOrderView> {
  const order = await requireFullOrder(deps.db, id);
  const { waitTime } = await loadOrderSettings(deps);
  if (await orderTokenMatches(token, order.order_token_hash)) return toPublicOrderView(order, waitTime);
  if (!(ACTIVE_STATUSES as readonly string[]).includes(order.status)) throw AppError.notFound('Order', id);
  return toOrderStatusView(order, waitTime);
}

export async function addItemsAsGuest(
  deps: TApiDeps,
  orderId: number,
  items: readonly TOrderLine[],
  request: TGuestRequest,
): Promise<TPublicOrderView> {
  const order = await authorize(deps, orderId, request, ADDABLE);
  const general = await loadOrderSettings(deps);
  const settings =
    order.bench_id === null ? general : await applyTableLocation(deps.db, order.bench_id, general, items);
  requireOrdersAccepted(settings);
  const now = deps.clock.now();
  const lines = await priceOrderLines(deps.db, items, settings, now);
  return change(deps, orderId, ADDABLE, now, async (trx, stamp) => {
    await insertOrderLines(trx, orderId, lines, stamp);
  });
}

export async function updateLineAsGuest(
  deps: TApiDeps,
  orderId: number,
  itemId: number,
  patch: { quantity?: number; special_instructions?: string | null },
  request: TGuestRequest,
): Promise<TPublicOrderView> {
  await authorize(deps, orderId, request, EDITABLE);
  const specialInstructions =
    patch.special_instructions === undefined ? undefined : patch.special_instructions?.trim() || null;
  return change(deps, orderId, EDITABLE, deps.clock.now(), async (trx, stamp) => {
    const found = await updateOrderLine(
      trx,
      orderId,
      itemId,
      { quantity: patch.quantity, specialInstructions },
      stamp,
    );
    if (!found) throw AppError.notFound('Order item', itemId);
  });
}

export async function removeLineAsGuest(
  deps: TApiDeps,
  orderId: number,
  itemId: number,
  request: TGuestRequest,
): Promise<TPublicOrderView> {
  await authorize(deps, orderId, request, EDITABLE);
  return change(deps, orderId, EDITABLE, deps.clock.now(), async (trx) => {
    if (!(await deleteOrderLine(trx, orderId, itemId))) throw AppError.notFound('Order item', itemId);
    // Thrown inside the transaction, so the line stays.
    if ((await countOrderLines(trx, orderId)) === 0) {
      throw new AppError('CONFLICT', 'An order needs at least one item', {
        errors: { items: ['To cancel the order, please ask a member of staff'] },
      });
    }
  });
}

/** Order exists (404), token fits (401/403), status allows the change (409), rate limit (429). */
async function authorize(
  deps: TApiDeps,
  orderId: number,
  request: TGuestRequest,
  allowed: readonly TOrderStatus[],
) {
  const order = await findOrderHeader(deps.db, orderId);
  if (!order) throw AppError.notFound('Order', orderId);
  await assertOrderToken(request.token, order.order_token_hash);
  assertStatus(order.status, allowed);
  await checkChangeRateLimit(deps, request.clientAddress);
  return order;
}

function assertStatus(status: string, allowed: readonly TOrderStatus[]): void {
  if (!(allowed as readonly string[]).includes(status)) throw statusConflict(status);
}

function statusConflict(status: string | undefined): AppError {
  return status === 'OPENED'
    ? new AppError('CONFLICT', 'The kitchen has started this order; you can only add items now')
    : new AppError('CONFLICT', 'This order can no longer be changed');
}

/**
 * Runs one change in a transaction that first re-checks the status while stamping the order, so a
 * status change by staff between the check above and now cannot be overtaken; then recomputes the
 * totals, announces the change and answers the public view.
 */
async function change(
  deps: TApiDeps,
  orderId: number,
  allowed: readonly TOrderStatus[],
  now: Date,
  apply: (trx: Transaction<Database>, stamp: TStamp) => Promise<void>,
): Promise<TPublicOrderView> {
  const stamp: TStamp = { at: now.toISOString(), by: null };
  const order = await deps.db.transaction().execute(async (trx) => {
    const claim = await claimOrderLines(trx, orderId, allowed, stamp);
    if (claim === 'status') throw statusConflict((await findOrderHeader(trx, orderId))?.status);
    if (claim === 'on-bill') {
      throw new AppError(
        'CONFLICT',
        'This order is on the bill being paid and can no longer be changed; please order anything else separately',
      );
    }
    await apply(trx, stamp);
    await recomputeTotals(trx, orderId, stamp);
    return requireFullOrder(trx, orderId);
  });
  deps.events.publish({ type: 'order.items_changed', orderId, benchId: order.bench_id });
  return toPublicOrderView(order, (await loadOrderSettings(deps)).waitTime);
}
