import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useCoalesced } from '../live/coalesce.ts';
import { type TStaffTableEvent, useStaffTableEvents } from '../live/staff-events.ts';
import { useRefreshOnReconnect } from '../live/use-live-refresh.hook.ts';
import { locationQueries } from '../location-scope/locations.queries.ts';
import { orderPickerQueries, staffOrderQueries } from '../orders/orders.queries.ts';
import { staffTableQueries } from './tables.queries.ts';

/** Everything outside the floor plan that shows a table's name, state or count. */
function tableQueryKeys(): QueryKey[] {
  return [
    // The tables list, the QR sheet and the sidebar's prefetched active tables.
    staffTableQueries.all(),
    // The manual order's and the order list's table pickers.
    orderPickerQueries.benches('all').queryKey,
    orderPickerQueries.benches('active').queryKey,
    // Board, list and order details name each order's table.
    staffOrderQueries.all(),
    // The Locations screen counts each location's tables.
    locationQueries.all(),
  ];
}

/**
 * What a live table event makes stale (issue 14). Not the floor plan: it refetches by itself
 * (useLiveTableRefresh), after its own moves are saved, so a table does not jump back mid-drag.
 * A shared-cart change shows on the floor plan only.
 */
export function staleAfterTableEvent(event: TStaffTableEvent): QueryKey[] {
  return event.type === 'tables.changed' ? tableQueryKeys() : [];
}

/**
 * Keeps every open staff screen's tables current while another manager edits them: each table
 * event invalidates the queries it makes stale, folded together so a burst (a bulk delete, a
 * floor plan saved key press by key press) costs one refetch per window; a reconnect invalidates
 * them all, since events may have been missed. Mounted once, by the admin shell; only the
 * queries on screen refetch, the others are marked stale.
 */
export function useTableLiveUpdates(): void {
  const queryClient = useQueryClient();
  const stale = useRef(new Map<string, QueryKey>());
  const flush = useCallback(() => {
    const keys = [...stale.current.values()];
    stale.current.clear();
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);
  const flushSoon = useCoalesced(flush);
  const mark = useCallback(
    (keys: readonly QueryKey[]) => {
      for (const key of keys) stale.current.set(JSON.stringify(key), key);
      if (keys.length > 0) flushSoon();
    },
    [flushSoon],
  );
  const { connected } = useStaffTableEvents((event) => mark(staleAfterTableEvent(event)));
  const refreshAll = useCallback(() => mark(tableQueryKeys()), [mark]);
  useRefreshOnReconnect(connected, refreshAll);
}
