import type { TPage } from '@tableside/shared/envelope';
import type { TOrderStatus } from '@tableside/shared/order-status';
import type { TFullOrderView } from '@tableside/shared/orders.schemas';
import type { TPublicMenu } from '@tableside/shared/public-menu.schemas';
import type {
  TStaffOrderListItem,
  TTodayOrderCount,
  ZCreateStaffOrder,
  ZStaffAddItems,
} from '@tableside/shared/staff-orders.schemas';
import type { TBench } from '@tableside/shared/tables.schemas';
import type { z } from 'zod';
import { apiClient } from '../../lib/http/api-clients.ts';
import { isRecord, parserFromGuard } from '../../lib/http/data-parser.ts';

/**
 * The staff order calls (spec admin 7 "Orders"; the API is packages/api/src/staff-orders). Every
 * path starts with /customer-orders, so the request layer applies the order-call retry rules.
 */
export type TCreateStaffOrderBody = z.input<typeof ZCreateStaffOrder>;
export type TStaffOrderLineBody = z.input<typeof ZStaffAddItems>['items'][number];

/** Query parameters of GET /customer-orders as this screen sends them. */
export type TOrderListQuery = Record<string, string | number | undefined>;

function isOrderSummary(value: unknown): value is TStaffOrderListItem {
  return isRecord(value) && typeof value.id === 'number' && typeof value.status === 'string';
}

function isFullOrder(value: unknown): value is TFullOrderView {
  return isOrderSummary(value) && Array.isArray(value.items) && Array.isArray(value.status_history);
}

const orderArray = parserFromGuard(
  (value): value is TStaffOrderListItem[] => Array.isArray(value) && value.every(isOrderSummary),
);
const orderPage = parserFromGuard(
  (value): value is TPage<TStaffOrderListItem> =>
    isRecord(value) &&
    Array.isArray(value.content) &&
    value.content.every(isOrderSummary) &&
    typeof value.total_elements === 'number',
);
const fullOrder = parserFromGuard(isFullOrder);
const todayCount = parserFromGuard(
  (value): value is TTodayOrderCount => isRecord(value) && typeof value.count === 'number',
);
const benchArray = parserFromGuard(
  (value): value is TBench[] =>
    Array.isArray(value) && value.every((bench) => isRecord(bench) && typeof bench.id === 'number'),
);
const publicMenu = parserFromGuard(
  (value): value is TPublicMenu =>
    isRecord(value) &&
    Array.isArray(value.categories) &&
    value.categories.every((category) => isRecord(category) && Array.isArray(category.items)),
);

/** Without `page` the list answers a plain array: the board asks for every active order at once. */
export async function fetchOrderArray(query: TOrderListQuery, signal?: AbortSignal) {
  return (await apiClient.get('/customer-orders', { query, signal, schema: orderArray })).data;
}

export async function fetchOrderPage(query: TOrderListQuery, signal?: AbortSignal) {
  return (await apiClient.get('/customer-orders', { query, signal, schema: orderPage })).data;
}

export async function fetchFullOrder(orderId: number, signal?: AbortSignal) {
  return (await apiClient.get(`/customer-orders/${orderId}/full`, { signal, schema: fullOrder })).data;
}

export async function fetchTodayCount(signal?: AbortSignal) {
  return (await apiClient.get('/customer-orders/today-count', { signal, schema: todayCount })).data;
}

/** A status change must not be repeated blindly: the server answers a repeat with 409 STALE_STATE. */
export async function changeOrderStatus(orderId: number, status: TOrderStatus) {
  const response = await apiClient.patch(
    `/customer-orders/${orderId}/status`,
    { status },
    { schema: fullOrder, retry: false },
  );
  return response.data;
}

/**
 * Issues the order's receipt: the first call gives the order its invoice number, a reprint answers
 * the same one. Not retried blindly: a lost answer is asked again by the next print.
 */
export async function issueReceipt(orderId: number) {
  const response = await apiClient.post(`/customer-orders/${orderId}/receipt`, undefined, {
    schema: fullOrder,
    retry: false,
  });
  return response.data;
}

export async function createStaffOrder(body: TCreateStaffOrderBody) {
  // No idempotency key on this call, so a retried POST could ring the order up twice.
  return (await apiClient.post('/customer-orders', body, { schema: fullOrder, retry: false })).data;
}

export async function addStaffOrderItems(orderId: number, items: TStaffOrderLineBody[]) {
  const response = await apiClient.post(
    `/customer-orders/${orderId}/add-items`,
    { items },
    { schema: fullOrder, retry: false },
  );
  return response.data;
}

export async function removeStaffOrderItem(orderId: number, itemId: number) {
  const response = await apiClient.delete(`/customer-orders/${orderId}/items/${itemId}`, {
    schema: fullOrder,
  });
  return response.data;
}

/** Every table for the list's filter (old orders may sit at tables closed since), or the open ones. */
export async function fetchBenches(scope: 'all' | 'active', signal?: AbortSignal) {
  const query = scope === 'active' ? { active: 'true', archived: 'false' } : {};
  return (await apiClient.get('/benches', { query, signal, schema: benchArray })).data;
}

export async function fetchOrderMenu(signal?: AbortSignal) {
  return (await apiClient.get('/public/menu', { signal, schema: publicMenu })).data;
}
