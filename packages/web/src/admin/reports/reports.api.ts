import { ZEndOfDayReport } from '@tableside/shared/bills.schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/http/api-clients.ts';
import { downloadFile } from '../../lib/http/download-file.ts';

/** A day or a period, as local dates of the restaurant (REGIONAL.TIMEZONE): 'YYYY-MM-DD'. */
export type TReportPeriod = { from: string; to: string };

/** GET /reports/end-of-day (reports.read, issue 16). */
export async function fetchEndOfDayReport({ from, to }: TReportPeriod, signal?: AbortSignal) {
  return (
    await apiClient.get('/reports/end-of-day', { query: { from, to }, signal, schema: ZEndOfDayReport })
  ).data;
}

/** The same report as the CSV file the API makes (format=csv), saved under the name it gives. */
export function downloadEndOfDayCsv({ from, to }: TReportPeriod): Promise<void> {
  const query = new URLSearchParams({ from, to, format: 'csv' });
  return downloadFile(`/reports/end-of-day?${query}`, `end-of-day-${from}-${to}.csv`, { Accept: 'text/csv' });
}

export const reportQueries = {
  endOfDay: (period: TReportPeriod) =>
    queryOptions({
      queryKey: ['reports', 'end-of-day', period.from, period.to],
      queryFn: ({ signal }) => fetchEndOfDayReport(period, signal),
    }),
};

export const isIsoDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);
