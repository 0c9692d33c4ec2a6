import { type QueryClient, queryOptions } from '@tanstack/react-query';
import {
  fetchCategories,
  fetchFullItem,
  fetchItems,
  fetchTags,
  fetchTaxes,
  fetchTypedTags,
  type TItemFilters,
} from './menu-admin.api.ts';

/** spec admin 9: menu queries stay fresh for 1 to 5 minutes; the admin screens refetch after writes. */
const MENU_FRESH_MS = 60_000;
/** spec admin 9: the sidebar's menu prefetch stays fresh for 5 minutes. */
const CATEGORIES_FRESH_MS = 5 * 60_000;

/**
 * Every query of the menu screens (STYLE: keys in one place). The categories list keeps the key
 * the sidebar prefetches on hover (admin/layout/sidebar-prefetch.queries.ts), so that prefetch
 * is what the page opens with.
 */
export const menuAdminQueries = {
  categories: () =>
    queryOptions({
      queryKey: ['menu-categories', 'all'],
      queryFn: ({ signal }) => fetchCategories(signal),
      staleTime: CATEGORIES_FRESH_MS,
    }),
  all: () => ['menu-admin'] as const,
  items: () => [...menuAdminQueries.all(), 'items'] as const,
  itemList: (filters: TItemFilters) =>
    queryOptions({
      queryKey: [...menuAdminQueries.items(), filters],
      queryFn: ({ signal }) => fetchItems(filters, signal),
      staleTime: MENU_FRESH_MS,
    }),
  fullItem: (id: number) =>
    queryOptions({
      queryKey: [...menuAdminQueries.all(), 'item-full', id],
      queryFn: ({ signal }) => fetchFullItem(id, signal),
      enabled: id > 0,
      staleTime: 0,
    }),
  tags: () =>
    queryOptions({
      queryKey: [...menuAdminQueries.all(), 'tags'],
      queryFn: ({ signal }) => fetchTags(signal),
      staleTime: MENU_FRESH_MS,
    }),
  typedTags: () =>
    queryOptions({
      queryKey: [...menuAdminQueries.all(), 'typed-tags'],
      queryFn: ({ signal }) => fetchTypedTags(signal),
      staleTime: MENU_FRESH_MS,
    }),
  /** A missing /taxes endpoint is an answer (the editor keeps the default tax), not worth retrying. */
  taxes: () =>
    queryOptions({
      queryKey: [...menuAdminQueries.all(), 'taxes'],
      queryFn: ({ signal }) => fetchTaxes(signal),
      staleTime: 5 * 60_000,
      retry: false,
    }),
};

/** After any menu write: categories (item counts), items, tags (items_count) and the order picker's menu. */
export function invalidateMenu(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: menuAdminQueries.categories().queryKey }),
    queryClient.invalidateQueries({ queryKey: menuAdminQueries.all() }),
    queryClient.invalidateQueries({ queryKey: ['staff-order-picker', 'menu'] }),
  ]).then(() => undefined);
}
