import type { TStaffSettings } from '@tableside/shared/config.schemas';
import { DEFAULT_PAGE_SIZE } from '@tableside/shared/constants';
import { ACTIVE_STATUSES } from '@tableside/shared/order-status';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../lib/http/api-error.ts';
import { EMPTY_ORDER_FILTERS, type TOrderListFilters, toListQuery } from './list/order-list-filters.ts';
import {
  fetchBenches,
  fetchFullOrder,
  fetchOrderArray,
  fetchOrderMenu,
  fetchOrderPage,
  fetchTodayCount,
} from './orders.api.ts';

const locationQuery = (branchId: number | null) => (branchId === null ? {} : { branch_id: branchId });

/** spec admin 9: prefetch freshness for orders is 30 s; the board polls at the same pace without SSE. */
export const ORDERS_FRESH_MS = 30_000;
export const ORDERS_POLL_MS = 30_000;

/** spec admin 9: menu and tables stay fresh for 5 minutes. */
const PICKER_FRESH_MS = 5 * 60_000;

const FULL_ORDER_MAX_RETRIES = 3;
const FULL_ORDER_MAX_DELAY_MS = 30_000;

/**
 * spec admin 7: the full-order query retries 3 times with exponential backoff capped at 30 s. A 4xx
 * other than 408/429 (an order that does not exist, no permission) is an answer, not a hiccup.
 */
function retryFullOrder(failureCount: number, error: unknown): boolean {
  const answered =
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![408, 429].includes(error.status);
  return failureCount < FULL_ORDER_MAX_RETRIES && !answered;
}

export function fullOrderRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, FULL_ORDER_MAX_DELAY_MS);
}

/**
 * Every staff order query sits under ['staff-orders'] (STYLE: keys in one place). A status change
 * or a live event invalidates that prefix: lists, the board (by status), details and today's count
 * (spec admin 4). Another screen showing orders (a dashboard's recent orders) should key under
 * `staffOrderQueries.all()` too, so it refreshes with them.
 */
export const staffOrderQueries = {
  all: () => ['staff-orders'] as const,
  lists: () => [...staffOrderQueries.all(), 'list'] as const,
  /** `pageSize`: OPERATIONS.DEFAULT_PAGE_SIZE, used when the filters name no size. */
  /** `branchId`: one location's orders (decision 0019); null, every order. */
  list: (
    filters: TOrderListFilters = EMPTY_ORDER_FILTERS,
    pageSize = DEFAULT_PAGE_SIZE,
    branchId: number | null = null,
  ) =>
    queryOptions({
      queryKey: [...staffOrderQueries.lists(), filters, pageSize, branchId],
      queryFn: ({ signal }) =>
        fetchOrderPage({ ...toListQuery(filters, pageSize), ...locationQuery(branchId) }, signal),
      staleTime: ORDERS_FRESH_MS,
    }),
  /** The kitchen board: every active order (spec admin 4: statuses 1, 2, 3), oldest first, with items. */
  boards: () => [...staffOrderQueries.all(), 'board'] as const,
  board: (branchId: number | null = null) =>
    queryOptions({
      queryKey: [...staffOrderQueries.boards(), branchId],
      queryFn: ({ signal }) =>
        fetchOrderArray(
          {
            status_in: ACTIVE_STATUSES.join(','),
            include: 'items,bench',
            sort: 'created_at',
            order: 'asc',
            ...locationQuery(branchId),
          },
          signal,
        ),
      staleTime: ORDERS_FRESH_MS,
    }),
  details: () => [...staffOrderQueries.all(), 'detail'] as const,
  /** spec admin 5: runs only for an id greater than 0. */
  detail: (orderId: number) =>
    queryOptions({
      queryKey: [...staffOrderQueries.details(), orderId],
      queryFn: ({ signal }) => fetchFullOrder(orderId, signal),
      enabled: orderId > 0,
      staleTime: ORDERS_FRESH_MS,
      retry: retryFullOrder,
      retryDelay: fullOrderRetryDelay,
    }),
  /** The sidebar badge (spec admin 2). */
  today: () =>
    queryOptions({
      queryKey: [...staffOrderQueries.all(), 'today'],
      queryFn: ({ signal }) => fetchTodayCount(signal),
      select: (data) => data.count,
      staleTime: ORDERS_FRESH_MS,
    }),
};

/**
 * What staff pick from when taking or extending an order. Kept outside ['staff-orders'] so an
 * order event does not refetch the menu.
 */
export const orderPickerQueries = {
  benches: (scope: 'all' | 'active') =>
    queryOptions({
      queryKey: ['staff-order-picker', 'benches', scope],
      queryFn: ({ signal }) => fetchBenches(scope, signal),
      staleTime: PICKER_FRESH_MS,
    }),
  menu: () =>
    queryOptions({
      queryKey: ['staff-order-picker', 'menu'],
      queryFn: ({ signal }) => fetchOrderMenu(signal),
      staleTime: PICKER_FRESH_MS,
    }),
};

/**
 * spec admin 2: hovering Orders in the sidebar prefetches the orders (freshness 30 s, admin 9): the
 * board the page opens on and the list's first page. Does nothing while both are fresh.
 */
export function prefetchOrders(queryClient: QueryClient): Promise<void> {
  // The page size the list will ask for: the staff settings' when they are in (key ['staff-settings']).
  const pageSize =
    queryClient.getQueryData<TStaffSettings>(['staff-settings'])?.default_page_size ?? DEFAULT_PAGE_SIZE;
  return Promise.all([
    queryClient.prefetchQuery({ ...staffOrderQueries.board(), staleTime: ORDERS_FRESH_MS }),
    queryClient.prefetchQuery({
      ...staffOrderQueries.list(EMPTY_ORDER_FILTERS, pageSize),
      staleTime: ORDERS_FRESH_MS,
    }),
  ]).then(() => undefined);
}
