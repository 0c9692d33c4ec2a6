import { z } from 'zod';
import { MASTER_DATA_KINDS } from './master-data.schemas.ts';

/**
 * Default-data import (spec admin 5 and 7 "Import and enums", docs/decisions/0020-data-import.md):
 * the product's reference data, and JSON files of rows, for the master data kinds only. An imported
 * row obeys the rules of the master data screen (its kind's input schema).
 */

/** spec admin 5: "Import of defaults is allowed only for countries, currencies, languages, units, taxes, banks." */
export const IMPORT_ENTITIES = MASTER_DATA_KINDS;
export type TImportEntity = (typeof IMPORT_ENTITIES)[number];

export const IMPORT_ENTITY_MESSAGE =
  'Defaults can be imported only for countries, currencies, languages, units, taxes and banks';

/** A file is refused before its rows are looked at when it is larger, longer or deeper than this. */
export const DATA_IMPORT_LIMITS = {
  maxBytes: 1_000_000,
  maxRows: 5_000,
  /** The file's array, a row object, a value: anything deeper is not a flat row. */
  maxDepth: 3,
} as const;

export const DATA_IMPORT_MESSAGES = {
  noFile: 'No file provided',
  tooLarge: 'The file is too large. Maximum size is 1 MB',
  invalidJson: 'The file is not valid JSON',
  notArray: 'The file must be a JSON array of objects, e.g. [{ "name": "Euro", "code": "EUR" }]',
  notObject: 'Each row must be an object',
  tooDeep: 'The file is nested too deeply: each row must be a flat object of values',
  tooManyRows: `The file has too many rows. At most ${DATA_IMPORT_LIMITS.maxRows.toLocaleString('en')} can be imported at once`,
  empty: 'The file has no rows',
} as const;

/** The path's entity; the API checks it against IMPORT_ENTITIES with a message naming them. */
export const ZImportEntityParams = z.object({
  entity: z.string().describe('countries, currencies, languages, units, taxes or banks'),
});

export function isImportEntity(value: string): value is TImportEntity {
  return (IMPORT_ENTITIES as readonly string[]).includes(value);
}

export const ZImportApplyQuery = z.object({
  /** Import the valid rows and leave out the refused ones; without it a refused row imports nothing. */
  skip_invalid: z
    .enum(['true', 'false'], { error: 'Expected true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

/** GET /admin/import/available-entities: each entity, its rows and how many defaults it lacks. */
export const ZImportEntityInfo = z.object({
  entity: z.enum(IMPORT_ENTITIES),
  /** Rows the table holds now. */
  count: z.number().int(),
  /** Rows the defaults hold. */
  defaults: z.number().int(),
  /** Defaults whose key (code; a tax's name) no row has: what an import of defaults would add. */
  missing: z.number().int(),
});
export type TImportEntityInfo = z.infer<typeof ZImportEntityInfo>;

/** POST /admin/import/{entity} and /all: per entity `imported` or `error` (spec admin 7). */
export const ZImportOutcome = z.object({
  entity: z.enum(IMPORT_ENTITIES),
  imported: z.object({ added: z.number().int(), existing: z.number().int() }).optional(),
  error: z.string().optional(),
});
export type TImportOutcome = z.infer<typeof ZImportOutcome>;

/** A record as it is, or would be, stored (a tax's value in percent). */
const ZImportRecord = z.record(z.string(), z.unknown());

export const IMPORT_ROW_STATUSES = ['add', 'update', 'unchanged', 'invalid'] as const;
export type TImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

/** One row of the file as the preview sees it; `row` counts from 1. */
export const ZImportPreviewRow = z.object({
  row: z.number().int(),
  status: z.enum(IMPORT_ROW_STATUSES),
  /** The natural key: the code, or a tax's name; null when the row has none. */
  key: z.string().nullable(),
  before: ZImportRecord.nullable(),
  after: ZImportRecord.nullable(),
  /** Why an invalid row is refused, by field ('_' for the row as a whole). */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TImportPreviewRow = z.infer<typeof ZImportPreviewRow>;

export const ZImportCounts = z.object({
  add: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  invalid: z.number().int(),
});
export type TImportCounts = z.infer<typeof ZImportCounts>;

/** POST /admin/import/{entity}/preview; the apply answers the same for what it wrote. */
export const ZImportPreview = z.object({
  entity: z.enum(IMPORT_ENTITIES),
  counts: ZImportCounts,
  rows: z.array(ZImportPreviewRow),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

/** POST /admin/import/{entity}/apply: what was written; `skipped` invalid rows were left out. */
export const ZImportApplied = z.object({
  entity: z.enum(IMPORT_ENTITIES),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
});
export type TImportApplied = z.infer<typeof ZImportApplied>;
