import { AppError } from '@tableside/shared/errors';
import type {
  TBench,
  TBenchBulkDeleteResult,
  TBenchDetail,
  TBenchInput,
  TTableQrSettings,
  TTableValidation,
} from '@tableside/shared/tables.schemas';
import type { Kysely } from 'kysely';
import { readSettings } from '../config/settings.ts';
import type { Database } from '../db/schema.ts';
import { stampOf } from '../db/stamp.ts';
import type { TApiDeps } from '../deps.ts';
import type { TPrincipal } from '../http/env.ts';
import {
  branchExists,
  countOrdersByBench,
  deleteBenches,
  findBenchById,
  findBenchDetail,
  findBenchesByIds,
  findBenchNamed,
  findBranchArchived,
  insertBench,
  updateBench,
} from './tables.repository.ts';

type TDb = Kysely<Database>;

/** More ids than this are sent as "any table": a NOTIFY payload (pg-event-bridge) holds 8000 bytes. */
const ANNOUNCED_IDS_MAX = 100;

/**
 * After every table write: open staff screens (tables list, floor plan, board) refetch, and a
 * guest at a table that changed checks it again (DESIGN 4). Only ids, never names or settings.
 */
export function announceTables(deps: TApiDeps, ids: readonly number[]): void {
  if (ids.length === 0) return;
  deps.events.publish(
    ids.length > ANNOUNCED_IDS_MAX
      ? { type: 'tables.changed' }
      : { type: 'tables.changed', benchIds: [...ids] },
  );
}

/**
 * spec (customer 2): a scanned QR code names a table; guests may order there only when it exists,
 * is active and is not archived. An unknown table is an answer (valid: false), not an error.
 */
export async function validateTable(db: TDb, id: number): Promise<TTableValidation> {
  const bench = await findBenchById(db, id);
  if (!bench?.active || bench.archived) return { valid: false };
  // An archived location takes no orders at any of its tables (decision 0019).
  if (bench.branch_id !== null && (await findBranchArchived(db, bench.branch_id))) return { valid: false };
  return { valid: true, bench: { id: bench.id, name: bench.name, seat_capacity: bench.seat_capacity } };
}

export async function getBenchDetail(db: TDb, id: number): Promise<TBenchDetail> {
  const bench = await findBenchDetail(db, id);
  if (!bench) throw AppError.notFound('Table', id);
  return bench;
}

async function requireBench(db: TDb, id: number): Promise<TBench> {
  const bench = await findBenchById(db, id);
  if (!bench) throw AppError.notFound('Table', id);
  return bench;
}

/** Names are unique per branch, ignoring case; the branch must exist (spec admin 7 "Tables"). */
async function checkInput(db: TDb, input: TBenchInput, exceptId?: number): Promise<void> {
  if (input.branch_id !== null && !(await branchExists(db, input.branch_id))) {
    throw AppError.validation({ branch_id: [`Branch ${input.branch_id} does not exist`] });
  }
  const clash = await findBenchNamed(db, input.name, input.branch_id, exceptId);
  if (clash) {
    const where = input.branch_id === null ? '' : ' in this branch';
    const archived = clash.archived ? ' (archived)' : '';
    throw new AppError('CONFLICT', `A table named "${clash.name}" already exists${where}${archived}`, {
      errors: { name: [`A table named "${clash.name}" already exists${where}${archived}`] },
    });
  }
}

/** spec admin 4: an archived table is never active; a new table takes orders unless told otherwise. */
function flags(input: TBenchInput, current?: TBench): { active: number; archived: number } {
  const archived = input.archived ?? current?.archived ?? false;
  const active = !archived && (input.active ?? current?.active ?? true);
  return { active: active ? 1 : 0, archived: archived ? 1 : 0 };
}

export async function createBench(deps: TApiDeps, input: TBenchInput, principal: TPrincipal) {
  await checkInput(deps.db, input);
  const id = await insertBench(
    deps.db,
    { name: input.name, seat_capacity: input.seat_capacity, branch_id: input.branch_id, ...flags(input) },
    stampOf(deps, principal),
  );
  announceTables(deps, [id]);
  return getBenchDetail(deps.db, id);
}

