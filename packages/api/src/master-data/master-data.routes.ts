import { ZIdParams } from '@tableside/shared/list.schemas';
import {
  MASTER_DATA_SCHEMAS,
  type TMasterDataInputs,
  type TMasterDataKind,
} from '@tableside/shared/master-data.schemas';
import { z } from 'zod';
import { listQuerySchema } from '../db/list.ts';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { created, ok } from '../http/respond.ts';
import { MASTER_KINDS } from './master-data.kinds.ts';
import {
  createRecord,
  deleteRecord,
  getRecord,
  listRecords,
  replaceRecord,
  toggleRecordActive,
} from './master-data.service.ts';

/** What each kind holds, for /api/docs. */
const FIELDS: Record<TMasterDataKind, string> = {
  languages: 'name and code (ISO 639-1, two letters, stored lower case, unique)',
  currencies: 'name, code (ISO 4217, three letters, stored upper case, unique) and an optional symbol',
  taxes: 'name (unique) and value, the rate in percent (0 to 100, at most two decimals; 8 means 8 %)',
  countries: 'name and code (ISO 3166-1 alpha-2, stored upper case, unique)',
  units: 'name, code (unique) and system (METRIC, IMPERIAL or null)',
  banks: 'name, code (the BIC, 8 or 11 characters, unique, optional) and country_code (a known country)',
};

/** Why a kind's record may be refused, for /api/docs. */
const REFUSALS: Record<TMasterDataKind, string> = {
  languages: 'The default language of the guest screens (REGIONAL.LANGUAGE) stays: 409.',
  currencies: "The restaurant's currency (REGIONAL.CURRENCY) stays: 409.",
  taxes:
    'The default tax (MENU.DEFAULT_TAX_ID) stays, and a tax used by a menu item can only be deactivated: 409. ' +
    'Orders keep the rates they were placed with.',
  countries: 'A country banks name can only be deactivated, and keeps its code: 409.',
  units: 'Without `sort`, the units of REGIONAL.UNITS come first.',
  banks: 'The country must exist (400).',
};

const title = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/**
 * spec (admin 7 "Settings and master data"): /languages, /currencies, /taxes and the other default
 * entities (countries, units, banks), one router per kind. Reads for anyone in the admin area (menu
 * staff pick an item's tax); writes need master_data.manage.
 */
export function masterDataRouter<K extends TMasterDataKind>(kind: K): ApiRouter {
  const { noun } = MASTER_KINDS[kind];
  // The body was parsed by this kind's input schema; TypeScript cannot follow a schema chosen by K.
  const inputOf = (body: unknown) => body as TMasterDataInputs[K];
  const Noun = title(noun);
  const listQuery = listQuerySchema(MASTER_KINDS[kind].listSpec);
  const rules = `${REFUSALS[kind]} Each write is recorded in the audit trail.`;
  return new ApiRouter('Master data')
    .get(
      '/',
      {
        summary: `List ${kind}`,
        description: `Each with id, ${FIELDS[kind]}, is_active. Filters by column; search finds text in the name or code. With \`page\`, a paged result.`,
        access: 'admin.access',
        query: listQuery.extend({
          search: z.string().max(200).optional().describe('Text in the name or code'),
        }),
      },
      async (c, { query }) => ok(c, await listRecords(c.get('deps'), kind, query)),
    )
    .get(
      '/active',
      {
        summary: `List active ${kind}`,
        description: 'A plain array, in list order.',
        access: 'admin.access',
      },
      async (c) => ok(c, await listRecords(c.get('deps'), kind, { is_active: 'true' })),
    )
    .get(
      '/search',
      {
        summary: `Search ${kind}`,
        description: 'The list, with `q` found in the name or code; the list filters and paging apply too.',
        access: 'admin.access',
        query: listQuery.extend({
          q: z.string({ error: 'Search text is required' }).trim().min(1, 'Search text is required').max(200),
        }),
      },
      async (c, { query: { q, ...query } }) =>
        ok(c, await listRecords(c.get('deps'), kind, { ...query, search: q })),
    )
    .post(
      '/',
      {
        summary: `Add a ${noun}`,
        description: `${FIELDS[kind]}; is_active defaults to true. A taken code answers 409. ${rules}`,
        access: 'master_data.manage',
        body: MASTER_DATA_SCHEMAS[kind].input,
      },
      async (c, { body, principal }) =>
        created(
          c,
          await createRecord(c.get('deps'), kind, inputOf(body), requirePrincipal(principal)),
          `${Noun} created`,
        ),
    )
    .get(
      `/:id`,
      { summary: `One ${noun}`, access: 'admin.access', params: ZIdParams },
      async (c, { params }) => ok(c, await getRecord(c.get('deps'), kind, params.id)),
    )
    .put(
      '/:id',
      {
        summary: `Change a ${noun}`,
        description: `Replaces ${FIELDS[kind]}; is_active is kept unless sent. ${rules}`,
        access: 'master_data.manage',
        params: ZIdParams,
        body: MASTER_DATA_SCHEMAS[kind].input,
      },
      async (c, { params, body, principal }) =>
        ok(
          c,
          await replaceRecord(c.get('deps'), kind, params.id, inputOf(body), requirePrincipal(principal)),
          `${Noun} updated`,
        ),
    )
    .patch(
      '/:id/toggle-active',
      {
        summary: `Switch a ${noun} on or off`,
        description: `An inactive ${noun} is no longer offered for new data; what already refers to it keeps it. ${rules}`,
        access: 'master_data.manage',
        params: ZIdParams,
      },
      async (c, { params, principal }) => {
        const record = await toggleRecordActive(c.get('deps'), kind, params.id, requirePrincipal(principal));
        return ok(c, record, `${Noun} is now ${record.is_active ? 'active' : 'inactive'}`);
      },
    )
    .delete(
      '/:id',
      {
        summary: `Delete a ${noun}`,
        description: `Cannot be undone. ${rules}`,
        access: 'master_data.manage',
        params: ZIdParams,
      },
      async (c, { params, principal }) => {
        await deleteRecord(c.get('deps'), kind, params.id, requirePrincipal(principal));
        return ok(c, null, `${Noun} deleted`);
      },
    );
}
