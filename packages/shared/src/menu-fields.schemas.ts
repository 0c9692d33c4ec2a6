import { z } from 'zod';
import { weekdayFromKey, ZAvailabilitySchedule } from './availability.schemas.ts';
import { CUSTOMIZATION_TYPES, CUSTOMIZATION_UI_TYPES, TAG_TYPES } from './constants.ts';
import { MAX_ID } from './list.schemas.ts';

/**
 * Payloads and views of the admin menu calls (spec admin 7 "Menu", entities admin 3), mounted under
 * /api: /menu-categories, /menu-items, /menu-item-customizations, /menu-item-customization-options,
 * /item-tags, /menu-item-tags, and the image uploads (docs/decisions/0009-menu-admin-api.md). This
 * file holds what they share (limits, field rules, reordering, images); each resource has its own:
 * menu-categories, menu-items, menu-customizations and item-tags (.schemas.ts).
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

export const requiredName = (max: number) =>
  z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(max, `At most ${max} characters`);

export const hasCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

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

export const ZFlag = z.boolean({ error: 'Expected true or false' });
/**
 * A time_availability schedule (availability.schemas.ts). Keys are also accepted as 'Monday' or 'mon'
 * and 'allday' in any case, as stored data and the config format write them; `{}` means always.
 */
export const ZSchedule = z
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
export const ZIdList = (max: number) =>
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
export const ZUiType = z
  .string()
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(CUSTOMIZATION_UI_TYPES, { error: `Expected ${CUSTOMIZATION_UI_TYPES.join(' or ')}` }));
export const ZCustomizationType = z
  .string({ error: `Expected one of ${CUSTOMIZATION_TYPES.join(', ')}` })
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(CUSTOMIZATION_TYPES, { error: `Expected one of ${CUSTOMIZATION_TYPES.join(', ')}` }));
export const ZTagType = z
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

export const reorderFields = {
  target_order: z
    .number({ error: 'Expected a position of 0 or more' })
    .int('Expected a position of 0 or more')
    .min(0, 'Expected a position of 0 or more')
    .max(MAX_ID, `Expected a position of at most ${MAX_ID}`)
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

/** Image URLs of a category or item: every variant falls back to the full image. All null without one. */
export const ZMenuImageUrls = z.object({
  /** The full image (same as image_url_full). */
  image_url: z.string().nullable(),
  image_url_full: z.string().nullable(),
  image_url_thumbnail: z.string().nullable(),
  image_url_icon: z.string().nullable(),
});
export type TMenuImageUrls = z.infer<typeof ZMenuImageUrls>;

export const ZAudit = z.object({
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  updated_by: z.number().int().nullable(),
  updated_by_name: z.string().nullable(),
});
export type TAudit = z.infer<typeof ZAudit>;

/* ---- Images ---- */

/**
 * POST /menu-items/{id}/image and /menu-categories/{id}/image: multipart/form-data with parts `full`
 * (required), `thumbnail` and `icon` (optional, resized by the browser). JPEG, PNG or WebP (checked
 * by content), at most MENU_IMAGE_MAX_BYTES each. Answers the updated category or item; a new upload
 * replaces the old files (new ids, so new URLs). DELETE …/image removes it.
 */
export const MENU_IMAGE_FORM_PARTS = MENU_IMAGE_VARIANTS;
