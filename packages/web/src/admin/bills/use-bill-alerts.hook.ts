import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type TStaffBillEvent, useStaffBillEvents } from '../live/staff-events.ts';
import { useRefreshOnReconnect } from '../live/use-live-refresh.hook.ts';
import { useTableAlert } from '../notifications/use-table-alert.hook.ts';
import { billQueries } from './bills.queries.ts';

/** The event names ids only; the bill names the table. Failing that, the id does. */
async function tableNameOf(queryClient: QueryClient, event: TStaffBillEvent): Promise<string | null> {
  try {
    const bill = await queryClient.fetchQuery({ ...billQueries.detail(event.billId), staleTime: 0 });
    return bill.bench_name;
  } catch {
    return null;
  }
}

/**
 * Bills reach every staff screen (issue 16): each bill event refetches the bill queries (the bills
 * screen, a bill's page, the board's strip, the floor plan's badges), and a guest asking for the
 * bill rings like a new order (NOTIFICATIONS.SOUND_ENABLED and SOUND for the restaurant, the
 * header's switch for this device) and lands in the header's notifications. Mounted once, by the
 * admin shell.
 */
export function useBillAlerts(): void {
  const queryClient = useQueryClient();
  const alert = useTableAlert();

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: billQueries.all() }),
    [queryClient],
  );

  const onEvent = useCallback(
    (event: TStaffBillEvent) => {
      void refresh();
      if (event.type !== 'bill.requested') return;
      alert({
        id: `bill-request:${event.billId}`,
        kind: 'bill_request',
        subjectId: event.billId,
        benchId: event.benchId,
        detail: null,
        tableName: tableNameOf(queryClient, event),
      });
    },
    [alert, queryClient, refresh],
  );

  const { connected } = useStaffBillEvents(onEvent);
  useRefreshOnReconnect(connected, refresh);
}
