import type { TBench } from '@tableside/shared/tables.schemas';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from '../../lib/router/router.tsx';
import { useHighlight } from '../use-highlight.hook.ts';
import type { TTableListFilters } from './table-list-filters.ts';
import { tablesApi } from './tables.api.ts';

const rowSelector = (id: number) => `[data-table-id="${id}"]`;

function withoutHighlight(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('highlight');
  return next;
}

/**
 * spec admin 2: /admin/tables?highlight={id} (global search, a table just saved) scrolls to that
 * table's row and flashes it (useHighlight). A table that is not on the current page is looked up
 * and searched for by name. The parameter goes once the row has been shown.
 */
export function useHighlightedTable(
  /** The settled rows: a page still loading or refreshing may not hold the table yet. */
  rows: TBench[] | undefined,
  filters: TTableListFilters,
  setFilters: (filters: TTableListFilters) => void,
): void {
  const [params, setParams] = useSearchParams();
  const raw = params.get('highlight');
  const id = raw !== null && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const onPage = id !== null && rows?.some((bench) => bench.id === id) === true;
  const lookedUp = useRef<number | null>(null);

  // Shown once, then the parameter goes at once: a table archived or filtered away right after
  // being highlighted must not be chased into another filter.
  const dropHighlight = useCallback(() => setParams(withoutHighlight, { replace: true }), [setParams]);
  useHighlight({
    target: id,
    selector: rowSelector,
    ready: onPage,
    flashClass: 'table-row-flash',
    onShown: dropHighlight,
  });

  useEffect(() => {
    if (id === null || !rows || onPage || lookedUp.current === id) return;
    lookedUp.current = id;
    // Not aborted when the list refreshes meanwhile: it is asked once per target.
    tablesApi.detail(id).then(
      (bench) =>
        setFilters({
          ...filters,
          search: bench.name,
          status: bench.archived ? 'archived' : 'current',
          page: 1,
        }),
      // A table deleted meanwhile: nothing to show, so the parameter goes.
      dropHighlight,
    );
  }, [id, rows, onPage, filters, setFilters, dropHighlight]);
}
