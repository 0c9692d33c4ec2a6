import { z } from 'zod';
import type { TConfigLocale, TConfigText, TConfigValueType } from './config-catalogue.ts';

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
