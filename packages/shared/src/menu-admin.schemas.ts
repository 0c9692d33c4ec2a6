import { z } from 'zod';
import { type TAvailabilitySchedule, weekdayFromKey, ZAvailabilitySchedule } from './availability.schemas.ts';
import { CUSTOMIZATION_TYPES, CUSTOMIZATION_UI_TYPES, TAG_TYPES, type TTagType } from './constants.ts';
import { MAX_ID } from './list.schemas.ts';
import { patchText } from './text-fields.ts';

/**
 * Payloads and views of the admin menu calls (spec admin 7 "Menu", entities admin 3), mounted under
 * /api: /menu-categories, /menu-items, /menu-item-customizations, /menu-item-customization-options,
 * /item-tags, /menu-item-tags, and the image uploads (docs/decisions/0009-menu-admin-api.md).
 *
 * Wire conventions (as everywhere, DESIGN 2): money is a decimal amount (4.5 = 4.50), a percent
 * surcharge a percent number (10 = 10 %); both are stored ×100 (cents, hundredths). Flags are
 * booleans. PUT is a partial update: fields left out keep their value; `null` clears a nullable one.
 *
 * Change log (keep every change backward compatible):
 * - v1: first version.
 * - v2: time_availability also accepts 'Monday' / 'mon' keys and 'allday'; TMenuItem gains tag_ids.
 */

/* ---- Limits and shared field schemas ---- */

export const MENU_LIMITS = {
  categoryName: 100,
  itemName: 150,
  customizationName: 100,
  optionName: 100,
  tagName: 50,
  description: 1000,
  notes: 1000,
  ingredients: 1000,
  warningMessage: 300,
  iconName: 50,
  /** Largest price or surcharge amount, in currency units. */
  maxPrice: 99_999.99,
  /** Largest percent surcharge. */
  maxPercent: 1000,
  /** Minutes. */
  maxPreparationTime: 600,
  customizationsPerItem: 30,
  optionsPerCustomization: 50,
  /** Items or tags in one bulk tag call. */
  bulkIds: 1000,
  clientKey: 50,
} as const;

/** spec admin 7: image variants an upload may carry; a missing variant is served by the full image. */
export const MENU_IMAGE_VARIANTS = ['full', 'thumbnail', 'icon'] as const;
export type TMenuImageVariant = (typeof MENU_IMAGE_VARIANTS)[number];
export const MENU_IMAGE_MAX_BYTES: Record<TMenuImageVariant, number> = {
  full: 2 * 1024 * 1024,
  thumbnail: 300 * 1024,
  icon: 100 * 1024,
};
/** Sizes the browser resizes to before upload (longest side, pixels); the server does not resize. */
export const MENU_IMAGE_PIXELS: Record<TMenuImageVariant, number> = { full: 1600, thumbnail: 400, icon: 96 };

const requiredName = (max: number) =>
  z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(max, `At most ${max} characters`);

const hasCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A decimal amount of 0 or more with at most two decimals. */
export const ZPrice = z
  .number({ error: 'Expected an amount like 4.50' })
  .min(0, 'Must be 0 or more')
  .max(MENU_LIMITS.maxPrice, `At most ${MENU_LIMITS.maxPrice}`)
  .refine(hasCents, 'At most two decimals');

export const ZEntityId = z
  .number({ error: 'Expected an id' })
  .int('Expected an id')
  .positive('Expected an id')
  .max(MAX_ID, 'Expected an id');

const ZFlag = z.boolean({ error: 'Expected true or false' });
/**
 * A time_availability schedule (availability.schemas.ts). Keys are also accepted as 'Monday' or 'mon'
 * and 'allday' in any case, as stored data and the config format write them; `{}` means always.
 */
const ZSchedule = z
  .preprocess((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, day]) => [
        weekdayFromKey(key) ?? key,
        typeof day === 'string' && day.toLowerCase() === 'allday' ? 'allDay' : day,
      ]),
    );
  }, ZAvailabilitySchedule)
  .nullable()
  .optional();
const ZIdList = (max: number) =>
  z
    .array(ZEntityId, { error: 'Expected a list of ids' })
    .max(max, `At most ${max} ids`)
    .transform((ids) => [...new Set(ids)]);

