import { type TDashboardPeriod, ZDashboardSummary } from '@tableside/shared/dashboard.schemas';
import { apiClient } from '../../lib/http/api-clients.ts';

/**
 * GET /dashboard/summary (packages/api/src/dashboard). Without a period the API answers the
 * restaurant's default one (ANALYTICS.DEFAULT_PERIOD).
 */
export async function fetchDashboardSummary(
  period: TDashboardPeriod | null,
  branchId: number | null,
  signal?: AbortSignal,
) {
  const query = { ...(period ? { period } : {}), ...(branchId === null ? {} : { branch_id: branchId }) };
  return (await apiClient.get('/dashboard/summary', { query, signal, schema: ZDashboardSummary })).data;
}
