import type { TStaffBill } from '@tableside/shared/bills.schemas';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useBillPermissions } from './bill-permissions.ts';
import { billQueries } from './bills.queries.ts';

const NONE: readonly TStaffBill[] = [];

/**
 * The open bills guests asked for, oldest request first (who waits longest comes first); live like
 * every bill query (use-bill-alerts.hook.ts). Empty for staff who may not read orders.
 */
export function useRequestedBills(): readonly TStaffBill[] {
  const { see } = useBillPermissions();
  const bills = useQuery({ ...billQueries.list('OPEN'), enabled: see });
  return useMemo(
    () =>
      bills.data
        ? bills.data
            .filter((bill) => bill.requested_at !== null)
            .sort((a, b) => (a.requested_at ?? '').localeCompare(b.requested_at ?? ''))
        : NONE,
    [bills.data],
  );
}

/** The tables whose guests asked for the bill, with the bill's id: the floor plan's badge. */
export function useBillRequestedTables(): ReadonlyMap<number, number> {
  const requested = useRequestedBills();
  return useMemo(() => new Map(requested.map((bill) => [bill.bench_id, bill.id])), [requested]);
}
