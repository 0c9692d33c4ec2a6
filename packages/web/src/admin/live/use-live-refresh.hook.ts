import { useEffect, useRef } from 'react';
import { useStaffEvents } from './staff-events.ts';

/**
 * A staff screen kept live: every event of the staff stream calls `refresh`, and so does a
 * reconnect, since events may have been missed while the stream was down. Answers whether the
 * stream is open, so the screen can poll as the fallback while it is not (spec admin 9).
 */
export function useLiveRefresh(refresh: () => void): { connected: boolean } {
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
