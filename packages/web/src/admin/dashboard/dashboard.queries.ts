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
  summary: (period: TDashboardPeriod | null) =>
    queryOptions({
      queryKey: [...staffOrderQueries.all(), 'dashboard', period ?? 'default'],
      queryFn: ({ signal }) => fetchDashboardSummary(period, signal),
      staleTime: 15_000,
      refetchInterval: DASHBOARD_REFRESH_MS,
    }),
};