/** #RRGGBB (spec admin 5 COLOR). */
export const ZHexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Value must be a valid hex color (e.g., #FFFFFF)');

/** spec admin 3 lists ui_type as dropdown/DROPDOWN or cards/CARDS: any case is accepted, stored upper. */
const ZUiType = z
  .string()
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(CUSTOMIZATION_UI_TYPES, { error: `Expected ${CUSTOMIZATION_UI_TYPES.join(' or ')}` }));
const ZCustomizationType = z
  .string({ error: `Expected one of ${CUSTOMIZATION_TYPES.join(', ')}` })
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(CUSTOMIZATION_TYPES, { error: `Expected one of ${CUSTOMIZATION_TYPES.join(', ')}` }));
const ZTagType = z
  .string({ error: `Expected one of ${TAG_TYPES.join(', ')}` })
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(TAG_TYPES, { error: `Expected one of ${TAG_TYPES.join(', ')}` }));

/* ---- Reordering ---- */

/**
 * spec admin 5: "Item reorder needs one of targetOrder, beforeId or afterId". target_order is the
 * 0-based position in the final list (clamped to it); before_id / after_id name a sibling to land
 * next to. When several are sent: before_id, then after_id, then target_order. camelCase keys
 * (targetOrder, beforeId, afterId, categoryId) are accepted as aliases.
 */
export const REORDER_REQUIRED_MESSAGE = 'Give one of target_order, before_id or after_id';

const camelAliases = (aliases: Record<string, string>) => (input: unknown) => {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const record: Record<string, unknown> = { ...input };
  for (const [camel, snake] of Object.entries(aliases)) {
    if (record[snake] === undefined && record[camel] !== undefined) record[snake] = record[camel];
    delete record[camel];
  }
  return record;
};

const reorderFields = {
  target_order: z
    .number({ error: 'Expected a position of 0 or more' })
    .int('Expected a position of 0 or more')
    .min(0, 'Expected a position of 0 or more')
    .nullable()
    .optional(),
  before_id: ZEntityId.nullable().optional(),
  after_id: ZEntityId.nullable().optional(),
};
const REORDER_ALIASES = { targetOrder: 'target_order', beforeId: 'before_id', afterId: 'after_id' };

const needsPosition = (value: {
  target_order?: number | null;
  before_id?: number | null;
  after_id?: number | null;
}) => value.target_order != null || value.before_id != null || value.after_id != null;

/** PATCH /menu-categories/{id}/reorder, /menu-item-customizations/{id}/reorder, …-options/{id}/reorder. */
export const ZReorder = z.preprocess(
  camelAliases(REORDER_ALIASES),
  z
    .object(reorderFields)
    .refine(needsPosition, { message: REORDER_REQUIRED_MESSAGE, path: ['target_order'] }),
);
export type TReorder = z.output<typeof ZReorder>;

/** PATCH /menu-items/{id}/reorder: category_id moves the item to another category too. */
export const ZMenuItemReorder = z.preprocess(
  camelAliases({ ...REORDER_ALIASES, categoryId: 'category_id' }),
  z
    .object({ category_id: ZEntityId.nullable().optional(), ...reorderFields })
    .refine(needsPosition, { message: REORDER_REQUIRED_MESSAGE, path: ['target_order'] }),
);
export type TMenuItemReorder = z.output<typeof ZMenuItemReorder>;

/**
 * PATCH /menu-categories/reorder: either the whole order (`ordered_ids`, every category exactly
 * once) or one move (`id` with before_id or after_id).
 */
export const ZCategoriesReorder = z.preprocess(
  camelAliases({ orderedIds: 'ordered_ids', beforeId: 'before_id', afterId: 'after_id' }),
  z
    .object({
      ordered_ids: z.array(ZEntityId, { error: 'Expected a list of category ids' }).max(10_000).optional(),
      id: ZEntityId.optional(),
      before_id: ZEntityId.nullable().optional(),
      after_id: ZEntityId.nullable().optional(),
    })
    .refine(
      (value) =>
        value.ordered_ids !== undefined ||
        (value.id !== undefined && (value.before_id != null || value.after_id != null)),
      {
        message: 'Give ordered_ids, or id with before_id or after_id',
        path: ['ordered_ids'],
      },
    ),
);
export type TCategoriesReorder = z.output<typeof ZCategoriesReorder>;

