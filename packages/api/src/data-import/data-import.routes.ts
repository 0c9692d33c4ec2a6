import {
  DATA_IMPORT_LIMITS,
  IMPORT_ENTITY_MESSAGE,
  isImportEntity,
  type TImportEntity,
  type TImportOutcome,
  ZImportApplyQuery,
  ZImportEntityParams,
} from '@tableside/shared/data-import.schemas';
import { AppError } from '@tableside/shared/errors';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { ok } from '../http/respond.ts';
import {
  applyRows,
  availableEntities,
  importAllDefaults,
  importDefaults,
  previewRows,
} from './data-import.service.ts';
import { readImportRows, refuseBody } from './import-file.ts';

const FILE_BODY =
  'The file: a JSON array of row objects, as the body (application/json) or as part `file` of ' +
  `multipart/form-data; at most ${DATA_IMPORT_LIMITS.maxBytes / 1_000_000} MB and ${DATA_IMPORT_LIMITS.maxRows} rows, ` +
  'each row as POST /{entity} takes it (e.g. `{ "name": "Euro", "code": "EUR", "symbol": "€" }`). ' +
  'A row whose code (a tax: name) exists changes that record.';

const NO_BODY =
  'Takes no body: a request with one is refused (400) and imports nothing; rows go to `/{entity}/preview` and `/{entity}/apply`.';

/** spec admin 5: any other entity is a 400 naming the allowed ones. */
function entityOf(params: { entity: string }): TImportEntity {
  if (isImportEntity(params.entity)) return params.entity;
  throw AppError.validation(
    { entity: [IMPORT_ENTITY_MESSAGE] },
    `${IMPORT_ENTITY_MESSAGE}, not "${params.entity}"`,
  );
}

const summaryOf = (outcomes: readonly TImportOutcome[]) => {
  const failed = outcomes.filter((outcome) => outcome.error !== undefined).length;
  return failed === 0 ? 'Defaults imported' : `Defaults imported; ${failed} could not be imported`;
};

/**
 * spec admin 7 "Import and enums": GET /admin/import/available-entities, POST /admin/import/{entity},
 * POST /admin/import/all, and the import of a file with a preview (decision 0020). All for holders of
 * master_data.manage, like the master data screen whose rules every imported row obeys.
 */
export const dataImportRouter = new ApiRouter('Data import')
  .get(
    '/available-entities',
    {
      summary: 'The entities defaults can be imported for',
      description:
        'Each with `count` (its rows), `defaults` (rows the defaults hold) and `missing` (defaults no row has).',
      access: 'master_data.manage',
    },
    async (c) => ok(c, await availableEntities(c.get('deps'))),
  )
  .post(
    '/all',
    {
      summary: 'Import the defaults of every entity',
      description:
        'Entity by entity (countries before banks), each all or nothing: per entity `imported` ({ added, existing }) or `error`. ' +
        NO_BODY,
      access: 'master_data.manage',
    },
    async (c, { principal }) => {
      await refuseBody(c.req.raw, 'all');
      const outcomes = await importAllDefaults(c.get('deps'), requirePrincipal(principal));
      return ok(c, outcomes, summaryOf(outcomes));
    },
  )
  .post(
    '/:entity',
    {
      summary: "Import one entity's defaults",
      description:
        'Adds the defaults whose code (a tax: name) no row has and never changes an existing one, so a second ' +
        'import adds nothing. Answers `{ entity, imported: { added, existing } }`; a default the master data ' +
        'rules refuse adds nothing and answers 400 with `{ entity, error }`. Only for countries, currencies, ' +
        `languages, units, taxes and banks. ${NO_BODY}`,
      access: 'master_data.manage',
      params: ZImportEntityParams,
    },
    async (c, { params, principal }) => {
      const entity = entityOf(params);
      await refuseBody(c.req.raw, entity);
      const outcome = await importDefaults(c.get('deps'), entity, requirePrincipal(principal));
      if (outcome.error !== undefined) throw new AppError('VALIDATION', outcome.error, { data: outcome });
      return ok(c, outcome, summaryOf([outcome]));
    },
  )
  .post(
    '/:entity/preview',
    {
      summary: 'What importing a file would do',
      description: `${FILE_BODY} Answers each row as add, update (with before and after), unchanged or invalid (with why); writes nothing.`,
      access: 'master_data.manage',
      params: ZImportEntityParams,
      rawBody: 'application/json',
    },
    async (c, { params }) =>
      ok(c, await previewRows(c.get('deps'), entityOf(params), await readImportRows(c.req.raw))),
  )
  .post(
    '/:entity/apply',
    {
      summary: 'Import a file',
      description:
        `${FILE_BODY} All or nothing in one transaction: a refused row imports nothing (400 naming each ` +
        '`row N.field`) unless `skip_invalid=true`, which imports the other rows.',
      access: 'master_data.manage',
      params: ZImportEntityParams,
      query: ZImportApplyQuery,
      rawBody: 'application/json',
    },
    async (c, { params, query, principal }) => {
      const entity = entityOf(params);
      const rows = await readImportRows(c.req.raw);
      const applied = await applyRows(
        c.get('deps'),
        entity,
        rows,
        query.skip_invalid,
        requirePrincipal(principal),
      );
      return ok(c, applied, 'Import complete');
    },
  );
