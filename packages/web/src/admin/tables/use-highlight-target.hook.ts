import type { TBench } from '@tableside/shared/tables.schemas';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { scrollToHighlighted } from '../highlight.ts';
import type { TTableListFilters } from './table-list-filters.ts';
import { tablesApi } from './tables.api.ts';

const FLASH_CLASS = 'table-row-flash';
const FLASH_MS = 2600;

/** Scrolls to the row and flashes it; reduced motion gets a jump and a still outline (tables.css). */
function flashRow(row: HTMLElement): void {
  scrollToHighlighted(row);
  row.classList.add(FLASH_CLASS);
  setTimeout(() => row.classList.remove(FLASH_CLASS), FLASH_MS);
}

function withoutHighlight(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('highlight');
  return next;
}

/**
 * spec admin 2: /admin/tables?highlight={id} (global search, a table just saved) scrolls to that
 * table's row and flashes it. A table that is not on the current page is looked up and searched
 * for by name. The parameter goes once the row has been shown.
 */
export function useHighlightTarget(
  rows: TBench[] | undefined,
  filters: TTableListFilters,
  setFilters: (filters: TTableListFilters) => void,
): void {
  const [params, setParams] = useSearchParams();
  const raw = params.get('highlight');
  const id = raw !== null && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const lookedUp = useRef<number | null>(null);

  useEffect(() => {
    if (id === null || !rows) return;
    const row = document.querySelector<HTMLElement>(`[data-table-id="${id}"]`);
    if (row) {
      // Shown once, then the parameter goes at once: a table archived or filtered away right after
      // being highlighted must not be chased into another filter.
      flashRow(row);
      setParams(withoutHighlight, { replace: true });
      return;
    }
    if (lookedUp.current === id) return;
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
      () => setParams(withoutHighlight, { replace: true }),
    );
  }, [id, rows, filters, setFilters, setParams]);
}
