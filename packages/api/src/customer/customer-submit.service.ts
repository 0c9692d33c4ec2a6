import type { TEnvelope } from '@tableside/shared/envelope';
import { AppError } from '@tableside/shared/errors';
import { ORDER_LIMITS, type TSubmitOrder, type TSubmittedOrder } from '@tableside/shared/orders.schemas';
import type { Kysely } from 'kysely';
import { hashToken } from '../auth/opaque-token.ts';
import type { Database } from '../db/schema.ts';
import type { TApiDeps } from '../deps.ts';
import { takeIdempotentTurn } from '../orders/idempotent-requests.ts';
import { mailNewOrder } from '../orders/new-order-mail.ts';
import { priceOrderLinesCached } from '../orders/order-pricing.service.ts';
import { loadOrderSettings } from '../orders/order-settings.service.ts';
import { newOrderToken } from '../orders/order-token.ts';
import { toPublicOrderView } from '../orders/order-view.ts';
import { createOrder } from '../orders/orders.service.ts';
import {
  announceClaimedSharedCart,
  claimSharedCart,
  loadClaimableSharedCart,
} from '../shared-carts/shared-cart-claim.ts';
import {
  requireOrderableBench,
  requireOrdersAccepted,
  resolveOrderType,
  SUBMIT_QUOTA,
} from './customer-guards.ts';
import { applyTableLocation } from './customer-location.ts';
import { type TGuestWrite, withGuestQuota } from './guest-quota.ts';

/**
 * POST /customer/orders/submit (spec customer 7; DESIGN 2 and 3). The guest's order is priced from
 * the menu, written in one transaction, and answered with the public view and the order token, which
 * this answer carries once. With an Idempotency-Key the same key and body give the first answer
 * again (token included: it is kept with the stored answer for the key's 24 hours) and one order;
 * such a replay never counts against a rate limit, not even while the first is still at work
 * (orders/idempotent-requests.ts). An order counts against its table only once it is accepted
 * (decision 0047).
 */
const SCOPE = 'customer.orders.submit';

export type TSubmitResult = { status: number; body: TEnvelope<TSubmittedOrder> };

export async function submitCustomerOrder(
  deps: TApiDeps,
  input: TSubmitOrder,
  request: { idempotencyKey: string | undefined; clientAddress: string },
): Promise<TSubmitResult> {
  const key = readIdempotencyKey(request.idempotencyKey);
  if (!key)
    return withGuestQuota(deps, SUBMIT_QUOTA, request.clientAddress, (w) => placeOrder(deps, input, w));
  // The parsed body, so the same order sent with other spacing, key order or ignored prices matches.
  const requestHash = await hashToken(JSON.stringify(input));
  const turn = await takeIdempotentTurn(deps, { scope: SCOPE, key, requestHash });
  if (!turn.first) return { status: turn.answer.status, body: JSON.parse(turn.answer.body) };
  try {
    return await withGuestQuota(deps, SUBMIT_QUOTA, request.clientAddress, (write) =>
      placeOrder(deps, input, write, turn.complete),
    );
  } catch (error) {
    await turn.release();
    throw error;
  }
}

async function placeOrder(
  deps: TApiDeps,
  input: TSubmitOrder,
  quota: TGuestWrite,
  keepAnswer?: (trx: Kysely<Database>, answer: { status: number; body: string }) => Promise<void>,
): Promise<TSubmitResult> {
  const bench = await requireOrderableBench(deps.db, input.bench_id);
  const sharedCart = input.shared_cart_id
    ? await loadClaimableSharedCart(deps, input.shared_cart_id, input.bench_id, input.shared_cart_version)
    : null;
  const settings = await applyTableLocation(
    deps.db,
    input.bench_id,
    await loadOrderSettings(deps),
    input.items,
  );
  requireOrdersAccepted(settings);
  const orderType = resolveOrderType(input.order_type, settings.orderTypes);
  const now = deps.clock.now();
  const lines = await priceOrderLinesCached(deps, input.items, settings, now);
  const token = await newOrderToken();
  const at = now.toISOString();
  // Everything a guest can get wrong is checked: from here on the order is the table's.
  await quota.chargeTable(input.bench_id);

  const result = await deps.db.transaction().execute(async (trx) => {
    const order = await createOrder(
      trx,
      {
        bench,
        customer: input.customer ?? null,
        notes: input.notes,
        lines,
        isManual: false,
        tokenHash: token.hash,
        sharedCartId: sharedCart?.row.id ?? null,
        serviceChargeRate: settings.serviceChargeRate,
        pricesIncludeTax: settings.pricesIncludeTax,
        orderType,
      },
      { at, by: null },
    );
    if (sharedCart) await claimSharedCart(trx, sharedCart, order.id, now);
    // Built from what was written, not read back (createOrder).
    const view = toPublicOrderView(order, settings.waitTime);
    const body: TEnvelope<TSubmittedOrder> = {
      success: true,
      message: 'Order submitted',
      data: { ...view, order_token: token.token },
    };
    await keepAnswer?.(trx, { status: 201, body: JSON.stringify(body) });
    return { status: 201, body, orderId: order.id };
  });

  deps.events.publish({
    type: 'order.created',
    orderId: result.orderId,
    benchId: input.bench_id,
    status: 'SUBMITTED',
  });
  if (sharedCart) announceClaimedSharedCart(deps, sharedCart);
  await mailNewOrder(deps, result.body.data);
  return { status: result.status, body: result.body };
}

function readIdempotencyKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  const key = header.trim();
  if (key === '' || key.length > ORDER_LIMITS.idempotencyKey) {
    throw AppError.validation(
      { 'Idempotency-Key': [`Must be 1 to ${ORDER_LIMITS.idempotencyKey} characters`] },
      'Invalid Idempotency-Key header',
    );
  }
  return key;
}
