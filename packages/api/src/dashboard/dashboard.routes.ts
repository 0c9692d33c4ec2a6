import { ZDashboardQuery } from '@tableside/shared/dashboard.schemas';
import { ZLocationFilter } from '@tableside/shared/tables.schemas';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { ok } from '../http/respond.ts';
import { getDashboardSummary } from './dashboard.service.ts';

/** The dashboard's figures; mounted at /dashboard. Revenue and customers are for reports.read only. */
export const dashboardRouter = new ApiRouter('Dashboard').get(
  '/summary',
  {
    summary: 'Dashboard figures for a period',
    description:
      'Orders and revenue (gross, cancelled orders left out) in the period and in the one before, orders ' +
      "per hour of the restaurant's day, average minutes from submission to READY, the top items and " +
      'top customers of the period, and the active orders by status right now. Days are the ' +
      "restaurant's (REGIONAL.TIMEZONE). Customer emails only for staff with orders.read. With branch_id, " +
      "only the orders of that location's tables.",
    access: 'reports.read',
    query: ZDashboardQuery.extend(ZLocationFilter.shape),
  },
  async (c, { query, principal }) => {
    const viewer = requirePrincipal(principal);
    const summary = await getDashboardSummary(
      c.get('deps'),
      query.period,
      viewer.permissions,
      query.branch_id,
    );
    return ok(c, summary);
  },
);
