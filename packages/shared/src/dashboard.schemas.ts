import { z } from 'zod';
import { TIME_PERIODS } from './constants.ts';

/**
 * GET /dashboard/summary (issue 4 "Dashboard"; spec admin 9 lists the periods and "Top customers in
 * a summary: 10"). Every figure is computed by the database; money is sent as decimal numbers like
 * every other amount (DESIGN 2), instants as ISO-8601 UTC text.
 */
/** The dashboard's periods are the time periods of GET /enums (spec admin 9). */
export const DASHBOARD_PERIODS = TIME_PERIODS;
export type TDashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

const PERIOD_MESSAGE = `Expected one of ${DASHBOARD_PERIODS.join(', ')}`;

/** Without `period`, the dashboard opens with ANALYTICS.DEFAULT_PERIOD. Any letter case is accepted. */
export const ZDashboardQuery = z.object({
  period: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(DASHBOARD_PERIODS, { error: PERIOD_MESSAGE }))
    .optional()
    .describe(`${DASHBOARD_PERIODS.join(', ')}; default: the ANALYTICS.DEFAULT_PERIOD setting`),
});
export type TDashboardQuery = z.output<typeof ZDashboardQuery>;

/** The statuses the kitchen still has in hand (spec admin 4: codes 1, 2, 3), counted right now. */
export type TDashboardActive = { SUBMITTED: number; OPENED: number; READY: number };

export type TDashboardTotals = {
  /** Orders created in the span, cancelled ones left out. */
  count: number;
  /** Sum of their gross. */
  revenue: number;
};

export type TDashboardTopItem = {
  /** Null for a line whose menu item has been deleted since. */
  menu_item_id: number | null;
  name: string;
  quantity: number;
  /** Line totals before tax (price including options × quantity). */
  revenue: number;
};

export type TDashboardTopCustomer = {
  customer_id: number;
  /** Null for a guest who left no name. */
  name: string | null;
  /** Only for staff who may read orders (they see it on the order anyway); otherwise null. */
  email: string | null;
  is_guest: boolean;
  order_count: number;
  spend: number;
  last_order_at: string;
};

export type TDashboardSummary = {
  period: {
    key: TDashboardPeriod;
    /** [from, to): the span the figures cover; `to` is now for a period still running. */
    from: string;
    to: string;
    /** The span the trend compares with: the same length just before (see decision 0008). */
    previous_from: string;
    previous_to: string;
    /** True while the period lasts (today, this month...): the trend then compares up to the same moment. */
    running: boolean;
    time_zone: string;
  };
  totals: TDashboardTotals & { cancelled: number };
  previous: TDashboardTotals;
  active: TDashboardActive;
  /** Mean minutes from submission to READY of the span's orders that reached READY; null when none did. */
  average_prep_minutes: number | null;
  /** How many orders that mean is taken over. */
  prepared_count: number;
  /** 24 counts, index = hour of day in the restaurant's time zone. */
  orders_by_hour: number[];
  top_items: TDashboardTopItem[];
  top_customers: TDashboardTopCustomer[];
};
