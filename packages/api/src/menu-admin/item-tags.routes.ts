import {
  ZBulkReplaceTags,
  ZBulkUpdateTags,
  ZCreateItemTag,
  ZMenuItemTagInput,
  ZUpdateItemTag,
} from '@tableside/shared/item-tags.schemas';
import { ZIdParams } from '@tableside/shared/list.schemas';
import { listQuerySchema } from '../db/list.ts';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { created, ok } from '../http/respond.ts';
import { TAG_LIST_SPEC } from './item-tags.repository.ts';
import { createTag, getTag, listTags, removeTag, typedTags, updateTagFields } from './item-tags.service.ts';
import { LINK_LIST_SPEC } from './menu-item-tags.repository.ts';
import {
  bulkReplace,
  bulkUpdate,
  createLink,
  getLink,
  listLinks,
  removeLink,
  updateLinkFields,
} from './menu-item-tags.service.ts';

/** spec admin 7 "Menu": /item-tags (dietary, allergen, spiciness, badge and other tags). */
export const itemTagsRouter = new ApiRouter('Item tags')
  .get(
    '/',
    {
      summary: 'List item tags',
      description:
        'Filters featured, internal, tag_type, name; each with items_count. With `page`, a paged result.',
      access: 'menu.read',
      query: listQuerySchema(TAG_LIST_SPEC),
    },
    async (c, { query }) => ok(c, await listTags(c.get('deps'), query)),
  )
  .get(
    '/typed-tags',
    {
      summary: 'Item tags grouped by type',
      description:
        'tag_groups: every tag type (DIETARY, ALLERGEN, SPICINESS, BADGE, OTHER) with its display name ' +
        'and its tags; the list filters apply.',
      access: 'menu.read',
      query: listQuerySchema(TAG_LIST_SPEC),
    },
    async (c, { query }) => ok(c, await typedTags(c.get('deps'), query)),
  )
  .get('/:id', { summary: 'One item tag', access: 'menu.read', params: ZIdParams }, async (c, { params }) =>
    ok(c, await getTag(c.get('deps').db, params.id)),
  )
  .post(
    '/',
    {
      summary: 'Create an item tag',
      description: 'A name is unique within its type (409).',
      access: 'menu.manage',
      body: ZCreateItemTag,
    },
    async (c, { body, principal }) =>
      created(
        c,
        await createTag(c.get('deps'), body, requirePrincipal(principal)),
        'Tag created successfully',
      ),
  )
  .put(
    '/:id',
    { summary: 'Update an item tag', access: 'menu.manage', params: ZIdParams, body: ZUpdateItemTag },
    async (c, { params, body, principal }) =>
      ok(
        c,
        await updateTagFields(c.get('deps'), params.id, body, requirePrincipal(principal)),
        'Tag updated',
      ),
  )
  .delete(
    '/:id',
    {
      summary: 'Delete an item tag',
      description: 'It is taken off every item.',
      access: 'menu.manage',
      params: ZIdParams,
    },
    async (c, { params }) => {
      await removeTag(c.get('deps'), params.id);
      return ok(c, null, 'Tag deleted successfully');
    },
  );

/** spec admin 7 "Menu": /menu-item-tags, the links between items and tags, one by one or in bulk. */
export const menuItemTagsRouter = new ApiRouter('Menu item tags')
  .get(
    '/',
    {
      summary: 'List item–tag links',
      description: 'Filters menu_item_id and item_tag_id.',
      access: 'menu.read',
      query: listQuerySchema(LINK_LIST_SPEC),
    },
    async (c, { query }) => ok(c, await listLinks(c.get('deps'), query)),
  )
  .post(
    '/bulk-replace',
    {
      summary: 'Set the tags of many items',
      description:
        'Each item in menuItemIds gets exactly tagIds (an empty list clears them). All or nothing.',
      access: 'menu.manage',
      body: ZBulkReplaceTags,
    },
    async (c, { body }) => ok(c, await bulkReplace(c.get('deps'), body), 'Tags updated'),
  )
  .post(
    '/bulk-update',
    {
      summary: 'Add and remove tags on many items',
      description: 'tagsToAdd and tagsToRemove apply to every item in menuItemIds. All or nothing.',
      access: 'menu.manage',
      body: ZBulkUpdateTags,
    },
    async (c, { body }) => ok(c, await bulkUpdate(c.get('deps'), body), 'Tags updated'),
  )
  .get(
    '/:id',
    { summary: 'One item–tag link', access: 'menu.read', params: ZIdParams },
    async (c, { params }) => ok(c, await getLink(c.get('deps').db, params.id)),
  )
  .post(
    '/',
    {
      summary: 'Tag an item',
      description: 'A pair that exists already is a 409.',
      access: 'menu.manage',
      body: ZMenuItemTagInput,
    },
    async (c, { body }) => created(c, await createLink(c.get('deps'), body), 'Tag added'),
  )
  .put(
    '/:id',
    { summary: 'Change an item–tag link', access: 'menu.manage', params: ZIdParams, body: ZMenuItemTagInput },
    async (c, { params, body }) =>
      ok(c, await updateLinkFields(c.get('deps'), params.id, body), 'Tag updated'),
  )
  .delete(
    '/:id',
    { summary: 'Untag an item', access: 'menu.manage', params: ZIdParams },
    async (c, { params }) => {
      await removeLink(c.get('deps'), params.id);
      return ok(c, null, 'Tag removed');
    },
  );
