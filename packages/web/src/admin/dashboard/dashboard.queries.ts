import type { TDashboardPeriod } from '@tableside/shared/dashboard.schemas';
import { queryOptions } from '@tanstack/react-query';
import { staffOrderQueries } from '../orders/orders.queries.ts';
import { fetchDashboardSummary } from './dashboard.api.ts';

/** A modest refresh on top of the live events, for figures that move without one (the clock). */
export const DASHBOARD_REFRESH_MS = 60_000;

/**
 * Keyed under the staff order queries, so every live order event and every reconnect refreshes the
 * figures along with the board (orders.queries.ts).
 */
export const dashboardQueries = {
  /** `branchId`: one location's figures (decision 0019); null, the whole restaurant's. */
  summary: (period: TDashboardPeriod | null, branchId: number | null = null) =>
    queryOptions({
      queryKey: [...staffOrderQueries.all(), 'dashboard', period ?? 'default', branchId],
      queryFn: ({ signal }) => fetchDashboardSummary(period, branchId, signal),
      staleTime: 15_000,
      refetchInterval: DASHBOARD_REFRESH_MS,
    }),
};
