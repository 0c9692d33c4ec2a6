import { describe, expect, it } from 'vitest';
import { mayCancelOrders, mayToggleItemAvailability, SEEDED_ROLES } from './permissions.ts';

describe('mayCancelOrders (USER_PERMISSIONS.WAITER_CAN_CANCEL)', () => {
  it('stops only an account that is a waiter and nothing more trusted, and only while off', () => {
    expect(mayCancelOrders(['WAITER'], false)).toBe(false);
    expect(mayCancelOrders(['WAITER'], true)).toBe(true);
    expect(mayCancelOrders(['MANAGER', 'WAITER'], false)).toBe(true);
    expect(mayCancelOrders(['OWNER'], false)).toBe(true);
    expect(mayCancelOrders(['KITCHEN'], false)).toBe(true);
  });
});

describe('mayToggleItemAvailability (USER_PERMISSIONS.KITCHEN_CAN_TOGGLE_ITEMS)', () => {
  const kitchen = SEEDED_ROLES.KITCHEN.permissions;

  it('lets whoever manages the menu toggle, whatever the setting', () => {
    expect(mayToggleItemAvailability(['MANAGER'], ['menu.read', 'menu.manage'], false)).toBe(true);
    expect(mayToggleItemAvailability([], ['menu.manage'], false)).toBe(true);
  });

  it('lets the kitchen toggle only while the setting is on', () => {
    expect(mayToggleItemAvailability(['KITCHEN'], kitchen, true)).toBe(true);
    expect(mayToggleItemAvailability(['KITCHEN'], kitchen, false)).toBe(false);
  });

  it('needs the KITCHEN role and menu.read', () => {
    expect(mayToggleItemAvailability(['WAITER'], SEEDED_ROLES.WAITER.permissions, true)).toBe(false);
    expect(mayToggleItemAvailability(['KITCHEN'], ['admin.access', 'orders.read'], true)).toBe(false);
  });
});
