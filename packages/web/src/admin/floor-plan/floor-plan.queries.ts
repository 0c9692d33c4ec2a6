import { queryOptions } from '@tanstack/react-query';
import { fetchFloorPlan } from './floor-plan.api.ts';

/**
 * The plan refetches on every order, table and shared-cart event (live/use-live-refresh.hook.ts);
 * polling every 30 s is the fallback while the stream is down.
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
