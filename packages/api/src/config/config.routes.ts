import {
  ZConfigBulk,
  ZConfigGroupParams,
  ZConfigKeyParams,
  ZConfigValue,
} from '@tableside/shared/config.schemas';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { ok } from '../http/respond.ts';
import { getConfig, getConfigGroup, updateConfigValues } from './config.service.ts';

/**
 * spec admin 7 "Configuration": the settings of the catalogue (shared/config-catalogue.ts), read
 * grouped and changed one by one or in bulk. Reset and upload are not built yet.
 */
export const configRouter = new ApiRouter('Configuration')
  .get(
    '/',
    {
      summary: 'All settings, grouped',
      description: 'Groups by name; each has `_translations` and its settings by key (GROUP.KEY).',
      access: 'config.read',
    },
    async (c) => ok(c, await getConfig(c.get('deps'))),
  )
  .get(
    '/group/:group',
    { summary: 'One group of settings', access: 'config.read', params: ZConfigGroupParams },
    async (c, { params }) => ok(c, await getConfigGroup(c.get('deps'), params.group)),
  )
  .put(
    '/bulk',
    {
      summary: 'Change several settings',
      description:
        'Body `{ settings: [{ key, value }] }`. All or nothing: an unknown key (404) or a value that does not suit its type (400) writes none.',
      access: 'config.manage',
      body: ZConfigBulk,
    },
    async (c, { body, principal }) =>
      ok(
        c,
        await updateConfigValues(c.get('deps'), body.settings, requirePrincipal(principal)),
        'Configurations updated successfully',
      ),
  )
  .put(
    '/:key',
    {
      summary: 'Change one setting',
      description: 'Body `{ value }` (always text); checked against the setting type (spec admin 5).',
      access: 'config.manage',
      params: ZConfigKeyParams,
      body: ZConfigValue,
    },
    async (c, { params, body, principal }) => {
      const [setting] = await updateConfigValues(
        c.get('deps'),
        [{ key: params.key, value: body.value }],
        requirePrincipal(principal),
      );
      return ok(c, setting, 'Configuration updated successfully');
    },
  );
