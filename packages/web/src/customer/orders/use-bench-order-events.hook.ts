import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { API_BASE_URL } from '../../lib/http/api-clients.ts';
import { openEventStream } from '../../lib/http/api-host.ts';
import { orderQueries } from './orders.queries.ts';

/** What the table's stream sends (packages/api/src/customer/customer-events.routes.ts). */
const ORDER_EVENTS = ['order.created', 'order.status_changed', 'order.items_changed'] as const;

/**
 * Follows a table's live order stream (DESIGN 4): any order event refetches the guest's order
 * queries. Answers whether the stream is open; while it is not (not yet connected, dropped, or no
 * EventSource on this browser) the caller keeps the spec's 30-second polling going.
 */
export function useBenchOrderEvents(benchId: number): { live: boolean } {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!(benchId > 0) || typeof EventSource === 'undefined') return;
    const source = openEventStream(`${API_BASE_URL}/customer/orders/bench/${benchId}/events`);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: orderQueries.all() });
    let connectedBefore = false;

    // The server opens every stream with 'ready'. After a dropped connection events may have been
    // missed, so a reconnect refetches; the first connect does not, the page has just loaded.
    const onReady = () => {
      if (connectedBefore) refresh();
      connectedBefore = true;
      setLive(true);
    };
    // EventSource reconnects by itself; until it does, polling carries the updates.
    const onError = () => setLive(false);

    source.addEventListener('ready', onReady);
    source.addEventListener('error', onError);
    for (const type of ORDER_EVENTS) source.addEventListener(type, refresh);
    return () => {
      source.close();
      setLive(false);
    };
  }, [benchId, queryClient]);

  return { live };
}
