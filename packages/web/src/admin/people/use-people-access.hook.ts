import { useAuth } from '../../auth/session.ts';

/**
 * users.manage: every write on the users and roles screens; users.read opens them (app.routes.tsx).
 * Without a user the app is in demo mode, where the guard lets everyone in (spec admin 2), so
 * nothing is held back there; the API refuses what is not allowed anyway.
 */
export function useCanManagePeople(): boolean {
  const { user } = useAuth();
  return !user || user.permissions.includes('users.manage');
}

/**
 * The signed-in user's own permissions, or null in demo mode. The server refuses to let anyone
 * grant a permission they do not hold (403), so the screens do not offer it in the first place.
 */
export function useOwnPermissions(): ReadonlySet<string> | null {
  const { user } = useAuth();
  return user ? new Set(user.permissions) : null;
}

/** Whether `own` (from useOwnPermissions) covers every one of `permissions`. */
export function holdsAll(own: ReadonlySet<string> | null, permissions: Iterable<string>): boolean {
  if (!own) return true;
  for (const permission of permissions) if (!own.has(permission)) return false;
  return true;
}
