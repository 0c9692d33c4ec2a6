import { LOGIN_LOCK_MINUTES, LOGIN_LOCK_THRESHOLD } from '@tableside/shared/constants';

/**
 * Lockout after repeated failed sign-ins (DESIGN.md section 3; spec 8: 423 'Account is temporarily
 * locked'). Pure rules over the two user columns, so they are tested without a database.
 */
export type TLockState = { failed_login_count: number; locked_until: string | null };

export type TLockPolicy = { threshold: number; lockMinutes: number };

export const DEFAULT_LOCK_POLICY: TLockPolicy = {
  threshold: LOGIN_LOCK_THRESHOLD,
  lockMinutes: LOGIN_LOCK_MINUTES,
};

/** A lock needs no one to lift it: it simply stops applying once its time has passed. */
export function isLocked(state: TLockState, now: Date): boolean {
  return state.locked_until !== null && Date.parse(state.locked_until) > now.getTime();
}

/** The state after one more wrong password; `locked` tells whether this failure set the lock. */
export function afterFailedSignIn(
  state: TLockState,
  now: Date,
  policy: TLockPolicy = DEFAULT_LOCK_POLICY,
): TLockState & { locked: boolean } {
  // A lock that has run out starts a fresh count, so the next mistake is not an instant relock.
  const failures = (state.locked_until === null ? state.failed_login_count : 0) + 1;
  if (failures < policy.threshold) return { failed_login_count: failures, locked_until: null, locked: false };
  const until = new Date(now.getTime() + policy.lockMinutes * 60_000).toISOString();
  return { failed_login_count: failures, locked_until: until, locked: true };
}

/** A successful sign-in (or a password reset) clears the count and any lock. */
export const CLEARED_LOCK: TLockState = { failed_login_count: 0, locked_until: null };
