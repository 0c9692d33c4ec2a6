import { describe, expect, it } from 'vitest';
import { afterFailedSignIn, isLocked, type TLockPolicy } from './login-lockout.ts';

const policy: TLockPolicy = { threshold: 3, lockMinutes: 10 };
const now = new Date('2026-03-01T12:00:00.000Z');

describe('login lockout', () => {
  it('counts failures and locks at the threshold', () => {
    const first = afterFailedSignIn({ failed_login_count: 0, locked_until: null }, now, policy);
    expect(first).toEqual({ failed_login_count: 1, locked_until: null, locked: false });
    const third = afterFailedSignIn({ failed_login_count: 2, locked_until: null }, now, policy);
    expect(third).toEqual({ failed_login_count: 3, locked_until: '2026-03-01T12:10:00.000Z', locked: true });
  });

  it('holds the lock until its time has passed', () => {
    const state = { failed_login_count: 3, locked_until: '2026-03-01T12:10:00.000Z' };
    expect(isLocked(state, now)).toBe(true);
    expect(isLocked(state, new Date('2026-03-01T12:09:59.999Z'))).toBe(true);
    expect(isLocked(state, new Date('2026-03-01T12:10:00.000Z'))).toBe(false);
    expect(isLocked({ failed_login_count: 2, locked_until: null }, now)).toBe(false);
  });

  it('starts a fresh count after a lock ran out', () => {
    const expired = { failed_login_count: 3, locked_until: '2026-03-01T11:00:00.000Z' };
    expect(afterFailedSignIn(expired, now, policy)).toEqual({
      failed_login_count: 1,
      locked_until: null,
      locked: false,
    });
  });

  it('uses the product defaults: 5 failures, 15 minutes', () => {
    expect(afterFailedSignIn({ failed_login_count: 3, locked_until: null }, now).locked).toBe(false);
    expect(afterFailedSignIn({ failed_login_count: 4, locked_until: null }, now)).toMatchObject({
      locked: true,
      locked_until: '2026-03-01T12:15:00.000Z',
    });
  });
});
