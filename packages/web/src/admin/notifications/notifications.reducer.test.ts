import { describe, expect, it } from 'vitest';
import {
  MAX_NOTIFICATIONS,
  notificationsReducer,
  parseStoredNotifications,
  type TOrderNotification,
  unreadCount,
} from './notifications.reducer.ts';

function notification(orderId: number, overrides: Partial<TOrderNotification> = {}): TOrderNotification {
  return {
    id: `created:${orderId}`,
    kind: 'order.created',
    orderId,
    orderNumber: `O-${String(orderId).padStart(6, '0')}`,
    benchId: 5,
    tableName: 'Table 5',
    status: null,
    at: '2026-11-22T10:00:00.000Z',
    read: false,
    ...overrides,
  };
}

const add = (list: TOrderNotification[], n: TOrderNotification) =>
  notificationsReducer(list, { type: 'add', notification: n });

describe('notifications reducer', () => {
  it('puts the newest first and counts the unread ones', () => {
    const list = add(add([], notification(1)), notification(2, { read: true }));
    expect(list.map((n) => n.orderId)).toEqual([2, 1]);
    expect(unreadCount(list)).toBe(1);
  });

  it('keeps at most 50, dropping the oldest', () => {
    let list: TOrderNotification[] = [];
    for (let id = 1; id <= MAX_NOTIFICATIONS + 5; id++) list = add(list, notification(id));
    expect(list).toHaveLength(MAX_NOTIFICATIONS);
    expect(list[0]?.orderId).toBe(MAX_NOTIFICATIONS + 5);
    expect(list.at(-1)?.orderId).toBe(6);
  });

  it('does not double an event that arrives twice (a second tab), but brings it to the top', () => {
    const list = add(add(add([], notification(1)), notification(2)), notification(1));
    expect(list.map((n) => n.orderId)).toEqual([1, 2]);
  });

  it('marks all as read, or one', () => {
    const list = add(add([], notification(1)), notification(2));
    expect(unreadCount(notificationsReducer(list, { type: 'markAllRead' }))).toBe(0);
    const one = notificationsReducer(list, { type: 'markRead', id: 'created:1' });
    expect(one.find((n) => n.orderId === 1)?.read).toBe(true);
    expect(unreadCount(one)).toBe(1);
  });

  it('reads what was stored, dropping damaged entries', () => {
    const stored = JSON.stringify([
      notification(1),
      { id: 'x' },
      notification(2, { benchId: null, tableName: null }),
    ]);
    expect(parseStoredNotifications(stored).map((n) => n.orderId)).toEqual([1, 2]);
    expect(parseStoredNotifications('not json')).toEqual([]);
    expect(parseStoredNotifications(null)).toEqual([]);
  });
});
