import {
  IMPORT_ENTITIES,
  type TImportApplied,
  type TImportEntity,
  type TImportEntityInfo,
  type TImportOutcome,
  type TImportPreview,
} from '@tableside/shared/data-import.schemas';
import { AppError, type TFieldErrors } from '@tableside/shared/errors';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit.service.ts';
import { readSettings } from '../config/settings.ts';
import { isUniqueViolation } from '../db/db-errors.ts';
import type { Database } from '../db/schema.ts';
import { createdColumns, stampOf, type TStamp, updatedColumns } from '../db/stamp.ts';
import type { TApiDeps } from '../deps.ts';
import type { TPrincipal } from '../http/env.ts';
import { MASTER_KINDS, type TMasterKind } from '../master-data/master-data.kinds.ts';
import { insertMasterRow, updateMasterRow } from '../master-data/master-data.repository.ts';
import { taken } from '../master-data/master-data-rules.ts';
import { countRows } from './data-import.repository.ts';
import { IMPORT_DEFAULTS } from './import-defaults.ts';
import { planImport, type TPlan, type TPlannedRow } from './import-plan.ts';

/**
 * Default-data import and file import (spec admin 7 "Import and enums", decision 0020). Rows go
 * through the master data rules (import-plan.ts); each import is one transaction with one entry in
 * the audit trail, so it writes all its rows or none.
 */
type TDb = Kysely<Database>;

const kindOf = <K extends TImportEntity>(entity: K) => MASTER_KINDS[entity] as TMasterKind<K>;

/** GET /admin/import/available-entities. */
export async function availableEntities(deps: TApiDeps): Promise<TImportEntityInfo[]> {
  const settings = await readSettings(deps);
  const infos: TImportEntityInfo[] = [];
  for (const entity of IMPORT_ENTITIES) {
    const defaults = IMPORT_DEFAULTS[entity];
    const plan = await planImport(deps.db, kindOf(entity), settings, defaults, { keepExisting: true });
    infos.push({
      entity,
      count: await countRows(deps.db, entity),
      defaults: defaults.length,
      missing: defaults.length - plan.counts.unchanged,
    });
  }
  return infos;
}

/**
 * POST /admin/import/{entity}: adds the defaults whose key no row has; the others are left as the
 * owner keeps them (never overwritten). A default the rules refuse (a bank of a deleted country)
 * adds nothing of its entity and is the outcome's `error`.
 */
export async function importDefaults(
  deps: TApiDeps,
  entity: TImportEntity,
  principal: TPrincipal,
): Promise<TImportOutcome> {
  try {
    const { plan } = await applyPlan(deps, entity, principal, IMPORT_DEFAULTS[entity], {
      defaults: true,
      skipInvalid: false,
    });
    return { entity, imported: { added: plan.counts.add, existing: plan.counts.unchanged } };
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    return { entity, error: error.message };
  }
}

/** POST /admin/import/all: every entity in turn (countries before banks), each on its own. */
export async function importAllDefaults(deps: TApiDeps, principal: TPrincipal): Promise<TImportOutcome[]> {
  const outcomes: TImportOutcome[] = [];
  for (const entity of IMPORT_ENTITIES) outcomes.push(await importDefaults(deps, entity, principal));
  return outcomes;
}

/** POST /admin/import/{entity}/preview: what the apply would do with these rows; writes nothing. */
export async function previewRows(
  deps: TApiDeps,
  entity: TImportEntity,
  rows: readonly Record<string, unknown>[],
): Promise<TImportPreview> {
  const plan = await planImport(deps.db, kindOf(entity), await readSettings(deps), rows);
  return { entity, counts: plan.counts, rows: plan.rows.map(({ write: _write, ...row }) => row) };
}

/** POST /admin/import/{entity}/apply: all or nothing; a refused row stops it unless `skipInvalid`. */
export async function applyRows(
  deps: TApiDeps,
  entity: TImportEntity,
  rows: readonly Record<string, unknown>[],
  skipInvalid: boolean,
  principal: TPrincipal,
): Promise<TImportApplied> {
  const { plan } = await applyPlan(deps, entity, principal, rows, { defaults: false, skipInvalid });
  const { add, update, unchanged, invalid } = plan.counts;
  return { entity, added: add, updated: update, unchanged, skipped: invalid };
}

