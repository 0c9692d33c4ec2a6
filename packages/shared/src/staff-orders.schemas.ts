import { z } from 'zod';
import { ORDERABLE_TYPES } from './constants.ts';
import { MAX_ID, ZId } from './list.schemas.ts';
import { ORDER_STATUSES, statusFromCode, type TOrderStatus } from './order-status.ts';
import {
  ORDER_LIMITS,
  ZFullOrderItemView,
  ZFullOrderView,
  ZOrderCustomerView,
  ZOrderLine,
  ZOrderType,
} from './orders.schemas.ts';
import { ZBench } from './tables.schemas.ts';
import { EMAIL_PATTERN, optionalText } from './text-fields.ts';

/**
 * Payloads and views of the staff order calls (spec admin 7 "Orders"): the order list with its
 * filters and includes, status changes, manual orders and item edits. Prices a client sends are
 * ignored here too: the server prices every line from the menu (DESIGN 2).
 */

/** spec admin 5: the full-order query runs only for an id greater than 0; 0 is a 400 like 'abc'. */
const ZPositiveId = ZId.refine((id) => id > 0, 'Expected a numeric id greater than 0');

export const ZStaffOrderParams = z.object({ id: ZPositiveId });
export const ZStaffOrderItemParams = z.object({ id: ZPositiveId, itemId: ZPositiveId });

const STATUS_MESSAGE = `Expected one of ${ORDER_STATUSES.join(', ')} or a status code 1 to 8`;

/**
 * A status by name (any case) or by numeric history code (spec admin 4: 1 created … 8 cancelled;
 * 7, the legacy paid code of the sample data, means PAID). Numeric text such as "2" counts too.
 */
export const ZOrderStatusInput = z
  .union([z.string().trim(), z.number()], { error: STATUS_MESSAGE })
  .transform((value, ctx): TOrderStatus => {
    const status =
      typeof value === 'number' || /^\d+$/.test(value)
        ? statusFromCode(Number(value))
        : ORDER_STATUSES.find((name) => name === value.toUpperCase());
    if (status) return status;
    ctx.addIssue({ code: 'custom', message: STATUS_MESSAGE });
    return z.NEVER;
  });

/** PATCH /customer-orders/{id}/status: the notes go into the history entry. */
export const ZChangeOrderStatus = z.object({
  status: ZOrderStatusInput,
  notes: optionalText(ORDER_LIMITS.notes),
});
export type TChangeOrderStatus = z.output<typeof ZChangeOrderStatus>;

const ZStaffOrderLines = z
  .array(ZOrderLine, { error: 'Add at least one item' })
  .min(1, 'Add at least one item')
  .max(ORDER_LIMITS.lines, `At most ${ORDER_LIMITS.lines} lines per order`);

/** A customer staff type in for a manual order (a phone order, a regular at the counter). */
export const ZStaffOrderCustomer = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'At most 100 characters'),
  email: optionalText(200).refine((email) => email === null || EMAIL_PATTERN.test(email), {
    message: 'Please enter a valid email address',
  }),
  phone: optionalText(40),
});

const ZOptionalEntityId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message).nullable().optional();

/** POST /customer-orders: a manual order taken by staff, with or without a table. */
export const ZCreateStaffOrder = z.object({
  bench_id: ZOptionalEntityId('Expected a table id'),
  customer_id: ZOptionalEntityId('Expected a customer id').describe(
    'An existing customer; wins over `customer` when both are sent',
  ),
  customer: ZStaffOrderCustomer.nullable().optional(),
  notes: optionalText(ORDER_LIMITS.notes),
  items: ZStaffOrderLines,
  order_type: ZOrderType.optional().describe('DINE_IN when absent; staff may take any type'),
});
export type TCreateStaffOrder = z.output<typeof ZCreateStaffOrder>;

/** POST /customer-orders/{id}/add-items. */
export const ZStaffAddItems = z.object({ items: ZStaffOrderLines });
export type TStaffAddItems = z.output<typeof ZStaffAddItems>;

/* ---- The order list ---- */

/** What `include` may name; without it the list answers summaries only. */
export const STAFF_ORDER_INCLUDES = ['items', 'bench', 'customer', 'status_history'] as const;
export type TStaffOrderInclude = (typeof STAFF_ORDER_INCLUDES)[number];

const ZBenchRef = z.object({ id: z.number().int(), name: z.string() });
const ZCustomerRef = z.object({ id: z.number().int(), name: z.string().nullable() });

/** One order in the staff list: enough for a row of the orders table and the kitchen board. */
export const ZStaffOrderSummary = z.object({
  id: z.number().int(),
  order_number: z.string(),
  /** ORD-000042: gapless, beside the id-derived order_number (decision 0017). */
  sequence_number: z.string().nullable(),
  /** INV-000042 once a receipt was issued. */
  invoice_number: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  bench_id: z.number().int().nullable(),
  bench: ZBenchRef.nullable(),
  customer_id: z.number().int().nullable(),
  /** Staff may see who ordered (guests never do). */
  customer: ZCustomerRef.nullable(),
  is_manual: z.boolean(),
  /** A bill's first payment fixed the order (decision 0032): it can no longer be cancelled. */
  on_bill: z.boolean(),
  net: z.number(),
  taxes: z.number(),
  service_charge: z.number(),
  gross: z.number(),
  order_type: z.enum(ORDERABLE_TYPES),
  /** Items ordered: the sum of the lines' quantities. */
  item_count: z.number().int(),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by_name: z.string().nullable(),
});
export type TStaffOrderSummary = z.infer<typeof ZStaffOrderSummary>;

/**
 * A summary widened by what `include` asked for. The wider shapes come first in each union: zod
 * answers the first that fits and drops the keys it does not know.
 */
export const ZStaffOrderListItem = ZStaffOrderSummary.extend({
  bench: z.union([ZBench, ZBenchRef]).nullable(),
  customer: z.union([ZOrderCustomerView, ZCustomerRef]).nullable(),
  items: z.array(ZFullOrderItemView).optional(),
  status_history: ZFullOrderView.shape.status_history.optional(),
});
export type TStaffOrderListItem = z.infer<typeof ZStaffOrderListItem>;

/** GET /customer-orders/today-count: the admin sidebar's badge (spec admin 2). */
export const ZTodayOrderCount = z.object({ count: z.number().int() });
export type TTodayOrderCount = z.infer<typeof ZTodayOrderCount>;

/** What the staff event stream sends with each order event (GET /events). */
export type TStaffOrderEventData = {
  orderId: number;
  benchId: number | null;
  status?: string;
  previous?: string;
};

/** 'tables.changed' on the staff stream: those tables were written; null when any table may have been. */
export type TStaffTablesChangedData = { benchIds: number[] | null };

/** 'shared_cart.changed' on the staff stream: guests changed a shared cart at that table (never its lines). */
export type TStaffSharedCartChangedData = { benchId: number };

/** 'waiter_call.created' and 'waiter_call.acknowledged' on the staff stream (decision 0031). */
export type TStaffWaiterCallEventData = { callId: number; benchId: number; reason: string };
