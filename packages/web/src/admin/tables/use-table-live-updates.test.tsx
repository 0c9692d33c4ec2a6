import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { sessionData, testUser } from '../../test/fetch-mock.ts';
import { LIVE_COALESCE_MS } from '../live/coalesce.ts';
import { FakeEventSource, stubEventSource } from '../live/staff-events.test-helpers.ts';
import { staleAfterTableEvent, useTableLiveUpdates } from './use-table-live-updates.hook.ts';

const TABLE_KEYS = [
  ['benches'],
  ['staff-order-picker', 'benches', 'all'],
  ['staff-order-picker', 'benches', 'active'],
  ['staff-orders'],
  ['branches'],
];

beforeEach(() => {
  stubEventSource();
  startSession(
    sessionData({ user: { ...testUser, permissions: ['admin.access', 'orders.read', 'tables.read'] } }),
  );
});
afterEach(() => {
  endSession();
  vi.useRealTimers();
});

function mount() {
  const queryClient = new QueryClient();
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useTableLiveUpdates(), { wrapper });
  const source = FakeEventSource.instances[0]!;
  act(() => source.emit('ready'));
  const keys = () => invalidated.mock.calls.map(([filters]) => filters?.queryKey);
  return { hook, source, invalidated, keys };
}

describe('live table updates on staff screens (issue 14)', () => {
  it('maps a table write to every query that shows tables, and a shared cart to none but the floor plan', () => {
    expect(staleAfterTableEvent({ type: 'tables.changed', benchIds: [3] })).toEqual(TABLE_KEYS);
    expect(staleAfterTableEvent({ type: 'tables.changed', benchIds: null })).toEqual(TABLE_KEYS);
    // The floor plan refetches on its own (after its own moves are saved): not invalidated here.
    expect(staleAfterTableEvent({ type: 'shared_cart.changed', benchId: 3 })).toEqual([]);
  });

  it('invalidates them at once on a table event, and once more for a burst', () => {
    vi.useFakeTimers();
    const { source, invalidated, keys } = mount();
    act(() => source.emit('tables.changed', { benchIds: [4] }));
    expect(keys()).toEqual(TABLE_KEYS);

    invalidated.mockClear();
    for (let id = 1; id <= 10; id++) act(() => source.emit('tables.changed', { benchIds: [id] }));
    expect(invalidated).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(LIVE_COALESCE_MS));
    expect(keys()).toEqual(TABLE_KEYS);
  });

  it('leaves the queries alone on a shared-cart change and after unmounting', () => {
    const { hook, source, invalidated } = mount();
    act(() => source.emit('shared_cart.changed', { benchId: 4 }));
    expect(invalidated).not.toHaveBeenCalled();
    hook.unmount();
    act(() => source.emit('tables.changed', { benchIds: [4] }));
    expect(invalidated).not.toHaveBeenCalled();
  });

  it('invalidates them after the stream comes back, as events may have been missed', () => {
    vi.useFakeTimers();
    const { source, keys } = mount();
    act(() => source.fail());
    act(() => vi.advanceTimersByTime(5_000));
    const reopened = FakeEventSource.open()[0]!;
    act(() => reopened.emit('ready'));
    expect(keys()).toEqual(TABLE_KEYS);
  });
});
