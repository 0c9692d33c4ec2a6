import type { TWaiterCall } from '@tableside/shared/waiter-calls.schemas';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type TStaffWaiterCallEvent, useStaffWaiterCallEvents } from '../live/staff-events.ts';
import { useRefreshOnReconnect } from '../live/use-live-refresh.hook.ts';
import { useTableAlert } from '../notifications/use-table-alert.hook.ts';
import { waiterCallQueries } from './waiter-calls.queries.ts';

/** The event names ids only; the open calls name the table. Failing that, the id does. */
async function tableNameOf(queryClient: QueryClient, event: TStaffWaiterCallEvent): Promise<string | null> {
  try {
    const calls: TWaiterCall[] = await queryClient.fetchQuery({ ...waiterCallQueries.open(), staleTime: 0 });
    return calls.find((call) => call.id === event.callId)?.bench_name ?? null;
  } catch {
    return null;
  }
}

/**
 * Guests' waiter calls reach every staff screen (decision 0031): the open calls refetch, and a new
 * call rings like a new order (NOTIFICATIONS.SOUND_ENABLED and SOUND for the restaurant, the header's
 * switch for this device) and lands in the header's notifications. Mounted once, by the admin shell.
 */
export function useWaiterCallAlerts(): void {
  const queryClient = useQueryClient();
  const alert = useTableAlert();

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: waiterCallQueries.all() }),
    [queryClient],
  );

  const onEvent = useCallback(
    (event: TStaffWaiterCallEvent) => {
      void refresh();
      if (event.type !== 'waiter_call.created') return;
      alert({
        id: `waiter-call:${event.callId}`,
        kind: 'waiter_call',
        subjectId: event.callId,
        benchId: event.benchId,
        detail: event.reason,
        tableName: tableNameOf(queryClient, event),
      });
    },
    [alert, queryClient, refresh],
  );

  const { connected } = useStaffWaiterCallEvents(onEvent);
  useRefreshOnReconnect(connected, refresh);
}
