import { AppError } from '@tableside/shared/errors';
import { PERMISSIONS, SEEDED_ROLES } from '@tableside/shared/permissions';
import { describe, expect, it } from 'vitest';
import type { TRoleEdge } from '../auth/access-resolution.ts';
import {
  checkAccessChange,
  checkTargets,
  explainAccess,
  fullAccessUserIds,
  hasRoleCycle,
  holdsLessThan,
  rolePermissions,
  type TAccessModel,
  type TChangeTargets,
  userPermissions,
} from './access-rules.ts';

const OWNER = 1;
const MANAGER = 2;
const WAITER = 3;
const HOST = 4;
const OWNER_USER = 10;
const MANAGER_USER = 11;
const WAITER_USER = 12;

/** The seeded roles plus HOST (an empty custom role), one user each for the first three. */
function baseModel(): TAccessModel {
  const grants = (roleId: number, claims: readonly string[]) =>
    claims.map((claim) => ({ role_id: roleId, claim }));
  return {
    users: [
      { id: OWNER_USER, name: 'Olivia', is_active: true },
      { id: MANAGER_USER, name: 'Max', is_active: true },
      { id: WAITER_USER, name: 'Wanda', is_active: true },
    ],
    roles: [
      { id: OWNER, name: 'OWNER' },
      { id: MANAGER, name: 'MANAGER' },
      { id: WAITER, name: 'WAITER' },
      { id: HOST, name: 'HOST' },
    ],
    userRoles: [
      { user_id: OWNER_USER, role_id: OWNER },
      { user_id: MANAGER_USER, role_id: MANAGER },
      { user_id: WAITER_USER, role_id: WAITER },
    ],
    userClaims: [],
    roleClaims: [
      ...grants(OWNER, SEEDED_ROLES.OWNER.permissions),
      ...grants(MANAGER, SEEDED_ROLES.MANAGER.permissions),
      ...grants(WAITER, SEEDED_ROLES.WAITER.permissions),
    ],
    hierarchy: [],
  };
}

const edge = (parent: number, child: number): TRoleEdge => ({ parent_role_id: parent, child_role_id: child });

