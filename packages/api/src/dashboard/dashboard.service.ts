import type { TDashboardPeriod, TDashboardSummary } from '@tableside/shared/dashboard.schemas';
import { fromCents } from '@tableside/shared/money';
import { ACTIVE_STATUSES } from '@tableside/shared/order-status';
import type { TPermission } from '@tableside/shared/permissions';
import { readSettings } from '../config/settings.ts';
import type { TApiDeps } from '../deps.ts';
import { countByStatus } from './dashboard.repository.ts';
import { emptyFigures, type TFigures } from './dashboard-figures.ts';
import { periodSpans } from './dashboard-periods.ts';
import { rankTopCustomers, rankTopItems } from './dashboard-ranking.ts';
import { spanFigures } from './dashboard-span-figures.ts';

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

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Counted orders, sales and cancelled orders of kept and live figures together. */
function totalsOf(parts: readonly TFigures[]) {
  return {
    count: sum(parts.map((part) => sum(part.count))),
    revenueCents: sum(parts.map((part) => sum(part.revenue))),
    cancelled: sum(parts.map((part) => sum(part.cancelled))),
  };
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
  // The period's finished days from the instance's cache, the rest live (decision 0029).
  const [current, previous, active] = await Promise.all([
    spanFigures(deps, spans.current, settings.timeZone, 'all', branchId),
    spanFigures(deps, spans.previous, settings.timeZone, 'totals', branchId),
    countByStatus(db, ACTIVE_STATUSES, branchId),
  ]);
  const parts = [current.kept?.figures ?? emptyFigures(), current.live];
  const [topItems, topCustomers] = await Promise.all([
    rankTopItems(
      db,
      parts.map((part) => part.items),
      TOP_ITEMS_COUNT,
    ),
    rankTopCustomers(db, current.kept, current.live.customers, settings.topCustomers),
  ]);
  const totals = totalsOf(parts);
  const previousTotals = totalsOf([previous.kept?.figures ?? emptyFigures(), previous.live]);
  const prepCount = sum(parts.map((part) => part.prepCount));
  const prepMinutes = prepCount === 0 ? null : sum(parts.map((part) => part.prepMs)) / prepCount / 60_000;
  const showEmail = viewerPermissions.includes(EMAIL_PERMISSION);

  return {
    period: {
      key,
      from: spans.current.from.toISOString(),
      to: spans.current.to.toISOString(),
      previous_from: spans.previous.from.toISOString(),
      previous_to: spans.previous.to.toISOString(),
      running: spans.running,
      time_zone: settings.timeZone,
    },
    totals: { count: totals.count, revenue: fromCents(totals.revenueCents), cancelled: totals.cancelled },
    previous: { count: previousTotals.count, revenue: fromCents(previousTotals.revenueCents) },
    active: {
      SUBMITTED: active.get('SUBMITTED') ?? 0,
      OPENED: active.get('OPENED') ?? 0,
      READY: active.get('READY') ?? 0,
    },
    average_prep_minutes: prepMinutes === null ? null : Math.round(prepMinutes * 10) / 10,
    prepared_count: prepCount,
    orders_by_hour: Array.from({ length: 24 }, (_, hour) => sum(parts.map((part) => part.count[hour]!))),
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
