import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { brandingQueries } from '../../lib/branding/branding.queries.ts';
import { afterFirstScreen } from '../../lib/http/after-first-screen.ts';
import { API_BASE_URL } from '../../lib/http/api-clients.ts';
import { openEventStream, type TEventStream } from '../../lib/http/api-host.ts';
import { tableQueryKey } from '../current-table/table-query-key.ts';
import { menuQueries } from '../menu-data/menu.queries.ts';
import { WAITER_CALL_EVENTS, WAITER_CALL_QUERIES_KEY } from '../waiter-call/waiter-call-query-key.ts';
import { ORDER_QUERIES_KEY } from './order-query-key.ts';

/** What the table's stream sends (packages/api/src/customer/customer-events.routes.ts). */
// 'bill.changed' too: the table's bill queries live under the order key (customer/bill/bill.queries.ts).
const ORDER_EVENTS = [
  'order.created',
  'order.status_changed',
  'order.items_changed',
  'bill.changed',
] as const;

type TTableEvents = { live: boolean };

/** The table guard's stream, shared with the screens below it so a page opens one connection. */
export const TableEventsContext = createContext<TTableEvents | null>(null);

/**
 * Follows a table's live stream (DESIGN 4): any order event refetches the guest's order queries,
 * `settings.changed` the branding (with the guest settings, issue 10) and `menu.changed` the menu;
 * `table.changed` (staff switched the table off, archived, renamed or deleted it) refreshes
 * the table's queries, so the table guard checks the table again. Answers whether the stream is open;
 * while it is not (not yet connected, dropped, or no EventSource on this browser) callers keep
 * their polling going. A benchId of 0 opens nothing.
 */
export function useTableEvents(benchId: number): TTableEvents {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!(benchId > 0) || typeof EventSource === 'undefined') return;
    const invalidate = (queryKey: readonly unknown[]) => () =>
      void queryClient.invalidateQueries({ queryKey });
    const refreshOrders = invalidate(ORDER_QUERIES_KEY);
    const refreshSettings = invalidate(brandingQueries.current().queryKey);
    const refreshMenu = invalidate(menuQueries.all());
    const refreshTable = invalidate(tableQueryKey(benchId));
    const refreshCalls = invalidate([...WAITER_CALL_QUERIES_KEY, benchId]);
    let source: TEventStream | undefined;
    let connectedBefore = false;

    // The server opens every stream with 'ready'; what happened before it did not reach this page.
    // The first connect comes after the first screen (decision 0035), so the table's orders and
    // waiter calls, which change by the minute, are fetched again once (where a screen shows them:
    // active queries only). After a dropped connection everything is.
    const onReady = () => {
      refreshOrders();
      refreshCalls();
      if (connectedBefore) {
        refreshSettings();
        refreshMenu();
        refreshTable();
      }
      connectedBefore = true;
      setLive(true);
    };
    // EventSource reconnects by itself; until it does, polling carries the updates.
    const onError = () => setLive(false);

    // Once the first screen has its data and has painted (decision 0035): until then the stream
    // would only compete with the menu for a slow phone's network.
    const connect = () => {
      const stream = openEventStream(`${API_BASE_URL}/customer/orders/bench/${benchId}/events`);
      source = stream;
      stream.addEventListener('ready', onReady);
      stream.addEventListener('error', onError);
      for (const type of ORDER_EVENTS) stream.addEventListener(type, refreshOrders);
      stream.addEventListener('settings.changed', refreshSettings);
      stream.addEventListener('menu.changed', refreshMenu);
      stream.addEventListener('table.changed', refreshTable);
      // A call of this table was made (another phone) or taken by staff ("on the way").
      for (const type of WAITER_CALL_EVENTS) stream.addEventListener(type, refreshCalls);
    };
    const cancel = afterFirstScreen(queryClient, connect);
    return () => {
      cancel();
      source?.close();
      setLive(false);
    };
  }, [benchId, queryClient]);

  return useMemo(() => ({ live }), [live]);
}

/**
 * The order screens' view of the table's stream: the table guard's when there is one (one
 * connection per page), else a stream of their own.
 */
export function useBenchOrderEvents(benchId: number): TTableEvents {
  const shared = useContext(TableEventsContext);
  const own = useTableEvents(shared ? 0 : benchId);
  return shared ?? own;
}
