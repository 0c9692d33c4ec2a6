import { z } from 'zod';
import { ZAvailabilitySchedule } from './availability.schemas.ts';
import { CUSTOMIZATION_TYPES, CUSTOMIZATION_UI_TYPES, TAG_TYPES } from './constants.ts';

/**
 * What GET /api/public/menu answers (spec customer 3 "Public menu: categories (each with items) and
 * featured_items"; field names from admin 3). Money is decimal, tax rates and percent surcharges are
 * percent numbers (8 means 8 %). Only what guests may see: no notes, no audit fields.
 */

/** spec customer 9: public menu stale time 1 minute; the server's Cache-Control and the web query agree. */
export const PUBLIC_MENU_MAX_AGE_SECONDS = 60;

/**
 * Availability is evaluated on the server against its clock in the restaurant's time zone. When not
 * available, the reason is one of spec customer 5's texts, e.g. 'Not available on Monday'.
 */
const availability = {
  available: z.boolean(),
  unavailable_reason: z.string().optional(),
};

export const ZPublicMenuOption = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** A decimal amount, or a percent of the item's price when `percent` is true. */
  value_added: z.number(),
  percent: z.boolean(),
  default_option: z.boolean(),
  sort_order: z.number().int(),
});
export type TPublicMenuOption = z.infer<typeof ZPublicMenuOption>;

export const ZPublicMenuCustomization = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(CUSTOMIZATION_TYPES),
  ui_type: z.enum(CUSTOMIZATION_UI_TYPES),
  required: z.boolean(),
  sort_order: z.number().int(),
  /** The option that must be chosen before this customization is offered. */
  enabled_by_id: z.number().int().nullable(),
  options: z.array(ZPublicMenuOption),
});
export type TPublicMenuCustomization = z.infer<typeof ZPublicMenuCustomization>;

export const ZPublicMenuItem = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  ingredients: z.string().nullable(),
  /** The item's own price before options and tax. */
  price: z.number(),
  tax_rate: z.number(),
  /** Minutes; the kitchen's default preparation time when the item has none. */
  preparation_time: z.number().nullable(),
  image_url: z.string().nullable(),
  /** Smaller variants for cards and lists; the full image when none was uploaded (optional for older servers). */
  image_url_thumbnail: z.string().nullable().optional(),
  image_url_icon: z.string().nullable().optional(),
  /** Ids of the item's tags, all listed in the menu's `tags`. */
  tags: z.array(z.number().int()),
  time_availability: ZAvailabilitySchedule.nullable(),
  customizations: z.array(ZPublicMenuCustomization),
  ...availability,
});
export type TPublicMenuItem = z.infer<typeof ZPublicMenuItem>;

export const ZPublicMenuCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  sort_order: z.number().int(),
  image_url: z.string().nullable(),
  /** Smaller variants for cards and lists; the full image when none was uploaded (optional for older servers). */
  image_url_thumbnail: z.string().nullable().optional(),
  image_url_icon: z.string().nullable().optional(),
  time_availability: ZAvailabilitySchedule.nullable(),
  items: z.array(ZPublicMenuItem),
  ...availability,
});
export type TPublicMenuCategory = z.infer<typeof ZPublicMenuCategory>;

export const ZPublicMenuTag = z.object({
  id: z.number().int(),
  name: z.string(),
  tag_type: z.enum(TAG_TYPES),
  /** spec customer 9 display name of the tag type, e.g. 'Allergen Information'. */
  group_name: z.string(),
  color: z.string().nullable(),
  icon_name: z.string().nullable(),
  featured: z.boolean(),
  warning_message: z.string().nullable(),
});
export type TPublicMenuTag = z.infer<typeof ZPublicMenuTag>;

export const ZPublicMenu = z.object({
  /** When this rendering of the menu was produced (ISO-8601 UTC). */
  generated_at: z.string(),
  /** The IANA zone availability was evaluated in (REGIONAL.TIMEZONE). */
  time_zone: z.string(),
  /** Whether the restaurant takes orders now (OPERATIONS.OPERATING_HOURS). */
  within_service_hours: z.boolean(),
  categories: z.array(ZPublicMenuCategory),
  /** Items carrying a featured tag, in menu order; the same objects as in their categories. */
  featured_items: z.array(ZPublicMenuItem),
  tags: z.array(ZPublicMenuTag),
});
export type TPublicMenu = z.infer<typeof ZPublicMenu>;

/**
 * An item as GET /api/public/menu?customizations=separate gives it: without its customizations, which
 * are most of a big menu's bytes (issue 15); the guest's screens fetch them when an item is opened
 * or sits in the cart (GET /api/public/menu/customizations).
 */
export const ZPublicMenuBriefItem = ZPublicMenuItem.omit({ customizations: true }).extend({
  /** Whether the item has customizations: adding it then opens its dialog. */
  has_customizations: z.boolean(),
});
export type TPublicMenuBriefItem = z.infer<typeof ZPublicMenuBriefItem>;

export const ZPublicMenuBriefCategory = ZPublicMenuCategory.omit({ items: true }).extend({
  items: z.array(ZPublicMenuBriefItem),
});
export type TPublicMenuBriefCategory = z.infer<typeof ZPublicMenuBriefCategory>;

export const ZPublicMenuBrief = ZPublicMenu.omit({ categories: true, featured_items: true }).extend({
  categories: z.array(ZPublicMenuBriefCategory),
  featured_items: z.array(ZPublicMenuBriefItem),
});
export type TPublicMenuBrief = z.infer<typeof ZPublicMenuBrief>;

/** What GET /api/public/menu/customizations answers: the asked items' customizations, items not on the menu left out. */
export const ZPublicMenuCustomizations = z.object({
  items: z.array(
    z.object({
      menu_item_id: z.number().int(),
      customizations: z.array(ZPublicMenuCustomization),
    }),
  ),
});
export type TPublicMenuCustomizations = z.infer<typeof ZPublicMenuCustomizations>;
