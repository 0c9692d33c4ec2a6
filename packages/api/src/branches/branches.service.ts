import { AppError } from '@tableside/shared/errors';
import type { TBranch, TBranchInput } from '@tableside/shared/tables.schemas';
import { recordAudit } from '../audit/audit.service.ts';
import { stampOf } from '../db/stamp.ts';
import type { TApiDeps } from '../deps.ts';
import type { TPrincipal } from '../http/env.ts';
import {
  countBranchUses,
  deleteBranch,
  findBranchById,
  findBranchNamed,
  insertBranch,
  updateBranch,
} from './branches.repository.ts';

/**
 * Locations (docs/decisions/0019-locations.md). A branch's opening hours decide when its tables
 * order and whether its archived state lets them order at all, so every write that changes what
 * guests see drops the public menu ('menu.changed') and the table states ('tables.changed').
 */
export async function getBranch(deps: TApiDeps, id: number): Promise<TBranch> {
  const branch = await findBranchById(deps.db, id);
  if (!branch) throw AppError.notFound('Location', id);
  return branch;
}

async function checkName(deps: TApiDeps, name: string, exceptId?: number): Promise<void> {
  const clash = await findBranchNamed(deps.db, name, exceptId);
  if (clash) {
    const message = `A location named "${clash.name}" already exists`;
    throw new AppError('CONFLICT', message, { errors: { name: [message] } });
  }
}

function announce(deps: TApiDeps): void {
  deps.events.publish({ type: 'menu.changed' });
  deps.events.publish({ type: 'tables.changed' });
}

export async function createBranch(deps: TApiDeps, input: TBranchInput, principal: TPrincipal) {
  await checkName(deps, input.name);
  const stamp = stampOf(deps, principal);
  const id = await deps.db.transaction().execute(async (trx) => {
    const newId = await insertBranch(trx, input, stamp);
    await recordAudit(trx, stamp, {
      action: 'branch.created',
      entityType: 'branch',
      entityId: newId,
      summary: `Location "${input.name}" added`,
      after: input,
    });
    return newId;
  });
  return getBranch(deps, id);
}

export async function replaceBranch(deps: TApiDeps, id: number, input: TBranchInput, principal: TPrincipal) {
  const before = await getBranch(deps, id);
  await checkName(deps, input.name, id);
  const stamp = stampOf(deps, principal);
  await deps.db.transaction().execute(async (trx) => {
    await updateBranch(trx, id, input, stamp);
    await recordAudit(trx, stamp, {
      action: 'branch.updated',
      entityType: 'branch',
      entityId: id,
      summary: `Location "${input.name}" changed`,
      before,
      after: input,
    });
  });
  announce(deps);
  return getBranch(deps, id);
}

/** An archived location leaves the pickers and forms and its tables take no guest orders. */
export async function setBranchArchived(
  deps: TApiDeps,
  id: number,
  archived: boolean,
  principal: TPrincipal,
): Promise<TBranch> {
  const branch = await getBranch(deps, id);
  if (branch.archived === archived) return branch;
  const stamp = stampOf(deps, principal);
  await deps.db.transaction().execute(async (trx) => {
    await updateBranch(trx, id, { archived: archived ? 1 : 0 }, stamp);
    await recordAudit(trx, stamp, {
      action: archived ? 'branch.archived' : 'branch.unarchived',
      entityType: 'branch',
      entityId: id,
      summary: `Location "${branch.name}" ${archived ? 'archived' : 'unarchived'}`,
    });
  });
  announce(deps);
  return getBranch(deps, id);
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Orders keep their table and tables keep their location, so a location that tables or orders
 * name is archived, never deleted; its own menu categories would otherwise fall to every location.
 */
export async function removeBranch(deps: TApiDeps, id: number, principal: TPrincipal): Promise<void> {
  const branch = await getBranch(deps, id);
  const stamp = stampOf(deps, principal);
  await deps.db.transaction().execute(async (trx) => {
    const uses = await countBranchUses(trx, id);
    if (uses.tables > 0 || uses.orders > 0) {
      throw new AppError(
        'CONFLICT',
        `Location "${branch.name}" has ${count(uses.tables, 'table')} and ${count(uses.orders, 'order')} and cannot be deleted; archive it instead`,
      );
    }
    if (uses.categories > 0) {
      throw new AppError(
        'CONFLICT',
        `Location "${branch.name}" has ${count(uses.categories, 'menu category', 'menu categories')}; move or delete them first, or archive the location instead`,
      );
    }
    await deleteBranch(trx, id);
    await recordAudit(trx, stamp, {
      action: 'branch.deleted',
      entityType: 'branch',
      entityId: id,
      summary: `Location "${branch.name}" deleted`,
      before: branch,
    });
  });
}
