import { findConfigSetting } from '@tableside/shared/config-catalogue';
import type { Kysely } from 'kysely';
import { findSettingValues } from '../branding/branding.repository.ts';
import type { Database } from '../db/schema.ts';

/** The settings that price, check and time an order (spec admin 9, configuration catalogue). */
export type TOrderSettings = {
  /** REGIONAL.TIMEZONE: menu schedules and service hours are read in it. */
  timeZone: string;
  /** OPERATIONS.OPERATING_HOURS ('MON:09:00-22:00|...'); null when none are set. */
  operatingHours: string | null;
  /** MENU.DEFAULT_TAX_ID: the tax of an item without its own. */
  defaultTaxId: number | null;
  /** KITCHEN_OPERATIONS.DEFAULT_PREP_TIME in minutes, for items without their own. */
  defaultPrepMinutes: number;
};

const KEYS = {
  timeZone: 'REGIONAL.TIMEZONE',
  operatingHours: 'OPERATIONS.OPERATING_HOURS',
  defaultTaxId: 'MENU.DEFAULT_TAX_ID',
  defaultPrepMinutes: 'KITCHEN_OPERATIONS.DEFAULT_PREP_TIME',
} as const;

/** Reads them in one query; a missing setting falls back to the catalogue default, like branding does. */
export async function loadOrderSettings(db: Kysely<Database>): Promise<TOrderSettings> {
  const stored = await findSettingValues(db, Object.values(KEYS));
  const value = (key: string) => stored.get(key) ?? findConfigSetting(key)?.default_value ?? null;
  const number = (key: string) => {
    const text = value(key)?.trim();
    return text && Number.isFinite(Number(text)) ? Number(text) : null;
  };
  return {
    timeZone: value(KEYS.timeZone) || 'UTC',
    operatingHours: value(KEYS.operatingHours),
    defaultTaxId: number(KEYS.defaultTaxId),
    defaultPrepMinutes: Math.max(0, number(KEYS.defaultPrepMinutes) ?? 20),
  };
}
