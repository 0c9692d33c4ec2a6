import { z } from 'zod';
import type { TConfigLocale, TConfigText, TConfigValueType } from './config-catalogue.ts';
import { PAYMENT_METHODS } from './constants.ts';

/**
 * Configuration calls (spec admin 7 "Configuration"). Values are always strings; each is checked
 * against its setting's type with `validateConfigValue` (spec admin 5).
 */
const ZConfigValueText = z.string({ error: 'Value must be text' }).max(10_000, 'At most 10000 characters');

/** PUT /config/{key}. */
export const ZConfigValue = z.object({ value: ZConfigValueText });
export type TConfigValueInput = z.output<typeof ZConfigValue>;

/** A key in the spec's GROUP.KEY form. */
export const ZConfigKey = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]+\.[A-Z0-9_]+$/, 'Expected a key like GROUP.KEY');

export const ZConfigKeyParams = z.object({ key: ZConfigKey });
export const ZConfigGroupParams = z.object({
  group: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]+$/, 'Expected a group like BRANDING'),
});

/** PUT /config/bulk: every value is checked first; one bad value (400) or unknown key (404) writes nothing. */
export const ZConfigBulk = z.object({
  settings: z
    .array(z.object({ key: ZConfigKey, value: ZConfigValueText }), { error: 'Expected a list of settings' })
    .min(1, 'Give at least one setting')
    .max(500, 'At most 500 settings'),
});
export type TConfigBulk = z.output<typeof ZConfigBulk>;

/** One setting as GET /config answers it. */
export type TConfigSettingView = {
  key: string;
  group: string;
  type: TConfigValueType;
  value: string;
  default_value: string;
  sort_order: number;
  translations: Partial<Record<TConfigLocale, TConfigText>>;
  select_translations: Partial<Record<TConfigLocale, Record<string, string>>> | null;
  updated_at: string;
};

/** A group: its texts under `_translations`, its settings by key (GROUP.KEY) in their order. */
export type TConfigGroupView = {
  _translations: Partial<Record<TConfigLocale, TConfigText>>;
} & { [key: string]: TConfigSettingView | Partial<Record<TConfigLocale, TConfigText>> };

/** GET /config: every group by name. */
export type TConfigView = Record<string, TConfigGroupView>;

/** The file GET /config/export answers and POST /config/import/preview and /config/import take. */
export const CONFIG_FILE_FORMAT = 'tableside-config';
export type TConfigFile = {
  format: typeof CONFIG_FILE_FORMAT;
  version: 1;
  exported_at: string;
  /** Set when one group was exported. */
  group: string | null;
  settings: Record<string, string>;
};

/** An import: `settings` by key (GROUP.KEY); `format` and the rest of an exported file are optional. */
export const ZConfigImport = z.object({
  format: z.literal(CONFIG_FILE_FORMAT, { error: 'This is not a configuration file' }).optional(),
  version: z.literal(1, { error: 'This configuration file is from a newer version' }).optional(),
  settings: z
    .record(z.string(), ZConfigValueText, { error: 'Expected settings by key' })
    .refine((settings) => Object.keys(settings).length > 0, 'The file names no settings')
    .refine((settings) => Object.keys(settings).length <= 500, 'At most 500 settings'),
});
export type TConfigImport = z.output<typeof ZConfigImport>;

/** One setting an import or template would change. */
export type TConfigChange = {
  key: string;
  group: string;
  type: TConfigValueType;
  old_value: string;
  new_value: string;
};

/** POST /config/import/preview and POST /config/import: the changes (only keys whose value differs). */
export type TConfigImportResult = { changes: TConfigChange[]; unchanged: number };

/** POST /config/upload: where the file is served; the setting now holds that path. */
export type TConfigUploadResult = { path: string; setting: TConfigSettingView };

export const ZConfigUploadQuery = z.object({ key: ZConfigKey });
export const ZConfigExportQuery = z.object({
  group: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]+$/, 'Expected a group like BRANDING')
    .optional(),
});

/**
 * GET /staff-settings: the settings every staff screen obeys, for any signed-in account (the
 * configuration itself needs config.read). Refetched when the staff stream says 'settings.changed'.
 */
export const ZStaffSettings = z.object({
  /** ADMIN_INTERFACE.* */
  dashboard_layout: z.enum(['GRID', 'LIST', 'COMPACT']),
  sidebar_collapsed: z.boolean(),
  show_order_badge: z.boolean(),
  order_refresh_seconds: z.number(),
  /** NOTIFICATIONS.* */
  notification_duration_seconds: z.number(),
  notification_sound: z.enum(['DEFAULT', 'THUNDER']),
  sound_enabled: z.boolean(),
  /** KITCHEN_OPERATIONS.* */
  late_order_minutes: z.number(),
  auto_print: z.boolean(),
  kitchen_copies: z.number(),
  receipt_format: z.enum(['STANDARD', 'COMPACT', 'DETAILED']),
  /** OPERATIONS.DEFAULT_PAGE_SIZE: rows per page in admin lists. */
  default_page_size: z.number(),
  /** TABLES.* */
  default_capacity: z.number(),
  qr_code_size: z.number(),
  /** REGIONAL.*: prices and times on staff screens. */
  currency: z.string(),
  time_zone: z.string(),
  time_format: z.enum(['12H', '24H']),
  /** OPERATIONS.OPERATING_HOURS: the restaurant's hours, shown for locations without their own. */
  opening_hours: z.string(),
  /** USER_PERMISSIONS.WAITER_CAN_CANCEL: off, an account that is only a waiter cannot cancel orders. */
  waiter_can_cancel: z.boolean(),
  /** USER_PERMISSIONS.KITCHEN_CAN_TOGGLE_ITEMS: on, the kitchen may switch items available (mayToggleItemAvailability). */
  kitchen_can_toggle_items: z.boolean(),
  /** PAYMENT.METHODS and PAYMENT.TIPS_ENABLED: what taking a payment at the table offers. */
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  tips_enabled: z.boolean(),
});
export type TStaffSettings = z.infer<typeof ZStaffSettings>;