/* ---- Categories ---- */

const categoryFields = {
  name: requiredName(MENU_LIMITS.categoryName),
  description: patchText(MENU_LIMITS.description),
  is_available: ZFlag.optional(),
  is_visible: ZFlag.optional(),
  time_availability: ZSchedule,
  branch_id: ZEntityId.nullable().optional(),
};

/** POST /menu-categories. New categories go last unless sort_order names a position. */
export const ZCreateMenuCategory = z.object({
  ...categoryFields,
  sort_order: reorderFields.target_order,
});
export type TCreateMenuCategory = z.output<typeof ZCreateMenuCategory>;

/** PUT /menu-categories/{id}: fields left out keep their value (reorder through the reorder calls). */
export const ZUpdateMenuCategory = z.object(categoryFields).partial();
export type TUpdateMenuCategory = z.output<typeof ZUpdateMenuCategory>;

/** DELETE /menu-categories/{id}: a category with items is refused (409) unless force=true. */
export const ZDeleteCategoryQuery = z.object({
  force: z
    .enum(['true', 'false', '1', '0'], { error: 'Expected true or false' })
    .optional()
    .transform((value) => value === 'true' || value === '1')
    .describe('true also deletes the items of the category'),
});

/** Image URLs of a category or item: every variant falls back to the full image. All null without one. */
export type TMenuImageUrls = {
  /** The full image (same as image_url_full). */
  image_url: string | null;
  image_url_full: string | null;
  image_url_thumbnail: string | null;
  image_url_icon: string | null;
};

type TAudit = {
  created_at: string;
  updated_at: string;
  created_by: number | null;
  created_by_name: string | null;
  updated_by: number | null;
  updated_by_name: string | null;
};

export type TMenuCategory = TMenuImageUrls &
  TAudit & {
    id: number;
    name: string;
    description: string | null;
    /** 0-based, dense: 0..n-1 over all categories. */
    sort_order: number;
    is_available: boolean;
    is_visible: boolean;
    time_availability: TAvailabilitySchedule | null;
    branch_id: number | null;
    branch: { id: number; name: string } | null;
    item_count: number;
    /** Only with include=menu_items: the category's items in order. */
    menu_items?: TMenuItem[];
  };

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

export type TMenuItemTagRef = {
  id: number;
  name: string;
  tag_type: TTagType;
  color: string | null;
  icon_name: string | null;
  featured: boolean;
  internal: boolean;
};

export type TMenuItem = TMenuImageUrls &
  TAudit & {
    id: number;
    category_id: number;
    /** Alias of category_id (spec admin 3). */
    menu_category_id: number;
    name: string;
    description: string | null;
    notes: string | null;
    ingredients: string | null;
    basic_price: number;
    default_price: number;
    tax_id: number | null;
    preparation_time: number | null;
    time_availability: TAvailabilitySchedule | null;
    is_available: boolean;
    is_visible: boolean;
    /** 0-based, dense within the category. */
    sort_order: number;
    /** Alias of sort_order (spec admin 3). */
    display_order: number;
    /** The item's tags, in tag order. */
    tags: TMenuItemTagRef[];
    /** Ids of `tags`, in the same order (what tag_ids in a payload sets). */
    tag_ids: number[];
  };

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

export type TMenuItemOption = TAudit & {
  id: number;
  menu_item_customization_id: number;
  name: string;
  description: string | null;
  value_added: number;
  percent: boolean;
  default_option: boolean;
  required: boolean;
  sort_order: number;
  /** Alias of sort_order (spec admin 3). */
  display_order: number;
};

export type TMenuItemCustomization = TAudit & {
  id: number;
  menu_item_id: number;
  name: string;
  description: string | null;
  type: (typeof CUSTOMIZATION_TYPES)[number];
  ui_type: (typeof CUSTOMIZATION_UI_TYPES)[number];
  required: boolean;
  sort_order: number;
  enabled_by_id: number | null;
  /** Its options in order. */
  options: TMenuItemOption[];
};

/* ---- Full item (item + customizations + options in one transaction) ---- */

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

const ZFullCustomizations = z
  .array(ZFullCustomization, { error: 'Expected a list of customizations' })
  .max(MENU_LIMITS.customizationsPerItem, `At most ${MENU_LIMITS.customizationsPerItem} customizations`);

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

