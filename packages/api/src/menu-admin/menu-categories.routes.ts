import { ZIdParams } from '@tableside/shared/list.schemas';
import {
  ZCreateMenuCategory,
  ZDeleteCategoryQuery,
  ZUpdateMenuCategory,
} from '@tableside/shared/menu-categories.schemas';
import { ZCategoriesReorder, ZReorder } from '@tableside/shared/menu-fields.schemas';
import { z } from 'zod';
import { listQuerySchema } from '../db/list.ts';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { created, ok } from '../http/respond.ts';
import { CATEGORY_LIST_SPEC } from './menu-categories.repository.ts';
import {
  createCategory,
  getCategory,
  listCategories,
  removeCategory,
  reorderCategories,
  reorderCategory,
  toggleCategory,
  updateCategoryFields,
} from './menu-categories.service.ts';
import { readInclude } from './menu-list.ts';

const ZInclude = z.object({
  include: z.string().optional().describe('menu_items: add each category with its items in order'),
});
const ZCategoryListQuery = listQuerySchema(CATEGORY_LIST_SPEC).extend(ZInclude.shape);

/** spec admin 7 "Menu": /menu-categories. Reads need menu.read, writes menu.manage. */
export const menuCategoriesRouter = new ApiRouter('Menu categories')
  .get(
    '/',
    {
      summary: 'List menu categories',
      description:
        'In menu order, each with item_count and image URLs; include=menu_items adds the items. ' +
        'Filters name, is_available, is_visible, branch_id and more. With `page`, a paged result.',
      access: 'menu.read',
      query: ZCategoryListQuery,
    },
    async (c, { query }) => ok(c, await listCategories(c.get('deps'), query, readInclude(query.include))),
  )
  .patch(
    '/reorder',
    {
      summary: 'Reorder categories',
      description:
        'Either ordered_ids (every category exactly once, in the new order) or id with before_id or ' +
        'after_id. Answers every category in the new order.',
      access: 'menu.manage',
      body: ZCategoriesReorder,
    },
    async (c, { body }) => ok(c, await reorderCategories(c.get('deps'), body), 'Categories reordered'),
  )
  .get(
    '/:id',
    {
      summary: 'One menu category',
      access: 'menu.read',
      params: ZIdParams,
      query: ZInclude,
    },
    async (c, { params, query }) =>
      ok(
        c,
        await getCategory(c.get('deps').db, params.id, readInclude(query.include).includes('menu_items')),
      ),
  )
  .post(
    '/',
    {
      summary: 'Create a menu category',
      description: 'Placed last unless sort_order names a position.',
      access: 'menu.manage',
      body: ZCreateMenuCategory,
    },
    async (c, { body, principal }) =>
      created(
        c,
        await createCategory(c.get('deps'), body, requirePrincipal(principal)),
        'Category created successfully',
      ),
  )
  .put(
    '/:id',
    {
      summary: 'Update a menu category',
      description: 'Fields left out keep their value.',
      access: 'menu.manage',
      params: ZIdParams,
      body: ZUpdateMenuCategory,
    },
    async (c, { params, body, principal }) =>
      ok(
        c,
        await updateCategoryFields(c.get('deps'), params.id, body, requirePrincipal(principal)),
        'Category updated',
      ),
  )
  .delete(
    '/:id',
    {
      summary: 'Delete a menu category',
      description:
        'A category that still has items is refused with 409 unless force=true, which deletes them too.',
      access: 'menu.manage',
      params: ZIdParams,
      query: ZDeleteCategoryQuery,
    },
    async (c, { params, query }) => {
      await removeCategory(c.get('deps'), params.id, query.force);
      return ok(c, null, 'Category deleted successfully');
    },
  )
  .patch(
    '/:id/reorder',
    {
      summary: 'Move a category',
      description: 'target_order (0-based position), before_id or after_id; positions stay 0..n-1.',
      access: 'menu.manage',
      params: ZIdParams,
      body: ZReorder,
    },
    async (c, { params, body, principal }) =>
      ok(
        c,
        await reorderCategory(c.get('deps'), params.id, body, requirePrincipal(principal)),
        'Category moved',
      ),
  )
  .patch(
    '/:id/toggle-availability',
    { summary: "Switch a category's availability", access: 'menu.manage', params: ZIdParams },
    async (c, { params, principal }) =>
      ok(c, await toggleCategory(c.get('deps'), params.id, 'is_available', requirePrincipal(principal))),
  )
  .patch(
    '/:id/toggle-visibility',
    { summary: "Switch a category's visibility", access: 'menu.manage', params: ZIdParams },
    async (c, { params, principal }) =>
      ok(c, await toggleCategory(c.get('deps'), params.id, 'is_visible', requirePrincipal(principal))),
  );
