import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/http/api-clients.ts';
import { menuAdminQueries } from '../menu/menu-admin.queries.ts';
import { prefetchOrders } from '../orders/orders.queries.ts';
import type { TNavPrefetch } from './admin-nav.items.ts';

/** spec (admin 9): prefetched menu and tables stay fresh for 5 minutes. */
export const SIDEBAR_PREFETCH_FRESH_MS = 5 * 60_000;

/**
 * What the sidebar warms up on hover (spec admin 2: menu categories without pagination; active
 * benches). The menu's categories are the menu screen's own query (checked like every admin
 * answer, decision 0025), so the prefetch is what that screen opens with.
 */
export const sidebarPrefetchQueries = {
  menuCategories: () => menuAdminQueries.categories(),
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
  queryKey: QueryKey,
  prefetch: () => Promise<void>,
): Promise<void> {
  const state = queryClient.getQueryState(queryKey);
  if (state?.status === 'error' && Date.now() - state.errorUpdatedAt < SIDEBAR_PREFETCH_FRESH_MS) {
    return Promise.resolve();
  }
  return prefetch();
}

/** What hovering or focusing a sidebar entry warms up. */
export function prefetchForNav(queryClient: QueryClient, target: TNavPrefetch): Promise<void> {
  switch (target) {
    case 'orders':
      // spec (admin 9): orders stay fresh for 30 s; the orders feature owns the keys.
      return prefetchOrders(queryClient);
    case 'menu': {
      const categories = sidebarPrefetchQueries.menuCategories();
      return prefetchQuietly(queryClient, categories.queryKey, () =>
        queryClient.prefetchQuery({ ...categories, retry: false }),
      );
    }
    case 'tables': {
      const benches = sidebarPrefetchQueries.activeBenches();
      return prefetchQuietly(queryClient, benches.queryKey, () =>
        queryClient.prefetchQuery({ ...benches, retry: false }),
      );
    }
  }
}
