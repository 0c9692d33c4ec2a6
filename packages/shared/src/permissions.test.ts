import { describe, expect, it } from 'vitest';
import { mayCancelOrders } from './permissions.ts';

describe('mayCancelOrders (USER_PERMISSIONS.WAITER_CAN_CANCEL)', () => {
  it('stops only an account that is a waiter and nothing more trusted, and only while off', () => {
    expect(mayCancelOrders(['WAITER'], false)).toBe(false);
    expect(mayCancelOrders(['WAITER'], true)).toBe(true);
    expect(mayCancelOrders(['MANAGER', 'WAITER'], false)).toBe(true);
    expect(mayCancelOrders(['OWNER'], false)).toBe(true);
    expect(mayCancelOrders(['KITCHEN'], false)).toBe(true);
  });
});
