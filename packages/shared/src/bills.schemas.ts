import { z } from 'zod';
import { BILL_SPLIT_MODES, MAX_EQUAL_SHARES, type TBillSplitMode } from './bill-split.ts';
import { PAYMENT_METHODS } from './constants.ts';
import { MAX_ID, ZId } from './list.schemas.ts';
import { ORDER_STATUSES } from './order-status.ts';
import { SALES_STATES } from './report-figures.ts';

/**
 * The bill (issue 16, decision 0032): a table's unpaid orders, how the guests split it, their tips,
 * and the payments staff record at the table. No online card processor: staff take the money (card
 * terminal or cash) and record it here; `provider` is where an online one would report later.
 *
 * Money is integer cents in the database and decimal numbers on the wire, like every other amount
 * of the API (decision 0003). Public answers carry no names, phone numbers, emails or notes.
 */

export { BILL_SPLIT_MODES, MAX_EQUAL_SHARES, type TBillSplitMode };

/** OPEN: asked for or opened by staff, not fully paid. SETTLED: fully paid (its orders are PAID). */
export const BILL_STATUSES = ['OPEN', 'SETTLED'] as const;
export type TBillStatus = (typeof BILL_STATUSES)[number];

/** COMPLETED counts towards the share; VOIDED (a mistake, before settling) and REFUNDED do not. */
export const PAYMENT_STATUSES = ['COMPLETED', 'VOIDED', 'REFUNDED'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Tips above this share of the amount are refused as a typo (a 1000 % tip is not a tip). */
export const MAX_TIP_PERCENT = 100;

export const ZPaymentMethod = z.enum(PAYMENT_METHODS, {
  error: `Payment method must be one of ${PAYMENT_METHODS.join(', ')}`,
});

/** An amount of money on the wire: decimal, at most 2 places, not negative. */
const ZAmount = z
  .number({ error: 'Expected an amount' })
  .nonnegative('An amount cannot be negative')
  .max(1_000_000, 'Amount too large')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'At most 2 decimal places');

/** A tip: a percentage of the amount, or an amount; none is `null`. */
export const ZTipChoice = z
  .union([
    z.object({ percent: z.number().positive('A tip percentage must be positive').max(MAX_TIP_PERCENT) }),
    z.object({ amount: ZAmount }),
  ])
  .nullable();
export type TTipChoice = z.infer<typeof ZTipChoice>;

// ---- Views ------------------------------------------------------------------------------------

/** One line of an order on the bill: what was ordered, priced as the order was (never re-priced). */
export const ZBillLine = z.object({
  /** The order item's id: what a guest picks when splitting by items. */
  id: z.number().int(),
  order_id: z.number().int(),
  name: z.string(),
  /** The chosen options as the guest sees them, e.g. 'Large', 'Oat milk'. */
  options: z.array(z.string()),
  quantity: z.number().int(),
  unit_price: z.number(),
  /** Tax rate in percent (8 means 8 %). */
  tax_rate: z.number(),
  net: z.number(),
  tax: z.number(),
  /** net + tax of the line (service charge is on the bill's totals). */
  gross: z.number(),
});
export type TBillLine = z.infer<typeof ZBillLine>;

export const ZBillTotals = z.object({
  net: z.number(),
  taxes: z.number(),
  service_charge: z.number(),
  /** What the orders cost: net + taxes + service charge. */
  gross: z.number(),
});
export type TBillTotals = z.infer<typeof ZBillTotals>;

/** Taxes by rate, as a receipt lists them. */
export const ZTaxBreakdown = z.array(z.object({ rate: z.number(), net: z.number(), tax: z.number() }));

export const ZBillOrder = z.object({
  id: z.number().int(),
  order_number: z.string().nullable(),
  /** The ORD- number people see (decision 0043). */
  sequence_number: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
});

export const ZBillShare = z.object({
  id: z.number().int(),
  /** 1, 2, 3 …: "Share 2 of 3". */
  position: z.number().int(),
  /** What the share owes for the orders (its part of the bill's gross). */
  amount: z.number(),
  tip: z.number(),
  /** Paid so far by completed payments, tips excluded. */
  paid: z.number(),
  /** amount - paid. */
  outstanding: z.number(),
  status: z.enum(['OPEN', 'PAID']),
  payment_method: ZPaymentMethod.nullable(),
  /** ITEMS: the bill lines (order item ids) this share takes; empty otherwise. */
  line_ids: z.array(z.number().int()),
});
export type TBillShare = z.infer<typeof ZBillShare>;

