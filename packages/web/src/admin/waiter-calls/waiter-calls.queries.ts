import { queryOptions } from '@tanstack/react-query';
import { fetchOpenWaiterCalls } from './waiter-calls.api.ts';

/** Live over the staff stream (use-waiter-call-alerts.hook.ts); polled as the fallback. */
export const WAITER_CALLS_POLL_MS = 30_000;

export const waiterCallQueries = {
  all: () => ['waiter-calls'] as const,
  open: () =>
    queryOptions({
      queryKey: [...waiterCallQueries.all(), 'open'],
      queryFn: ({ signal }) => fetchOpenWaiterCalls(signal),
      refetchInterval: WAITER_CALLS_POLL_MS,
    }),
};
