import { AppError } from '@tableside/shared/errors';
import { PERMISSIONS } from '@tableside/shared/permissions';
import { expandRoles, type TRoleEdge } from '../auth/access-resolution.ts';

/**
 * The rules every change to users, roles and grants must keep (decision 0015), as pure functions
 * over two pictures of the access model: before the change and after it, inside one transaction.
 * Checking the outcome rather than each call keeps the 35 calls of spec admin 7 honest alike: no
 * path grants more than the actor holds, removes the last full-access user, or closes a role cycle.
 */
export type TAccessModel = {
  users: readonly { id: number; name: string; is_active: boolean }[];
  roles: readonly { id: number; name: string }[];
  userRoles: readonly { user_id: number; role_id: number }[];
  userClaims: readonly { user_id: number; claim: string }[];
  roleClaims: readonly { role_id: number; claim: string }[];
  hierarchy: readonly TRoleEdge[];
};

/** What a change touches directly: these must not hold more than the actor does. */
export type TChangeTargets = { userIds?: readonly number[]; roleIds?: readonly number[] };

export const accessErrors = {
  userAbove: () => new AppError('FORBIDDEN', 'You cannot change a user who has permissions you do not have'),
  roleAbove: () => new AppError('FORBIDDEN', 'You cannot change a role that has permissions you do not have'),
  grantAbove: (missing: readonly string[]) =>
    new AppError('FORBIDDEN', `You cannot grant a permission you do not have: ${missing.join(', ')}`),
  lastOwner: () => new AppError('CONFLICT', 'At least one active user must keep every permission'),
  cycle: () => new AppError('CONFLICT', 'A role cannot contain itself, directly or through other roles'),
  notBelow: () =>
    new AppError(
      'FORBIDDEN',
      'You can change the password or email only of someone with fewer permissions than you; send a password reset link instead',
    ),
};

/** Everything a holder of the role may do: its claims and those of every role it contains. */
export function rolePermissions(model: TAccessModel, roleId: number): Set<string> {
  const roleIds = new Set(expandRoles([roleId], model.hierarchy));
  return new Set(model.roleClaims.filter((grant) => roleIds.has(grant.role_id)).map((grant) => grant.claim));
}

/** Everything the user may do: the permissions of their roles (through the hierarchy) and direct claims. */
export function userPermissions(model: TAccessModel, userId: number): Set<string> {
  const direct = model.userRoles.filter((link) => link.user_id === userId).map((link) => link.role_id);
  const roleIds = new Set(expandRoles(direct, model.hierarchy));
  const permissions = new Set(
    model.userClaims.filter((grant) => grant.user_id === userId).map((grant) => grant.claim),
  );
  for (const grant of model.roleClaims) if (roleIds.has(grant.role_id)) permissions.add(grant.claim);
  return permissions;
}

/** Active users holding every permission of the product: the ones who can repair anything. */
export function fullAccessUserIds(model: TAccessModel): number[] {
  return model.users
    .filter((user) => user.is_active)
    .filter((user) => {
      const held = userPermissions(model, user.id);
      return PERMISSIONS.every((permission) => held.has(permission));
    })
    .map((user) => user.id);
}

/** Whether some role contains itself through the hierarchy (a self-edge included). */
export function hasRoleCycle(hierarchy: readonly TRoleEdge[]): boolean {
  const children = new Map<number, number[]>();
  for (const edge of hierarchy) {
    children.set(edge.parent_role_id, [...(children.get(edge.parent_role_id) ?? []), edge.child_role_id]);
  }
  const done = new Set<number>();
  const onPath = new Set<number>();
  const visit = (roleId: number): boolean => {
    if (onPath.has(roleId)) return true;
    if (done.has(roleId)) return false;
    onPath.add(roleId);
    const cyclic = (children.get(roleId) ?? []).some(visit);
    onPath.delete(roleId);
    done.add(roleId);
    return cyclic;
  };
  return [...children.keys()].some(visit);
}

type TReach = (permission: string) => boolean;

