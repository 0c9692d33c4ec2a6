import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { fakeJwt, sessionData, testUser } from '../../test/fetch-mock.ts';
import { FakeEventSource, stubEventSource } from './staff-events.test-helpers.ts';
import {
  type TStaffEvent,
  type TStaffTableEvent,
  useStaffEvents,
  useStaffTableEvents,
} from './staff-events.ts';

beforeEach(() => stubEventSource());
afterEach(() => endSession());

function listen() {
  const events: TStaffEvent[] = [];
  const hook = renderHook(() => useStaffEvents((event) => events.push(event)));
  return { events, hook };
}

describe('useStaffEvents (DESIGN 4: GET /api/events)', () => {
  it('opens one stream with the access token for every listener and passes the order events on', () => {
    const token = fakeJwt({ sub: 1, n: 'a' });
    startSession({ ...sessionData(), access_token: token });
    const first = listen();
    const second = listen();
    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.instances[0];
    expect(source?.url).toBe(`/api/events?access_token=${encodeURIComponent(token)}`);

    expect(first.hook.result.current.connected).toBe(false);
    act(() => source?.emit('ready'));
    expect(first.hook.result.current.connected).toBe(true);

    act(() => source?.emit('order.created', { orderId: 7, benchId: 5, status: 'SUBMITTED' }));
    act(() =>
      source?.emit('order.status_changed', { orderId: 7, benchId: 5, status: 'READY', previous: 'OPENED' }),
    );
    const expected = [
      { type: 'order.created', orderId: 7, benchId: 5, status: 'SUBMITTED' },
      { type: 'order.status_changed', orderId: 7, benchId: 5, status: 'READY', previous: 'OPENED' },
    ];
    expect(first.events).toEqual(expected);
    expect(second.events).toEqual(expected);

    first.hook.unmount();
    expect(source?.readyState).not.toBe(FakeEventSource.CLOSED);
    second.hook.unmount();
    expect(source?.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('reconnects with the fresh token after a refresh and closes on sign-out', () => {
    startSession({ ...sessionData(), access_token: fakeJwt({ sub: 1, n: 'first' }) });
    listen();
    const refreshed = fakeJwt({ sub: 1, n: 'second' });
    act(() => void startSession({ ...sessionData(), access_token: refreshed }));
    expect(FakeEventSource.open()).toHaveLength(1);
    expect(FakeEventSource.open()[0]?.url).toContain(encodeURIComponent(refreshed));
    act(() => endSession());
    expect(FakeEventSource.open()).toHaveLength(0);
  });

  it('does not connect for a user who may not read orders', () => {
    startSession(sessionData({ user: { ...testUser, permissions: ['admin.access'] } }));
    const { hook } = listen();
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(hook.result.current.connected).toBe(false);
  });

  it('opens the stream again some seconds after the server closed it', () => {
    vi.useFakeTimers();
    try {
      startSession(sessionData());
      listen();
      act(() => FakeEventSource.instances[0]?.fail());
      expect(FakeEventSource.open()).toHaveLength(0);
      act(() => vi.advanceTimersByTime(5_000));
      expect(FakeEventSource.open()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores malformed event data', () => {
    startSession(sessionData());
    const { events } = listen();
    const source = FakeEventSource.instances[0];
    act(() => source?.emit('order.created', { benchId: 5 }));
    expect(events).toEqual([]);
  });
});

describe('settings.changed on the staff stream', () => {
  it('goes to the staff settings, not to the order listeners', async () => {
    const { onSettingsChanged } = await import('../staff-settings/staff-settings-events.ts');
    startSession(sessionData());
    const { events } = listen();
    const changes: string[][] = [];
    const stop = onSettingsChanged((keys) => changes.push(keys));
    const source = FakeEventSource.instances[0];
    act(() => source?.emit('settings.changed', { keys: ['NOTIFICATIONS.SOUND'] }));
    act(() => source?.emit('settings.changed', { nothing: true }));
    stop();
    expect(changes).toEqual([['NOTIFICATIONS.SOUND']]);
    expect(events).toEqual([]);
  });
});

describe('table events on the staff stream (issue 14)', () => {
  it('go to the table listeners only, parsed; they keep the stream open on their own', () => {
    startSession(sessionData());
    const orders = listen();
    const tables: TStaffTableEvent[] = [];
    const tableHook = renderHook(() => useStaffTableEvents((event) => tables.push(event)));
    const source = FakeEventSource.instances[0];
    expect(FakeEventSource.instances).toHaveLength(1);

    act(() => source?.emit('tables.changed', { benchIds: [4, 5] }));
    act(() => source?.emit('tables.changed', { benchIds: null }));
    act(() => source?.emit('shared_cart.changed', { benchId: 7 }));
    act(() => source?.emit('shared_cart.changed', { sharedCartId: 'x' }));
    act(() => source?.emit('tables.changed', { benchIds: 'all' }));
    expect(tables).toEqual([
      { type: 'tables.changed', benchIds: [4, 5] },
      { type: 'tables.changed', benchIds: null },
      { type: 'shared_cart.changed', benchId: 7 },
    ]);
    expect(orders.events).toEqual([]);

    orders.hook.unmount();
    expect(source?.readyState).not.toBe(FakeEventSource.CLOSED);
    tableHook.unmount();
    expect(source?.readyState).toBe(FakeEventSource.CLOSED);
  });
});
