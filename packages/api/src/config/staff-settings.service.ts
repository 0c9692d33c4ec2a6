import type { TStaffSettings } from '@tableside/shared/config.schemas';
import type { TApiDeps } from '../deps.ts';
import { readSettings } from './settings.ts';

/** The staff screens' settings (TStaffSettings), read through the settings cache. */
export async function getStaffSettings(deps: TApiDeps): Promise<TStaffSettings> {
  const settings = await readSettings(deps);
  const whole = (value: number, min: number) => Math.max(min, Math.round(value));
  return {
    dashboard_layout: settings.get('ADMIN_INTERFACE.DASHBOARD_LAYOUT'),
    sidebar_collapsed: settings.get('ADMIN_INTERFACE.SIDEBAR_COLLAPSED'),
    show_order_badge: settings.get('ADMIN_INTERFACE.SHOW_ORDER_BADGE'),
    order_refresh_seconds: whole(settings.get('ADMIN_INTERFACE.ORDER_REFRESH_SECONDS'), 5),
    notification_duration_seconds: whole(settings.get('NOTIFICATIONS.DURATION_SECONDS'), 1),
    notification_sound: settings.get('NOTIFICATIONS.SOUND'),
    sound_enabled: settings.get('NOTIFICATIONS.SOUND_ENABLED'),
    late_order_minutes: whole(settings.get('KITCHEN_OPERATIONS.LATE_ORDER_MINUTES'), 1),
    auto_print: settings.get('KITCHEN_OPERATIONS.AUTO_PRINT'),
    kitchen_copies: whole(settings.get('KITCHEN_OPERATIONS.KITCHEN_COPIES'), 1),
    receipt_format: settings.get('KITCHEN_OPERATIONS.RECEIPT_FORMAT'),
    default_page_size: whole(settings.get('OPERATIONS.DEFAULT_PAGE_SIZE'), 5),
    default_capacity: whole(settings.get('TABLES.DEFAULT_CAPACITY'), 1),
    qr_code_size: whole(settings.get('TABLES.QR_CODE_SIZE'), 128),
    currency: settings.get('REGIONAL.CURRENCY'),
    time_zone: settings.get('REGIONAL.TIMEZONE'),
    time_format: settings.get('REGIONAL.TIME_FORMAT'),
    opening_hours: settings.get('OPERATIONS.OPERATING_HOURS'),
    waiter_can_cancel: settings.get('USER_PERMISSIONS.WAITER_CAN_CANCEL'),
    kitchen_can_toggle_items: settings.get('USER_PERMISSIONS.KITCHEN_CAN_TOGGLE_ITEMS'),
    payment_methods: settings.get('PAYMENT.METHODS'),
    tips_enabled: settings.get('PAYMENT.TIPS_ENABLED'),
  };
}
