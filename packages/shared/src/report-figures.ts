/**
 * What each money figure of the dashboard and the end-of-day report means (issue 41, decision 0041):
 * one line per figure, kept here so the screens (through their en/de texts, which a test holds to
 * these), the CSV export's section names and the README say the same. Kept free of zod, so any
 * screen may read it.
 */

/** The states the report sorts the day's orders into, by each order's status now. */
export const SALES_STATES = ['OPEN', 'SERVED', 'PAID', 'CANCELLED'] as const;
export type TSalesState = (typeof SALES_STATES)[number];

/** Order statuses of each sales state: the kitchen's, delivered, paid (a settled bill marks its orders paid). */
export const SALES_STATE_STATUSES: Record<TSalesState, readonly string[]> = {
  OPEN: ['SUBMITTED', 'OPENED', 'READY'],
  SERVED: ['DELIVERED'],
  PAID: ['PAID', 'COMPLETED'],
  CANCELLED: ['CANCELLED'],
};

export const REPORT_FIGURES = [
  'revenue',
  'sales',
  'sales_open',
  'sales_served',
  'sales_paid',
  'sales_cancelled',
  'takings',
  'tips',
  'refunds',
  'unpaid',
  'settled_bills',
  'taxes_by_rate',
] as const;
export type TReportFigure = (typeof REPORT_FIGURES)[number];

/** The definitions in English; the web app's en.json holds the same lines (and de.json their German). */
export const REPORT_FIGURE_DEFINITIONS: Record<TReportFigure, string> = {
  revenue:
    'Orders placed in the period, cancelled ones left out, at their total (taxes and service charge included).',
  sales: "The day's orders, cancelled ones left out, at their total: the dashboard's revenue for the day.",
  sales_open: 'Still with the kitchen: submitted, in preparation or ready.',
  sales_served: 'Delivered to the table, not yet paid.',
  sales_paid: 'Paid or completed; settling a bill marks its orders paid.',
  sales_cancelled: 'Cancelled: not part of sales.',
  takings: 'Payments taken on the day by method, tips apart, less refunds given on the day.',
  tips: 'Tips given on top of payments, less tips refunded.',
  refunds: 'Money given back on the day, tips included.',
  unpaid:
    "The day's orders that no bill settled by the day's end paid (nor staff marked paid), less part payments on their bills.",
  settled_bills: 'Bills fully paid on the day, at their total; their tips apart.',
  taxes_by_rate: 'Net and tax of the bills settled on the day, by rate, as their receipts show them.',
};
