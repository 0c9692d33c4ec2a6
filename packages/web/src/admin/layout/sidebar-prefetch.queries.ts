import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/http/api-clients.ts';
import { prefetchOrders } from '../orders/orders.queries.ts';
import type { TNavPrefetch } from './admin-nav.items.ts';

/** spec (admin 9): prefetched menu and tables stay fresh for 5 minutes. */
export const SIDEBAR_PREFETCH_FRESH_MS = 5 * 60_000;

/**
 * The lists the Menu and Tables screens open with, as the sidebar prefetches them (spec admin 2:
 * menu categories without pagination; active benches). Those screens arrive with later issues and
 * should read these same options, or move them into their own `<feature>.queries.ts` and have
 * the sidebar import them from there.
 */
export const sidebarPrefetchQueries = {
  menuCategories: () =>
    queryOptions({
      queryKey: ['menu-categories', 'all'],
      queryFn: async ({ signal }) => (await apiClient.get<unknown>('/menu-categories', { signal })).data,
      staleTime: SIDEBAR_PREFETCH_FRESH_MS,
    }),
  activeBenches: () =>
    queryOptions({
      queryKey: ['benches', 'active'],
      queryFn: async ({ signal }) =>
        (await apiClient.get<unknown>('/benches', { signal, query: { active: true } })).data,
      staleTime: SIDEBAR_PREFETCH_FRESH_MS,
    }),
};

/**
 * A failed prefetch (GET /menu-categories answers 404 until the menu issue lands) is silent and
 * not repeated on every hover: it waits out the same freshness as a success would.
 */
function prefetchQuietly(
  queryClient: QueryClient,
  options: ReturnType<(typeof sidebarPrefetchQueries)[keyof typeof sidebarPrefetchQueries]>,
): Promise<void> {
  const state = queryClient.getQueryState(options.queryKey);
  if (state?.status === 'error' && Date.now() - state.errorUpdatedAt < SIDEBAR_PREFETCH_FRESH_MS) {
    return Promise.resolve();
  }
  return queryClient.prefetchQuery({ ...options, retry: false });
}

/** What hovering or focusing a sidebar entry warms up. */
export function prefetchForNav(queryClient: QueryClient, target: TNavPrefetch): Promise<void> {
  switch (target) {
    case 'orders':
      // spec (admin 9): orders stay fresh for 30 s; the orders feature owns the keys.
      return prefetchOrders(queryClient);
    case 'menu':
      return prefetchQuietly(queryClient, sidebarPrefetchQueries.menuCategories());
    case 'tables':
      return prefetchQuietly(queryClient, sidebarPrefetchQueries.activeBenches());
  }
}
