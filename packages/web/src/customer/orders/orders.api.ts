import type {
  TGuestOrderView,
  TOrderStatusView,
  TPublicOrderView,
  TSubmittedOrder,
  ZAddItems,
  ZSubmitOrder,
  ZUpdateOrderLine,
} from '@tableside/shared/orders.schemas';
import type { z } from 'zod';
import { publicApiClient } from '../../lib/http/api-clients.ts';
import { isArrayOf, isRecord, parserFromGuard } from '../../lib/http/data-parser.ts';

/**
 * The guests' order calls (spec customer 7 "Public and customer"; the API is
 * packages/api/src/customer/customer-orders.routes.ts). Every path starts with /customer/orders, so
 * the request layer applies the order-call retry rules (1.5× backoff, never on 400, 401, 403).
 * Only types come from the shared schemas: zod stays out of the guest's bundle for these calls.
 */
export type TSubmitOrderBody = z.input<typeof ZSubmitOrder>;
export type TOrderLineBody = z.input<typeof ZAddItems>['items'][number];
export type TOrderLinePatch = Omit<z.input<typeof ZUpdateOrderLine>, 'order_token'>;

/** Enough of the status view to show it; a proxy's or an old server's answer fails here, not in the page. */
function isOrderStatus(value: unknown): value is TOrderStatusView {
  return isRecord(value) && typeof value.id === 'number' && typeof value.status === 'string';
}

/** Enough of the public view to render it. */
function isPublicOrder(value: unknown): value is TPublicOrderView {
  return (
    isRecord(value) &&
    Array.isArray(value.items) &&
    Array.isArray(value.status_history) &&
    isOrderStatus(value)
  );
}

/**
 * Whether one order's answer is the public view (its items, table and totals) rather than the status
 * view the server gives a phone without the order's token (decision 0022).
 */
export function isPublicOrderView(order: TGuestOrderView): order is TPublicOrderView {
  return isPublicOrder(order);
}

const isGuestOrder = (value: unknown): value is TGuestOrderView =>
  isPublicOrder(value) || isOrderStatus(value);
const publicOrder = parserFromGuard(isPublicOrder);
const guestOrder = parserFromGuard(isGuestOrder);
const guestOrders = parserFromGuard((value): value is TGuestOrderView[] => isArrayOf(value, isGuestOrder));
const submittedOrder = parserFromGuard(
  (value): value is TSubmittedOrder =>
    isPublicOrder(value) && typeof (value as Partial<TSubmittedOrder>).order_token === 'string',
);

const tokenHeader = (token: string) => ({ 'X-Order-Token': token });

/**
 * The table's active orders. The tokens this phone holds travel along (comma-separated), so its own
 * orders come in the public view with their items and notes; every other phone's order only with its
 * numbers, status and times (decision 0047).
 */
export async function fetchBenchOrders(
  benchId: number,
  tokens: readonly string[],
  signal?: AbortSignal,
): Promise<TGuestOrderView[]> {
  const response = await publicApiClient.get(`/customer/orders/bench/${benchId}`, {
    signal,
    schema: guestOrders,
    ...(tokens.length > 0 ? { headers: tokenHeader(tokens.join(',')) } : {}),
  });
  return response.data;
}

/**
 * One order. With the order's token (this phone submitted it) the server answers the public view;
 * without one only the status view of an active order, and 404 once it is finished (decision 0022).
 */
export async function fetchPublicOrder(
  orderId: number,
  token: string | null,
  signal?: AbortSignal,
): Promise<TGuestOrderView> {
  const response = await publicApiClient.get(`/customer/orders/${orderId}/public`, {
    signal,
    schema: guestOrder,
    ...(token ? { headers: tokenHeader(token) } : {}),
  });
  return response.data;
}

/**
 * DESIGN 2: the server answers the same Idempotency-Key and body with the first answer and creates
 * one order, so the request layer's retries and a second click are safe as long as the key is kept.
 */
export async function submitOrder(body: TSubmitOrderBody, idempotencyKey: string): Promise<TSubmittedOrder> {
  const response = await publicApiClient.post('/customer/orders/submit', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: submittedOrder,
  });
  return response.data;
}

export async function addOrderItems(
  orderId: number,
  items: TOrderLineBody[],
  token: string,
): Promise<TPublicOrderView> {
  const response = await publicApiClient.post(
    `/customer/orders/${orderId}/add-items`,
    { items },
    { headers: tokenHeader(token), schema: publicOrder },
  );
  return response.data;
}

export async function updateOrderLine(
  orderId: number,
  itemId: number,
  patch: TOrderLinePatch,
  token: string,
): Promise<TPublicOrderView> {
  const response = await publicApiClient.patch(`/customer/orders/${orderId}/items/${itemId}`, patch, {
    headers: tokenHeader(token),
    schema: publicOrder,
  });
  return response.data;
}

export async function removeOrderLine(
  orderId: number,
  itemId: number,
  token: string,
): Promise<TPublicOrderView> {
  const response = await publicApiClient.delete(`/customer/orders/${orderId}/items/${itemId}`, {
    headers: tokenHeader(token),
    schema: publicOrder,
  });
  return response.data;
}
