import { useCallback, useRef } from 'react';
import { playBeep } from '../live/notification-beep.ts';
import { isNotificationSoundOn } from '../live/notification-sound.store.ts';
import { useStaffSettings } from '../staff-settings/use-staff-settings.hook.ts';
import type { TOrderNotification } from './notifications.reducer.ts';
import { dispatchNotification } from './notifications.store.ts';
import { useNotificationOwner } from './use-order-notifications.hook.ts';

/** What a table asks staff for: a waiter (decision 0031) or the bill (issue 16). */
export type TTableAlert = {
  /** Stable: a second tab of the same user receives the same event and must not double it. */
  id: string;
  kind: 'waiter_call' | 'bill_request';
  /** The call's or the bill's id. */
  subjectId: number;
  benchId: number | null;
  /** The waiter call's reason. */
  detail: string | null;
  /** Looked up after the event, which names ids only; null names the table by its id. */
  tableName: Promise<string | null>;
};

/**
 * A table's request reaches the staff: it rings like a new order (NOTIFICATIONS.SOUND_ENABLED and
 * SOUND for the restaurant, the header's switch for this device) and lands in the header's
 * notifications once the table's name is known.
 */
export function useTableAlert(): (alert: TTableAlert) => void {
  const owner = useNotificationOwner();
  const settings = useStaffSettings();
  const latest = useRef(settings);
  latest.current = settings;
  return useCallback(
    (alert: TTableAlert) => {
      if (latest.current.sound_enabled && isNotificationSoundOn())
        playBeep(latest.current.notification_sound);
      void alert.tableName.then((tableName) => {
        const notification: TOrderNotification = {
          id: alert.id,
          kind: alert.kind,
          orderId: alert.subjectId,
          orderNumber: '',
          benchId: alert.benchId,
          tableName,
          status: alert.detail,
          at: new Date().toISOString(),
          read: false,
        };
        dispatchNotification(owner, { type: 'add', notification });
      });
    },
    [owner],
  );
}
