import { orderNumberOf } from '@tableside/shared/order-status';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useAuth } from '../../auth/session.ts';
import { playBeep, unlockBeep } from '../live/notification-beep.ts';
import { isNotificationSoundOn, useNotificationSound } from '../live/notification-sound.store.ts';
import { type TStaffEvent, useStaffEvents } from '../live/staff-events.ts';
import { staffOrderQueries } from '../orders/orders.queries.ts';
import { requestAutoPrint } from '../orders/print/auto-print.store.ts';
import { useLoadedStaffSettings, useStaffSettings } from '../staff-settings/use-staff-settings.hook.ts';
import type { TOrderNotification } from './notifications.reducer.ts';
import { dispatchNotification } from './notifications.store.ts';

/** Whose list: the signed-in user's, or one shared list in demo mode (no session there). */
export function useNotificationOwner(): string {
  const { user } = useAuth();
  return user ? String(user.id) : 'demo';
}

/**
 * The event names only ids; the order itself says its number (the one people see, decision 0043)
 * and table. Failing that, the id does, marked '#' so it is not taken for an order number.
 */
async function describeOrder(queryClient: QueryClient, event: TStaffEvent) {
  try {
    const order = await queryClient.fetchQuery({ ...staffOrderQueries.detail(event.orderId), retry: false });
    return { orderNumber: orderNumberOf(order), tableName: order.bench?.name ?? null };
  } catch {
    return { orderNumber: `#${event.orderId}`, tableName: null };
  }
}

async function toNotification(
  queryClient: QueryClient,
  event: TStaffEvent,
): Promise<TOrderNotification | null> {
  const base = { orderId: event.orderId, benchId: event.benchId, at: new Date().toISOString(), read: false };
  if (event.type === 'order.created') {
    const { orderNumber, tableName } = await describeOrder(queryClient, event);
    return {
      ...base,
      // Stable ids: a second tab of the same user receives the same event and must not double it.
      id: `created:${event.orderId}`,
      kind: 'order.created',
      orderNumber,
      tableName,
      status: null,
    };
  }
  if (event.type === 'order.status_changed' && event.status) {
    const { orderNumber } = await describeOrder(queryClient, event);
    return {
      ...base,
      id: `status:${event.orderId}:${event.status}`,
      kind: 'order.status_changed',
      orderNumber,
      tableName: null,
      status: event.status,
    };
  }
  // Items added or removed: the board shows it; it is no news to announce.
  return null;
}

/**
 * Turns the live order events into the header's notifications (issue "Staff operations": real
 * notifications instead of the spec's static samples), keeps the sidebar's order count current,
 * plays the restaurant's new-order sound (NOTIFICATIONS.SOUND, SOUND_ENABLED) when the user turned
 * the sound on, and asks for the kitchen ticket when the restaurant prints automatically.
 * Mounted once, by the admin shell.
 */
export function useOrderNotifications(): void {
  const owner = useNotificationOwner();
  const queryClient = useQueryClient();
  const soundOn = useNotificationSound();
  const settings = useStaffSettings();
  // Auto print only once the restaurant's settings are in: never on a default while loading.
  const loaded = useLoadedStaffSettings();
  const latest = useRef({ settings, loaded });
  latest.current = { settings, loaded };

  const onEvent = useCallback(
    (event: TStaffEvent) => {
      void queryClient.invalidateQueries({ queryKey: staffOrderQueries.today().queryKey });
      const { settings: now, loaded: known } = latest.current;
      // NOTIFICATIONS.SOUND_ENABLED silences every staff screen; the device's switch comes on top.
      if (event.type === 'order.created' && now.sound_enabled && isNotificationSoundOn()) {
        playBeep(now.notification_sound);
      }
      // KITCHEN_OPERATIONS.AUTO_PRINT: the kitchen ticket of a new order, KITCHEN_COPIES times.
      if (event.type === 'order.created' && known?.auto_print) requestAutoPrint(event.orderId);
      void toNotification(queryClient, event).then((notification) => {
        if (notification) dispatchNotification(owner, { type: 'add', notification });
      });
    },
    [owner, queryClient],
  );
  useStaffEvents(onEvent);

  // After a reload the audio context waits for a gesture; the first tap anywhere is one.
  useEffect(() => {
    if (!soundOn) return;
    const unlock = () => unlockBeep();
    window.addEventListener('pointerdown', unlock, { once: true });
    return () => window.removeEventListener('pointerdown', unlock);
  }, [soundOn]);
}