export async function replaceBench(deps: TApiDeps, id: number, input: TBenchInput, principal: TPrincipal) {
  const current = await requireBench(deps.db, id);
  await checkInput(deps.db, input, id);
  await updateBench(
    deps.db,
    id,
    {
      name: input.name,
      seat_capacity: input.seat_capacity,
      branch_id: input.branch_id,
      ...flags(input, current),
    },
    stampOf(deps, principal),
  );
  // The guests' menu of a table is its location's (decision 0019): the cached menu must follow.
  if (input.branch_id !== current.branch_id) deps.events.publish({ type: 'menu.changed' });
  announceTables(deps, [id]);
  return getBenchDetail(deps.db, id);
}

/** An archived table cannot be switched on: it must be unarchived first (spec admin 4). */
export async function toggleBenchActive(deps: TApiDeps, id: number, principal: TPrincipal) {
  const bench = await requireBench(deps.db, id);
  if (bench.archived) {
    throw new AppError('CONFLICT', `Table "${bench.name}" is archived; unarchive it first`);
  }
  await updateBench(deps.db, id, { active: bench.active ? 0 : 1 }, stampOf(deps, principal));
  announceTables(deps, [id]);
  return getBenchDetail(deps.db, id);
}

/** spec admin 4: archive sets archived true and active false. Archiving twice changes nothing. */
export async function archiveBench(deps: TApiDeps, id: number, principal: TPrincipal) {
  const bench = await requireBench(deps.db, id);
  if (!bench.archived || bench.active) {
    await updateBench(deps.db, id, { archived: 1, active: 0 }, stampOf(deps, principal));
    announceTables(deps, [id]);
  }
  return getBenchDetail(deps.db, id);
}

/** spec admin 4: unarchive, optionally reactivating; otherwise the table stays inactive. */
export async function unarchiveBench(deps: TApiDeps, id: number, reactivate: boolean, principal: TPrincipal) {
  const bench = await requireBench(deps.db, id);
  const active = reactivate ? 1 : bench.archived ? 0 : bench.active ? 1 : 0;
  await updateBench(deps.db, id, { archived: 0, active }, stampOf(deps, principal));
  announceTables(deps, [id]);
  return getBenchDetail(deps.db, id);
}

/**
 * Orders keep their table, so a table with orders is never deleted: staff archive it instead.
 * A bulk delete is all or nothing (docs/decisions/0010-tables-and-qr.md): one unknown table or one
 * with orders refuses the whole request and names them.
 */
export async function deleteBenchesById(
  deps: TApiDeps,
  ids: readonly number[],
): Promise<TBenchBulkDeleteResult> {
  const result = await deps.db.transaction().execute(async (trx) => {
    const benches = await findBenchesByIds(trx, ids);
    const missing = ids.filter((id) => !benches.some((bench) => bench.id === id));
    if (missing.length === 1) throw AppError.notFound('Table', missing[0]);
    if (missing.length > 1) throw AppError.notFound(`Tables ${missing.join(', ')}`);

    const orders = await countOrdersByBench(trx, ids);
    const refused = benches.filter((bench) => orders.has(bench.id));
    if (refused.length > 0) {
      const names = refused.map((bench) => `"${bench.name}"`).join(', ');
      const message =
        refused.length === 1
          ? `Table ${names} has orders and cannot be deleted; archive it instead`
          : `Tables ${names} have orders and cannot be deleted; archive them instead`;
      throw new AppError('CONFLICT', message, {
        errors: { ids: refused.map((bench) => `"${bench.name}" has ${orders.get(bench.id)} orders`) },
      });
    }
    await deleteBenches(trx, ids);
    return { deleted: [...ids] };
  });
  // After the commit: a screen that refetches at once must not still find them.
  announceTables(deps, result.deleted);
  return result;
}

/** Where the table QR codes point; '' when the public address is not set. */
export async function getQrSettings(deps: TApiDeps): Promise<TTableQrSettings> {
  const value = (await readSettings(deps)).get('BRANDING.PUBLIC_URL').trim();
  return { public_url: value.replace(/\/+$/, '') };
}
