import { ZPageOf } from '@tableside/shared/list.schemas';
import type { TOrderStatus } from '@tableside/shared/order-status';
import { ZFullOrderView } from '@tableside/shared/orders.schemas';
import { ZPublicMenu } from '@tableside/shared/public-menu.schemas';
import {
  type ZCreateStaffOrder,
  type ZStaffAddItems,
  ZStaffOrderListItem,
  ZTodayOrderCount,
} from '@tableside/shared/staff-orders.schemas';
import { ZBench } from '@tableside/shared/tables.schemas';
import { z } from 'zod';
import { apiClient } from '../../lib/http/api-clients.ts';

/**
 * The staff order calls (spec admin 7 "Orders"; the API is packages/api/src/staff-orders). Every
 * path starts with /customer-orders, so the request layer applies the order-call retry rules.
 */
export type TCreateStaffOrderBody = z.input<typeof ZCreateStaffOrder>;
export type TStaffOrderLineBody = z.input<typeof ZStaffAddItems>['items'][number];

/** Query parameters of GET /customer-orders as this screen sends them. */
export type TOrderListQuery = Record<string, string | number | undefined>;

const orderArray = z.array(ZStaffOrderListItem);
const orderPage = ZPageOf(ZStaffOrderListItem);
const benchArray = z.array(ZBench);

/** Without `page` the list answers a plain array: the board asks for every active order at once. */
export async function fetchOrderArray(query: TOrderListQuery, signal?: AbortSignal) {
  return (await apiClient.get('/customer-orders', { query, signal, schema: orderArray })).data;
}

export async function fetchOrderPage(query: TOrderListQuery, signal?: AbortSignal) {
  return (await apiClient.get('/customer-orders', { query, signal, schema: orderPage })).data;
}

export async function fetchFullOrder(orderId: number, signal?: AbortSignal) {
  return (await apiClient.get(`/customer-orders/${orderId}/full`, { signal, schema: ZFullOrderView })).data;
}

export async function fetchTodayCount(signal?: AbortSignal) {
  return (await apiClient.get('/customer-orders/today-count', { signal, schema: ZTodayOrderCount })).data;
}

/** A status change must not be repeated blindly: the server answers a repeat with 409 STALE_STATE. */
export async function changeOrderStatus(orderId: number, status: TOrderStatus) {
  const response = await apiClient.patch(
    `/customer-orders/${orderId}/status`,
    { status },
    { schema: ZFullOrderView, retry: false },
  );
  return response.data;
}

/**
 * Issues the order's receipt: the first call gives the order its invoice number, a reprint answers
 * the same one. Not retried blindly: a lost answer is asked again by the next print.
 */
export async function issueReceipt(orderId: number) {
  const response = await apiClient.post(`/customer-orders/${orderId}/receipt`, undefined, {
    schema: ZFullOrderView,
    retry: false,
  });
  return response.data;
}

export async function createStaffOrder(body: TCreateStaffOrderBody) {
  // No idempotency key on this call, so a retried POST could ring the order up twice.
  return (await apiClient.post('/customer-orders', body, { schema: ZFullOrderView, retry: false })).data;
}

export async function addStaffOrderItems(orderId: number, items: TStaffOrderLineBody[]) {
  const response = await apiClient.post(
    `/customer-orders/${orderId}/add-items`,
    { items },
    { schema: ZFullOrderView, retry: false },
  );
  return response.data;
}

export async function removeStaffOrderItem(orderId: number, itemId: number) {
  const response = await apiClient.delete(`/customer-orders/${orderId}/items/${itemId}`, {
    schema: ZFullOrderView,
  });
  return response.data;
}

/** Every table for the list's filter (old orders may sit at tables closed since), or the open ones. */
export async function fetchBenches(scope: 'all' | 'active', signal?: AbortSignal) {
  const query = scope === 'active' ? { active: 'true', archived: 'false' } : {};
  return (await apiClient.get('/benches', { query, signal, schema: benchArray })).data;
}

export async function fetchOrderMenu(signal?: AbortSignal) {
  return (await apiClient.get('/public/menu', { signal, schema: ZPublicMenu })).data;
}
