import { z } from 'zod';
import { TAG_TYPES } from './constants.ts';
import { MAX_ID } from './list.schemas.ts';
import {
  MENU_LIMITS,
  requiredName,
  ZAudit,
  ZEntityId,
  ZFlag,
  ZHexColor,
  ZIdList,
  ZTagType,
} from './menu-fields.schemas.ts';
import { patchText } from './text-fields.ts';

/** Item tags and the tags of items (spec admin 7 "Menu"): /item-tags, /menu-item-tags. */

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
  sort_order: z
    .number({ error: 'Expected a position of 0 or more' })
    .int('Expected a position of 0 or more')
    .min(0, 'Expected a position of 0 or more')
    .max(MAX_ID, `Expected a position of at most ${MAX_ID}`)
    .optional(),
};

/** POST /item-tags. */
export const ZCreateItemTag = z.object(tagFields);
export type TCreateItemTag = z.output<typeof ZCreateItemTag>;
/** PUT /item-tags/{id}: partial. */
export const ZUpdateItemTag = z.object(tagFields).partial();
export type TUpdateItemTag = z.output<typeof ZUpdateItemTag>;

export const ZItemTag = z.object({
  ...ZAudit.shape,
  id: z.number().int(),
  name: z.string(),
  tag_type: z.enum(TAG_TYPES),
  color: z.string().nullable(),
  icon_name: z.string().nullable(),
  featured: z.boolean(),
  internal: z.boolean(),
  warning_message: z.string().nullable(),
  sort_order: z.number().int(),
  /** Menu items carrying the tag. */
  items_count: z.number().int(),
});
export type TItemTag = z.infer<typeof ZItemTag>;

/** GET /item-tags/typed-tags: every tag type in TAG_TYPES order (also empty ones), tags in tag order. */
export const ZTypedTags = z.object({
  tag_groups: z.array(
    z.object({ tag_type: z.enum(TAG_TYPES), display_name: z.string(), tags: z.array(ZItemTag) }),
  ),
});
export type TTypedTags = z.infer<typeof ZTypedTags>;

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
export const ZBulkTagsResult = z.object({
  items: z.array(z.object({ menu_item_id: z.number().int(), tag_ids: z.array(z.number().int()) })),
});
export type TBulkTagsResult = z.infer<typeof ZBulkTagsResult>;
