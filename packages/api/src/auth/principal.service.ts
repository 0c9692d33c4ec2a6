import type { TSessionUser } from '@tableside/shared/auth.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TPrincipal } from '../http/env.ts';
import { expandRoles, resolveAccess } from './access-resolution.ts';
import {
  findRoleClaims,
  findRoles,
  findUserClaimNames,
  findUserRoleIds,
  listRoleHierarchy,
  type TUserRow,
} from './auth.repository.ts';

/**
 * The user as a session sees them: effective role names and permission names, read fresh from the
 * role tables (roles and permissions are data; DESIGN.md section 3).
 */
export async function loadSessionUser(db: Kysely<Database>, user: TUserRow): Promise<TSessionUser> {
  const [directRoleIds, hierarchy, userClaims] = await Promise.all([
    findUserRoleIds(db, user.id),
    listRoleHierarchy(db),
    findUserClaimNames(db, user.id),
  ]);
  const roleIds = expandRoles(directRoleIds, hierarchy);
  const [roles, roleClaims] = await Promise.all([findRoles(db, roleIds), findRoleClaims(db, roleIds)]);
  const access = resolveAccess({ directRoleIds, hierarchy, roles, roleClaims, userClaims });
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    roles: access.roles,
    permissions: access.permissions,
    is_active: user.is_active === 1,
  };
}

export function toPrincipal(user: TSessionUser): TPrincipal {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    roles: user.roles,
    permissions: user.permissions,
  };
}