export type TMenuItemFull = TMenuItem & { customizations: TMenuItemCustomization[] };

/** POST /menu-items/{id}/duplicate answers the copy (name + ' (Copy)', spec admin 9), right after the original. */
export const DUPLICATE_SUFFIX = ' (Copy)';

/* ---- Tags ---- */

const tagFields = {
  name: requiredName(MENU_LIMITS.tagName),
  tag_type: ZTagType,
  color: ZHexColor.nullable().optional(),
  icon_name: z
    .string()
    .trim()
    .max(MENU_LIMITS.iconName, `At most ${MENU_LIMITS.iconName} characters`)
    .regex(/^[a-z0-9-]*$/, 'Expected a lucide icon name like leaf or wheat-off')
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  featured: ZFlag.optional(),
  internal: ZFlag.optional(),
  warning_message: patchText(MENU_LIMITS.warningMessage),
  sort_order: z.number().int().min(0).optional(),
};

/** POST /item-tags. */
export const ZCreateItemTag = z.object(tagFields);
export type TCreateItemTag = z.output<typeof ZCreateItemTag>;
/** PUT /item-tags/{id}: partial. */
export const ZUpdateItemTag = z.object(tagFields).partial();
export type TUpdateItemTag = z.output<typeof ZUpdateItemTag>;

export type TItemTag = TAudit & {
  id: number;
  name: string;
  tag_type: TTagType;
  color: string | null;
  icon_name: string | null;
  featured: boolean;
  internal: boolean;
  warning_message: string | null;
  sort_order: number;
  /** Menu items carrying the tag. */
  items_count: number;
};

/** GET /item-tags/typed-tags: every tag type in TAG_TYPES order (also empty ones), tags in tag order. */
export type TTypedTags = {
  tag_groups: Array<{ tag_type: TTagType; display_name: string; tags: TItemTag[] }>;
};

/** POST /menu-item-tags and PUT /menu-item-tags/{id}; a pair that already exists is a 409. */
export const ZMenuItemTagInput = z.object({ menu_item_id: ZEntityId, item_tag_id: ZEntityId });
export type TMenuItemTagInput = z.output<typeof ZMenuItemTagInput>;

export type TMenuItemTag = { id: number; menu_item_id: number; item_tag_id: number; created_at: string };

/** POST /menu-item-tags/bulk-replace: each listed item gets exactly tagIds (an empty list clears them). */
export const ZBulkReplaceTags = z.object({
  menuItemIds: ZIdList(MENU_LIMITS.bulkIds).refine((ids) => ids.length > 0, 'Select at least one item'),
  tagIds: ZIdList(100),
});
export type TBulkReplaceTags = z.output<typeof ZBulkReplaceTags>;

/** POST /menu-item-tags/bulk-update: adds and removes tags on each listed item; a tag in both lists is a 400. */
export const ZBulkUpdateTags = z
  .object({
    menuItemIds: ZIdList(MENU_LIMITS.bulkIds).refine((ids) => ids.length > 0, 'Select at least one item'),
    tagsToAdd: ZIdList(100).default([]),
    tagsToRemove: ZIdList(100).default([]),
  })
  .refine((value) => !value.tagsToAdd.some((id) => value.tagsToRemove.includes(id)), {
    message: 'A tag cannot be added and removed at once',
    path: ['tagsToRemove'],
  });
export type TBulkUpdateTags = z.output<typeof ZBulkUpdateTags>;

/** Answer of both bulk calls: each listed item with its tag ids afterwards. */
export type TBulkTagsResult = { items: Array<{ menu_item_id: number; tag_ids: number[] }> };

/* ---- Images ---- */

/**
 * POST /menu-items/{id}/image and /menu-categories/{id}/image: multipart/form-data with parts `full`
 * (required), `thumbnail` and `icon` (optional, resized by the browser). JPEG, PNG or WebP (checked
 * by content), at most MENU_IMAGE_MAX_BYTES each. Answers the updated category or item; a new upload
 * replaces the old files (new ids, so new URLs). DELETE …/image removes it.
 */
export const MENU_IMAGE_FORM_PARTS = MENU_IMAGE_VARIANTS;
