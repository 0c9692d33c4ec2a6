/**
 * The staff notification list (issue "Staff operations"; replaces the static samples of spec
 * admin 2): real order events, newest first, capped, with an unread count.
 */
export const MAX_NOTIFICATIONS = 50;

export type TOrderNotification = {
  /** Unique within one user's list. */
  id: string;
  /**
   * 'waiter_call': a guest called a waiter (decision 0031); `orderId` then holds the call's id.
   * 'bill_request': a guest asked for the bill (issue 16); `orderId` then holds the bill's id.
   */
  kind: 'order.created' | 'order.status_changed' | 'waiter_call' | 'bill_request';
  orderId: number;
  orderNumber: string;
  /** A manual order may have no table. */
  benchId: number | null;
  /** The table's name, when the order could be looked up. */
  tableName: string | null;
  /** The new status of a status change; the reason of a waiter call. */
  status: string | null;
  /** ISO time the event arrived. */
  at: string;
  read: boolean;
};

export type TNotificationsAction =
  | { type: 'add'; notification: TOrderNotification }
  | { type: 'markAllRead' }
  | { type: 'markRead'; id: string };

export function notificationsReducer(
  list: readonly TOrderNotification[],
  action: TNotificationsAction,
): TOrderNotification[] {
  switch (action.type) {
    case 'add':
      return [action.notification, ...list.filter((n) => n.id !== action.notification.id)].slice(
        0,
        MAX_NOTIFICATIONS,
      );
    case 'markAllRead':
      return list.some((n) => !n.read) ? list.map((n) => (n.read ? n : { ...n, read: true })) : [...list];
    case 'markRead':
      return list.map((n) => (n.id === action.id && !n.read ? { ...n, read: true } : n));
  }
}

export function unreadCount(list: readonly TOrderNotification[]): number {
  return list.reduce((count, n) => (n.read ? count : count + 1), 0);
}

function isNotification(value: unknown): value is TOrderNotification {
  if (typeof value !== 'object' || value === null) return false;
  const n = value as Record<string, unknown>;
  return (
    typeof n.id === 'string' &&
    (n.kind === 'order.created' ||
      n.kind === 'order.status_changed' ||
      n.kind === 'waiter_call' ||
      n.kind === 'bill_request') &&
    typeof n.orderId === 'number' &&
    typeof n.orderNumber === 'string' &&
    (typeof n.benchId === 'number' || n.benchId === null) &&
    (typeof n.tableName === 'string' || n.tableName === null) &&
    (typeof n.status === 'string' || n.status === null) &&
    typeof n.at === 'string' &&
    typeof n.read === 'boolean'
  );
}

/** What localStorage held, entry by entry: a damaged entry is dropped, the rest kept. */
export function parseStoredNotifications(raw: string | null): TOrderNotification[] {
  try {
    const stored: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(stored) ? stored.filter(isNotification).slice(0, MAX_NOTIFICATIONS) : [];
  } catch {
    return [];
  }
}
