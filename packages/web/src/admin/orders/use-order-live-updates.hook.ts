import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useStaffEvents } from '../notifications/staff-events.ts';
import { orderQueries } from './orders.queries.ts';

/**
 * Live order updates (issue "Staff operations": new orders within a second over SSE): any order
 * event refetches every staff order query, and so does a reconnect, since events may have been
 * missed while the stream was down. Answers whether the stream is open; while it is not, the
 * screens poll every 30 s (the fallback, spec admin 9). The new-order sound belongs to the admin
 * shell's notifications, so a screen that also listens does not beep twice.
 */
export function useOrderLiveUpdates(): { connected: boolean } {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
    [queryClient],
  );
  const live = useStaffEvents(refresh);
  const wasConnected = useRef(false);
  const dropped = useRef(false);

  useEffect(() => {
    if (!live.connected) {
      // Only a stream that was open can drop; the first connect follows a fresh load anyway.
      if (wasConnected.current) dropped.current = true;
      return;
    }
    wasConnected.current = true;
    if (dropped.current) {
      dropped.current = false;
      refresh();
    }
  }, [live.connected, refresh]);

  return live;
}
