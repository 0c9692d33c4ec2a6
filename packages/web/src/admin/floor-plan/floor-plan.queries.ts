import { queryOptions } from '@tanstack/react-query';
import { fetchFloorPlan } from './floor-plan.api.ts';

/**
 * The plan refetches on every order event (live/use-live-refresh.hook.ts) and every 30 s besides:
 * shared carts (guests choosing together) change a table's state without an order event.
 */
export const FLOOR_PLAN_POLL_MS = 30_000;

export const floorPlanQueries = {
  all: () => ['floor-plan'] as const,
  /** `branchId`: one location's tables (decision 0019); null, every table. */
  plan: (branchId: number | null = null) =>
    queryOptions({
      queryKey: [...floorPlanQueries.all(), branchId],
      queryFn: ({ signal }) => fetchFloorPlan(branchId, signal),
      refetchInterval: FLOOR_PLAN_POLL_MS,
    }),
};
