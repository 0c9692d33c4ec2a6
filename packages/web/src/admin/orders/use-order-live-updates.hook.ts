import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type TStaffBillEvent, useStaffBillEvents } from '../live/staff-events.ts';
import { useLiveRefresh } from '../live/use-live-refresh.hook.ts';
import { staffOrderQueries } from './orders.queries.ts';

/**
 * Live order updates (issue "Staff operations": new orders within a second over SSE): any order
 * event, and a reconnect, refetches every staff order query. So does a bill that changed: a payment
 * sends no order event, yet the first one fixes the bill's orders (`on_bill`, decision 0032), whose
 * cards must stop offering Cancel and line changes. The new-order sound belongs to the admin shell's
 * notifications, so a screen that also listens does not beep twice.
 */
export function useOrderLiveUpdates(): { connected: boolean } {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: staffOrderQueries.all() }),
    [queryClient],
  );
  const onBillEvent = useCallback(
    (event: TStaffBillEvent) => {
      if (event.type !== 'bill.requested') refresh();
    },
    [refresh],
  );
  useStaffBillEvents(onBillEvent);
  return useLiveRefresh(refresh);
}
