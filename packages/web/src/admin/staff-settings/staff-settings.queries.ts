import { DEFAULT_OPERATING_HOURS } from '@tableside/shared/availability.schemas';
import type { TStaffSettings } from '@tableside/shared/config.schemas';
import { queryOptions } from '@tanstack/react-query';
import { fetchStaffSettings } from './staff-settings.api.ts';

/** Settings change seldom, and the staff stream says when they do ('settings.changed'). */
export const STAFF_SETTINGS_FRESH_MS = 5 * 60_000;

/** The catalogue's defaults (packages/shared/src/config-catalogue.ts), used until the answer is in. */
export const STAFF_SETTINGS_DEFAULTS: TStaffSettings = {
  dashboard_layout: 'GRID',
  sidebar_collapsed: false,
  show_order_badge: true,
  order_refresh_seconds: 30,
  notification_duration_seconds: 5,
  notification_sound: 'DEFAULT',
  sound_enabled: true,
  late_order_minutes: 30,
  auto_print: true,
  kitchen_copies: 1,
  receipt_format: 'STANDARD',
  default_page_size: 20,
  default_capacity: 4,
  qr_code_size: 256,
  currency: 'EUR',
  time_zone: 'Europe/Berlin',
  time_format: '24H',
  opening_hours: DEFAULT_OPERATING_HOURS,
  waiter_can_cancel: true,
  kitchen_can_toggle_items: true,
  payment_methods: ['CASH', 'CREDIT_CARD', 'DEBIT_CARD'],
  tips_enabled: true,
};

export const staffSettingsQueries = {
  all: () => ['staff-settings'] as const,
  settings: () =>
    queryOptions({
      queryKey: staffSettingsQueries.all(),
      queryFn: ({ signal }) => fetchStaffSettings(signal),
      staleTime: STAFF_SETTINGS_FRESH_MS,
    }),
};
