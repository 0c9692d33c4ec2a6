import type { TStaffSettings } from '@tableside/shared/config.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { STAFF_SETTINGS_DEFAULTS, staffSettingsQueries } from './staff-settings.queries.ts';
import { onSettingsChanged } from './staff-settings-events.ts';

/** The settings as the server answered them; undefined while loading or when the call failed. */
export function useLoadedStaffSettings(): TStaffSettings | undefined {
  return useQuery(staffSettingsQueries.settings()).data;
}

/** The settings every staff screen obeys (GET /staff-settings), the catalogue defaults until loaded. */
export function useStaffSettings(): TStaffSettings {
  return useLoadedStaffSettings() ?? STAFF_SETTINGS_DEFAULTS;
}

/**
 * False while the first answer is still on its way: a screen whose first request depends on a
 * setting (a list's page size) waits rather than asking twice. A failed call counts as settled.
 */
export function useStaffSettingsSettled(): boolean {
  return !useQuery(staffSettingsQueries.settings()).isPending;
}

/** ADMIN_INTERFACE.ORDER_REFRESH_SECONDS: how often order screens poll while the live stream is down. */
export function useOrderPollMs(): number {
  return useStaffSettings().order_refresh_seconds * 1000;
}

/**
 * Refetches the staff settings whenever the staff stream says the configuration changed, so every
 * open staff screen follows the owner's change without a reload. Mounted once, by the admin shell.
 */
export function useStaffSettingsSync(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSettingsChanged(() => void queryClient.invalidateQueries({ queryKey: staffSettingsQueries.all() })),
    [queryClient],
  );
}
