import type {
  TAccessExplanation,
  TClaim,
  TClaimCreate,
  TClaimUpdate,
  TRole,
  TRoleCreate,
  TRoleUpdate,
} from '@tableside/shared/access.schemas';
import { AppError } from '@tableside/shared/errors';
import { PERMISSIONS, ROLE_NAMES } from '@tableside/shared/permissions';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit.service.ts';
import type { TListResult } from '../db/list.ts';
import type { Database } from '../db/schema.ts';
import { createdColumns, updatedColumns } from '../db/stamp.ts';
import type { TApiDeps } from '../deps.ts';
import type { TPrincipal } from '../http/env.ts';
import { changeAccess } from './access-change.ts';
import { explainAccess, rolePermissions, type TAccessModel } from './access-rules.ts';
import {
  deleteClaimRow,
  deleteRoleRow,
  findClaim,
  findClaimByName,
  findRole,
  findRoleByName,
  insertClaim,
  insertRole,
  listClaims,
  listRoleRows,
  loadAccessModel,
  replaceRoleClaims,
  type TClaimRow,
  type TRoleRow,
  updateClaimRow,
  updateRoleRow,
} from './people.repository.ts';

type TDb = Kysely<Database>;

const isSeeded = (name: string) => (ROLE_NAMES as readonly string[]).includes(name);
const isBuiltIn = (name: string) => (PERMISSIONS as readonly string[]).includes(name);
const nameTaken = (what: string) =>
  new AppError('CONFLICT', `A ${what} with this name already exists`, {
    errors: { name: [`A ${what} with this name already exists`] },
  });

function toRoleView(model: TAccessModel, row: TRoleRow): TRole {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    seeded: isSeeded(row.name),
    permissions: model.roleClaims
      .filter((grant) => grant.role_id === row.id)
      .map((grant) => grant.claim)
      .sort(),
    effective_permissions: [...rolePermissions(model, row.id)].sort(),
    child_role_ids: model.hierarchy.filter((e) => e.parent_role_id === row.id).map((e) => e.child_role_id),
    parent_role_ids: model.hierarchy.filter((e) => e.child_role_id === row.id).map((e) => e.parent_role_id),
    user_count: model.userRoles.filter((link) => link.role_id === row.id).length,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

async function requireRole(db: TDb, id: number): Promise<TRoleRow> {
  const role = await findRole(db, id);
  if (!role) throw AppError.notFound('Role', id);
  return role;
}

async function roleView(db: TDb, id: number): Promise<TRole> {
  return toRoleView(await loadAccessModel(db), await requireRole(db, id));
}

/** Claim ids of the named permissions; an unknown name is a 400 naming it. */
async function claimIdsOf(db: TDb, names: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const name of new Set(names)) {
    const claim = await findClaimByName(db, name);
    if (!claim) throw AppError.validation({ permissions: [`Unknown permission: ${name}`] });
    ids.push(claim.id);
  }
  return ids;
}

export async function listRoleViews(deps: TApiDeps): Promise<TRole[]> {
  const [model, rows] = await Promise.all([loadAccessModel(deps.db), listRoleRows(deps.db)]);
  return rows.map((row) => toRoleView(model, row));
}

export function getRoleView(deps: TApiDeps, id: number): Promise<TRole> {
  return roleView(deps.db, id);
}

export async function createRole(deps: TApiDeps, principal: TPrincipal, input: TRoleCreate): Promise<TRole> {
  const id = await changeAccess(deps, principal, {}, async (trx, stamp) => {
    if (await findRoleByName(trx, input.name)) throw nameTaken('role');
    const roleId = await insertRole(trx, {
      name: input.name,
      description: input.description ?? null,
      ...createdColumns(stamp),
    });
    await replaceRoleClaims(trx, roleId, await claimIdsOf(trx, input.permissions ?? []), stamp.at);
    const after = await roleView(trx, roleId);
    await recordAudit(trx, stamp, {
      action: 'role.created',
      entityType: 'role',
      entityId: roleId,
      summary: `Created the role ${input.name} (${after.permissions.join(', ') || 'no permissions'})`,
      after,
    });
    return roleId;
  });
  return roleView(deps.db, id);
}

/** PUT /roles/{id}: a product role keeps its name (the product's rules refer to it). */
export async function updateRole(
  deps: TApiDeps,
  principal: TPrincipal,
  id: number,
  input: TRoleUpdate,
): Promise<TRole> {
  await changeAccess(deps, principal, { roleIds: [id] }, async (trx, stamp) => {
    const before = await roleView(trx, id);
    if (input.name !== undefined && input.name !== before.name) {
      if (before.seeded) {
        throw AppError.validation(
          { name: ['The name of a built-in role cannot be changed'] },
          'The name of a built-in role cannot be changed',
        );
      }
      const other = await findRoleByName(trx, input.name);
      if (other && other.id !== id) throw nameTaken('role');
    }
    await updateRoleRow(trx, id, {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...updatedColumns(stamp),
    });
    if (input.permissions)
      await replaceRoleClaims(trx, id, await claimIdsOf(trx, input.permissions), stamp.at);
    const after = await roleView(trx, id);
    const permissionsChanged = before.permissions.join() !== after.permissions.join();
    await recordAudit(trx, stamp, {
      action: permissionsChanged ? 'role.permissions_changed' : 'role.updated',
      entityType: 'role',
      entityId: id,
      summary: permissionsChanged
        ? `Set the permissions of ${after.name} to ${after.permissions.join(', ') || 'none'}`
        : `Changed the role ${after.name}`,
      before,
      after,
    });
  });
  return roleView(deps.db, id);
}

