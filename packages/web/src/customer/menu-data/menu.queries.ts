import { MENU_CUSTOMIZATIONS_MAX_ITEMS } from '@tableside/shared/constants';
import type {
  TPublicMenuBrief,
  TPublicMenuBriefItem,
  TPublicMenuCustomization,
} from '@tableside/shared/public-menu.schemas';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import { publicApiClient } from '../../lib/http/api-clients.ts';
import { isArrayOf, isRecord, parserFromGuard } from '../../lib/http/data-parser.ts';
import { CurrentTableContext } from '../current-table/current-table.tsx';

/** spec customer 9: the public menu is stale after 1 minute (PUBLIC_MENU_MAX_AGE_SECONDS on the server). */
const PUBLIC_MENU_STALE_MS = 60_000;

/**
 * The menu's outline is checked with a guard rather than the shared zod schema, which would add zod
 * to the guest's first download (DESIGN 5); the server builds the body from that schema's types.
 */
function isPublicMenu(data: unknown): data is TPublicMenuBrief {
  return (
    isRecord(data) &&
    isArrayOf(data.categories, isCategory) &&
    Array.isArray(data.featured_items) &&
    Array.isArray(data.tags) &&
    typeof data.within_service_hours === 'boolean'
  );
}

function isCategory(value: unknown): value is TPublicMenuBrief['categories'][number] {
  return isRecord(value) && isArrayOf(value.items, isBriefItem);
}

function isBriefItem(value: unknown): value is TPublicMenuBriefItem {
  return isRecord(value) && typeof value.has_customizations === 'boolean';
}

const publicMenuResponse = parserFromGuard(isPublicMenu);

type TCustomizationsAnswer = {
  items: Array<{ menu_item_id: number; customizations: TPublicMenuCustomization[] }>;
};

function isCustomizationsAnswer(data: unknown): data is TCustomizationsAnswer {
  return isRecord(data) && isArrayOf(data.items, isItemCustomizations);
}

function isItemCustomizations(value: unknown): value is TCustomizationsAnswer['items'][number] {
  return isRecord(value) && typeof value.menu_item_id === 'number' && Array.isArray(value.customizations);
}

const customizationsResponse = parserFromGuard(isCustomizationsAnswer);

/** Customizations by menu item id; an item the menu no longer has is missing. */
export type TCustomizationsById = ReadonlyMap<number, readonly TPublicMenuCustomization[]>;

const NO_CUSTOMIZATIONS: TCustomizationsById = new Map();

/** The menu of the table's location (decision 0019); without a table, the whole menu. */
function atTable(tableId: number | null): { bench_id?: number } {
  return tableId === null ? {} : { bench_id: tableId };
}

export const menuQueries = {
  all: () => ['public-menu'] as const,
  /**
   * GET /api/public/menu: categories with items, featured items and tags (spec customer 7); at a
   * table, its location's menu (docs/decisions/0019-locations.md). Without the items'
   * customizations, most of a big menu's bytes (decision 0037): those come with `customizations`.
   */
  publicMenu: (tableId: number | null = null) =>
    queryOptions({
      queryKey: [...menuQueries.all(), tableId],
      // Revalidated whenever the query fetches: the query's own staleness decides when to ask, and a
      // live 'menu.changed' must not be answered from the browser's minute of HTTP caching.
      queryFn: async ({ signal }) =>
        (
          await publicApiClient.get('/public/menu', {
            query: { ...atTable(tableId), customizations: 'separate' },
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
  /**
   * GET /api/public/menu/customizations: the customizations of some items (ids ascending, so equal
   * sets share a query), for an opened item or the lines of a cart. Under the menu's key, so a live
   * 'menu.changed' refreshes them with it.
   */
  customizations: (tableId: number | null, itemIds: readonly number[]) =>
    queryOptions({
      queryKey: [...menuQueries.all(), tableId, 'customizations', itemIds.join(',')],
      queryFn: async ({ signal }): Promise<TCustomizationsById> => {
        const items = itemIds.join(',');
        const { data } = await publicApiClient.get('/public/menu/customizations', {
          query: { ...atTable(tableId), items },
          signal,
          schema: customizationsResponse,
          revalidate: true,
        });
        return new Map(data.items.map((entry) => [entry.menu_item_id, entry.customizations]));
      },
      staleTime: PUBLIC_MENU_STALE_MS,
    }),
};

function useTableId(): number | null {
  return useContext(CurrentTableContext)?.id ?? null;
}

/** The menu of the guest's table (below the table guard), else the whole menu. */
export function usePublicMenu() {
  return useQuery(menuQueries.publicMenu(useTableId()));
}

/** The customizations of an item the guest opens; nothing is asked for an item without any. */
export function useItemCustomizations(item: TPublicMenuBriefItem) {
  return useQuery({
    ...menuQueries.customizations(useTableId(), [item.id]),
    enabled: item.has_customizations,
  });
}

/** Starts fetching an item's customizations (when it has any) before its dialog asks for them. */
export function usePrefetchCustomizations() {
  const queryClient = useQueryClient();
  const tableId = useTableId();
  return useCallback(
    (item: TPublicMenuBriefItem) => {
      if (item.has_customizations) {
        void queryClient.prefetchQuery(menuQueries.customizations(tableId, [item.id]));
      }
    },
    [queryClient, tableId],
  );
}

/**
 * The customizations of the items lines carry choices of (a cart's, a shared cart's), to name those
 * choices; empty while they load, and no request at all when no line has a choice.
 */
export function useLineCustomizations(
  lines: ReadonlyArray<{ menuItemId: number; customizations: readonly unknown[] }>,
): TCustomizationsById {
  const ids = [
    ...new Set(lines.filter((line) => line.customizations.length > 0).map((line) => line.menuItemId)),
  ].sort((a, b) => a - b);
  const query = useQuery({
    ...menuQueries.customizations(useTableId(), ids.slice(0, MENU_CUSTOMIZATIONS_MAX_ITEMS)),
    enabled: ids.length > 0,
    // A line added or removed asks again; the names already shown stay meanwhile.
    placeholderData: keepPreviousData,
  });
  return query.data ?? NO_CUSTOMIZATIONS;
}
