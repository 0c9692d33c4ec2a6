import { z } from 'zod';
import { ZAvailabilitySchedule } from './availability.schemas.ts';
import {
  MENU_LIMITS,
  reorderFields,
  requiredName,
  ZAudit,
  ZEntityId,
  ZFlag,
  ZMenuImageUrls,
  ZSchedule,
} from './menu-fields.schemas.ts';
import { ZMenuItem } from './menu-items.schemas.ts';
import { patchText } from './text-fields.ts';

/** Menu categories (spec admin 7 "Menu"): /menu-categories. Conventions in menu-fields.schemas.ts. */

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

export const ZMenuCategory = z.object({
  ...ZMenuImageUrls.shape,
  ...ZAudit.shape,
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** 0-based, dense: 0..n-1 over all categories. */
  sort_order: z.number().int(),
  is_available: z.boolean(),
  is_visible: z.boolean(),
  time_availability: ZAvailabilitySchedule.nullable(),
  branch_id: z.number().int().nullable(),
  branch: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  item_count: z.number().int(),
  /** Only with include=menu_items: the category's items in order. */
  menu_items: z.array(ZMenuItem).optional(),
});
export type TMenuCategory = z.infer<typeof ZMenuCategory>;
