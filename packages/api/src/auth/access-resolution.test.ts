import { describe, expect, it } from 'vitest';
import { expandRoles, resolveAccess } from './access-resolution.ts';

const roles = [
  { id: 1, name: 'OWNER' },
  { id: 2, name: 'MANAGER' },
  { id: 3, name: 'WAITER' },
  { id: 4, name: 'KITCHEN' },
];
const roleClaims = [
  { role_id: 1, claim: 'database.manage' },
  { role_id: 2, claim: 'menu.manage' },
  { role_id: 3, claim: 'orders.create' },
  { role_id: 3, claim: 'orders.read' },
  { role_id: 4, claim: 'orders.read' },
];

describe('expandRoles', () => {
  it('adds child roles transitively', () => {
    const hierarchy = [
      { parent_role_id: 1, child_role_id: 2 },
      { parent_role_id: 2, child_role_id: 3 },
    ];
    expect(expandRoles([1], hierarchy).sort()).toEqual([1, 2, 3]);
    expect(expandRoles([2], hierarchy).sort()).toEqual([2, 3]);
    expect(expandRoles([3], hierarchy)).toEqual([3]);
  });

  it('survives cycles', () => {
    const hierarchy = [
      { parent_role_id: 1, child_role_id: 2 },
      { parent_role_id: 2, child_role_id: 1 },
      { parent_role_id: 3, child_role_id: 3 },
    ];
    expect(expandRoles([1, 3], hierarchy).sort()).toEqual([1, 2, 3]);
  });
});

describe('resolveAccess', () => {
  it('collects claims of direct and inherited roles plus user claims, sorted and unique', () => {
    const access = resolveAccess({
      directRoleIds: [2],
      hierarchy: [
        { parent_role_id: 2, child_role_id: 3 },
        { parent_role_id: 3, child_role_id: 4 },
      ],
      roles,
      roleClaims,
      userClaims: ['reports.read', 'orders.read'],
    });
    expect(access).toEqual({
      roles: ['KITCHEN', 'MANAGER', 'WAITER'],
      permissions: ['menu.manage', 'orders.create', 'orders.read', 'reports.read'],
    });
  });

  it('gives nothing to a user without roles or claims', () => {
    expect(resolveAccess({ directRoleIds: [], hierarchy: [], roles, roleClaims, userClaims: [] })).toEqual({
      roles: [],
      permissions: [],
    });
  });

  it('does not leak a parent role into its child', () => {
    const access = resolveAccess({
      directRoleIds: [3],
      hierarchy: [{ parent_role_id: 1, child_role_id: 3 }],
      roles,
      roleClaims,
      userClaims: [],
    });
    expect(access.permissions).not.toContain('database.manage');
    expect(access.roles).toEqual(['WAITER']);
  });
});
