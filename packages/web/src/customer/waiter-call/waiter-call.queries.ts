import { queryOptions } from '@tanstack/react-query';
import { fetchTableCalls } from './waiter-call.api.ts';
import { WAITER_CALL_QUERIES_KEY } from './waiter-call-query-key.ts';

/** Polled like the table's orders while the stream is down (the page turns polling off when live). */
export const WAITER_CALL_POLL_MS = 30_000;

export const waiterCallQueries = {
  table: (benchId: number) =>
    queryOptions({
      queryKey: [...WAITER_CALL_QUERIES_KEY, benchId],
      queryFn: ({ signal }) => fetchTableCalls(benchId, signal),
      enabled: benchId > 0,
      staleTime: WAITER_CALL_POLL_MS,
      refetchOnWindowFocus: 'always',
    }),
};
