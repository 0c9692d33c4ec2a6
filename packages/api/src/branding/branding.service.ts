import type { TBranding, TGuestSettings, TPublicContact } from '@tableside/shared/branding.schemas';
import { findConfigSetting } from '@tableside/shared/config-catalogue';
import { featuredItemsLimit, readSettings, type TSettings } from '../config/settings.ts';
import type { TApiDeps } from '../deps.ts';

/**
 * The branding guests see, with the currency prices are shown in, the public contact details and
 * the settings the guest screens obey. An empty colour or name falls back to the catalogue default,
 * which carries the spec's defaults (#4a2c2a, #f5e6d3, #d97706), so a fresh or partial database
 * still themes the customer side.
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
    tagline: settings.get('BRANDING.TAGLINE'),
    contact: publicContact(settings),
    settings: guestSettings(settings),
  };
}

function publicContact(settings: TSettings): TPublicContact {
  const social = settings.get('SOCIAL_MEDIA.SHOW_ON_MENU');
  return {
    email: settings.get('CONTACT.EMAIL'),
    phone: settings.get('CONTACT.PHONE'),
    address: settings.get('CONTACT.ADDRESS'),
    website: settings.get('CONTACT.WEBSITE'),
    instagram: social ? settings.get('SOCIAL_MEDIA.INSTAGRAM_URL') : '',
    facebook: social ? settings.get('SOCIAL_MEDIA.FACEBOOK_URL') : '',
    tiktok: social ? settings.get('SOCIAL_MEDIA.TIKTOK_URL') : '',
  };
}

export function guestSettings(settings: TSettings): TGuestSettings {
  return {
    accept_orders: settings.get('OPERATIONS.ACCEPT_ORDERS'),
    order_types: settings.get('OPERATIONS.ORDER_TYPES'),
    service_charge_percent: Math.max(0, settings.get('OPERATIONS.SERVICE_CHARGE_PERCENT')),
    prices_include_tax: settings.get('PAYMENT.PRICES_INCLUDE_TAX'),
    time_zone: settings.get('REGIONAL.TIMEZONE'),
    time_format: settings.get('REGIONAL.TIME_FORMAT'),
    default_language: settings.get('REGIONAL.LANGUAGE'),
    default_theme: settings.get('UI_CUSTOMIZATION.DEFAULT_THEME'),
    menu_layout: settings.get('UI_CUSTOMIZATION.MENU_LAYOUT'),
    show_item_images: settings.get('UI_CUSTOMIZATION.SHOW_ITEM_IMAGES'),
    welcome_message: settings.get('UI_CUSTOMIZATION.WELCOME_MESSAGE'),
    show_preparation_time: settings.get('MENU.SHOW_PREPARATION_TIME'),
    preparation_label: settings.get('MENU.PREPARATION_LABEL'),
    show_allergen_warnings: settings.get('MENU.SHOW_ALLERGEN_WARNINGS'),
    featured_items_limit: featuredItemsLimit(settings),
    allow_shared_carts: settings.get('TABLES.ALLOW_SHARED_CARTS'),
    order_poll_seconds: Math.max(5, settings.get('TABLES.ORDER_POLL_SECONDS')),
  };
}
