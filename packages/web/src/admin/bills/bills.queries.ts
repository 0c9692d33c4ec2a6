import type { TBillStatus } from '@tableside/shared/bills.schemas';
import { queryOptions } from '@tanstack/react-query';
import { billsApi } from './bills.api.ts';

/** Live over the staff stream (use-bills-live.hook.ts); polled as the fallback. */
export const BILLS_POLL_MS = 30_000;

/** Every bill query sits under ['bills'], so one invalidation after an event or a write refreshes them all. */
export const billQueries = {
  all: () => ['bills'] as const,
  list: (status: TBillStatus) =>
    queryOptions({
      queryKey: [...billQueries.all(), 'list', status],
      queryFn: ({ signal }) => billsApi.list(status, signal),
      refetchInterval: BILLS_POLL_MS,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...billQueries.all(), 'detail', id],
      queryFn: ({ signal }) => billsApi.detail(id, signal),
      refetchInterval: BILLS_POLL_MS,
    }),
  receipt: (id: number) =>
    queryOptions({
      queryKey: [...billQueries.all(), 'receipt', id],
      queryFn: ({ signal }) => billsApi.receipt(id, signal),
    }),
  tables: () =>
    queryOptions({
      queryKey: ['bill-tables'],
      queryFn: ({ signal }) => billsApi.tables(signal),
      staleTime: 60_000,
    }),
};
