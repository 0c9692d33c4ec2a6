import { queryOptions } from '@tanstack/react-query';
import { ORDER_QUERIES_KEY } from './order-query-key.ts';
import { getOrderToken, readOrderTokens } from './order-tokens.store.ts';
import { fetchBenchOrders, fetchPublicOrder } from './orders.api.ts';

/**
 * spec customer 7 and 9: a table's orders are refetched every 30 seconds, on focus and on reconnect;
 * polling and cache 30 s. The live stream (use-bench-order-events.hook.ts) makes polling
 * unnecessary while it is open, so pages turn the interval off then (DESIGN 4: polling stays the
 * fallback).
 */
export const ORDER_POLL_INTERVAL_MS = 30_000;

const polling = {
  staleTime: ORDER_POLL_INTERVAL_MS,
  gcTime: ORDER_POLL_INTERVAL_MS,
  refetchInterval: ORDER_POLL_INTERVAL_MS,
  // 'always', not only when stale: a phone that was in a pocket has often lost the stream, and
  // the guest looking again is exactly when the order's state matters.
  refetchOnWindowFocus: 'always',
  refetchOnReconnect: 'always',
} as const;

export const guestOrderQueries = {
  /** Every guest order query, e.g. to invalidate them all when the table's stream reports a change. */
  all: () => ORDER_QUERIES_KEY,
  /**
   * Sends every token this phone holds, read at each fetch: its own orders come in full, the table's
   * others as their status (decision 0047). A new order's token is saved before the list is refetched.
   */
  bench: (benchId: number) =>
    queryOptions({
      queryKey: [...guestOrderQueries.all(), 'bench', benchId],
      queryFn: ({ signal }) => fetchBenchOrders(benchId, Object.values(readOrderTokens()), signal),
      enabled: benchId > 0,
      ...polling,
    }),
  /**
   * spec customer 5: the order query runs only for an order id greater than 0. It sends the order's
   * token when this phone holds it, read at each fetch, so a reload keeps the full view (decision 0022).
   */
  detail: (orderId: number) =>
    queryOptions({
      queryKey: [...guestOrderQueries.all(), 'detail', orderId],
      queryFn: ({ signal }) => fetchPublicOrder(orderId, getOrderToken(orderId), signal),
      enabled: orderId > 0,
      ...polling,
    }),
};
