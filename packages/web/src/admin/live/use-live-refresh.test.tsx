import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { sessionData } from '../../test/fetch-mock.ts';
import { LIVE_COALESCE_MS } from './coalesce.ts';
import { FakeEventSource, stubEventSource } from './staff-events.test-helpers.ts';
import { useLiveTableRefresh } from './use-live-refresh.hook.ts';

beforeEach(() => {
  stubEventSource();
  startSession(sessionData());
  vi.useFakeTimers();
});
afterEach(() => {
  endSession();
  vi.useRealTimers();
});

describe('useLiveTableRefresh (the floor plan, issue 14)', () => {
  it('refreshes at once when guests change a shared cart or a table is written, folding bursts', () => {
    const refresh = vi.fn();
    renderHook(() => useLiveTableRefresh(refresh));
    const source = FakeEventSource.instances[0]!;
    act(() => source.emit('ready'));

    act(() => source.emit('shared_cart.changed', { benchId: 4 }));
    expect(refresh).toHaveBeenCalledTimes(1);
    // A guest tapping + ten times: one more refetch when the window ends, not ten.
    for (let tap = 0; tap < 10; tap++) act(() => source.emit('shared_cart.changed', { benchId: 4 }));
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(LIVE_COALESCE_MS));
    expect(refresh).toHaveBeenCalledTimes(2);

    act(() => vi.advanceTimersByTime(LIVE_COALESCE_MS));
    act(() => source.emit('tables.changed', { benchIds: [4] }));
    expect(refresh).toHaveBeenCalledTimes(3);
    // Order events are useLiveRefresh's, not this hook's.
    act(() => source.emit('order.created', { orderId: 1, benchId: 4, status: 'SUBMITTED' }));
    expect(refresh).toHaveBeenCalledTimes(3);
  });
});