export const ZBill = z.object({
  id: z.number().int(),
  bench_id: z.number().int(),
  bench_name: z.string(),
  status: z.enum(BILL_STATUSES),
  split_mode: z.enum(BILL_SPLIT_MODES),
  /** The guest's preferred method when asking, for staff to bring the right terminal. */
  payment_method: ZPaymentMethod.nullable(),
  requested_at: z.string().nullable(),
  /** When staff saw the request (the notification was acknowledged). */
  acknowledged_at: z.string().nullable(),
  /** INV-… from the number sequences, given when the bill is settled. */
  invoice_number: z.string().nullable(),
  settled_at: z.string().nullable(),
  prices_include_tax: z.boolean(),
  orders: z.array(ZBillOrder),
  lines: z.array(ZBillLine),
  totals: ZBillTotals,
  tax_breakdown: ZTaxBreakdown,
  tip_total: z.number(),
  /** totals.gross + tip_total. */
  total_with_tip: z.number(),
  paid_total: z.number(),
  /** What the shares still owe, tips excluded: the sum of their `outstanding`. */
  outstanding_total: z.number(),
  shares: z.array(ZBillShare),
  /** Lines no share has taken yet (ITEMS only): the bill cannot be settled before they are. */
  unclaimed_line_ids: z.array(z.number().int()),
});
export type TBill = z.infer<typeof ZBill>;

/**
 * GET /customer/benches/{benchId}/bill: the table's unpaid orders as they would be billed now, and
 * the open bill if one was asked for. Restaurant-wide rules the guest screens need come along.
 */
export const ZTableBill = z.object({
  bench_id: z.number().int(),
  orders: z.array(ZBillOrder),
  lines: z.array(ZBillLine),
  totals: ZBillTotals,
  tax_breakdown: ZTaxBreakdown,
  prices_include_tax: z.boolean(),
  /** PAYMENT.METHODS the restaurant accepts. */
  payment_methods: z.array(ZPaymentMethod),
  /** PAYMENT.TIPS_ENABLED and PAYMENT.TIP_PERCENTAGES (parsed). */
  tips_enabled: z.boolean(),
  tip_percentages: z.array(z.number()),
  bill: ZBill.nullable(),
});
export type TTableBill = z.infer<typeof ZTableBill>;

export const ZPayment = z.object({
  id: z.number().int(),
  bill_id: z.number().int(),
  share_id: z.number().int().nullable(),
  method: ZPaymentMethod,
  amount: z.number(),
  tip: z.number(),
  /** amount + tip: what the guest handed over for it (a correction gives this back). */
  total: z.number(),
  /** Cash only: what the guest handed over, and the change given back. */
  cash_given: z.number().nullable(),
  change: z.number().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  /** Who took it (staff view only). */
  taken_by: z.number().int().nullable(),
  taken_by_name: z.string().nullable(),
  created_at: z.string(),
  reason: z.string().nullable(),
  /** Where an online payment provider would put its reference; null for payments taken at the table. */
  provider_reference: z.string().nullable(),
});
export type TPayment = z.infer<typeof ZPayment>;

/** GET /bills/{id} (staff): the bill and every payment on it. */
export const ZStaffBill = ZBill.extend({ payments: z.array(ZPayment) });
export type TStaffBill = z.infer<typeof ZStaffBill>;

