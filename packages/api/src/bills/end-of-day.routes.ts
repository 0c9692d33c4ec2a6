import { ZEndOfDayQuery } from '@tableside/shared/bills.schemas';
import { ApiRouter } from '../http/api-router.ts';
import { ok } from '../http/respond.ts';
import { endOfDayCsv, endOfDayReport } from './end-of-day.service.ts';

/** Reports; mounted at /reports. */
export const reportsRouter = new ApiRouter('Reports').get(
  '/end-of-day',
  {
    summary: 'End-of-day report',
    description:
      'Local days from `from` to `to` (default: one day) in REGIONAL.TIMEZONE, at most 366. Payments by method ' +
      '(counted on the day taken, less refunds given in the days), tips by staff, taxes by rate, orders and covers ' +
      '(shares) of the bills settled in the days, refunds (count and money given back, tips included); beside these ' +
      "takings, sales (the days' orders by state now, with totals; the total leaves cancelled out, as the " +
      "dashboard's revenue), the settled bills (count, total, tips) and what was unpaid when the last day ended. " +
      'format=csv answers text/csv (RFC 4180, a header line, one line per figure) as an attachment.',
    access: 'reports.read',
    query: ZEndOfDayQuery,
  },
  async (c, { query }) => {
    const report = await endOfDayReport(c.get('deps'), query.from, query.to);
    if (query.format !== 'csv') return ok(c, report);
    return c.body(endOfDayCsv(report), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="end-of-day-${report.from}-${report.to}.csv"`,
      'Cache-Control': 'private, no-store',
    });
  },
);
