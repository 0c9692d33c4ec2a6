import { ZIdParams } from '@tableside/shared/list.schemas';
import {
  ZCreateCustomization,
  ZCreateOption,
  ZUpdateCustomization,
  ZUpdateOption,
} from '@tableside/shared/menu-customizations.schemas';
import { ZReorder } from '@tableside/shared/menu-fields.schemas';
import { listQuerySchema } from '../db/list.ts';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { created, ok } from '../http/respond.ts';
import { CUSTOMIZATION_LIST_SPEC, OPTION_LIST_SPEC } from './menu-customizations.repository.ts';
import {
  createCustomization,
  getCustomization,
  listCustomizations,
  removeCustomization,
  reorderCustomization,
  updateCustomizationFields,
} from './menu-customizations.service.ts';
import {
  createOption,
  getOption,
  listOptions,
  removeOption,
  reorderOption,
  updateOptionFields,
} from './menu-options.service.ts';

const REORDER = 'target_order (0-based), before_id or after_id (one is required); positions stay 0..n-1.';

/** spec admin 7 "Menu": /menu-item-customizations, each with its options. */
export const menuCustomizationsRouter = new ApiRouter('Menu item customizations')
  .get(
    '/',
    {
      summary: 'List customizations',
      description: 'Filter menu_item_id (and name, type, required); each with its options, in order.',
      access: 'menu.read',
      query: listQuerySchema(CUSTOMIZATION_LIST_SPEC),
    },
    async (c, { query }) => ok(c, await listCustomizations(c.get('deps'), query)),
  )
  .get(
    '/:id',
    { summary: 'One customization', access: 'menu.read', params: ZIdParams },
    async (c, { params }) => ok(c, await getCustomization(c.get('deps').db, params.id)),
  )
  .post(
    '/',
    {
      summary: 'Add a customization to an item',
      description: 'enabled_by_id names an option of another customization of the same item.',
      access: 'menu.manage',
      body: ZCreateCustomization,
    },
    async (c, { body, principal }) =>
      created(
        c,
        await createCustomization(c.get('deps'), body, requirePrincipal(principal)),
        'Customization created',
      ),
  )
  .put(
    '/:id',
    {
      summary: 'Update a customization',
      access: 'menu.manage',
      params: ZIdParams,
      body: ZUpdateCustomization,
    },
    async (c, { params, body, principal }) =>
      ok(
        c,
        await updateCustomizationFields(c.get('deps'), params.id, body, requirePrincipal(principal)),
        'Customization updated',
      ),
  )
  .delete(
    '/:id',
    { summary: 'Delete a customization and its options', access: 'menu.manage', params: ZIdParams },
    async (c, { params }) => {
      await removeCustomization(c.get('deps'), params.id);
      return ok(c, null, 'Customization deleted');
    },
  )
  .patch(
    '/:id/reorder',
    {
      summary: 'Move a customization',
      description: REORDER,
      access: 'menu.manage',
      params: ZIdParams,
      body: ZReorder,
    },
    async (c, { params, body }) =>
      ok(c, await reorderCustomization(c.get('deps'), params.id, body), 'Customization moved'),
  );

/** spec admin 7 "Menu": /menu-item-customization-options. */
export const menuOptionsRouter = new ApiRouter('Menu item customization options')
  .get(
    '/',
    {
      summary: 'List options',
      description: 'Filters menu_item_customization_id, required, default_option (and name, percent).',
      access: 'menu.read',
      query: listQuerySchema(OPTION_LIST_SPEC),
    },
    async (c, { query }) => ok(c, await listOptions(c.get('deps'), query)),
  )
  .get('/:id', { summary: 'One option', access: 'menu.read', params: ZIdParams }, async (c, { params }) =>
    ok(c, await getOption(c.get('deps').db, params.id)),
  )
  .post(
    '/',
    {
      summary: 'Add an option to a customization',
      description:
        'value_added is an amount, or a percent of the item price when percent is true. A new default ' +
        'of a single-choice (SELECT) customization replaces the old one.',
      access: 'menu.manage',
      body: ZCreateOption,
    },
    async (c, { body, principal }) =>
      created(c, await createOption(c.get('deps'), body, requirePrincipal(principal)), 'Option created'),
  )
  .put(
    '/:id',
    { summary: 'Update an option', access: 'menu.manage', params: ZIdParams, body: ZUpdateOption },
    async (c, { params, body, principal }) =>
      ok(
        c,
        await updateOptionFields(c.get('deps'), params.id, body, requirePrincipal(principal)),
        'Option updated',
      ),
  )
  .delete(
    '/:id',
    { summary: 'Delete an option', access: 'menu.manage', params: ZIdParams },
    async (c, { params }) => {
      await removeOption(c.get('deps'), params.id);
      return ok(c, null, 'Option deleted');
    },
  )
  .patch(
    '/:id/reorder',
    {
      summary: 'Move an option',
      description: REORDER,
      access: 'menu.manage',
      params: ZIdParams,
      body: ZReorder,
    },
    async (c, { params, body }) => ok(c, await reorderOption(c.get('deps'), params.id, body), 'Option moved'),
  );