/** A receipt (guest GET /customer/bills/{id}/receipt, staff GET /bills/{id}/receipt). */
export const ZBillReceipt = z.object({
  invoice_number: z.string(),
  issued_at: z.string(),
  restaurant: z.object({
    name: z.string(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    tax_id: z.string().nullable(),
  }),
  bench_name: z.string(),
  currency: z.string(),
  prices_include_tax: z.boolean(),
  lines: z.array(ZBillLine),
  totals: ZBillTotals,
  tax_breakdown: ZTaxBreakdown,
  tip_total: z.number(),
  total_with_tip: z.number(),
  /** Public form of the payments: method, amounts, tip, change; no staff names. */
  payments: z.array(
    ZPayment.pick({
      method: true,
      amount: true,
      tip: true,
      total: true,
      cash_given: true,
      change: true,
      status: true,
      created_at: true,
    }),
  ),
});
export type TBillReceipt = z.infer<typeof ZBillReceipt>;

// ---- Requests ---------------------------------------------------------------------------------

export const ZBenchParams = z.object({ benchId: ZId });

/** An id inside a JSON body: a number (ZId is for path and query text). */
const ZBodyId = z.number({ error: 'Expected an id' }).int().positive().max(MAX_ID);
export const ZBillParams = z.object({ id: ZId });
export const ZBillShareParams = z.object({ id: ZId, shareId: ZId });

/** GET /bills?status=OPEN|SETTLED&bench_id=N (staff): newest first, OPEN by default. */
export const ZBillListQuery = z.object({
  status: z.enum(BILL_STATUSES).default('OPEN'),
  bench_id: ZId.optional(),
});

/**
 * POST /customer/benches/{benchId}/bill/request (X-Order-Token of one of the table's unpaid
 * orders): asks for the bill, or changes the request while nothing is paid yet.
 */
export const ZRequestBill = z
  .object({
    split_mode: z.enum(BILL_SPLIT_MODES, { error: `Split must be one of ${BILL_SPLIT_MODES.join(', ')}` }),
    /** EQUAL: how many people share it (2 … MAX_EQUAL_SHARES). */
    split_count: z.number().int().min(2).max(MAX_EQUAL_SHARES).optional(),
    payment_method: ZPaymentMethod,
    /** WHOLE and EQUAL: one tip for the bill, shared like the amounts. ITEMS: each share tips itself. */
    tip: ZTipChoice.default(null),
  })
  .refine((body) => body.split_mode !== 'EQUAL' || body.split_count !== undefined, {
    message: 'Say how many people share the bill',
    path: ['split_count'],
  });
export type TRequestBill = z.infer<typeof ZRequestBill>;

/**
 * ITEMS: a phone takes its share. POST /customer/bills/{id}/shares creates one for the phone (the
 * answer's share id is then this phone's); PUT /customer/bills/{id}/shares/{shareId} sets its lines,
 * tip and method. Both need an X-Order-Token of one of the bill's orders.
 */
export const ZUpdateShare = z.object({
  line_ids: z.array(z.number().int().positive().max(MAX_ID)).max(500),
  tip: ZTipChoice.default(null),
  payment_method: ZPaymentMethod.nullable().default(null),
});
export type TUpdateShare = z.infer<typeof ZUpdateShare>;

/** POST /customer/bills/{id}/shares answers the bill and the id of the share this phone now holds. */
export const ZJoinedShare = z.object({ bill: ZBill, share_id: z.number().int() });
export type TJoinedShare = z.infer<typeof ZJoinedShare>;

/** POST /bills (staff): open a bill for a table that asked in person. */
export const ZOpenBill = z
  .object({
    bench_id: ZBodyId,
    split_mode: z.enum(BILL_SPLIT_MODES).default('WHOLE'),
    split_count: z.number().int().min(2).max(MAX_EQUAL_SHARES).optional(),
  })
  .refine((body) => body.split_mode !== 'EQUAL' || body.split_count !== undefined, {
    message: 'Say how many people share the bill',
    path: ['split_count'],
  });

/**
 * POST /bills/{id}/payments (staff, payments.take): a payment for one share (or the bill's only
 * share). `amount` may be less than outstanding (a partial payment), never more; `tip` comes on
 * top. Cash: `cash_given` ≥ amount + tip, and the answer says the change.
 */
export const ZTakePayment = z.object({
  share_id: ZBodyId.optional(),
  method: ZPaymentMethod,
  amount: ZAmount.refine((value) => value > 0, 'A payment must be more than 0'),
  tip: ZAmount.default(0),
  cash_given: ZAmount.optional(),
});
export type TTakePayment = z.infer<typeof ZTakePayment>;

/** POST /payments/{id}/void (a mistake, bill not settled) and /payments/{id}/refund (payments.refund). */
export const ZPaymentCorrection = z.object({
  reason: z.string().trim().min(3, 'Give a reason (at least 3 characters)').max(500),
});

/** GET /reports/end-of-day?from=YYYY-MM-DD&to=YYYY-MM-DD[&format=csv] (reports.read), local dates. */
export const ZEndOfDayQuery = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date YYYY-MM-DD'),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date YYYY-MM-DD')
    .optional(),
  format: z.enum(['json', 'csv']).default('json'),
});

export const ZEndOfDayReport = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  currency: z.string(),
  /** Completed payments less refunds, by method. */
  by_method: z.array(
    z.object({ method: ZPaymentMethod, count: z.number().int(), amount: z.number(), tips: z.number() }),
  ),
  tips_by_staff: z.array(
    z.object({ user_id: z.number().int().nullable(), name: z.string(), tips: z.number() }),
  ),
  taxes_by_rate: z.array(z.object({ rate: z.number(), net: z.number(), tax: z.number() })),
  refunds: z.object({ count: z.number().int(), amount: z.number() }),
  orders: z.number().int(),
  /** Guests served: the shares of the settled bills. */
  covers: z.number().int(),
  totals: z.object({ amount: z.number(), tips: z.number(), gross: z.number() }),
  /**
   * The day's orders by state now, with their totals (report-figures.ts); `count` and `amount`
   * leave the cancelled out: the dashboard's revenue for the same days.
   */
  sales: z.object({
    states: z.array(z.object({ state: z.enum(SALES_STATES), count: z.number().int(), amount: z.number() })),
    count: z.number().int(),
    amount: z.number(),
  }),
  /** Bills settled in the days: how many, their total (as their receipts) and their tips. */
  settled_bills: z.object({ count: z.number().int(), amount: z.number(), tips: z.number() }),
  /** The days' orders still unpaid when the last day ended, less part payments on their bills. */
  unpaid: z.object({ count: z.number().int(), amount: z.number() }),
});
export type TEndOfDayReport = z.infer<typeof ZEndOfDayReport>;
