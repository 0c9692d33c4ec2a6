import type { TStaffSettings } from '@tableside/shared/config.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { fail, mockFetch, ok, sessionData } from '../../test/fetch-mock.ts';
import { playBeep } from '../live/notification-beep.ts';
import { setNotificationSound } from '../live/notification-sound.store.ts';
import { FakeEventSource, stubEventSource } from '../live/staff-events.test-helpers.ts';
import { getNotifications, resetNotificationsCache } from '../notifications/notifications.store.ts';
import { staffSettingsQueries } from '../staff-settings/staff-settings.queries.ts';
import { staffSettings } from '../staff-settings/staff-settings.test-fixtures.ts';
import { billQueries } from './bills.queries.ts';
import { staffBill } from './bills.test-fixtures.ts';
import { useBillAlerts } from './use-bill-alerts.hook.ts';

vi.mock('../live/notification-beep.ts', () => ({ playBeep: vi.fn(), unlockBeep: vi.fn() }));

beforeEach(() => {
  stubEventSource();
  vi.mocked(playBeep).mockClear();
  startSession(sessionData());
  mockFetch(({ url }) => (url.endsWith('/api/bills/7') ? ok(staffBill(7)) : fail(404, 'Not found')));
  setNotificationSound(true);
});
afterEach(() => {
  setNotificationSound(false);
  resetNotificationsCache();
  localStorage.clear();
  endSession();
});

function listen(settings: Partial<TStaffSettings>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(staffSettingsQueries.all(), staffSettings(settings));
  queryClient.setQueryData(billQueries.list('OPEN').queryKey, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useBillAlerts(), { wrapper });
  const source = FakeEventSource.instances[0];
  const emit = (type: string) => act(() => source?.emit(type, { bill_id: 7, bench_id: 5 }));
  return { emit, queryClient };
}

describe('bill alerts', () => {
  it('rings and notifies when a guest asks for the bill, naming the table', async () => {
    const { emit } = listen({ notification_sound: 'THUNDER', sound_enabled: true });
    emit('bill.requested');
    expect(playBeep).toHaveBeenCalledWith('THUNDER');
    await waitFor(() => expect(getNotifications('1')).toHaveLength(1));
    expect(getNotifications('1')[0]).toMatchObject({
      kind: 'bill_request',
      orderId: 7,
      tableName: 'Table 5',
    });
  });

  it('stays silent when NOTIFICATIONS.SOUND_ENABLED is off, and for changes and settlements', () => {
    const { emit } = listen({ sound_enabled: false });
    emit('bill.requested');
    expect(playBeep).not.toHaveBeenCalled();
    const other = listen({ sound_enabled: true });
    other.emit('bill.changed');
    other.emit('bill.settled');
    expect(playBeep).not.toHaveBeenCalled();
  });

  it('reads every bill query again on any bill event', () => {
    const { emit, queryClient } = listen({ sound_enabled: false });
    emit('bill.settled');
    expect(queryClient.getQueryState(billQueries.list('OPEN').queryKey)?.isInvalidated).toBe(true);
  });
});
