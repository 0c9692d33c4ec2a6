import {
  ZConfigBulk,
  ZConfigExportQuery,
  ZConfigGroupParams,
  ZConfigImport,
  ZConfigKeyParams,
  ZConfigUploadQuery,
  ZConfigValue,
} from '@tableside/shared/config.schemas';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { DOCUMENT_BODY_MAX_BYTES, readJsonBody } from '../http/request-body.ts';
import { ok } from '../http/respond.ts';
import {
  applyImport,
  exportConfiguration,
  getConfig,
  getConfigGroup,
  previewImport,
  resetAll,
  resetGroup,
  resetSetting,
  updateConfigValues,
  uploadConfigFile,
  upsertConfiguration,
} from './config.service.ts';

/**
 * spec admin 7 "Configuration": the settings of the catalogue (shared/config-catalogue.ts), read
 * grouped, changed one by one, in bulk, by import or template, reset to their defaults, and files
 * uploaded for FILE settings. Values are checked by shared/config-rules.ts.
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
  .post(
    '/',
    {
      summary: 'Write the whole configuration (upsert)',
      description:
        'The spec’s seeding call. Body `{ GROUP: { KEY: value | { value } } }` (as GET /config answers) or ' +
        '`{ KEY: value }`. Every value is checked first; one bad value writes nothing (400 naming every bad key).',
      access: 'config.manage',
      rawBody: 'application/json',
    },
    async (c, { principal }) =>
      ok(
        c,
        await upsertConfiguration(
          c.get('deps'),
          await readJsonBody(c.req.raw, DOCUMENT_BODY_MAX_BYTES),
          requirePrincipal(principal),
        ),
        'Configurations updated successfully',
      ),
  )
  .get(
    '/export',
    {
      summary: 'Download the configuration as a file',
      description:
        'The whole configuration, or one group with `?group=`; the file POST /config/import takes.',
      access: 'config.read',
      query: ZConfigExportQuery,
    },
    async (c, { query }) => {
      const file = await exportConfiguration(c.get('deps'), query.group);
      const name = `configuration${query.group ? `-${query.group.toLowerCase()}` : ''}-${file.exported_at.slice(0, 10)}.json`;
      return c.body(JSON.stringify(file, null, 2), 200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'no-store',
      });
    },
  )
  .post(
    '/import/preview',
    {
      summary: 'What an import would change',
      description:
        'Body: an exported file or `{ settings: { KEY: value } }`. Answers the changes; writes nothing.',
      access: 'config.manage',
      body: ZConfigImport,
      bodyLimit: DOCUMENT_BODY_MAX_BYTES,
    },
    async (c, { body }) => ok(c, await previewImport(c.get('deps'), body.settings)),
  )
  .post(
    '/import',
    {
      summary: 'Import a configuration file',
      description: 'All or nothing: an unknown key or a bad value (400, naming every one) writes none.',
      access: 'config.manage',
      body: ZConfigImport,
      bodyLimit: DOCUMENT_BODY_MAX_BYTES,
    },
    async (c, { body, principal }) =>
      ok(
        c,
        await applyImport(c.get('deps'), body.settings, requirePrincipal(principal)),
        'Configurations updated successfully',
      ),
  )
  .post(
    '/upload',
    {
      summary: 'Upload a file for a FILE setting',
      description:
        'multipart/form-data with part `file` (PNG, JPEG or WebP, at most 2 MB); query `key`. The setting then ' +
        'holds the answered `path`.',
      access: 'config.manage',
      query: ZConfigUploadQuery,
      rawBody: 'multipart/form-data',
    },
    async (c, { query, principal }) =>
      ok(
        c,
        await uploadConfigFile(c.get('deps'), query.key, c.req.raw, requirePrincipal(principal)),
        'File uploaded successfully',
      ),
  )
  .post(
    '/reset/all',
    { summary: 'Reset every setting to its default', access: 'config.manage' },
    async (c, { principal }) =>
      ok(c, await resetAll(c.get('deps'), requirePrincipal(principal)), 'Configuration reset successfully'),
  )
  .post(
    '/reset/group/:group',
    { summary: 'Reset one group to its defaults', access: 'config.manage', params: ZConfigGroupParams },
    async (c, { params, principal }) =>
      ok(
        c,
        await resetGroup(c.get('deps'), params.group, requirePrincipal(principal)),
        'Configuration group reset successfully',
      ),
  )
  .post(
    '/reset/:key',
    { summary: 'Reset one setting to its default', access: 'config.manage', params: ZConfigKeyParams },
    async (c, { params, principal }) =>
      ok(
        c,
        await resetSetting(c.get('deps'), params.key, requirePrincipal(principal)),
        'Configuration reset successfully',
      ),
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
        'Body `{ settings: [{ key, value }] }`. All or nothing: unknown keys (404) or values that do not suit ' +
        'their setting (400, naming every bad key) write none.',
      access: 'config.manage',
      body: ZConfigBulk,
      bodyLimit: DOCUMENT_BODY_MAX_BYTES,
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
      description: 'Body `{ value }` (always text); checked against the setting’s type and meaning.',
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
