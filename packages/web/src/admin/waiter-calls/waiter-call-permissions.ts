import { useAuth } from '../../auth/session.ts';

/**
 * orders.read sees the calls, orders.update_status takes them (the API checks both). Without a
 * user the app is in demo mode, where the guard lets everyone in (spec admin 2).
 */
export function useWaiterCallPermissions(): { see: boolean; acknowledge: boolean } {
  const { user } = useAuth();
  return {
    see: !user || user.permissions.includes('orders.read'),
    acknowledge: !user || user.permissions.includes('orders.update_status'),
  };
}
