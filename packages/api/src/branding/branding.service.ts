import type { TBranding } from '@tableside/shared/branding.schemas';
import { findConfigSetting } from '@tableside/shared/config-catalogue';
import { readSettings } from '../config/settings.ts';
import type { TApiDeps } from '../deps.ts';

/**
 * The branding guests see, with the currency prices are shown in. An empty colour or name falls
 * back to the catalogue default, which carries the spec's defaults (#4a2c2a, #f5e6d3, #d97706), so a
 * fresh or partial database still themes the customer side.
 */
export async function getBranding(deps: TApiDeps): Promise<TBranding> {
  const settings = await readSettings(deps);
  const orDefault = (
    key:
      | 'BRANDING.PRIMARY_COLOR'
      | 'BRANDING.SECONDARY_COLOR'
      | 'BRANDING.ACCENT_COLOR'
      | 'BRANDING.RESTAURANT_NAME',
  ) => settings.get(key) || (findConfigSetting(key)?.default_value ?? '');
  return {
    primary: orDefault('BRANDING.PRIMARY_COLOR'),
    secondary: orDefault('BRANDING.SECONDARY_COLOR'),
    accent: orDefault('BRANDING.ACCENT_COLOR'),
    restaurant_name: orDefault('BRANDING.RESTAURANT_NAME'),
    logo_url: settings.get('BRANDING.LOGO_URL') || null,
    currency: settings.get('REGIONAL.CURRENCY'),
  };
}
