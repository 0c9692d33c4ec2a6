import { AppError } from '@tableside/shared/errors';
import type {
  TMasterDataInputs,
  TMasterDataKind,
  TMasterDataRecords,
} from '@tableside/shared/master-data.schemas';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit.service.ts';
import { readSettings, type TSettings } from '../config/settings.ts';
import { isUniqueViolation } from '../db/db-errors.ts';
import type { TListResult } from '../db/list.ts';
import type { Database } from '../db/schema.ts';
import { createdColumns, stampOf, type TStamp, updatedColumns } from '../db/stamp.ts';
import type { TApiDeps } from '../deps.ts';
import type { TPrincipal } from '../http/env.ts';
import { MASTER_KINDS, type TMasterKind } from './master-data.kinds.ts';
import {
  deleteMasterRow,
  findMasterRow,
  findMasterRowWith,
  insertMasterRow,
  listMasterRows,
  type TMasterRow,
  type TMasterValues,
  updateMasterRow,
} from './master-data.repository.ts';
import { refuseCodeChange, refuseDeactivating, refuseDeleting, taken, title } from './master-data-rules.ts';

/**
 * Every kind of master data through the same steps (docs/decisions/0018-master-data.md): checks,
 * the write and its audit entry in one transaction, then the public menu cache dropped for a kind
 * guests see (tax rates).
 */
type TDb = Kysely<Database>;
type TRecord<K extends TMasterDataKind> = TMasterDataRecords[K];
type TWork<K extends TMasterDataKind, T> = (
  trx: TDb,
  context: { def: TMasterKind<K>; stamp: TStamp; settings: TSettings },
) => Promise<T>;

const kindOf = <K extends TMasterDataKind>(kind: K): TMasterKind<K> => MASTER_KINDS[kind];

/** The list (plain or paged), `search` looking in the kind's name and code. */
export async function listRecords<K extends TMasterDataKind>(
  deps: TApiDeps,
  kind: K,
  query: Readonly<Record<string, unknown>>,
): Promise<TListResult<TRecord<K>>> {
  const def = kindOf(kind);
  const { search, ...params } = query;
  const text = typeof search === 'string' ? search.trim() : '';
  const computed = def.computed?.(await readSettings(deps));
  const searching = { text, columns: def.searchColumns };
  const rows = await listMasterRows(deps.db, kind, params, def.listSpec, searching, computed);
  const toRecord = (row: TMasterRow<K>) => def.toRecord(row);
  return Array.isArray(rows) ? rows.map(toRecord) : { ...rows, content: rows.content.map(toRecord) };
}

async function requireRecord<K extends TMasterDataKind>(db: TDb, def: TMasterKind<K>, id: number) {
  const row = await findMasterRow(db, def.kind, id);
  if (!row) throw AppError.notFound(title(def.noun), id);
  return def.toRecord(row);
}

export function getRecord<K extends TMasterDataKind>(deps: TApiDeps, kind: K, id: number) {
  return requireRecord(deps.db, kindOf(kind), id);
}

/** A change in one transaction; a kind guests see drops the public menu cache once it has committed. */
async function change<K extends TMasterDataKind, T>(
  deps: TApiDeps,
  kind: K,
  principal: TPrincipal,
  work: TWork<K, T>,
): Promise<T> {
  const def = kindOf(kind);
  const stamp = stampOf(deps, principal);
  // Read before the transaction: on SQLite it holds the one connection the settings would load on.
  const settings = await readSettings(deps);
  const result = await deps.db.transaction().execute((trx) => work(trx, { def, stamp, settings }));
  if (def.changesMenu) deps.events.publish({ type: 'menu.changed' });
  return result;
}

/** The unique key is free and the kind's own checks pass, then the write; a race on the key is a 409 too. */
async function write<K extends TMasterDataKind>(
  trx: TDb,
  def: TMasterKind<K>,
  input: TMasterDataInputs[K],
  exceptId: number | undefined,
  run: (values: TMasterValues) => Promise<number>,
): Promise<number> {
  const values = def.toValues(input);
  const key = values[def.unique];
  if (typeof key === 'string' && (await findMasterRowWith(trx, def.kind, def.unique, key, exceptId))) {
    throw taken(def, key);
  }
  await def.check?.(trx, input);
  try {
    return await run(values);
  } catch (error) {
    if (typeof key === 'string' && isUniqueViolation(error)) throw taken(def, key);
    throw error;
  }
}

