import { findConfigSetting, selectedKeys } from '@tableside/shared/config-catalogue';
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
  /** How a guest's wait is estimated. */
  waitTime: TWaitTimeRule;
};

/**
 * KITCHEN_OPERATIONS.WAIT_TIME_CALCULATION: AVERAGE of the lines' preparation times, the longest
 * (MAXIMUM: the kitchen cooks side by side), or CUSTOM: the restaurant's own fixed time, which is
 * DEFAULT_PREP_TIME, for every order. Items without a time count as DEFAULT_PREP_TIME.
 */
export type TWaitTimeRule = { method: TWaitTimeMethod; defaultPrepMinutes: number };
export type TWaitTimeMethod = 'AVERAGE' | 'MAXIMUM' | 'CUSTOM';
const WAIT_TIME_METHODS: readonly string[] = ['AVERAGE', 'MAXIMUM', 'CUSTOM'] satisfies TWaitTimeMethod[];

const KEYS = {
  timeZone: 'REGIONAL.TIMEZONE',
  operatingHours: 'OPERATIONS.OPERATING_HOURS',
  defaultTaxId: 'MENU.DEFAULT_TAX_ID',
  defaultPrepMinutes: 'KITCHEN_OPERATIONS.DEFAULT_PREP_TIME',
  waitTimeMethod: 'KITCHEN_OPERATIONS.WAIT_TIME_CALCULATION',
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
    waitTime: {
      method: readWaitTimeMethod(value(KEYS.waitTimeMethod)),
      defaultPrepMinutes: Math.max(0, number(KEYS.defaultPrepMinutes) ?? 20),
    },
  };
}

function readWaitTimeMethod(value: string | null): TWaitTimeMethod {
  const [method] = selectedKeys(value ?? '');
  return method && WAIT_TIME_METHODS.includes(method) ? (method as TWaitTimeMethod) : 'AVERAGE';
}