async function applyPlan<K extends TImportEntity>(
  deps: TApiDeps,
  entity: K,
  principal: TPrincipal,
  rows: readonly Record<string, unknown>[],
  options: { defaults: boolean; skipInvalid: boolean },
): Promise<{ plan: TPlan }> {
  const def = kindOf(entity);
  const stamp = stampOf(deps, principal);
  // Read before the transaction: on SQLite it holds the one connection the settings would load on.
  const settings = await readSettings(deps);
  const plan = await deps.db.transaction().execute(async (trx) => {
    // Planned inside the transaction, so what is written is what was checked.
    const plan = await planImport(trx, def, settings, rows, { keepExisting: options.defaults });
    if (plan.counts.invalid > 0 && !options.skipInvalid) throw refusedRows(plan.rows, options.defaults);
    await writeRows(trx, def, stamp, plan.rows);
    if (plan.counts.add + plan.counts.update > 0) await audit(trx, stamp, def, plan, options.defaults);
    return plan;
  });
  if (def.changesMenu && plan.counts.add + plan.counts.update > 0) {
    deps.events.publish({ type: 'menu.changed' });
  }
  return { plan };
}

async function writeRows<K extends TImportEntity>(
  trx: TDb,
  def: TMasterKind<K>,
  stamp: TStamp,
  rows: readonly TPlannedRow[],
): Promise<void> {
  for (const row of rows) {
    if (!row.write) continue;
    const { values, isActive, id } = row.write;
    const columns = { ...values, is_active: isActive ? 1 : 0 };
    try {
      if (id === undefined) await insertMasterRow(trx, def.kind, { ...columns, ...createdColumns(stamp) });
      else await updateMasterRow(trx, def.kind, id, { ...columns, ...updatedColumns(stamp) });
    } catch (error) {
      // Another save took the key since the plan was made.
      if (row.key !== null && isUniqueViolation(error)) throw taken(def, row.key);
      throw error;
    }
  }
}

/**
 * 400 naming each refused row and field ('row 3.code'). The message of refused defaults names them,
 * since it is all an outcome's `error` carries: 'Not imported: DEUTDEFF: Unknown country: DE'.
 */
function refusedRows(rows: readonly TPlannedRow[], defaults: boolean): AppError {
  const errors: TFieldErrors = {};
  const refused = rows.filter((row) => row.status === 'invalid');
  for (const row of refused) {
    for (const [field, messages] of Object.entries(row.errors ?? {})) {
      errors[field === '_' ? `row ${row.row}` : `row ${row.row}.${field}`] = messages;
    }
  }
  if (defaults) {
    const reasons = refused.map(
      (row) =>
        `${row.key ?? `row ${row.row}`}: ${Object.values(row.errors ?? {})
          .flat()
          .join(' ')}`,
    );
    return AppError.validation(errors, `Not imported: ${reasons.join('; ')}`);
  }
  const count = refused.length;
  return AppError.validation(
    errors,
    `${count} ${count === 1 ? 'row is' : 'rows are'} refused; nothing was imported. Correct the file, or import the other rows without them.`,
  );
}

/** One entry per import: 'Imported currencies from a file: 2 added, 1 updated'. */
function audit<K extends TImportEntity>(
  trx: TDb,
  stamp: TStamp,
  def: TMasterKind<K>,
  plan: TPlan,
  defaults: boolean,
) {
  const keys = (status: TPlannedRow['status']) =>
    plan.rows.filter((row) => row.status === status).map((row) => row.key ?? `row ${row.row}`);
  const updated = plan.counts.update > 0 ? `, ${plan.counts.update} updated` : '';
  return recordAudit(trx, stamp, {
    action: defaults ? 'import.defaults_imported' : 'import.file_imported',
    entityType: def.noun,
    entityId: null,
    summary: `Imported ${def.kind} from ${defaults ? 'the defaults' : 'a file'}: ${plan.counts.add} added${updated}`,
    before: defaults
      ? undefined
      : plan.rows.filter((row) => row.status === 'update').map((row) => row.before),
    after: { added: keys('add'), updated: keys('update') },
  });
}
