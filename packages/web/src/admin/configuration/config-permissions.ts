import { useAuth } from '../../auth/session.ts';

/**
 * config.manage: every write; config.read opens the screens (app.routes.tsx). Without a user the app
 * is in demo mode, where the guard lets everyone in (spec admin 2), so nothing is disabled there;
 * the API refuses what is not allowed anyway.
 */
export function useCanManageConfig(): boolean {
  const { user } = useAuth();
  return !user || user.permissions.includes('config.manage');
}
