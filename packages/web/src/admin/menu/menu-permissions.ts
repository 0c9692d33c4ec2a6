import { useAuth } from '../../auth/session.ts';

/**
 * Whether the signed-in staff member may change the menu (menu.manage); the screens need menu.read
 * to open at all. Without a user the app is in demo mode, where the guard lets everyone in (spec
 * admin 2), so nothing is hidden there. The API refuses the writes anyway.
 */
export function useCanManageMenu(): boolean {
  const { user } = useAuth();
  return !user || user.permissions.includes('menu.manage');
}