/**
 * What the actor may reach (touch on a user or role, or grant): what they hold. Someone holding every
 * permission of the product reaches every claim, the ones added for integrations too: nobody holds
 * such a claim at first, so otherwise nobody could ever grant it.
 */
function actorReach(model: TAccessModel, actorId: number): TReach {
  const held = userPermissions(model, actorId);
  const full = PERMISSIONS.every((permission) => held.has(permission));
  return (permission) => full || held.has(permission);
}

const missingFrom = (reach: TReach, wanted: Iterable<string>) =>
  [...wanted].filter((permission) => !reach(permission)).sort();

/**
 * 403 when a user or role the change touches holds a permission the actor lacks. It needs only the
 * model before the change, so it runs before the work too: a target out of reach is refused as
 * such, not with whatever the work would have found wrong with it first.
 */
export function checkTargets(before: TAccessModel, actorId: number, targets: TChangeTargets): void {
  const actor = actorReach(before, actorId);
  for (const userId of targets.userIds ?? []) {
    if (missingFrom(actor, userPermissions(before, userId)).length > 0) throw accessErrors.userAbove();
  }
  for (const roleId of targets.roleIds ?? []) {
    if (missingFrom(actor, rolePermissions(before, roleId)).length > 0) throw accessErrors.roleAbove();
  }
}

/**
 * Whether the user holds strictly less than the actor: nothing the actor lacks, and not all the actor
 * holds. Setting another person's password or email takes over their account, so between equals
 * (two owners, two managers) it is refused; a password reset link, which only the account's owner can
 * use, stays open to them (decision 0047).
 */
export function holdsLessThan(model: TAccessModel, userId: number, actorId: number): boolean {
  const actor = userPermissions(model, actorId);
  const user = userPermissions(model, userId);
  return [...user].every((permission) => actor.has(permission)) && user.size < actor.size;
}

/**
 * Throws the first rule the change breaks (403 for the actor's limits, 409 for the model's own
 * invariants); returns quietly when the change may commit.
 */
export function checkAccessChange(
  before: TAccessModel,
  after: TAccessModel,
  actorId: number,
  targets: TChangeTargets,
): void {
  checkTargets(before, actorId, targets);
  if (hasRoleCycle(after.hierarchy)) throw accessErrors.cycle();

  const gained = new Set<string>();
  for (const user of after.users) {
    const had = userPermissions(before, user.id);
    for (const permission of userPermissions(after, user.id))
      if (!had.has(permission)) gained.add(permission);
  }
  for (const role of after.roles) {
    const had = rolePermissions(before, role.id);
    for (const permission of rolePermissions(after, role.id))
      if (!had.has(permission)) gained.add(permission);
  }
  const beyond = missingFrom(actorReach(before, actorId), gained);
  if (beyond.length > 0) throw accessErrors.grantAbove(beyond);

  if (fullAccessUserIds(before).length > 0 && fullAccessUserIds(after).length === 0) {
    throw accessErrors.lastOwner();
  }
}

/**
 * Why a user (or a role) has each permission: every chain of roles from one held directly to the
 * role granting it; an empty chain is a claim granted to the user directly.
 */
export function explainAccess(
  model: TAccessModel,
  start: { roleIds: readonly number[]; directClaims: readonly string[] },
): { name: string; sources: { via: string[] }[] }[] {
  const names = new Map(model.roles.map((role) => [role.id, role.name]));
  const sources = new Map<string, { via: string[] }[]>();
  const add = (permission: string, via: string[]) =>
    sources.set(permission, [...(sources.get(permission) ?? []), { via }]);
  for (const claim of start.directClaims) add(claim, []);
  const walk = (roleId: number, path: number[]) => {
    if (path.includes(roleId)) return;
    const chain = [...path, roleId];
    const via = chain.map((id) => names.get(id) ?? String(id));
    for (const grant of model.roleClaims) if (grant.role_id === roleId) add(grant.claim, via);
    for (const edge of model.hierarchy) if (edge.parent_role_id === roleId) walk(edge.child_role_id, chain);
  };
  for (const roleId of start.roleIds) walk(roleId, []);
  return [...sources.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, list]) => ({ name, sources: list }));
}
