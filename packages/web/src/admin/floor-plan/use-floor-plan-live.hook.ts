import { useEffect, useRef } from 'react';
import { useStaffEvents } from '../notifications/staff-events.ts';

/**
 * Live table states (issue 5 "floor plan"): every order event of the staff stream refreshes the
 * plan, and so does a reconnect (events may have been missed meanwhile). The query polls too
 * (floor-plan.queries.ts), for shared carts, which have no staff event. Answers whether the
 * stream is open.
 */
export function useFloorPlanLive(refresh: () => void): { connected: boolean } {
  const live = useStaffEvents(() => refresh());
  const wasConnected = useRef(false);
  const dropped = useRef(false);
  useEffect(() => {
    if (!live.connected) {
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
