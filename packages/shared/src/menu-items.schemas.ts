import { z } from 'zod';
import { ZAvailabilitySchedule } from './availability.schemas.ts';
import { TAG_TYPES } from './constants.ts';
import { ZFullCustomizations, ZMenuItemCustomization } from './menu-customizations.schemas.ts';
import {
  MENU_LIMITS,
  reorderFields,
  requiredName,
  ZAudit,
  ZEntityId,
  ZFlag,
  ZIdList,
  ZMenuImageUrls,
  ZPrice,
  ZSchedule,
} from './menu-fields.schemas.ts';
import { patchText } from './text-fields.ts';

/** Menu items (spec admin 7 "Menu"): /menu-items, and the full item with its customizations. */

/* ---- Items ---- */

const itemFields = {
  category_id: ZEntityId,
  name: requiredName(MENU_LIMITS.itemName),
  description: patchText(MENU_LIMITS.description),
  notes: patchText(MENU_LIMITS.notes),
  ingredients: patchText(MENU_LIMITS.ingredients),
  basic_price: ZPrice,
  /** Defaults to basic_price. */
  default_price: ZPrice.optional(),
  tax_id: ZEntityId.nullable().optional(),
  preparation_time: z
    .number({ error: 'Expected minutes' })
    .int('Expected whole minutes')
    .min(0, 'Must be 0 or more')
    .max(MENU_LIMITS.maxPreparationTime, `At most ${MENU_LIMITS.maxPreparationTime} minutes`)
    .nullable()
    .optional(),
  time_availability: ZSchedule,
  is_available: ZFlag.optional(),
  is_visible: ZFlag.optional(),
  /** When sent, the item's tags become exactly these. */
  tag_ids: ZIdList(100).optional(),
};

/** POST /menu-items. New items go last in their category unless sort_order names a position. */
export const ZCreateMenuItem = z.object({ ...itemFields, sort_order: reorderFields.target_order });
export type TCreateMenuItem = z.output<typeof ZCreateMenuItem>;

/** PUT /menu-items/{id}: partial; a new category_id moves the item to the end of that category. */
export const ZUpdateMenuItem = z.object(itemFields).partial();
export type TUpdateMenuItem = z.output<typeof ZUpdateMenuItem>;

export const ZMenuItemTagRef = z.object({
  id: z.number().int(),
  name: z.string(),
  tag_type: z.enum(TAG_TYPES),
  color: z.string().nullable(),
  icon_name: z.string().nullable(),
  featured: z.boolean(),
  internal: z.boolean(),
});
export type TMenuItemTagRef = z.infer<typeof ZMenuItemTagRef>;

export const ZMenuItem = z.object({
  ...ZMenuImageUrls.shape,
  ...ZAudit.shape,
  id: z.number().int(),
  category_id: z.number().int(),
  /** Alias of category_id (spec admin 3). */
  menu_category_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  notes: z.string().nullable(),
  ingredients: z.string().nullable(),
  basic_price: z.number(),
  default_price: z.number(),
  tax_id: z.number().int().nullable(),
  preparation_time: z.number().nullable(),
  time_availability: ZAvailabilitySchedule.nullable(),
  is_available: z.boolean(),
  is_visible: z.boolean(),
  /** 0-based, dense within the category. */
  sort_order: z.number().int(),
  /** Alias of sort_order (spec admin 3). */
  display_order: z.number().int(),
  /** The item's tags, in tag order. */
  tags: z.array(ZMenuItemTagRef),
  /** Ids of `tags`, in the same order (what tag_ids in a payload sets). */
  tag_ids: z.array(z.number().int()),
});
export type TMenuItem = z.infer<typeof ZMenuItem>;

/* ---- Full item (item + customizations + options in one transaction) ---- */

/** POST /menu-items/full: a new item with its customizations and options. */
export const ZCreateMenuItemFull = ZCreateMenuItem.extend({
  customizations: ZFullCustomizations.default([]),
});
export type TCreateMenuItemFull = z.output<typeof ZCreateMenuItemFull>;

/**
 * PUT /menu-items/{id}/full: item fields are partial; `customizations` is the complete new set:
 * customizations and options left out are deleted, ones sent with their id keep it.
 */
export const ZUpdateMenuItemFull = ZUpdateMenuItem.extend({ customizations: ZFullCustomizations });
export type TUpdateMenuItemFull = z.output<typeof ZUpdateMenuItemFull>;

export const ZMenuItemFull = ZMenuItem.extend({ customizations: z.array(ZMenuItemCustomization) });
export type TMenuItemFull = z.infer<typeof ZMenuItemFull>;

/** POST /menu-items/{id}/duplicate answers the copy (name + ' (Copy)', spec admin 9), right after the original. */
export const DUPLICATE_SUFFIX = ' (Copy)';
