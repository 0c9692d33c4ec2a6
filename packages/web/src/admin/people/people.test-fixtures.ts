import type { TClaim, TRole, TRoleHierarchy, TUser } from '@tableside/shared/access.schemas';
import { PERMISSIONS, SEEDED_ROLES } from '@tableside/shared/permissions';

export { pageOf } from '../../test/fetch-mock.ts';

/** The API's answers for the users and roles screens: the seeded roles in a hierarchy, plus one of the owner's. */
const STAMP = '2025-01-01T00:00:00.000Z';

const managerOwn = SEEDED_ROLES.MANAGER.permissions.filter(
  (permission) => !SEEDED_ROLES.WAITER.permissions.includes(permission),
);

function role(id: number, name: string, fields: Partial<TRole>): TRole {
  return {
    id,
    name,
    description: null,
    seeded: true,
    permissions: [],
    effective_permissions: fields.permissions ?? [],
    child_role_ids: [],
    parent_role_ids: [],
    user_count: 0,
    created_at: STAMP,
    updated_at: STAMP,
    ...fields,
  };
}

/**
 * OWNER contains MANAGER, which contains WAITER; KITCHEN and BARISTA stand alone. The owner also has
 * inventory.count, a claim the product does not know.
 */
export const ROLES: TRole[] = [
  role(1, 'OWNER', {
    description: SEEDED_ROLES.OWNER.description,
    permissions: ['database.manage', 'inventory.count'],
    effective_permissions: [...PERMISSIONS, 'inventory.count'],
    child_role_ids: [2],
    user_count: 1,
  }),
  role(2, 'MANAGER', {
    description: SEEDED_ROLES.MANAGER.description,
    permissions: managerOwn,
    effective_permissions: [...SEEDED_ROLES.MANAGER.permissions],
    child_role_ids: [3],
    parent_role_ids: [1],
    user_count: 2,
  }),
  role(3, 'WAITER', {
    description: SEEDED_ROLES.WAITER.description,
    permissions: [...SEEDED_ROLES.WAITER.permissions],
    parent_role_ids: [2],
    user_count: 3,
  }),
  role(4, 'KITCHEN', {
    description: SEEDED_ROLES.KITCHEN.description,
    permissions: [...SEEDED_ROLES.KITCHEN.permissions],
    user_count: 1,
  }),
  role(5, 'BARISTA', { description: 'Makes the coffee', seeded: false, permissions: ['orders.read'] }),
];

export const HIERARCHY: TRoleHierarchy[] = [
  { id: 10, parent_role_id: 1, child_role_id: 2, created_at: STAMP },
  { id: 11, parent_role_id: 2, child_role_id: 3, created_at: STAMP },
];

export const CLAIMS: TClaim[] = [
  ...PERMISSIONS.map((name, index) => ({
    id: index + 1,
    name,
    description: 'as seeded',
    built_in: true,
    created_at: STAMP,
    updated_at: STAMP,
  })),
  {
    id: 100,
    name: 'inventory.count',
    description: 'Count the stock',
    built_in: false,
    created_at: STAMP,
    updated_at: STAMP,
  },
];

export function user(id: number, name: string, fields: Partial<TUser> = {}): TUser {
  const roleIds = fields.role_ids ?? [];
  const held = ROLES.filter((r) => roleIds.includes(r.id));
  return {
    id,
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    is_active: true,
    roles: held.map((r) => r.name),
    role_ids: roleIds,
    direct_permissions: [],
    effective_roles: held.map((r) => r.name),
    permissions: [...new Set(held.flatMap((r) => r.effective_permissions))],
    last_login_at: null,
    invitation_pending: false,
    locked_until: null,
    created_at: STAMP,
    updated_at: STAMP,
    ...fields,
  };
}

/** The signed-in user's permissions: an owner's, and a manager's (no database.manage). */
export const OWNER_PERMISSIONS = [...PERMISSIONS, 'inventory.count'];
export const MANAGER_PERMISSIONS = [...SEEDED_ROLES.MANAGER.permissions];
