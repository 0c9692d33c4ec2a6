import { useCallback, useSyncExternalStore } from 'react';
import { resetNotificationSound } from '../live/notification-sound.store.ts';
import {
  notificationsReducer,
  parseStoredNotifications,
  type TNotificationsAction,
  type TOrderNotification,
} from './notifications.reducer.ts';

/** Per user, so a shared tablet shows each staff member their own list; a reload keeps it. */
export const NOTIFICATIONS_STORAGE_PREFIX = 'tableside.admin.notifications.';

const listeners = new Set<() => void>();
const lists = new Map<string, TOrderNotification[]>();

function storageKey(owner: string): string {
  return `${NOTIFICATIONS_STORAGE_PREFIX}${owner}`;
}

// Blocked storage (some privacy modes) must not break the admin area; the list then lives in memory.
function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Memory only, see above.
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same user adds or reads notifications too.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(NOTIFICATIONS_STORAGE_PREFIX)) lists.delete(event.key);
    else return;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getNotifications(owner: string): TOrderNotification[] {
  const key = storageKey(owner);
  let list = lists.get(key);
  if (!list) {
    // Cached so useSyncExternalStore sees the same array until something changes.
    list = parseStoredNotifications(readStorage(key));
    lists.set(key, list);
  }
  return list;
}

export function dispatchNotification(owner: string, action: TNotificationsAction): void {
  const key = storageKey(owner);
  const next = notificationsReducer(getNotifications(owner), action);
  lists.set(key, next);
  writeStorage(key, JSON.stringify(next));
  notify();
}

/** Forgets the in-memory lists (tests, where localStorage is cleared between cases). */
export function resetNotificationsCache(): void {
  lists.clear();
  resetNotificationSound();
  notify();
}

/** The owner's list and the actions on it; re-renders when it changes. */
export function useNotificationList(owner: string) {
  const list = useSyncExternalStore(subscribe, () => getNotifications(owner));
  const dispatch = useCallback(
    (action: TNotificationsAction) => dispatchNotification(owner, action),
    [owner],
  );
  return { list, dispatch };
}
