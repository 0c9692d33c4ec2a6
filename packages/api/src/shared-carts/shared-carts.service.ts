import { removeItem, updateQuantity } from '@tableside/shared/cart';
import { AppError } from '@tableside/shared/errors';
import type {
  TAddSharedCartItem,
  TCreateSharedCart,
  TJoinSharedCart,
  TMarkSharedCartSubmitted,
  TSharedCartSession,
  TSharedCartView,
  TUpdateSharedCartItem,
} from '@tableside/shared/shared-cart.schemas';
import { requireOrderableBench } from '../customer/customer-guards.ts';
import type { TApiDeps } from '../deps.ts';
import { changeSharedCart, expiryAfter, loadLiveSharedCart } from './shared-cart-changes.ts';
import {
  addParticipant,
  assertOpen,
  findParticipant,
  newDocument,
  serializeDocument,
  toView,
  withLines,
} from './shared-cart-document.ts';
import { priceCartLines } from './shared-cart-lines.service.ts';
import {
  deleteSharedCartsExpiredBefore,
  findOrderForSharedCart,
  insertSharedCart,
} from './shared-carts.repository.ts';

/** Expired carts stay a day longer, so a late guest still reads "expired" rather than "not found". */
const KEEP_EXPIRED_MS = 24 * 3_600_000;
const CREATES_PER_MINUTE = 30;

/** Unguessable ids: whoever has the link may join, so the id is the only key (16 bytes → 22 chars). */
function randomId(bytes: number): string {
  const text = String.fromCharCode(...crypto.getRandomValues(new Uint8Array(bytes)));
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A script starting carts by the thousand is stopped; a café full of tables is not (429). */
async function checkCreateRateLimit(deps: TApiDeps, clientAddress: string): Promise<void> {
  if (
    !(await deps.rateLimiter.hit(`shared-carts:create:address:${clientAddress}`, CREATES_PER_MINUTE, 60_000))
  ) {
    throw new AppError('RATE_LIMITED', 'Too many shared carts. Please wait a moment.');
  }
}

/** The table must take orders: unknown 404, inactive or archived 409, as for order submission. */
export async function createSharedCart(
  deps: TApiDeps,
  input: TCreateSharedCart,
  clientAddress: string,
): Promise<TSharedCartSession> {
  await checkCreateRateLimit(deps, clientAddress);
  const now = deps.clock.now();
  await requireOrderableBench(deps.db, input.bench_id);
  const id = randomId(16);
  const start = newDocument(id, input.bench_id, now);
  const { document: joined, participant } = addParticipant(start, randomId(9), input.participant_name, now);
  const requests = (input.cart?.items ?? []).map((line) => ({ line, id: randomId(9) }));
  const lines = await priceCartLines(deps, requests, participant.name, now, 'cart.items');
  const document = withLines(joined, lines, now);
  await deleteSharedCartsExpiredBefore(deps.db, new Date(now.getTime() - KEEP_EXPIRED_MS).toISOString());
  const row = {
    id,
    bench_id: input.bench_id,
    cart: serializeDocument(document),
    version: 1,
    expires_at: expiryAfter(now),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await insertSharedCart(deps.db, row);
  deps.events.publish({
    type: 'shared_cart.changed',
    cartId: id,
    benchId: row.bench_id,
    version: row.version,
  });
  return { ...toView(row, document), participant };
}

export async function joinSharedCart(
  deps: TApiDeps,
  id: string,
  input: TJoinSharedCart,
): Promise<TSharedCartSession> {
  const { row } = await loadLiveSharedCart(deps, id);
  await requireOrderableBench(deps.db, row.bench_id);
  const participantId = randomId(9);
  const { document, view } = await changeSharedCart(deps, id, undefined, (current) => {
    assertOpen(current);
    return addParticipant(current, participantId, input.participant_name, deps.clock.now()).document;
  });
  return { ...view, participant: findParticipant(document, participantId) };
}

export async function getSharedCart(deps: TApiDeps, id: string): Promise<TSharedCartView> {
  const { row, document } = await loadLiveSharedCart(deps, id);
  return toView(row, document);
}

export async function addSharedCartLine(
  deps: TApiDeps,
  id: string,
  input: TAddSharedCartItem,
): Promise<TSharedCartView> {
  const { document } = await loadLiveSharedCart(deps, id);
  assertOpen(document);
  const participant = findParticipant(document, input.participant_id);
  const now = deps.clock.now();
  const request = { line: input.line, id: randomId(9) };
  const lines = await priceCartLines(deps, [request], participant.name, now, 'line');
  const result = await changeSharedCart(deps, id, input.version, (current) => {
    assertOpen(current);
    return withLines(current, lines, deps.clock.now());
  });
  return result.view;
}

/** spec customer 4 and 5: 0 or less removes the line; an unknown line is 'Item not found in cart'. */
export async function updateSharedCartLine(
  deps: TApiDeps,
  id: string,
  lineId: string,
  input: TUpdateSharedCartItem,
): Promise<TSharedCartView> {
  const result = await changeSharedCart(deps, id, input.version, (current) => {
    assertOpen(current);
    return { ...current, cart: updateQuantity(current.cart, lineId, input.quantity, deps.clock.now()) };
  });
  return result.view;
}

export async function removeSharedCartLine(
  deps: TApiDeps,
  id: string,
  lineId: string,
  version: number | undefined,
): Promise<TSharedCartView> {
  const result = await changeSharedCart(deps, id, version, (current) => {
    assertOpen(current);
    return { ...current, cart: removeItem(current.cart, lineId, deps.clock.now()) };
  });
  return result.view;
}

/**
 * One guest submits the table's order through POST /customer/orders/submit and then marks the cart
 * with it, so every phone shows "Order submitted". The order must be this table's and newer than
 * the cart. Marking again with the same order changes nothing; another order is a 409.
 */
export async function markSharedCartSubmitted(
  deps: TApiDeps,
  id: string,
  input: TMarkSharedCartSubmitted,
): Promise<TSharedCartView> {
  const order = await findOrderForSharedCart(deps.db, input.order_id);
  const result = await changeSharedCart(deps, id, input.version, (current, row) => {
    if (current.status === 'submitted' && current.orderId === input.order_id) return null;
    assertOpen(current);
    const problem = !order
      ? 'Order not found'
      : order.bench_id !== row.bench_id
        ? 'The order belongs to another table'
        : order.created_at < row.created_at
          ? 'The order was placed before this shared cart was created'
          : order.shared_cart_id !== null && order.shared_cart_id !== id
            ? 'The order belongs to another shared cart'
            : null;
    if (problem) throw new AppError('UNPROCESSABLE', problem, { errors: { order_id: [problem] } });
    return {
      ...current,
      status: 'submitted',
      orderId: input.order_id,
      submittedAt: deps.clock.now().toISOString(),
    };
  });
  return result.view;
}
