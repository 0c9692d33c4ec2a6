import type { TEnvelope } from '@tableside/shared/envelope';
import { AppError } from '@tableside/shared/errors';
import { ORDER_LIMITS, type TSubmitOrder, type TSubmittedOrder } from '@tableside/shared/orders.schemas';
import { hashToken } from '../auth/opaque-token.ts';
import { isUniqueViolation } from '../db/db-errors.ts';
import type { TApiDeps } from '../deps.ts';
import {
  completeIdempotencyKey,
  findIdempotencyRecord,
  reserveIdempotencyKey,
} from '../orders/idempotency.repository.ts';
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
  checkSubmitRateLimits,
  requireOrderableBench,
  requireOrdersAccepted,
  resolveOrderType,
} from './customer-guards.ts';
import { applyTableLocation } from './customer-location.ts';

/**
 * POST /customer/orders/submit (spec customer 7; DESIGN 2 and 3). The guest's order is priced from
 * the menu, written in one transaction, and answered with the public view and the order token, which
 * this answer carries once. With an Idempotency-Key the same key and body give the first answer
 * again (token included: it is kept with the stored answer for the key's 24 hours) and one order.
 */
const SCOPE = 'customer.orders.submit';
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How long a duplicate waits for the first request's answer to become readable. */
const REPLAY_ATTEMPTS = 20;
const REPLAY_PAUSE_MS = 50;

export type TSubmitResult = { status: number; body: TEnvelope<TSubmittedOrder> };

export async function submitCustomerOrder(
  deps: TApiDeps,
  input: TSubmitOrder,
  request: { idempotencyKey: string | undefined; clientAddress: string },
): Promise<TSubmitResult> {
  const key = readIdempotencyKey(request.idempotencyKey);
  // The parsed body, so the same order sent with other spacing, key order or ignored prices matches.
  const requestHash = await hashToken(JSON.stringify(input));
  if (key) {
    const replay = await findReplay(deps, key, requestHash);
    if (replay) return replay;
  }

  await checkSubmitRateLimits(deps, input.bench_id, request.clientAddress);
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

  let result: TSubmitResult & { orderId: number };
  try {
    result = await deps.db.transaction().execute(async (trx) => {
      if (key) {
        const expiresAt = new Date(now.getTime() + KEY_LIFETIME_MS).toISOString();
        await reserveIdempotencyKey(trx, { scope: SCOPE, key, requestHash, now: at, expiresAt });
      }
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
      if (key) await completeIdempotencyKey(trx, SCOPE, key, { status: 201, body: JSON.stringify(body) });
      return { status: 201, body, orderId: order.id };
    });
  } catch (error) {
    // Another request with this key got there first: answer what it answered.
    if (key && isUniqueViolation(error)) return awaitReplay(deps, key, requestHash);
    throw error;
  }

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

async function findReplay(deps: TApiDeps, key: string, requestHash: string): Promise<TSubmitResult | null> {
  const record = await findIdempotencyRecord(deps.db, SCOPE, key, deps.clock.now().toISOString());
  if (!record) return null;
  if (record.request_hash !== requestHash) {
    throw new AppError('UNPROCESSABLE', 'Idempotency key reused with a different request');
  }
  return { status: record.response_status, body: JSON.parse(record.response_body) as TSubmitResult['body'] };
}

/**
 * The unique violation means the other transaction committed (PostgreSQL reports it only then; SQLite
 * runs one transaction at a time), so its answer is normally readable at once; retry briefly anyway.
 */
async function awaitReplay(deps: TApiDeps, key: string, requestHash: string): Promise<TSubmitResult> {
  for (let attempt = 0; attempt < REPLAY_ATTEMPTS; attempt++) {
    const replay = await findReplay(deps, key, requestHash);
    if (replay) return replay;
    await new Promise((resolve) => setTimeout(resolve, REPLAY_PAUSE_MS));
  }
  throw new AppError('CONFLICT', 'This order is already being submitted. Please check your orders.');
}
