import { queryOptions } from '@tanstack/react-query';
import { ORDER_QUERIES_KEY } from '../orders/order-query-key.ts';
import { fetchReceipt, fetchTableBill } from './bill.api.ts';

/** Polled like the table's orders while the stream is down (the panel turns polling off when live). */
export const BILL_POLL_MS = 30_000;

/**
 * Under the order queries' key: the table's stream refetches them on every order event and on
 * 'bill.changed' (use-bench-order-events.hook.ts), and a new order changes the bill too.
 */
const BILL_KEY = [...ORDER_QUERIES_KEY, 'bill'] as const;

export const billQueries = {
  table: (benchId: number) =>
    queryOptions({
      queryKey: [...BILL_KEY, 'bench', benchId],
      queryFn: ({ signal }) => fetchTableBill(benchId, signal),
      enabled: benchId > 0,
      staleTime: BILL_POLL_MS,
      refetchOnWindowFocus: 'always',
    }),
  /** A settled bill does not change: fetched once per bill (404 until it is settled). */
  receipt: (billId: number, token: string | null) =>
    queryOptions({
      queryKey: [...BILL_KEY, 'receipt', billId],
      queryFn: ({ signal }) => fetchReceipt(billId, token ?? '', signal),
      enabled: billId > 0 && token !== null,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
};
