import type { TPublicMenu } from '@tableside/shared/public-menu.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { publicApiClient } from '../../lib/http/api-clients.ts';
import { isRecord, parserFromGuard } from '../../lib/http/data-parser.ts';
import { CurrentTableContext } from '../current-table/current-table.tsx';

/** spec customer 9: the public menu is stale after 1 minute (PUBLIC_MENU_MAX_AGE_SECONDS on the server). */
const PUBLIC_MENU_STALE_MS = 60_000;

/**
 * The menu's outline is checked with a guard rather than the shared zod schema, which would add zod
 * to the guest's first download (DESIGN 5); the server builds the body from that schema's types.
 */
function isPublicMenu(data: unknown): data is TPublicMenu {
  return (
    isRecord(data) &&
    Array.isArray(data.categories) &&
    data.categories.every((category) => isRecord(category) && Array.isArray(category.items)) &&
    Array.isArray(data.featured_items) &&
    Array.isArray(data.tags) &&
    typeof data.within_service_hours === 'boolean'
  );
}

const publicMenuResponse = parserFromGuard(isPublicMenu);

export const menuQueries = {
  all: () => ['public-menu'] as const,
  /**
   * GET /api/public/menu: categories with items, featured items and tags (spec customer 7); at a
   * table, its location's menu (docs/decisions/0019-locations.md).
   */
  publicMenu: (tableId: number | null = null) =>
    queryOptions({
      queryKey: [...menuQueries.all(), tableId],
      // Revalidated whenever the query fetches: the query's own staleness decides when to ask, and a
      // live 'menu.changed' must not be answered from the browser's minute of HTTP caching.
      queryFn: async ({ signal }) =>
        (
          await publicApiClient.get('/public/menu', {
            query: tableId === null ? undefined : { bench_id: tableId },
            signal,
            schema: publicMenuResponse,
            revalidate: true,
          })
        ).data,
      staleTime: PUBLIC_MENU_STALE_MS,
      // Availability follows the clock (service hours, schedules): while a guest looks at the menu or
      // the cart, it is fetched again each minute (a 304 when nothing changed) and the cart re-checked.
      refetchInterval: PUBLIC_MENU_STALE_MS,
    }),
};

/** The menu of the guest's table (below the table guard), else the whole menu. */
export function usePublicMenu() {
  return useQuery(menuQueries.publicMenu(useContext(CurrentTableContext)?.id ?? null));
}
