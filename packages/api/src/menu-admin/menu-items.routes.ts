import { AppError } from '@tableside/shared/errors';
import { ZIdParams, ZOptionalQueryId, ZQueryIdList } from '@tableside/shared/list.schemas';
import { ZMenuItemReorder } from '@tableside/shared/menu-fields.schemas';
import {
  ZCreateMenuItem,
  ZCreateMenuItemFull,
  ZUpdateMenuItem,
  ZUpdateMenuItemFull,
} from '@tableside/shared/menu-items.schemas';
import { mayToggleItemAvailability } from '@tableside/shared/permissions';
import { readSettings } from '../config/settings.ts';
import { listQuerySchema } from '../db/list.ts';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { DOCUMENT_BODY_MAX_BYTES } from '../http/request-body.ts';
import { created, ok } from '../http/respond.ts';
import { ITEM_LIST_SPEC } from './menu-items.repository.ts';
import { createItem, removeItem, reorderItem, toggleItem, updateItemFields } from './menu-items.service.ts';
import { createFullItem, duplicateItem, updateFullItem } from './menu-items-full.service.ts';
import { getFullItem, listFullItems, listItems } from './menu-items-read.service.ts';

const ZItemListQuery = listQuerySchema(ITEM_LIST_SPEC).extend({
  tags: ZQueryIdList('Expected comma-separated tag ids').describe(
    'Comma-separated tag ids: items carrying any of them',
  ),
});
const ZFullListQuery = ZItemListQuery.extend({
  id: ZOptionalQueryId.describe('One item'),
  menu_item_id: ZOptionalQueryId.describe('One item (alias of id)'),
});

const FULL = 'Answers the item with its tags, customizations and options.';

/** spec admin 7 "Menu": /menu-items. Reads need menu.read, writes menu.manage. */
export const menuItemsRouter = new ApiRouter('Menu items')
  .get(
    '/',
    {
      summary: 'List menu items',
      description:
        'Filters category_id, is_available, name_like, tags (comma-separated tag ids) and more; in menu ' +
        'order by default. Each item has its tags and image URLs. With `page`, a paged result.',
      access: 'menu.read',
      query: ZItemListQuery,
    },
    async (c, { query }) => ok(c, await listItems(c.get('deps'), query)),
  )
  .get(
    '/full',
    {
      summary: 'Menu items with customizations and options',
      description: 'Filters menu_item_id and id, and those of the item list.',
      access: 'menu.read',
      query: ZFullListQuery,
    },
    async (c, { query }) => ok(c, await listFullItems(c.get('deps'), query)),
  )
  .post(
    '/full',
    {
      summary: 'Create an item with customizations and options',
      description:
        'One transaction. Options may carry a client `key`; a customization names its enabling option ' +
        `with enabled_by_key before it has an id. ${FULL}`,
      access: 'menu.manage',
      body: ZCreateMenuItemFull,
      bodyLimit: DOCUMENT_BODY_MAX_BYTES,
    },
    async (c, { body, principal }) =>
      created(
        c,
        await createFullItem(c.get('deps'), body, requirePrincipal(principal)),
        'Item created successfully',
      ),
  )
  .get(
    '/:id',
    { summary: 'One menu item', description: FULL, access: 'menu.read', params: ZIdParams },
    async (c, { params }) => ok(c, await getFullItem(c.get('deps').db, params.id)),
  )
  .post(
    '/',
    {
      summary: 'Create a menu item',
      description: `Placed last in its category unless sort_order names a position; tag_ids sets its tags. ${FULL}`,
      access: 'menu.manage',
      body: ZCreateMenuItem,
    },
    async (c, { body, principal }) =>
      created(
        c,
        await createItem(c.get('deps'), body, requirePrincipal(principal)),
        'Item created successfully',
      ),
  )
  .put(
    '/:id',
    {
      summary: 'Update a menu item',
      description: `Fields left out keep their value; a new category_id moves it to the end of that category. ${FULL}`,
      access: 'menu.manage',
      params: ZIdParams,
      body: ZUpdateMenuItem,
    },
    async (c, { params, body, principal }) =>
      ok(
        c,
        await updateItemFields(c.get('deps'), params.id, body, requirePrincipal(principal)),
        'Item updated',
      ),
  )
  .put(
    '/:id/full',
    {
      summary: 'Update an item with its customizations and options',
      description:
        'One transaction. `customizations` is the complete set: ones sent with their id are kept and ' +
        `updated, the others deleted; array order is display order. ${FULL}`,
      access: 'menu.manage',
      params: ZIdParams,
      body: ZUpdateMenuItemFull,
      bodyLimit: DOCUMENT_BODY_MAX_BYTES,
    },
    async (c, { params, body, principal }) =>
      ok(
        c,
        await updateFullItem(c.get('deps'), params.id, body, requirePrincipal(principal)),
        'Item updated',
      ),
  )
  .delete(
    '/:id',
    { summary: 'Delete a menu item', access: 'menu.manage', params: ZIdParams },
    async (c, { params }) => {
      await removeItem(c.get('deps'), params.id);
      return ok(c, null, 'Item deleted successfully');
    },
  )
  .post(
    '/:id/duplicate',
    {
      summary: 'Duplicate a menu item',
      description: `Name + ' (Copy)', with its customizations, options, tags and image, right after the original. ${FULL}`,
      access: 'menu.manage',
      params: ZIdParams,
    },
    async (c, { params, principal }) =>
      created(
        c,
        await duplicateItem(c.get('deps'), params.id, requirePrincipal(principal)),
        'Item duplicated',
      ),
  )
  .patch(
    '/:id/toggle-availability',
    {
      summary: "Switch an item's availability",
      description:
        'Needs menu.manage, or the KITCHEN role while USER_PERMISSIONS.KITCHEN_CAN_TOGGLE_ITEMS is on (403 otherwise).',
      access: 'menu.read',
      params: ZIdParams,
    },
    async (c, { params, principal }) => {
      const deps = c.get('deps');
      const staff = requirePrincipal(principal);
      const kitchenCanToggle = (await readSettings(deps)).get('USER_PERMISSIONS.KITCHEN_CAN_TOGGLE_ITEMS');
      if (!mayToggleItemAvailability(staff.roles, staff.permissions, kitchenCanToggle)) {
        throw new AppError('FORBIDDEN', 'Missing permission: menu.manage');
      }
      return ok(c, await toggleItem(deps, params.id, 'is_available', staff));
    },
  )
  .patch(
    '/:id/toggle-visibility',
    { summary: "Switch an item's visibility", access: 'menu.manage', params: ZIdParams },
    async (c, { params, principal }) =>
      ok(c, await toggleItem(c.get('deps'), params.id, 'is_visible', requirePrincipal(principal))),
  )
  .patch(
    '/:id/reorder',
    {
      summary: 'Move a menu item',
      description:
        'target_order (0-based), before_id or after_id (one is required, spec admin 5); category_id ' +
        'moves it to another category. Positions stay 0..n-1 in both categories.',
      access: 'menu.manage',
      params: ZIdParams,
      body: ZMenuItemReorder,
    },
    async (c, { params, body, principal }) =>
      ok(c, await reorderItem(c.get('deps'), params.id, body, requirePrincipal(principal)), 'Item moved'),
  );
