import type { TGuestOrderView, TPublicOrderView } from '@tableside/shared/orders.schemas';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useOrderTokens } from './order-tokens.store.ts';
import { isPublicOrderView } from './orders.api.ts';
import { guestOrderQueries } from './orders.queries.ts';

/**
 * Orders that left the table's active list while the guest was watching (served, paid, completed or
 * cancelled). The list only holds active orders, so without this an order the kitchen cancelled
 * would silently vanish; instead it is read once more and shown with its final status.
 *
 * Only orders this phone submitted: a finished order is read with its token, and without it the
 * server answers 404 (decision 0022), so another guest's order just leaves the list.
 */
export function useDepartedOrders(active: readonly TGuestOrderView[] | undefined): TPublicOrderView[] {
  const seen = useRef(new Set<number>());
  const [departedIds, setDepartedIds] = useState<number[]>([]);
  const tokens = useOrderTokens();
  const ownIds = departedIds.filter((id) => tokens[String(id)]);

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
    queries: ownIds.map((id) => ({ ...guestOrderQueries.detail(id), refetchInterval: false as const })),
    combine: loadedOrders,
  });
}

/**
 * Module-level, so TanStack Query keeps the combined list stable while nothing changed. A status
 * view (the server no longer accepts the stored token) has nothing to show on a card.
 */
function loadedOrders(results: readonly { data?: TGuestOrderView | undefined }[]): TPublicOrderView[] {
  return results.flatMap((result) => (result.data && isPublicOrderView(result.data) ? [result.data] : []));
}
