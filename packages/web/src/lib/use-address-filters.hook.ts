import { type DependencyList, useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from './router/router.tsx';

/**
 * A list's filters kept in the address (?q=vat&page=2), so a reload, the back button and a shared
 * link show the same list. `read` takes them from the query string, `write` puts them back into it
 * beside the other parameters. The filters object changes only when the address text (or `deps`,
 * whatever `read` also depends on) does, so queries and effects keyed on it stay still in between.
 */
export function useAddressFilters<TFilters>(
  read: (params: URLSearchParams) => TFilters,
  write: (next: TFilters, current: URLSearchParams) => URLSearchParams,
  deps: DependencyList = [],
): [TFilters, (next: TFilters) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters follow the address text and deps
  const filters = useMemo(() => read(params), [text, ...deps]);
  const setFilters = useCallback(
    (next: TFilters) => setParams((current) => write(next, current)),
    [setParams, write],
  );
  return [filters, setFilters];
}

/**
 * After deletes (or a narrower filter from elsewhere) the page asked for may be past the end of the
 * list: show the last page instead. Pages are counted from 1; an empty list stays on page 1.
 */
export function useLastPageWhenPastEnd<TFilters extends { page: number }>(
  list: { data?: { total_pages: number } | undefined; isPlaceholderData: boolean },
  filters: TFilters,
  setFilters: (next: TFilters) => void,
): void {
  const totalPages = list.data?.total_pages;
  const settled = !list.isPlaceholderData;
  useEffect(() => {
    if (settled && totalPages !== undefined && totalPages > 0 && filters.page > totalPages) {
      setFilters({ ...filters, page: totalPages });
    }
  }, [settled, totalPages, filters, setFilters]);
}
