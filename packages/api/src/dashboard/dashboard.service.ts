import type { TDashboardPeriod, TDashboardSummary } from '@tableside/shared/dashboard.schemas';
import { fromCents } from '@tableside/shared/money';
import { ACTIVE_STATUSES } from '@tableside/shared/order-status';
import type { TPermission } from '@tableside/shared/permissions';
import { readSettings } from '../config/settings.ts';
import type { TApiDeps } from '../deps.ts';
import {
  countByStatus,
  findAveragePrep,
  findTopCustomers,
  findTopItems,
  findTotals,
  findTotalsByHour,
  type TSpanText,
  type TTotals,
  type TTotalsRow,
} from './dashboard.repository.ts';
import { offsetSegments, periodSpans, type TSpan } from './dashboard-periods.ts';

/**
 * GET /dashboard/summary (issue 4 "Dashboard"): the period's figures beside the previous period's,
 * what the kitchen has in hand right now, and the period's best sellers and best customers.
 */
export const TOP_ITEMS_COUNT = 5;
/** spec admin 9: "Top customers in a summary: 10" (ANALYTICS.TOP_CUSTOMERS_COUNT may change it). */
const DEFAULT_TOP_CUSTOMERS = 10;
const MAX_TOP_CUSTOMERS = 50;
/** Who sees a top customer's email: whoever sees it on the customer's orders already. */
const EMAIL_PERMISSION: TPermission = 'orders.read';

type TDashboardSettings = {
  timeZone: string;
  period: TDashboardPeriod;
  topCustomers: number;
  fiscalStart: string;
};

async function loadDashboardSettings(deps: TApiDeps): Promise<TDashboardSettings> {
  const settings = await readSettings(deps);
  const top = settings.get('ANALYTICS.TOP_CUSTOMERS_COUNT');
  return {
    timeZone: settings.get('REGIONAL.TIMEZONE'),
    period: settings.get('ANALYTICS.DEFAULT_PERIOD'),
    topCustomers: Number.isInteger(top) && top > 0 ? Math.min(top, MAX_TOP_CUSTOMERS) : DEFAULT_TOP_CUSTOMERS,
    fiscalStart: settings.get('ANALYTICS.FISCAL_YEAR_START') || '2000-01-01',
  };
}

/** A span as stored text, optionally of one location's orders (decision 0019). */
const asText = (span: TSpan, branchId?: number): TSpanText => ({
  from: span.from.toISOString(),
  to: span.to.toISOString(),
  branchId,
});

/** The span's totals: the sum of its hours. */
function sumHours(hours: readonly TTotalsRow[]): TTotals {
  return hours.reduce(
    (sum, row) => ({
      count: sum.count + row.count,
      revenueCents: sum.revenueCents + row.revenueCents,
      cancelled: sum.cancelled + row.cancelled,
    }),
    { count: 0, revenueCents: 0, cancelled: 0 },
  );
}

export async function getDashboardSummary(
  deps: TApiDeps,
  requested: TDashboardPeriod | undefined,
  viewerPermissions: readonly string[],
  branchId?: number,
): Promise<TDashboardSummary> {
  const { db } = deps;
  const settings = await loadDashboardSettings(deps);
  const key = requested ?? settings.period;
  const spans = periodSpans(key, deps.clock.now(), settings.timeZone, settings.fiscalStart);
  const current = asText(spans.current, branchId);
  const [hours, previous, active, prep, topItems, topCustomers] = await Promise.all([
    findTotalsByHour(db, current, offsetSegments(spans.current, settings.timeZone)),
    findTotals(db, asText(spans.previous, branchId)),
    countByStatus(db, ACTIVE_STATUSES, branchId),
    findAveragePrep(db, current),
    findTopItems(db, current, TOP_ITEMS_COUNT),
    findTopCustomers(db, current, settings.topCustomers),
  ]);
  const totals = sumHours(hours);
  const byHour = new Map(hours.map((row) => [row.hour, row.count]));
  const showEmail = viewerPermissions.includes(EMAIL_PERMISSION);

  return {
    period: {
      key,
      from: current.from,
      to: current.to,
      previous_from: spans.previous.from.toISOString(),
      previous_to: spans.previous.to.toISOString(),
      running: spans.running,
      time_zone: settings.timeZone,
    },
    totals: { count: totals.count, revenue: fromCents(totals.revenueCents), cancelled: totals.cancelled },
    previous: { count: previous.count, revenue: fromCents(previous.revenueCents) },
    active: {
      SUBMITTED: active.get('SUBMITTED') ?? 0,
      OPENED: active.get('OPENED') ?? 0,
      READY: active.get('READY') ?? 0,
    },
    average_prep_minutes: prep.minutes === null ? null : Math.round(prep.minutes * 10) / 10,
    prepared_count: prep.orders,
    orders_by_hour: Array.from({ length: 24 }, (_, hour) => byHour.get(hour) ?? 0),
    top_items: topItems.map((item) => ({
      menu_item_id: item.menuItemId,
      name: item.name,
      quantity: item.quantity,
      revenue: fromCents(item.revenueCents),
    })),
    top_customers: topCustomers.map((customer) => ({
      customer_id: customer.id,
      name: customer.name,
      email: showEmail ? customer.email : null,
      is_guest: customer.isGuest,
      order_count: customer.orderCount,
      spend: fromCents(customer.spendCents),
      last_order_at: customer.lastOrderAt,
    })),
  };
}
