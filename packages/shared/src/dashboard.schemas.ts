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
export const ZDashboardActive = z.object({ SUBMITTED: z.number(), OPENED: z.number(), READY: z.number() });
export type TDashboardActive = z.infer<typeof ZDashboardActive>;

const totalsFields = {
  /** Orders created in the span, cancelled ones left out. */
  count: z.number(),
  /** Sum of their gross. */
  revenue: z.number(),
};
export const ZDashboardTotals = z.object(totalsFields);
export type TDashboardTotals = z.infer<typeof ZDashboardTotals>;

export const ZDashboardTopItem = z.object({
  /** Null for a line whose menu item has been deleted since. */
  menu_item_id: z.number().nullable(),
  name: z.string(),
  quantity: z.number(),
  /** Line totals before tax (price including options × quantity). */
  revenue: z.number(),
});
export type TDashboardTopItem = z.infer<typeof ZDashboardTopItem>;

export const ZDashboardTopCustomer = z.object({
  customer_id: z.number(),
  /** Null for a guest who left no name. */
  name: z.string().nullable(),
  /** Only for staff who may read orders (they see it on the order anyway); otherwise null. */
  email: z.string().nullable(),
  is_guest: z.boolean(),
  order_count: z.number(),
  spend: z.number(),
  last_order_at: z.string(),
});
export type TDashboardTopCustomer = z.infer<typeof ZDashboardTopCustomer>;

export const ZDashboardSummary = z.object({
  period: z.object({
    key: z.enum(DASHBOARD_PERIODS),
    /** [from, to): the span the figures cover; `to` is now for a period still running. */
    from: z.string(),
    to: z.string(),
    /** The span the trend compares with: the same length just before (see decision 0008). */
    previous_from: z.string(),
    previous_to: z.string(),
    /** True while the period lasts (today, this month...): the trend then compares up to the same moment. */
    running: z.boolean(),
    time_zone: z.string(),
  }),
  totals: z.object({ ...totalsFields, cancelled: z.number() }),
  previous: ZDashboardTotals,
  active: ZDashboardActive,
  /** Mean minutes from submission to READY of the span's orders that reached READY; null when none did. */
  average_prep_minutes: z.number().nullable(),
  /** How many orders that mean is taken over. */
  prepared_count: z.number(),
  /** 24 counts, index = hour of day in the restaurant's time zone. */
  orders_by_hour: z.array(z.number()),
  top_items: z.array(ZDashboardTopItem),
  top_customers: z.array(ZDashboardTopCustomer),
});
export type TDashboardSummary = z.infer<typeof ZDashboardSummary>;
