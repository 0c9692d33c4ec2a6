import type { TPermission } from '@tableside/shared/permissions';
import { mayCancelOrders } from '@tableside/shared/permissions';
import { useAuth } from '../../auth/session.ts';
import { useStaffSettings } from '../staff-settings/use-staff-settings.hook.ts';

export type TOrderPermissions = {
  /** orders.update_status: the status buttons. */
  changeStatus: boolean;
  /** orders.edit: adding and removing items. */
  editItems: boolean;
  /** orders.create: the manual order. */
  create: boolean;
  /** Cancelling, unless the account is only a waiter and USER_PERMISSIONS.WAITER_CAN_CANCEL is off. */
  cancel: boolean;
};

/**
 * What the signed-in staff member may do with orders; controls they may not use are hidden (the
 * API refuses them anyway). Without a user the app is in demo mode, where the guard lets everyone
 * in (spec admin 2), so nothing is hidden there.
 */
export function useOrderPermissions(): TOrderPermissions {
  const { user } = useAuth();
  const settings = useStaffSettings();
  const has = (permission: TPermission) => !user || user.permissions.includes(permission);
  return {
    changeStatus: has('orders.update_status'),
    editItems: has('orders.edit'),
    create: has('orders.create'),
    cancel: !user || mayCancelOrders(user.roles, settings.waiter_can_cancel),
  };
}
