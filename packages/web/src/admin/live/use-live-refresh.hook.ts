import { useEffect, useRef } from 'react';
import { useCoalesced } from './coalesce.ts';
import { useStaffEvents, useStaffTableEvents } from './staff-events.ts';

/**
 * Calls `refresh` once the stream is open again after it dropped: events may have been missed
 * meanwhile. The first connect does not, it follows a fresh load anyway.
 */
export function useRefreshOnReconnect(connected: boolean, refresh: () => void): void {
  const wasConnected = useRef(false);
  const dropped = useRef(false);

  useEffect(() => {
    if (!connected) {
      // Only a stream that was open can drop.
      if (wasConnected.current) dropped.current = true;
      return;
    }
    wasConnected.current = true;
    if (dropped.current) {
      dropped.current = false;
      refresh();
    }
  }, [connected, refresh]);
}

/**
 * A staff screen kept live: every order event of the staff stream calls `refresh`, and so does a
 * reconnect, since events may have been missed while the stream was down. Answers whether the
 * stream is open, so the screen can poll as the fallback while it is not (spec admin 9).
 */
export function useLiveRefresh(refresh: () => void): { connected: boolean } {
  const live = useStaffEvents(refresh);
  useRefreshOnReconnect(live.connected, refresh);
  return live;
}

/**
 * For a screen that shows tables, beside useLiveRefresh: table writes and guests' shared-cart
 * changes call `refresh` too, folded together (coalesce.ts) so a burst of taps costs few refetches.
 */
export function useLiveTableRefresh(refresh: () => void): void {
  useStaffTableEvents(useCoalesced(refresh));
}
