import type { TUser } from '@tableside/shared/access.schemas';
import type { Kysely } from 'kysely';
import { expandRoles } from '../auth/access-resolution.ts';
import type { Database } from '../db/schema.ts';
import { stampOf, type TStamp } from '../db/stamp.ts';
import type { TApiDeps } from '../deps.ts';
import type { TPrincipal } from '../http/env.ts';
import {
  checkAccessChange,
  checkTargets,
  type TAccessModel,
  type TChangeTargets,
  userPermissions,
} from './access-rules.ts';
import { loadAccessModel, type TUserRow } from './people.repository.ts';

type TTrx = Kysely<Database>;

/**
 * The one way to change users, roles or grants: the work runs in a transaction between two
 * pictures of the access model, the rules of access-rules.ts judge the outcome (a broken rule
 * rolls everything back, the audit entry included), and 'access.changed' tells every instance to
 * read who may do what again.
 */
export async function changeAccess<T>(
  deps: TApiDeps,
  principal: TPrincipal,
  targets: TChangeTargets,
  work: (trx: TTrx, stamp: TStamp) => Promise<T>,
): Promise<T> {
  const stamp = stampOf(deps, principal);
  const result = await deps.db.transaction().execute(async (trx) => {
    const before = await loadAccessModel(trx);
    checkTargets(before, principal.id, targets);
    const value = await work(trx, stamp);
    checkAccessChange(before, await loadAccessModel(trx), principal.id, targets);
    return value;
  });
  deps.events.publish({ type: 'access.changed' });
  return result;
}

/** A user row as the API shows it, with roles and permissions resolved in the given model. */
export function toUserView(model: TAccessModel, row: TUserRow): TUser {
  const roleNames = new Map(model.roles.map((role) => [role.id, role.name]));
  const roleIds = model.userRoles.filter((link) => link.user_id === row.id).map((link) => link.role_id);
  const effective = expandRoles(roleIds, model.hierarchy);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    is_active: row.is_active === 1,
    roles: roleIds.map((id) => roleNames.get(id) ?? String(id)),
    role_ids: roleIds,
    direct_permissions: model.userClaims
      .filter((grant) => grant.user_id === row.id)
      .map((grant) => grant.claim)
      .sort(),
    effective_roles: [...new Set(effective.map((id) => roleNames.get(id) ?? String(id)))].sort(),
    permissions: [...userPermissions(model, row.id)].sort(),
    last_login_at: row.last_login_at,
    invitation_pending: row.invited_at !== null,
    locked_until: row.locked_until,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
