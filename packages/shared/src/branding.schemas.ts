import { z } from 'zod';

/**
 * The settings guests' screens obey (issue 10), sent with the branding so a guest's first load
 * needs no second call. Nothing here is secret or personal: the restaurant's public contact
 * details, and how its guest screens behave.
 */
export const ZGuestSettings = z.object({
  /** OPERATIONS.ACCEPT_ORDERS: false pauses ordering; the server refuses submissions too. */
  accept_orders: z.boolean(),
  /** OPERATIONS.ORDER_TYPES: what the checkout offers (DINE_IN, TAKEAWAY, DELIVERY). */
  order_types: z.array(z.string()),
  /** OPERATIONS.SERVICE_CHARGE_PERCENT: added to the cart and the order totals (0 for none). */
  service_charge_percent: z.number(),
  /** PAYMENT.PRICES_INCLUDE_TAX: menu prices hold the tax (gross) rather than having it added. */
  prices_include_tax: z.boolean(),
  /** REGIONAL.*: the zone opening hours are read in, the clock shown, the language until a guest picks one. */
  time_zone: z.string(),
  time_format: z.enum(['12H', '24H']),
  default_language: z.string(),
  /** UI_CUSTOMIZATION.* */
  default_theme: z.enum(['LIGHT', 'DARK']),
  menu_layout: z.enum(['GRID', 'LIST']),
  show_item_images: z.boolean(),
  welcome_message: z.string(),
  /** MENU.* */
  show_preparation_time: z.boolean(),
  preparation_label: z.string(),
  show_allergen_warnings: z.boolean(),
  featured_items_limit: z.number(),
  /** TABLES.* */
  allow_shared_carts: z.boolean(),
  order_poll_seconds: z.number(),
});
export type TGuestSettings = z.infer<typeof ZGuestSettings>;

/** CONTACT.* and, when SOCIAL_MEDIA.SHOW_ON_MENU is on, SOCIAL_MEDIA.*; empty strings are not shown. */
export const ZPublicContact = z.object({
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  website: z.string(),
  instagram: z.string(),
  facebook: z.string(),
  tiktok: z.string(),
});
export type TPublicContact = z.infer<typeof ZPublicContact>;

/** spec customer 3: what GET /api/branding answers; colours theme the customer side. */
export const ZBranding = z.object({
  primary: z.string(),
  secondary: z.string(),
  accent: z.string(),
  restaurant_name: z.string(),
  /** null while no logo has been uploaded. */
  logo_url: z.string().nullable(),
  /** REGIONAL.CURRENCY as an ISO 4217 code: every price on screen is shown in it. */
  currency: z.string(),
  /** BRANDING.TAGLINE, shown under the name on the welcome screen. */
  tagline: z.string(),
  contact: ZPublicContact,
  settings: ZGuestSettings,
});
export type TBranding = z.infer<typeof ZBranding>;
