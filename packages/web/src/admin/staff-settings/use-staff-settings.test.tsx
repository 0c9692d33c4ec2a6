import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../../auth/auth-session.service.ts';
import { fail, mockFetch, ok, sessionData } from '../../test/fetch-mock.ts';
import { FakeEventSource, stubEventSource } from '../live/staff-events.test-helpers.ts';
import { useStaffEvents } from '../live/staff-events.ts';
import { STAFF_SETTINGS_DEFAULTS } from './staff-settings.queries.ts';
import { STAFF_SETTINGS_PATH, staffSettings } from './staff-settings.test-fixtures.ts';
import { useStaffSettings, useStaffSettingsSync } from './use-staff-settings.hook.ts';

beforeEach(() => stubEventSource());
afterEach(() => endSession());

function renderSettings() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      // The admin shell keeps the stream open (its notifications) and the settings in sync.
      useStaffEvents(() => {});
      useStaffSettingsSync();
      return useStaffSettings();
    },
    { wrapper },
  );
}

describe('useStaffSettings (GET /api/staff-settings)', () => {
  it('answers the catalogue defaults while loading, then the server settings', async () => {
    startSession(sessionData());
    let answer = staffSettings({ dashboard_layout: 'LIST', late_order_minutes: 12 });
    const calls: string[] = [];
    mockFetch((call) => {
      const path = new URL(call.url, 'http://localhost').pathname;
      calls.push(path);
      return path === STAFF_SETTINGS_PATH ? ok(answer) : fail(404, 'Not found');
    });
    const { result } = renderSettings();
    expect(result.current).toEqual(STAFF_SETTINGS_DEFAULTS);
    await waitFor(() => expect(result.current.dashboard_layout).toBe('LIST'));
    expect(result.current.late_order_minutes).toBe(12);
    expect(calls).toEqual([STAFF_SETTINGS_PATH]);

    // The owner changes a setting: the stream says so and the settings refetch.
    answer = staffSettings({ dashboard_layout: 'COMPACT' });
    const source = FakeEventSource.instances[0];
    act(() => source?.emit('ready'));
    act(() => source?.emit('settings.changed', { keys: ['ADMIN_INTERFACE.DASHBOARD_LAYOUT'] }));
    await waitFor(() => expect(result.current.dashboard_layout).toBe('COMPACT'));
    expect(calls).toEqual([STAFF_SETTINGS_PATH, STAFF_SETTINGS_PATH]);
  });

  it('keeps the defaults when the settings cannot be loaded', async () => {
    startSession(sessionData());
    mockFetch(() => fail(500, 'Down'));
    const { result } = renderSettings();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(result.current).toEqual(STAFF_SETTINGS_DEFAULTS);
  });
});
