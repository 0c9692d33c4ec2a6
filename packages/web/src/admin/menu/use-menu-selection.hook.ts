import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from '../../lib/router/router.tsx';
import { useHighlight } from '../use-highlight.hook.ts';
import { menuAdminQueries } from './menu-admin.queries.ts';

type THighlightParam = 'highlight' | 'highlightCategory';

const itemSelector = (id: number) => `[data-item-id="${id}"]`;
const categorySelector = (id: number) => `[data-category-id="${id}"]`;

/** A positive id from the address, or undefined. */
function idParam(params: URLSearchParams, name: string): number | undefined {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * What the menu screen shows, as its address says (spec admin 2): the categories, the one chosen
 * by ?category (else the first) and its items. ?highlight={itemId} selects the item's category
 * and flashes the item, ?highlightCategory={categoryId} selects and flashes that category; a
 * handled highlight leaves the address, and the category it selected takes its place there.
 */
export function useMenuSelection() {
  const [searchParams, setSearchParams] = useSearchParams();

  const categoriesQuery = useQuery(menuAdminQueries.categories());
  const categories = categoriesQuery.data ?? [];

  // ?highlight names an item: its category is found first, then selected.
  const highlightItem = idParam(searchParams, 'highlight');
  const highlightedItem = useQuery(menuAdminQueries.fullItem(highlightItem ?? 0));
  const highlightCategory = idParam(searchParams, 'highlightCategory');
  const requested =
    Number(searchParams.get('category')) || highlightCategory || highlightedItem.data?.category_id;
  const selectedId = categories.some((c) => c.id === requested) ? requested : categories[0]?.id;
  const selected = categories.find((c) => c.id === selectedId);

  const itemList = menuAdminQueries.itemList({ category_id: selectedId });
  const itemsQuery = useQuery({ ...itemList, enabled: selectedId !== undefined });
  const items = itemsQuery.data ?? [];

  const select = useCallback(
    (id: number) =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.set('category', String(id));
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const dropHighlight = (param: THighlightParam) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(param);
        if (selectedId !== undefined) next.set('category', String(selectedId));
        return next;
      },
      { replace: true },
    );

  const itemFlashId = useHighlight({
    target: highlightItem,
    selector: itemSelector,
    ready: highlightItem !== undefined && items.some((item) => item.id === highlightItem),
    onShown: () => dropHighlight('highlight'),
  });
  const categoryFlashId = useHighlight({
    target: highlightCategory,
    selector: categorySelector,
    ready: highlightCategory !== undefined && selectedId === highlightCategory,
    onShown: () => dropHighlight('highlightCategory'),
  });

  return {
    categoriesQuery,
    categories,
    selectedId,
    selected,
    itemsQuery,
    items,
    itemListKey: itemList.queryKey,
    select,
    itemFlashId,
    categoryFlashId,
  };
}
