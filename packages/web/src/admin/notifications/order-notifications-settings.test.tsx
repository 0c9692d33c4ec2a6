import type { TStaffSettings } from '@tableside/shared/config.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { fail, mockFetch, sessionData } from '../../test/fetch-mock.ts';
import { playBeep } from '../live/notification-beep.ts';
import { setNotificationSound } from '../live/notification-sound.store.ts';
import { FakeEventSource, stubEventSource } from '../live/staff-events.test-helpers.ts';
import { requestAutoPrint } from '../orders/print/auto-print.store.ts';
import { staffSettingsQueries } from '../staff-settings/staff-settings.queries.ts';
import { staffSettings } from '../staff-settings/staff-settings.test-fixtures.ts';
import { useOrderNotifications } from './use-order-notifications.hook.ts';

vi.mock('../live/notification-beep.ts', () => ({ playBeep: vi.fn(), unlockBeep: vi.fn() }));
vi.mock('../orders/print/auto-print.store.ts', () => ({ requestAutoPrint: vi.fn() }));

beforeEach(() => {
  stubEventSource();
  vi.mocked(playBeep).mockClear();
  vi.mocked(requestAutoPrint).mockClear();
  startSession(sessionData());
  mockFetch(() => fail(404, 'Not found'));
  setNotificationSound(true);
});
afterEach(() => {
  setNotificationSound(false);
  endSession();
});

function listen(settings: Partial<TStaffSettings> | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (settings) queryClient.setQueryData(staffSettingsQueries.all(), staffSettings(settings));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useOrderNotifications(), { wrapper });
  const source = FakeEventSource.instances[0];
  return (type: string) => act(() => source?.emit(type, { orderId: 7, benchId: 4, status: 'SUBMITTED' }));
}

describe('new-order sound and auto print follow the staff settings', () => {
  it('plays the chosen sound (NOTIFICATIONS.SOUND) for a new order', () => {
    const emit = listen({ notification_sound: 'THUNDER', sound_enabled: true, auto_print: false });
    emit('order.created');
    expect(playBeep).toHaveBeenCalledWith('THUNDER');
    emit('order.status_changed');
    expect(playBeep).toHaveBeenCalledTimes(1);
  });

  it('stays silent when NOTIFICATIONS.SOUND_ENABLED is off', () => {
    const emit = listen({ sound_enabled: false, auto_print: false });
    emit('order.created');
    expect(playBeep).not.toHaveBeenCalled();
  });

  it('asks for the kitchen ticket when KITCHEN_OPERATIONS.AUTO_PRINT is on, only for new orders', () => {
    const emit = listen({ auto_print: true });
    emit('order.status_changed');
    expect(requestAutoPrint).not.toHaveBeenCalled();
    emit('order.created');
    expect(requestAutoPrint).toHaveBeenCalledWith(7);
  });

  it('prints nothing automatically while the settings are not in, nor when AUTO_PRINT is off', () => {
    listen(null)('order.created');
    expect(requestAutoPrint).not.toHaveBeenCalled();
    endSession();
    stubEventSource();
    startSession(sessionData());
    listen({ auto_print: false })('order.created');
    expect(requestAutoPrint).not.toHaveBeenCalled();
  });
});