/** One entry of the audit trail: 'currency.updated', 'Changed currency Swiss Franc (CHF)'. */
function audit<K extends TMasterDataKind>(
  trx: TDb,
  stamp: TStamp,
  def: TMasterKind<K>,
  change: { verb: string; summary: string; record: TRecord<K>; before?: TRecord<K>; after?: TRecord<K> },
) {
  return recordAudit(trx, stamp, {
    action: `${def.noun}.${change.verb}`,
    entityType: def.noun,
    entityId: change.record.id,
    summary: `${change.summary} ${def.noun} ${def.describe(change.record)}`,
    before: change.before,
    after: change.after,
  });
}

export function createRecord<K extends TMasterDataKind>(
  deps: TApiDeps,
  kind: K,
  input: TMasterDataInputs[K],
  principal: TPrincipal,
): Promise<TRecord<K>> {
  return change(deps, kind, principal, async (trx, { def, stamp }) => {
    const id = await write(trx, def, input, undefined, (values) =>
      insertMasterRow(trx, kind, {
        ...values,
        is_active: input.is_active === false ? 0 : 1,
        ...createdColumns(stamp),
      }),
    );
    const created = await requireRecord(trx, def, id);
    await audit(trx, stamp, def, { verb: 'created', summary: 'Added', record: created, after: created });
    return created;
  });
}

/** PUT: every field; is_active only when sent. */
export function replaceRecord<K extends TMasterDataKind>(
  deps: TApiDeps,
  kind: K,
  id: number,
  input: TMasterDataInputs[K],
  principal: TPrincipal,
): Promise<TRecord<K>> {
  return change(deps, kind, principal, async (trx, { def, stamp, settings }) => {
    const current = await requireRecord(trx, def, id);
    const isActive = input.is_active ?? current.is_active;
    await refuseCodeChange(trx, def, settings, current, def.toValues(input).code);
    if (!isActive && current.is_active) refuseDeactivating(def, settings, current);
    await write(trx, def, input, id, async (values) => {
      await updateMasterRow(trx, kind, id, {
        ...values,
        is_active: isActive ? 1 : 0,
        ...updatedColumns(stamp),
      });
      return id;
    });
    const updated = await requireRecord(trx, def, id);
    await audit(trx, stamp, def, {
      verb: 'updated',
      summary: 'Changed',
      record: updated,
      before: current,
      after: updated,
    });
    return updated;
  });
}

export function toggleRecordActive<K extends TMasterDataKind>(
  deps: TApiDeps,
  kind: K,
  id: number,
  principal: TPrincipal,
): Promise<TRecord<K>> {
  return change(deps, kind, principal, async (trx, { def, stamp, settings }) => {
    const current = await requireRecord(trx, def, id);
    if (current.is_active) refuseDeactivating(def, settings, current);
    await updateMasterRow(trx, kind, id, { is_active: current.is_active ? 0 : 1, ...updatedColumns(stamp) });
    const updated = await requireRecord(trx, def, id);
    const verb = updated.is_active ? 'activated' : 'deactivated';
    await audit(trx, stamp, def, {
      verb,
      summary: title(verb),
      record: updated,
      before: current,
      after: updated,
    });
    return updated;
  });
}

/** Deleting cannot be undone: a record a setting names or anything refers to stays. */
export function deleteRecord(deps: TApiDeps, kind: TMasterDataKind, id: number, principal: TPrincipal) {
  return change(deps, kind, principal, async (trx, { def, stamp, settings }) => {
    const current = await requireRecord(trx, def, id);
    await refuseDeleting(trx, def, settings, current);
    await deleteMasterRow(trx, kind, id);
    await audit(trx, stamp, def, { verb: 'deleted', summary: 'Deleted', record: current, before: current });
  });
}
