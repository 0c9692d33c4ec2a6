import type { TDataParser } from '../http/data-parser.ts';
import { isRecord, isStringArray } from '../http/data-parser.ts';

// Checked by hand rather than with packages/shared's ZBranding: the guest's first screen carries
// no zod (decision 0007). Mirrors packages/shared/src/branding.schemas.ts.

/** Issue 10: the settings guests' screens obey (TGuestSettings in packages/shared). */
export type TGuestSettings = {
  accept_orders: boolean;
  order_types: string[];
  service_charge_percent: number;
  /** PAYMENT.PRICES_INCLUDE_TAX: menu prices hold the tax; absent from older servers (tax on top). */
  prices_include_tax: boolean;
  /** IANA zone; '' (only from servers older than the field) means the guest's own. */
  time_zone: string;
  time_format: '12H' | '24H';
  default_language: string;
  default_theme: 'LIGHT' | 'DARK';
  menu_layout: 'GRID' | 'LIST';
  show_item_images: boolean;
  welcome_message: string;
  show_preparation_time: boolean;
  /** '' means the product's fallback label (DEFAULT_PREPARATION_LABEL). */
  preparation_label: string;
  show_allergen_warnings: boolean;
  featured_items_limit: number;
  allow_shared_carts: boolean;
  order_poll_seconds: number;
};

/** The restaurant's public contact details; '' is not shown. */
export type TPublicContact = Record<
  'email' | 'phone' | 'address' | 'website' | 'instagram' | 'facebook' | 'tiktok',
  string
>;

/** spec (customer 3): Branding. */
export type TBranding = {
  primary: string;
  secondary: string;
  accent: string;
  restaurant_name: string;
  logo_url: string | null;
  /** REGIONAL.CURRENCY (ISO 4217); absent from servers older than the field. */
  currency?: string;
  tagline: string;
  contact: TPublicContact;
  settings: TGuestSettings;
};

/** The configuration catalogue's defaults: what a guest sees while loading or from an older server. */
export const DEFAULT_GUEST_SETTINGS: TGuestSettings = {
  accept_orders: true,
  order_types: ['DINE_IN'],
  service_charge_percent: 0,
  prices_include_tax: false,
  time_zone: '',
  time_format: '24H',
  default_language: 'en',
  default_theme: 'LIGHT',
  menu_layout: 'GRID',
  show_item_images: true,
  welcome_message: '',
  show_preparation_time: true,
  preparation_label: '',
  show_allergen_warnings: true,
  featured_items_limit: 6,
  allow_shared_carts: true,
  order_poll_seconds: 30,
};

export const NO_CONTACT: TPublicContact = {
  email: '',
  phone: '',
  address: '',
  website: '',
  instagram: '',
  facebook: '',
  tiktok: '',
};

/** The allowed values of the settings that are a choice; any other value falls back to the default. */
const CHOICES: Partial<Record<keyof TGuestSettings, readonly string[]>> = {
  time_format: ['12H', '24H'],
  default_theme: ['LIGHT', 'DARK'],
  menu_layout: ['GRID', 'LIST'],
};

/** Each field of `value` that has the default's type (and an allowed value), the default otherwise. */
function withDefaults<T extends object>(defaults: T, value: unknown): T {
  const source = isRecord(value) ? value : {};
  const result = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const given = source[key];
    const fallback = defaults[key];
    const fits = Array.isArray(fallback)
      ? isStringArray(given)
      : typeof given === typeof fallback &&
        (typeof given !== 'number' || Number.isFinite(given)) &&
        (CHOICES[key as keyof TGuestSettings]?.includes(given as string) ?? true);
    if (fits) result[key] = given as T[keyof T & string];
  }
  return result;
}

const isHexColor = (value: unknown) => typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value);

function isBranding(value: unknown): value is TBranding {
  return (
    isRecord(value) &&
    isHexColor(value.primary) &&
    isHexColor(value.secondary) &&
    isHexColor(value.accent) &&
    typeof value.restaurant_name === 'string' &&
    (value.logo_url === null || typeof value.logo_url === 'string') &&
    (value.currency === undefined ||
      (typeof value.currency === 'string' && /^[A-Z]{3}$/.test(value.currency)))
  );
}

/** The colours and name must be right; the newer parts fall back field by field (older servers). */
export const brandingResponse: TDataParser<TBranding> = {
  safeParse: (data) =>
    isBranding(data)
      ? {
          success: true,
          data: {
            ...data,
            tagline: typeof data.tagline === 'string' ? data.tagline : '',
            contact: withDefaults(NO_CONTACT, data.contact),
            settings: withDefaults(DEFAULT_GUEST_SETTINGS, data.settings),
          },
        }
      : { success: false },
};