/** The error a change throws, or null when it may commit. */
function refusal(
  change: (model: TAccessModel) => TAccessModel,
  actorId: number,
  targets: TChangeTargets = {},
): AppError | null {
  const before = baseModel();
  try {
    checkAccessChange(before, change(before), actorId, targets);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe('rolePermissions and userPermissions', () => {
  it('give a role its own claims and those of every role it contains, transitively', () => {
    const model: TAccessModel = {
      ...baseModel(),
      roleClaims: [
        { role_id: HOST, claim: 'tables.read' },
        { role_id: WAITER, claim: 'orders.read' },
        { role_id: MANAGER, claim: 'menu.manage' },
      ],
      hierarchy: [edge(MANAGER, HOST), edge(HOST, WAITER)],
    };
    expect([...rolePermissions(model, WAITER)]).toEqual(['orders.read']);
    expect([...rolePermissions(model, HOST)].sort()).toEqual(['orders.read', 'tables.read']);
    expect([...rolePermissions(model, MANAGER)].sort()).toEqual([
      'menu.manage',
      'orders.read',
      'tables.read',
    ]);
    expect([...rolePermissions(model, OWNER)]).toEqual([]);
  });

  it('give a user the permissions of their roles through the hierarchy and their direct claims', () => {
    const model: TAccessModel = {
      ...baseModel(),
      userRoles: [{ user_id: WAITER_USER, role_id: HOST }],
      userClaims: [{ user_id: WAITER_USER, claim: 'reports.read' }],
      roleClaims: [
        { role_id: HOST, claim: 'tables.read' },
        { role_id: WAITER, claim: 'orders.read' },
      ],
      hierarchy: [edge(HOST, WAITER)],
    };
    expect([...userPermissions(model, WAITER_USER)].sort()).toEqual([
      'orders.read',
      'reports.read',
      'tables.read',
    ]);
    expect(userPermissions(model, MANAGER_USER).size).toBe(0);
  });

  it('stop at a cycle instead of looping', () => {
    const model: TAccessModel = {
      ...baseModel(),
      roleClaims: [{ role_id: HOST, claim: 'tables.read' }],
      hierarchy: [edge(HOST, WAITER), edge(WAITER, HOST)],
    };
    expect([...rolePermissions(model, WAITER)]).toEqual(['tables.read']);
  });

  it('count as full access only active users holding every permission', () => {
    const model = baseModel();
    expect(fullAccessUserIds(model)).toEqual([OWNER_USER]);
    const disabled = { ...model, users: model.users.map((u) => ({ ...u, is_active: u.id !== OWNER_USER })) };
    expect(fullAccessUserIds(disabled)).toEqual([]);
    const direct = {
      ...model,
      userClaims: [{ user_id: MANAGER_USER, claim: 'database.manage' }],
    };
    expect(fullAccessUserIds(direct)).toEqual([OWNER_USER, MANAGER_USER]);
  });
});

describe('hasRoleCycle', () => {
  it('finds no cycle in no hierarchy, a chain or a diamond', () => {
    expect(hasRoleCycle([])).toBe(false);
    expect(hasRoleCycle([edge(1, 2), edge(2, 3), edge(3, 4)])).toBe(false);
    expect(hasRoleCycle([edge(1, 2), edge(1, 3), edge(2, 4), edge(3, 4)])).toBe(false);
  });

  it('finds a role that contains itself, directly or through two or three roles', () => {
    expect(hasRoleCycle([edge(1, 1)])).toBe(true);
    expect(hasRoleCycle([edge(1, 2), edge(2, 1)])).toBe(true);
    expect(hasRoleCycle([edge(1, 2), edge(2, 3), edge(3, 1)])).toBe(true);
    expect(hasRoleCycle([edge(5, 6), edge(1, 2), edge(2, 3), edge(3, 2)])).toBe(true);
  });
});

describe('checkAccessChange', () => {
  it('lets a change within the actor’s own permissions pass', () => {
    const promote = (model: TAccessModel) => ({
      ...model,
      userRoles: [...model.userRoles, { user_id: WAITER_USER, role_id: MANAGER }],
    });
    expect(refusal(promote, MANAGER_USER, { userIds: [WAITER_USER] })).toBeNull();
  });

  it('refuses to touch a user who has permissions the actor lacks (403)', () => {
    const error = refusal((model) => model, MANAGER_USER, { userIds: [OWNER_USER] });
    expect(error).toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
      message: 'You cannot change a user who has permissions you do not have',
    });
    expect(refusal((model) => model, OWNER_USER, { userIds: [MANAGER_USER] })).toBeNull();
  });

  it('refuses to touch a role that has permissions the actor lacks (403)', () => {
    expect(refusal((model) => model, MANAGER_USER, { roleIds: [OWNER] })).toMatchObject({
      status: 403,
      message: 'You cannot change a role that has permissions you do not have',
    });
    expect(refusal((model) => model, MANAGER_USER, { roleIds: [MANAGER, WAITER] })).toBeNull();
  });

  it('refuses a change that gives anyone a permission the actor lacks, naming them all (403)', () => {
    const grant = (model: TAccessModel) => ({
      ...model,
      userClaims: [
        { user_id: WAITER_USER, claim: 'database.manage' },
        { user_id: WAITER_USER, claim: 'audit.read' },
      ],
    });
    expect(refusal(grant, MANAGER_USER)).toMatchObject({
      status: 403,
      message: 'You cannot grant a permission you do not have: database.manage',
    });
    expect(refusal(grant, WAITER_USER)).toMatchObject({
      message: 'You cannot grant a permission you do not have: audit.read, database.manage',
    });
    expect(refusal(grant, OWNER_USER)).toBeNull();
  });

  it('counts a permission a role gains through the hierarchy, even with nobody holding it', () => {
    const containOwner = (model: TAccessModel) => ({ ...model, hierarchy: [edge(HOST, OWNER)] });
    expect(refusal(containOwner, MANAGER_USER, { roleIds: [HOST] })).toMatchObject({
      status: 403,
      message: 'You cannot grant a permission you do not have: database.manage',
    });
    expect(refusal(containOwner, OWNER_USER, { roleIds: [HOST] })).toBeNull();
  });

  it('refuses to leave no active user with every permission (409)', () => {
    const lastOwner = {
      code: 'CONFLICT',
      status: 409,
      message: 'At least one active user must keep every permission',
    };
    const disable = (model: TAccessModel) => ({
      ...model,
      users: model.users.map((user) => (user.id === OWNER_USER ? { ...user, is_active: false } : user)),
    });
    const demote = (model: TAccessModel) => ({
      ...model,
      userRoles: model.userRoles.filter((link) => link.user_id !== OWNER_USER),
    });
    const narrowOwner = (model: TAccessModel) => ({
      ...model,
      roleClaims: model.roleClaims.filter((g) => !(g.role_id === OWNER && g.claim === 'audit.read')),
    });
    const remove = (model: TAccessModel) => ({
      ...model,
      users: model.users.filter((user) => user.id !== OWNER_USER),
    });
    for (const change of [disable, demote, narrowOwner, remove]) {
      expect(refusal(change, OWNER_USER)).toMatchObject(lastOwner);
    }
  });

  it('lets the last full-access user go when another one is left', () => {
    const twoOwners = (model: TAccessModel): TAccessModel => ({
      ...model,
      userRoles: [...model.userRoles, { user_id: MANAGER_USER, role_id: OWNER }],
    });
    const before = twoOwners(baseModel());
    const after = { ...before, userRoles: before.userRoles.filter((link) => link.user_id !== OWNER_USER) };
    expect(() => checkAccessChange(before, after, MANAGER_USER, { userIds: [OWNER_USER] })).not.toThrow();
  });

  it('does not demand a full-access user the model never had', () => {
    const before = { ...baseModel(), userRoles: [] };
    const after = { ...before, users: before.users.slice(1) };
    expect(() => checkAccessChange(before, after, OWNER_USER, {})).not.toThrow();
  });

  it('refuses a role cycle, even from an owner (409)', () => {
    const cycle = (model: TAccessModel) => ({
      ...model,
      hierarchy: [edge(HOST, WAITER), edge(WAITER, HOST)],
    });
    expect(refusal(cycle, OWNER_USER, { roleIds: [WAITER] })).toMatchObject({
      code: 'CONFLICT',
      status: 409,
      message: 'A role cannot contain itself, directly or through other roles',
    });
  });

  it('lets only a holder of every product permission grant or reach a claim added for an integration', () => {
    const grantKiosk = (model: TAccessModel) => ({
      ...model,
      roleClaims: [...model.roleClaims, { role_id: HOST, claim: 'kiosk.open' }],
    });
    expect(refusal(grantKiosk, OWNER_USER, { roleIds: [HOST] })).toBeNull();
    expect(refusal(grantKiosk, MANAGER_USER, { roleIds: [HOST] })).toMatchObject({
      status: 403,
      message: 'You cannot grant a permission you do not have: kiosk.open',
    });
    const holder = grantKiosk(baseModel());
    const waiterHolds = {
      ...holder,
      userRoles: [...holder.userRoles, { user_id: WAITER_USER, role_id: HOST }],
    };
    expect(() =>
      checkTargets(waiterHolds, OWNER_USER, { userIds: [WAITER_USER], roleIds: [HOST] }),
    ).not.toThrow();
    expect(() => checkTargets(waiterHolds, MANAGER_USER, { userIds: [WAITER_USER] })).toThrow(
      'You cannot change a user who has permissions you do not have',
    );
  });

  it('checks the actor against the model before the change, not after', () => {
    // A manager adding OWNER to themselves gains nothing they held before the change.
    const selfPromote = (model: TAccessModel) => ({
      ...model,
      userRoles: [...model.userRoles, { user_id: MANAGER_USER, role_id: OWNER }],
    });
    expect(refusal(selfPromote, MANAGER_USER, { userIds: [MANAGER_USER] })).toMatchObject({
      status: 403,
      message: 'You cannot grant a permission you do not have: database.manage',
    });
  });
});

