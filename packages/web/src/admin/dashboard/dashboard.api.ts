import type { TDashboardPeriod, TDashboardSummary } from '@tableside/shared/dashboard.schemas';
import { apiClient } from '../../lib/http/api-clients.ts';
import { isRecord, parserFromGuard } from '../../lib/http/data-parser.ts';

/** GET /dashboard/summary (packages/api/src/dashboard). */
const summary = parserFromGuard(
  (value): value is TDashboardSummary =>
    isRecord(value) &&
    isRecord(value.period) &&
    isRecord(value.totals) &&
    isRecord(value.active) &&
    Array.isArray(value.orders_by_hour) &&
    Array.isArray(value.top_items) &&
    Array.isArray(value.top_customers),
);

/** Without a period the API answers the restaurant's default one (ANALYTICS.DEFAULT_PERIOD). */
export async function fetchDashboardSummary(
  period: TDashboardPeriod | null,
  branchId: number | null,
  signal?: AbortSignal,
) {
  const query = { ...(period ? { period } : {}), ...(branchId === null ? {} : { branch_id: branchId }) };
  return (await apiClient.get('/dashboard/summary', { query, signal, schema: summary })).data;
}
