import type { TWaiterCall } from '@tableside/shared/waiter-calls.schemas';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { playBeep } from '../live/notification-beep.ts';
import { isNotificationSoundOn } from '../live/notification-sound.store.ts';
import { type TStaffWaiterCallEvent, useStaffWaiterCallEvents } from '../live/staff-events.ts';
import { useRefreshOnReconnect } from '../live/use-live-refresh.hook.ts';
import { dispatchNotification } from '../notifications/notifications.store.ts';
import { useNotificationOwner } from '../notifications/use-order-notifications.hook.ts';
import { useStaffSettings } from '../staff-settings/use-staff-settings.hook.ts';
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
  const owner = useNotificationOwner();
  const queryClient = useQueryClient();
  const settings = useStaffSettings();
  const latest = useRef(settings);
  latest.current = settings;

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: waiterCallQueries.all() }),
    [queryClient],
  );

  const onEvent = useCallback(
    (event: TStaffWaiterCallEvent) => {
      void refresh();
      if (event.type !== 'waiter_call.created') return;
      if (latest.current.sound_enabled && isNotificationSoundOn())
        playBeep(latest.current.notification_sound);
      void tableNameOf(queryClient, event).then((tableName) =>
        dispatchNotification(owner, {
          type: 'add',
          notification: {
            // Stable: a second tab of the same user receives the same event and must not double it.
            id: `waiter-call:${event.callId}`,
            kind: 'waiter_call',
            orderId: event.callId,
            orderNumber: '',
            benchId: event.benchId,
            tableName,
            status: event.reason,
            at: new Date().toISOString(),
            read: false,
          },
        }),
      );
    },
    [owner, queryClient, refresh],
  );

  const { connected } = useStaffWaiterCallEvents(onEvent);
  useRefreshOnReconnect(connected, refresh);
}