describe('explainAccess', () => {
  it('names the chain of roles behind each permission, and an empty chain for a direct grant', () => {
    const model: TAccessModel = {
      ...baseModel(),
      roleClaims: [
        { role_id: HOST, claim: 'tables.read' },
        { role_id: WAITER, claim: 'orders.read' },
        { role_id: WAITER, claim: 'tables.read' },
      ],
      hierarchy: [edge(MANAGER, HOST), edge(HOST, WAITER)],
    };
    expect(explainAccess(model, { roleIds: [MANAGER], directClaims: ['reports.read'] })).toEqual([
      { name: 'orders.read', sources: [{ via: ['MANAGER', 'HOST', 'WAITER'] }] },
      { name: 'reports.read', sources: [{ via: [] }] },
      {
        name: 'tables.read',
        sources: [{ via: ['MANAGER', 'HOST'] }, { via: ['MANAGER', 'HOST', 'WAITER'] }],
      },
    ]);
  });

  it('lists every path of a diamond and ends at a cycle', () => {
    const model: TAccessModel = {
      ...baseModel(),
      roleClaims: [{ role_id: WAITER, claim: 'orders.read' }],
      hierarchy: [edge(OWNER, MANAGER), edge(OWNER, HOST), edge(MANAGER, WAITER), edge(HOST, WAITER)],
    };
    expect(explainAccess(model, { roleIds: [OWNER], directClaims: [] })).toEqual([
      {
        name: 'orders.read',
        sources: [{ via: ['OWNER', 'MANAGER', 'WAITER'] }, { via: ['OWNER', 'HOST', 'WAITER'] }],
      },
    ]);
    const cyclic = { ...model, hierarchy: [edge(HOST, WAITER), edge(WAITER, HOST)] };
    expect(explainAccess(cyclic, { roleIds: [HOST], directClaims: [] })).toEqual([
      { name: 'orders.read', sources: [{ via: ['HOST', 'WAITER'] }] },
    ]);
  });

  it('explains every permission of the seeded owner by the OWNER role', () => {
    const explained = explainAccess(baseModel(), { roleIds: [OWNER], directClaims: [] });
    expect(explained.map((entry) => entry.name)).toEqual([...PERMISSIONS].sort((a, b) => a.localeCompare(b)));
    expect(explained.every((entry) => entry.sources[0]?.via.join() === 'OWNER')).toBe(true);
  });
});

describe('holdsLessThan (decision 0047)', () => {
  it('is true only when the user holds a strict part of what the actor holds', () => {
    const model = baseModel();
    expect(holdsLessThan(model, MANAGER_USER, OWNER_USER)).toBe(true);
    expect(holdsLessThan(model, WAITER_USER, MANAGER_USER)).toBe(true);
    expect(holdsLessThan(model, OWNER_USER, MANAGER_USER)).toBe(false);
    // Equals: one's own account, and a second user of the same role.
    expect(holdsLessThan(model, MANAGER_USER, MANAGER_USER)).toBe(false);
    const twoManagers = {
      ...model,
      users: [...model.users, { id: 13, name: 'Mia', is_active: true }],
      userRoles: [...model.userRoles, { user_id: 13, role_id: MANAGER }],
    };
    expect(holdsLessThan(twoManagers, 13, MANAGER_USER)).toBe(false);
    // Fewer permissions, but one the actor lacks: not below.
    const sideways = { ...model, userClaims: [{ user_id: WAITER_USER, claim: 'database.manage' }] };
    expect(holdsLessThan(sideways, WAITER_USER, MANAGER_USER)).toBe(false);
  });
});
