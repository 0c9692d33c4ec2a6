import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { playBeep } from '../live/notification-beep.ts';
import { isNotificationSoundOn } from '../live/notification-sound.store.ts';
import { type TStaffBillEvent, useStaffBillEvents } from '../live/staff-events.ts';
import { useRefreshOnReconnect } from '../live/use-live-refresh.hook.ts';
import { dispatchNotification } from '../notifications/notifications.store.ts';
import { useNotificationOwner } from '../notifications/use-order-notifications.hook.ts';
import { useStaffSettings } from '../staff-settings/use-staff-settings.hook.ts';
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
  const owner = useNotificationOwner();
  const queryClient = useQueryClient();
  const settings = useStaffSettings();
  const latest = useRef(settings);
  latest.current = settings;

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: billQueries.all() }),
    [queryClient],
  );

  const onEvent = useCallback(
    (event: TStaffBillEvent) => {
      void refresh();
      if (event.type !== 'bill.requested') return;
      if (latest.current.sound_enabled && isNotificationSoundOn())
        playBeep(latest.current.notification_sound);
      void tableNameOf(queryClient, event).then((tableName) =>
        dispatchNotification(owner, {
          type: 'add',
          notification: {
            // Stable: a second tab of the same user receives the same event and must not double it.
            id: `bill-request:${event.billId}`,
            kind: 'bill_request',
            orderId: event.billId,
            orderNumber: '',
            benchId: event.benchId,
            tableName,
            status: null,
            at: new Date().toISOString(),
            read: false,
          },
        }),
      );
    },
    [owner, queryClient, refresh],
  );

  const { connected } = useStaffBillEvents(onEvent);
  useRefreshOnReconnect(connected, refresh);
}
