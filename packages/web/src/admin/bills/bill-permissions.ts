import { useAuth } from '../../auth/session.ts';

export type TBillPermissions = {
  /** orders.read: see bills and acknowledge requests. */
  see: boolean;
  /** payments.take: open bills, take payments, void a payment of an open bill. */
  take: boolean;
  /** payments.refund: refund a payment of a settled bill. */
  refund: boolean;
  /** orders.update_status: clear the table of a settled bill (its orders become COMPLETED). */
  clear: boolean;
};

/**
 * What the signed-in staff member may do with bills; the API checks the same names. Without a user
 * the app is in demo mode, where the guard lets everyone in (spec admin 2).
 */
export function useBillPermissions(): TBillPermissions {
  const { user } = useAuth();
  const has = (permission: string) => !user || user.permissions.includes(permission);
  return {
    see: has('orders.read'),
    take: has('payments.take'),
    refund: has('payments.refund'),
    clear: has('orders.update_status'),
  };
}
