import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLiveRefresh } from '../live/use-live-refresh.hook.ts';
import { staffOrderQueries } from './orders.queries.ts';

/**
 * Live order updates (issue "Staff operations": new orders within a second over SSE): any order
 * event, and a reconnect, refetches every staff order query. The new-order sound belongs to the
 * admin shell's notifications, so a screen that also listens does not beep twice.
 */
export function useOrderLiveUpdates(): { connected: boolean } {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: staffOrderQueries.all() }),
    [queryClient],
  );
  return useLiveRefresh(refresh);
}
