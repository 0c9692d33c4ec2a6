import { z } from 'zod';
import {
  hasCents,
  MENU_LIMITS,
  reorderFields,
  requiredName,
  ZAudit,
  ZCustomizationType,
  ZEntityId,
  ZFlag,
  ZUiType,
} from './menu-fields.schemas.ts';
import { ZPublicMenuCustomization, ZPublicMenuOption } from './public-menu.schemas.ts';
import { patchText } from './text-fields.ts';

/** Customizations and their options (spec admin 7 "Menu"), also as parts of a full item payload. */

/* ---- Customizations and options ---- */

const optionFields = {
  name: requiredName(MENU_LIMITS.optionName),
  description: patchText(MENU_LIMITS.description),
  /** An amount, or a percent of the item's price when `percent` is true. */
  value_added: z
    .number({ error: 'Expected an amount like 0.50' })
    .min(0, 'Must be 0 or more')
    .max(MENU_LIMITS.maxPrice, `At most ${MENU_LIMITS.maxPrice}`)
    .refine(hasCents, 'At most two decimals')
    .optional(),
  percent: ZFlag.optional(),
  default_option: ZFlag.optional(),
  required: ZFlag.optional(),
};

const percentInRange = (value: { value_added?: number; percent?: boolean }) =>
  !value.percent || (value.value_added ?? 0) <= MENU_LIMITS.maxPercent;
const PERCENT_MESSAGE = {
  message: `A percent surcharge is at most ${MENU_LIMITS.maxPercent}`,
  path: ['value_added'],
};

/** POST /menu-item-customization-options. */
export const ZCreateOption = z
  .object({
    menu_item_customization_id: ZEntityId,
    ...optionFields,
    sort_order: reorderFields.target_order,
  })
  .refine(percentInRange, PERCENT_MESSAGE);
export type TCreateOption = z.output<typeof ZCreateOption>;

/** PUT /menu-item-customization-options/{id}: partial; an option stays with its customization. */
export const ZUpdateOption = z.object(optionFields).partial().refine(percentInRange, PERCENT_MESSAGE);
export type TUpdateOption = z.output<typeof ZUpdateOption>;

const customizationFields = {
  name: requiredName(MENU_LIMITS.customizationName),
  description: patchText(MENU_LIMITS.description),
  type: ZCustomizationType,
  ui_type: ZUiType.optional(),
  required: ZFlag.optional(),
  /**
   * The option (of another customization of the same item) that must be chosen for this
   * customization to be offered; null for always.
   */
  enabled_by_id: ZEntityId.nullable().optional(),
};

/** POST /menu-item-customizations (options are added through their own calls, or use /menu-items/full). */
export const ZCreateCustomization = z.object({
  menu_item_id: ZEntityId,
  ...customizationFields,
  sort_order: reorderFields.target_order,
});
export type TCreateCustomization = z.output<typeof ZCreateCustomization>;

/** PUT /menu-item-customizations/{id}: partial; a customization stays with its item. */
export const ZUpdateCustomization = z.object(customizationFields).partial();
export type TUpdateCustomization = z.output<typeof ZUpdateCustomization>;

/** An option as the admin reads it: what guests see (ZPublicMenuOption), with its audit and links. */
export const ZMenuItemOption = ZPublicMenuOption.extend({
  ...ZAudit.shape,
  menu_item_customization_id: z.number().int(),
  required: z.boolean(),
  /** Alias of sort_order (spec admin 3). */
  display_order: z.number().int(),
});
export type TMenuItemOption = z.infer<typeof ZMenuItemOption>;

/** A customization as the admin reads it: what guests see, with its audit, its item and admin options. */
export const ZMenuItemCustomization = ZPublicMenuCustomization.extend({
  ...ZAudit.shape,
  menu_item_id: z.number().int(),
  /** Its options in order. */
  options: z.array(ZMenuItemOption),
});
export type TMenuItemCustomization = z.infer<typeof ZMenuItemCustomization>;

/* ---- In a full item payload ---- */

const ZClientKey = z
  .string({ error: 'Expected a key' })
  .trim()
  .min(1, 'Expected a key')
  .max(MENU_LIMITS.clientKey, `At most ${MENU_LIMITS.clientKey} characters`);

/**
 * An option in a full payload. With `id` it updates that existing option of the same customization;
 * without, it is created. `key` is a client-chosen name other customizations can point at with
 * `enabled_by_key` before the option has an id.
 */
export const ZFullOption = z
  .object({ id: ZEntityId.optional(), key: ZClientKey.optional(), ...optionFields })
  .refine(percentInRange, PERCENT_MESSAGE);
export type TFullOption = z.output<typeof ZFullOption>;

/**
 * A customization in a full payload; array order is sort order. `enabled_by_id` names an existing
 * option, `enabled_by_key` an option of this payload by its `key` (either, not both).
 */
export const ZFullCustomization = z
  .object({
    id: ZEntityId.optional(),
    ...customizationFields,
    enabled_by_key: ZClientKey.nullable().optional(),
    options: z
      .array(ZFullOption, { error: 'Expected a list of options' })
      .max(MENU_LIMITS.optionsPerCustomization, `At most ${MENU_LIMITS.optionsPerCustomization} options`)
      .default([]),
  })
  .refine((value) => value.enabled_by_id == null || value.enabled_by_key == null, {
    message: 'Give enabled_by_id or enabled_by_key, not both',
    path: ['enabled_by_key'],
  });
export type TFullCustomization = z.output<typeof ZFullCustomization>;

export const ZFullCustomizations = z
  .array(ZFullCustomization, { error: 'Expected a list of customizations' })
  .max(MENU_LIMITS.customizationsPerItem, `At most ${MENU_LIMITS.customizationsPerItem} customizations`);
