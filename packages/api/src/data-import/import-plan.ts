import type { TImportCounts, TImportEntity, TImportPreviewRow } from '@tableside/shared/data-import.schemas';
import { AppError, type TFieldErrors } from '@tableside/shared/errors';
import { MASTER_DATA_SCHEMAS, type TMasterDataInputs } from '@tableside/shared/master-data.schemas';
import { foldText } from '@tableside/shared/text-fold';
import type { Kysely } from 'kysely';
import type { TSettings } from '../config/settings.ts';
import type { Database } from '../db/schema.ts';
import { fieldErrors } from '../http/validation.ts';
import type { TMasterKind } from '../master-data/master-data.kinds.ts';
import type { TMasterRow, TMasterValues } from '../master-data/master-data.repository.ts';
import { refuseCodeChange, refuseDeactivating } from '../master-data/master-data-rules.ts';
import { findAllRows } from './data-import.repository.ts';

/**
 * What importing rows into one kind would do (decision 0020): each row checked exactly as the master
 * data screen checks it (the kind's input schema, its checks against other data, and the refusals of
 * master-data-rules.ts), then matched by its key (the code; a tax's name) ignoring case and accents,
 * as the screen's duplicate check does (decision 0024). A row whose key exists is an update, or
 * unchanged; with `keepExisting` (the defaults) it is left as it is.
 */
export type TPlannedRow = TImportPreviewRow & {
  /** For an add or an update: the columns to write and the row's id when it exists. */
  write?: { values: TMasterValues; isActive: boolean; id?: number };
};

export type TPlan = { rows: TPlannedRow[]; counts: TImportCounts };

type TDb = Kysely<Database>;
type TInputOf<K extends TImportEntity> = TMasterDataInputs[K];

const withoutId = (record: object): Record<string, unknown> => {
  const { id: _id, ...rest } = record as Record<string, unknown>;
  return rest;
};

export async function planImport<K extends TImportEntity>(
  db: TDb,
  def: TMasterKind<K>,
  settings: TSettings,
  rows: readonly Record<string, unknown>[],
  { keepExisting = false }: { keepExisting?: boolean } = {},
): Promise<TPlan> {
  const existing = new Map<string, TMasterRow<K>>();
  for (const row of await findAllRows(db, def.kind)) {
    const key = row[def.unique as keyof TMasterRow<K>];
    if (typeof key === 'string') existing.set(foldText(key), row);
  }
  const seen = new Map<string, number>();
  const planned: TPlannedRow[] = [];
  for (const [index, raw] of rows.entries()) {
    const row = index + 1;
    const parsed = MASTER_DATA_SCHEMAS[def.kind].input.safeParse(raw);
    if (!parsed.success) {
      planned.push(invalid(row, keyOf(raw, def), fieldErrors(parsed.error)));
      continue;
    }
    const input = parsed.data as TInputOf<K>;
    const values = def.toValues(input);
    const keyValue = values[def.unique];
    const key = typeof keyValue === 'string' ? keyValue : null;
    const folded = key === null ? undefined : foldText(key);
    if (folded !== undefined) {
      const first = seen.get(folded);
      if (first !== undefined) {
        planned.push(invalid(row, key, { [def.unique]: [`The same ${def.unique} as row ${first}`] }));
        continue;
      }
      seen.set(folded, row);
    }
    const current = folded === undefined ? undefined : existing.get(folded);
    planned.push(
      current
        ? await planExisting(db, def, settings, { row, key, input, values, current, keepExisting })
        : await planAdd(db, def, { row, key, input, values }),
    );
  }
  return { rows: planned, counts: countRows(planned) };
}

type TRowContext<K extends TImportEntity> = {
  row: number;
  key: string | null;
  input: TInputOf<K>;
  values: TMasterValues;
};

async function planAdd<K extends TImportEntity>(
  db: TDb,
  def: TMasterKind<K>,
  { row, key, input, values }: TRowContext<K>,
): Promise<TPlannedRow> {
  const isActive = input.is_active !== false;
  const errors = await refusal(() => def.check?.(db, input));
  if (errors) return invalid(row, key, errors);
  const after = def.toRecord({ id: 0, ...values, is_active: isActive ? 1 : 0 } as TMasterRow<K>);
  return {
    row,
    status: 'add',
    key,
    before: null,
    after: withoutId(after),
    write: { values, isActive },
  };
}

async function planExisting<K extends TImportEntity>(
  db: TDb,
  def: TMasterKind<K>,
  settings: TSettings,
  context: TRowContext<K> & { current: TMasterRow<K>; keepExisting: boolean },
): Promise<TPlannedRow> {
  const { row, key, input, values, current } = context;
  const before = def.toRecord(current);
  const isActive = input.is_active ?? before.is_active;
  const after = def.toRecord({ ...current, ...values, is_active: isActive ? 1 : 0 });
  const same = JSON.stringify(withoutId(before)) === JSON.stringify(withoutId(after));
  if (context.keepExisting || same) {
    return { row, key, status: 'unchanged', before: withoutId(before), after: withoutId(before) };
  }
  // The screen's refusals: a code something depends on stays, a pinned record stays active.
  const errors = await refusal(async () => {
    await refuseCodeChange(db, def, settings, before, values.code);
    if (!isActive && before.is_active) refuseDeactivating(def, settings, before);
    await def.check?.(db, input);
  });
  if (errors) return invalid(row, key, errors);
  return {
    row,
    status: 'update',
    key,
    before: withoutId(before),
    after: withoutId(after),
    write: { values, isActive, id: before.id },
  };
}

/** The field errors of a refusal the master data rules throw; undefined when they pass. */
async function refusal(check: () => Promise<void> | void): Promise<TFieldErrors | undefined> {
  try {
    await check();
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    return error.errors ?? { _: [error.message] };
  }
}

function invalid(row: number, key: string | null, errors: TFieldErrors): TPlannedRow {
  return { row, status: 'invalid', key, before: null, after: null, errors };
}

/** The key as written in a row that failed its schema, so the preview can still name it. */
function keyOf<K extends TImportEntity>(raw: Record<string, unknown>, def: TMasterKind<K>): string | null {
  const value = raw[def.unique];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function countRows(rows: readonly TPlannedRow[]): TImportCounts {
  const counts: TImportCounts = { add: 0, update: 0, unchanged: 0, invalid: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}
