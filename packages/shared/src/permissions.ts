/**
 * Permission names (claims). Every non-public API endpoint names one of these; the web guard
 * mirrors them. Roles and their claims are data, seeded from SEEDED_ROLES.
 */
export const PERMISSIONS = [
  'admin.access',
  'orders.read',
  'orders.create',
  'orders.update_status',
  'orders.edit',
  'menu.read',
  'menu.manage',
  'tables.read',
  'tables.manage',
  'config.read',
  'config.manage',
  'users.read',
  'users.manage',
  'master_data.manage',
  'database.manage',
  'reports.read',
  'audit.read',
  'payments.take',
  'payments.refund',
] as const;
export type TPermission = (typeof PERMISSIONS)[number];

export const ROLE_NAMES = ['OWNER', 'MANAGER', 'WAITER', 'KITCHEN'] as const;
export type TRoleName = (typeof ROLE_NAMES)[number];

export const SEEDED_ROLES: Record<TRoleName, { description: string; permissions: readonly TPermission[] }> = {
  OWNER: { description: 'Owns the restaurant: everything', permissions: PERMISSIONS },
  MANAGER: {
    description: 'Runs the restaurant: menu, tables, orders, settings and staff',
    permissions: PERMISSIONS.filter((p) => p !== 'database.manage'),
  },
  WAITER: {
    description: 'Serves tables: takes manual orders and moves orders along',
    permissions: [
      'admin.access',
      'orders.read',
      'orders.create',
      'orders.update_status',
      'orders.edit',
      'menu.read',
      'tables.read',
      'payments.take',
    ],
  },
  KITCHEN: {
    description: 'Prepares orders: sees and advances them',
    permissions: ['admin.access', 'orders.read', 'orders.update_status', 'menu.read'],
  },
};

/**
 * USER_PERMISSIONS.WAITER_CAN_CANCEL applies to an account that is a waiter and nothing more
 * trusted (a manager or owner who also waits tables may still cancel). Server and web use it alike.
 */
export function mayCancelOrders(roles: readonly string[], waiterCanCancel: boolean): boolean {
  const onlyWaiter = roles.includes('WAITER') && !roles.includes('MANAGER') && !roles.includes('OWNER');
  return waiterCanCancel || !onlyWaiter;
}

/**
 * Who may switch a menu item available or unavailable (PATCH /menu-items/{id}/toggle-availability):
 * anyone who manages the menu, and, while USER_PERMISSIONS.KITCHEN_CAN_TOGGLE_ITEMS is on, the
 * kitchen (an account with the KITCHEN role that may read the menu), so a sold-out dish can be
 * taken off without a manager. Server and web use it alike.
 */
export function mayToggleItemAvailability(
  roles: readonly string[],
  permissions: readonly string[],
  kitchenCanToggle: boolean,
): boolean {
  if (permissions.includes('menu.manage')) return true;
  return kitchenCanToggle && roles.includes('KITCHEN') && permissions.includes('menu.read');
}
