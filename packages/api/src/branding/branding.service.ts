import type { TBranding } from '@tableside/shared/branding.schemas';
import { findConfigSetting, selectedKeys } from '@tableside/shared/config-catalogue';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findSettingValues } from './branding.repository.ts';

const KEYS = {
  primary: 'BRANDING.PRIMARY_COLOR',
  secondary: 'BRANDING.SECONDARY_COLOR',
  accent: 'BRANDING.ACCENT_COLOR',
  restaurant_name: 'BRANDING.RESTAURANT_NAME',
  logo_url: 'BRANDING.LOGO_URL',
  currency: 'REGIONAL.CURRENCY',
} as const;

/** The currency when the setting names none: the sample cafe prices in euros. */
const FALLBACK_CURRENCY = 'EUR';

/**
 * The branding guests see, with the currency prices are shown in. A setting that is missing or empty falls back to the catalogue default,
 * which carries the spec's defaults (#4a2c2a, #f5e6d3, #d97706), so a fresh or partial database still
 * themes the customer side.
 */
export async function getBranding(db: Kysely<Database>): Promise<TBranding> {
  const stored = await findSettingValues(db, Object.values(KEYS));
  const value = (key: string) => stored.get(key) || findConfigSetting(key)?.default_value || '';
  return {
    primary: value(KEYS.primary),
    secondary: value(KEYS.secondary),
    accent: value(KEYS.accent),
    restaurant_name: value(KEYS.restaurant_name),
    logo_url: value(KEYS.logo_url) || null,
    currency: selectedKeys(value(KEYS.currency))[0] ?? FALLBACK_CURRENCY,
  };
}
