import { mayToggleItemAvailability } from '@tableside/shared/permissions';
import { useAuth } from '../../auth/session.ts';
import { useLoadedStaffSettings } from '../staff-settings/use-staff-settings.hook.ts';

/**
 * Whether the signed-in staff member may change the menu (menu.manage); the screens need menu.read
 * to open at all. Without a user the app is in demo mode, where the guard lets everyone in (spec
 * admin 2), so nothing is hidden there. The API refuses the writes anyway.
 */
export function useCanManageMenu(): boolean {
  const { user } = useAuth();
  return !user || user.permissions.includes('menu.manage');
}

/**
 * Whether the item switch "Available" is offered: to whoever manages the menu, and to the kitchen
 * while USER_PERMISSIONS.KITCHEN_CAN_TOGGLE_ITEMS is on (the server applies the same shared rule).
 * The kitchen gets it only once the settings say so, rather than a switch that may vanish again.
 */
export function useCanToggleItemAvailability(): boolean {
  const { user } = useAuth();
  const kitchenCanToggle = useLoadedStaffSettings()?.kitchen_can_toggle_items ?? false;
  return !user || mayToggleItemAvailability(user.roles, user.permissions, kitchenCanToggle);
}
