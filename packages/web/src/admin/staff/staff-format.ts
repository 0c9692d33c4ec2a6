import type { TUser } from '@tableside/shared/access.schemas';

/** Locked after too many wrong passwords, and the lock has not run out yet. */
export function isLocked(user: Pick<TUser, 'locked_until'>, now: number): boolean {
  return user.locked_until !== null && Date.parse(user.locked_until) > now;
}