/** A product role cannot go while someone holds it (directly or through another role); any other role takes its grants with it. */
export async function deleteRole(deps: TApiDeps, principal: TPrincipal, id: number): Promise<void> {
  await changeAccess(deps, principal, { roleIds: [id] }, async (trx, stamp) => {
    const before = await roleView(trx, id);
    if (before.seeded && before.user_count > 0) {
      throw new AppError(
        'CONFLICT',
        `The role ${before.name} is held by ${before.user_count} ${before.user_count === 1 ? 'user' : 'users'} and cannot be deleted`,
      );
    }
    // Held through another role counts as in use too: its holders would silently lose it.
    if (before.seeded && before.parent_role_ids.length > 0) {
      throw new AppError('CONFLICT', `The role ${before.name} is part of another role and cannot be deleted`);
    }
    await deleteRoleRow(trx, id);
    await recordAudit(trx, stamp, {
      action: 'role.deleted',
      entityType: 'role',
      entityId: id,
      summary: `Deleted the role ${before.name}`,
      before,
    });
  });
}

export async function explainRoleAccess(deps: TApiDeps, id: number): Promise<TAccessExplanation> {
  const [model] = await Promise.all([loadAccessModel(deps.db), requireRole(deps.db, id)]);
  return { permissions: explainAccess(model, { roleIds: [id], directClaims: [] }) };
}

// Claims ----------------------------------------------------------------------------------------------

function toClaimView(row: TClaimRow): TClaim {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    built_in: isBuiltIn(row.name),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

async function requireClaim(db: TDb, id: number): Promise<TClaimRow> {
  const claim = await findClaim(db, id);
  if (!claim) throw AppError.notFound('Permission', id);
  return claim;
}

export async function listClaimViews(
  deps: TApiDeps,
  query: Readonly<Record<string, unknown>>,
): Promise<TListResult<TClaim>> {
  const rows = await listClaims(deps.db, query);
  return Array.isArray(rows) ? rows.map(toClaimView) : { ...rows, content: rows.content.map(toClaimView) };
}

export async function getClaimView(deps: TApiDeps, id: number): Promise<TClaim> {
  return toClaimView(await requireClaim(deps.db, id));
}

/**
 * A claim beside the product's permissions, for an integration that checks its own: granting it
 * follows the same rules, and nothing in the product asks for it.
 */
export async function createClaim(
  deps: TApiDeps,
  principal: TPrincipal,
  input: TClaimCreate,
): Promise<TClaim> {
  const id = await changeAccess(deps, principal, {}, async (trx, stamp) => {
    if (await findClaimByName(trx, input.name)) throw nameTaken('permission');
    const claimId = await insertClaim(trx, {
      name: input.name,
      description: input.description ?? null,
      ...createdColumns(stamp),
    });
    await recordAudit(trx, stamp, {
      action: 'claim.created',
      entityType: 'claim',
      entityId: claimId,
      summary: `Created the permission ${input.name}`,
      after: input,
    });
    return claimId;
  });
  return toClaimView(await requireClaim(deps.db, id));
}

export async function updateClaim(
  deps: TApiDeps,
  principal: TPrincipal,
  id: number,
  input: TClaimUpdate,
): Promise<TClaim> {
  await changeAccess(deps, principal, {}, async (trx, stamp) => {
    const before = await requireClaim(trx, id);
    if (input.name !== undefined && input.name !== before.name) {
      if (isBuiltIn(before.name)) {
        throw AppError.validation(
          { name: ['A built-in permission cannot be renamed'] },
          'A built-in permission cannot be renamed',
        );
      }
      if (await findClaimByName(trx, input.name)) throw nameTaken('permission');
    }
    await updateClaimRow(trx, id, {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...updatedColumns(stamp),
    });
    await recordAudit(trx, stamp, {
      action: 'claim.updated',
      entityType: 'claim',
      entityId: id,
      summary: `Changed the permission ${input.name ?? before.name}`,
      before: toClaimView(before),
      after: toClaimView(await requireClaim(trx, id)),
    });
  });
  return toClaimView(await requireClaim(deps.db, id));
}

export async function deleteClaim(deps: TApiDeps, principal: TPrincipal, id: number): Promise<void> {
  await changeAccess(deps, principal, {}, async (trx, stamp) => {
    const before = await requireClaim(trx, id);
    if (isBuiltIn(before.name)) throw new AppError('CONFLICT', 'A built-in permission cannot be deleted');
    await deleteClaimRow(trx, id);
    await recordAudit(trx, stamp, {
      action: 'claim.deleted',
      entityType: 'claim',
      entityId: id,
      summary: `Deleted the permission ${before.name}`,
      before: toClaimView(before),
    });
  });
}
