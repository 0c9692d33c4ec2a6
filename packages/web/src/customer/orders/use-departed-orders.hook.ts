import type { TPublicOrderView } from '@tableside/shared/orders.schemas';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { guestOrderQueries } from './orders.queries.ts';

/**
 * Orders that left the table's active list while the guest was watching (served, paid, completed or
 * cancelled). The list only holds active orders, so without this an order the kitchen cancelled
 * would silently vanish; instead it is read once more and shown with its final status.
 */
export function useDepartedOrders(active: readonly TPublicOrderView[] | undefined): TPublicOrderView[] {
  const seen = useRef(new Set<number>());
  const [departedIds, setDepartedIds] = useState<number[]>([]);

  useEffect(() => {
    if (!active) return;
    const activeIds = new Set(active.map((order) => order.id));
    const gone = [...seen.current].filter((id) => !activeIds.has(id));
    for (const id of activeIds) seen.current.add(id);
    for (const id of gone) seen.current.delete(id);
    setDepartedIds((current) => {
      // An order that became active again leaves this list.
      const next = [...gone, ...current.filter((id) => !activeIds.has(id) && !gone.includes(id))];
      return next.length === current.length && next.every((id, i) => id === current[i]) ? current : next;
    });
  }, [active]);

  return useQueries({
    queries: departedIds.map((id) => ({ ...guestOrderQueries.detail(id), refetchInterval: false as const })),
    combine: loadedOrders,
  });
}

/** Module-level, so TanStack Query keeps the combined list stable while nothing changed. */
function loadedOrders(results: readonly { data?: TPublicOrderView | undefined }[]): TPublicOrderView[] {
  return results.flatMap((result) => (result.data ? [result.data] : []));
}
