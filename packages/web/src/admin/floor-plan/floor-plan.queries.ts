import { queryOptions } from '@tanstack/react-query';
import { fetchFloorPlan } from './floor-plan.api.ts';

/**
 * The plan refetches on every order event (live/use-live-refresh.hook.ts) and every 30 s besides:
 * shared carts (guests choosing together) change a table's state without an order event.
 */
export const FLOOR_PLAN_POLL_MS = 30_000;

export const floorPlanQueries = {
  all: () => ['floor-plan'] as const,
  plan: () =>
    queryOptions({
      queryKey: floorPlanQueries.all(),
      queryFn: ({ signal }) => fetchFloorPlan(signal),
      refetchInterval: FLOOR_PLAN_POLL_MS,
    }),
};
