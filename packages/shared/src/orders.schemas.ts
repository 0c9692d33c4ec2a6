import { z } from 'zod';
import { ORDERABLE_TYPES } from './constants.ts';
import { MAX_ID, ZId } from './list.schemas.ts';
import { ORDER_LIMITS } from './order-limits.ts';
import { ORDER_STATUSES } from './order-status.ts';
import { EMAIL_PATTERN, optionalText } from './text-fields.ts';

/**
 * Order payloads of the guest journey (spec customer 3 "Order", 7 "Public and customer") and the
 * order views the API answers with. Prices a client sends are accepted and ignored: the server
 * prices every line from the menu (DESIGN 2). Field names follow the spec; the cart's camelCase
 * spellings (menuItemId, specialInstructions, ...) and their snake_case twins are both accepted.
 */

// The limits live apart so the guest screens can use them without loading zod.
export { ORDER_LIMITS };

const QUANTITY_MESSAGE = `Quantity must be a whole number between 1 and ${ORDER_LIMITS.quantity}`;

export const ZQuantity = z
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(1, QUANTITY_MESSAGE)
  .max(ORDER_LIMITS.quantity, QUANTITY_MESSAGE);

/** Ids beyond what an integer column holds would make PostgreSQL fail instead of answering 400. */
const ZEntityId = z
  .number({ error: 'Expected a numeric id' })
  .int('Expected a numeric id')
  .positive('Expected a numeric id')
  .max(MAX_ID, 'Expected a numeric id');

/** Prices from the client: documented so clients may keep sending them, never read. */
const ZIgnoredPrice = z.unknown().optional().describe('Ignored: the server prices every line from the menu');

const ZInstructions = z
  .string()
  .max(ORDER_LIMITS.specialInstructions, `At most ${ORDER_LIMITS.specialInstructions} characters`)
  .nullable()
  .optional();

/** Picks whichever spelling of a field was sent (camelCase first). */
function either<T>(first: T | undefined, second: T | undefined): T | undefined {
  return first !== undefined ? first : second;
}

export const ZSelectedOption = z
  .object({ optionId: ZEntityId.optional(), option_id: ZEntityId.optional(), price: ZIgnoredPrice })
  .refine((o) => o.optionId !== undefined || o.option_id !== undefined, {
    message: 'Option is required',
    path: ['optionId'],
  })
  .transform((o) => ({ optionId: either(o.optionId, o.option_id)! }));

/** One answered customization of a line: chosen options, or the guest's words for a TEXT one. */
export const ZCustomizationChoice = z
  .object({
    customizationId: ZEntityId.optional(),
    customization_id: ZEntityId.optional(),
    selectedOptions: z.array(ZSelectedOption).max(ORDER_LIMITS.optionsPerCustomization).optional(),
    selected_options: z.array(ZSelectedOption).max(ORDER_LIMITS.optionsPerCustomization).optional(),
    text: z
      .string()
      .max(ORDER_LIMITS.textAnswer, `At most ${ORDER_LIMITS.textAnswer} characters`)
      .nullable()
      .optional(),
  })
  .refine((c) => c.customizationId !== undefined || c.customization_id !== undefined, {
    message: 'Customization is required',
    path: ['customizationId'],
  })
  .transform((c) => ({
    customizationId: either(c.customizationId, c.customization_id)!,
    selectedOptions: either(c.selectedOptions, c.selected_options) ?? [],
    text: (c.text ?? '').trim(),
  }));
export type TCustomizationChoice = z.output<typeof ZCustomizationChoice>;

/** One line of a submission or of add-items (spec customer 7: menuItemId, quantity, ...). */
export const ZOrderLine = z
  .object({
    menuItemId: ZEntityId.optional(),
    menu_item_id: ZEntityId.optional(),
    quantity: ZQuantity,
    special_instructions: ZInstructions,
    specialInstructions: ZInstructions,
    price: ZIgnoredPrice,
    customizations: z
      .array(ZCustomizationChoice)
      .max(ORDER_LIMITS.customizationsPerLine, `At most ${ORDER_LIMITS.customizationsPerLine} choices`)
      .optional(),
  })
  .refine((line) => line.menuItemId !== undefined || line.menu_item_id !== undefined, {
    message: 'Menu item is required',
    path: ['menuItemId'],
  })
  .transform((line) => ({
    menuItemId: either(line.menuItemId, line.menu_item_id)!,
    quantity: line.quantity,
    special_instructions: either(line.special_instructions, line.specialInstructions)?.trim() || null,
    customizations: line.customizations ?? [],
  }));
export type TOrderLine = z.output<typeof ZOrderLine>;

/** spec customer 5: an empty cart cannot be submitted ('Cart is empty'). */
const ZOrderLines = z
  .array(ZOrderLine, { error: 'Cart is empty' })
  .min(1, 'Cart is empty')
  .max(ORDER_LIMITS.lines, `At most ${ORDER_LIMITS.lines} lines per order`);

/** Who ordered, when the guest chooses to say; stored as a guest customer, never shown publicly. */
export const ZGuestCustomer = z.object({
  name: optionalText(100),
  email: optionalText(200).refine((email) => email === null || EMAIL_PATTERN.test(email), {
    message: 'Please enter a valid email address',
  }),
  phone: optionalText(40),
});

const ZOrderToken = z
  .string()
  .max(200)
  .optional()
  .describe('The order token; the X-Order-Token header also works');

/** POST /customer/orders/submit (spec customer 7). */
export const ZOrderType = z.enum(ORDERABLE_TYPES, { error: 'Choose dine in or takeaway' });

export const ZSubmitOrder = z.object({
  bench_id: z
    .number({ error: 'Table is required' })
    .int('Table is required')
    .positive('Table is required')
    .max(MAX_ID, 'Table is required'),
  customer_id: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe('Accepted and ignored: a guest cannot prove who they are, so orders never link to it'),
  customer: ZGuestCustomer.nullable().optional(),
  notes: optionalText(ORDER_LIMITS.notes),
  items: ZOrderLines,
  order_type: ZOrderType.optional().describe(
    'One of the types OPERATIONS.ORDER_TYPES offers; the first offered when absent',
  ),
  shared_cart_id: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .describe(
      "The table's shared cart this order comes from: claimed in the same transaction, so one order per cart",
    ),
  shared_cart_version: z
    .number()
    .int()
    .nonnegative()
    .max(MAX_ID)
    .optional()
    .describe('The cart version the guest saw; a newer cart is a 409 with the current cart'),
});
export type TSubmitOrder = z.output<typeof ZSubmitOrder>;

/** POST /customer/orders/{id}/add-items. */
export const ZAddItems = z.object({ items: ZOrderLines, order_token: ZOrderToken });
export type TAddItems = z.output<typeof ZAddItems>;

/** PATCH /customer/orders/{id}/items/{itemId}: a new quantity and/or new instructions. */
export const ZUpdateOrderLine = z
  .object({
    quantity: ZQuantity.optional(),
    special_instructions: ZInstructions,
    order_token: ZOrderToken,
  })
  .refine((patch) => patch.quantity !== undefined || patch.special_instructions !== undefined, {
    message: 'Nothing to change: send quantity or special_instructions',
    path: ['quantity'],
  });
export type TUpdateOrderLine = z.output<typeof ZUpdateOrderLine>;

/** DELETE /customer/orders/{id}/items/{itemId}: the token may come in the body too. */
export const ZOrderTokenBody = z.object({ order_token: ZOrderToken });

export const ZBenchIdParams = z.object({ benchId: ZId });
export const ZOrderItemParams = z.object({ id: ZId, itemId: ZId });

/* ---- Views (what the API answers) ---- */

export const ZAuditView = z.object({
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  updated_by: z.number().int().nullable(),
  updated_by_name: z.string().nullable(),
});
export type TAuditView = z.infer<typeof ZAuditView>;

/** spec customer 3 "Order item detail": one chosen customization; value_added in money or percent. */
export const ZOrderItemDetailView = z.object({
  id: z.number().int(),
  name: z.string(),
  value: z.string(),
  value_added: z.number(),
  percent: z.boolean(),
  type: z.string(),
  sort_order: z.number().int(),
});
export type TOrderItemDetailView = z.infer<typeof ZOrderItemDetailView>;

export const ZOrderItemView = z.object({
  id: z.number().int(),
  menu_item_id: z.number().int().nullable(),
  /** Unit price including option surcharges. */
  price: z.number(),
  quantity: z.number().int(),
  /**
   * price × quantity as the menu showed it, and the line's net and tax by the order's tax mode
   * (prices_include_tax), computed by the shared money rule: screens show these, never multiply.
   */
  amount: z.number(),
  net: z.number(),
  tax: z.number(),
  special_instructions: z.string().nullable(),
  details: z.array(ZOrderItemDetailView),
  menu_item: z.object({ id: z.number().int().nullable(), name: z.string(), default_price: z.number() }),
});
export type TOrderItemView = z.infer<typeof ZOrderItemView>;

/** What guests see of an order: no customer, no staff names, no token. */
export const ZPublicOrderView = z.object({
  id: z.number().int(),
  order_number: z.string(),
  /** ORD-000042: the gapless order number beside the id-derived order_number (decision 0017). */
  sequence_number: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  is_manual: z.boolean(),
  bench_id: z.number().int().nullable(),
  bench: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  items: z.array(ZOrderItemView),
  net: z.number(),
  taxes: z.number(),
  /** OPERATIONS.SERVICE_CHARGE_PERCENT of the net, at the rate of the order's creation; gross includes it. */
  service_charge: z.number(),
  service_charge_percent: z.number(),
  gross: z.number(),
  /** PAYMENT.PRICES_INCLUDE_TAX as it was when the order was placed: prices held the tax, or it came on top. */
  prices_include_tax: z.boolean(),
  /** The lines' nets and taxes by rate (percent), lowest first; they add up to net and taxes. */
  tax_breakdown: z.array(z.object({ rate: z.number(), net: z.number(), tax: z.number() })),
  order_type: z.enum(ORDERABLE_TYPES),
  /**
   * A payment on the table's bill has fixed this order (decision 0032): its lines can no longer be
   * added, changed or removed; anything more goes on a new order.
   */
  on_bill: z.boolean(),
  notes: z.string().nullable(),
  status_history: z.array(z.object({ status: z.number().int(), created_at: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
  /** Longest preparation time of the order's items (or the kitchen default), counted from submission. */
  estimated_minutes: z.number(),
  estimated_ready_at: z.string(),
});
export type TPublicOrderView = z.infer<typeof ZPublicOrderView>;

/**
 * What anyone may read of an active order without its token (decision 0022): its numbers, status and
 * times. No items, table, totals, notes or status history.
 */
export type TOrderStatusView = Pick<
  TPublicOrderView,
  | 'id'
  | 'order_number'
  | 'sequence_number'
  | 'status'
  | 'created_at'
  | 'updated_at'
  | 'estimated_minutes'
  | 'estimated_ready_at'
>;

/**
 * GET /customer/orders/{id} and /{id}/public: the public view for the holder of the order's token
 * (X-Order-Token), the status view for anyone else while the order is active (decision 0022).
 * Only the public view has `items`.
 */
export type TGuestOrderView = TPublicOrderView | TOrderStatusView;

/** The submit answer: the public view plus the token, which is shown this once. */
export type TSubmittedOrder = TPublicOrderView & { order_token: string };

export const ZOrderCustomerView = z.object({
  id: z.number().int(),
  /** CUST-000042 (decision 0017). */
  customer_number: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  is_guest: z.boolean(),
  is_active: z.boolean(),
});
export type TOrderCustomerView = z.infer<typeof ZOrderCustomerView>;

export const ZFullOrderItemView = z.object({
  ...ZOrderItemView.omit({ details: true }).shape,
  ...ZAuditView.shape,
  /** Tax rate in percent, e.g. 8. */
  tax_rate: z.number(),
  added_by_name: z.string().nullable(),
  details: z.array(
    z.object({
      ...ZOrderItemDetailView.shape,
      ...ZAuditView.shape,
      customization_id: z.number().int().nullable(),
      option_id: z.number().int().nullable(),
    }),
  ),
});
export type TFullOrderItemView = z.infer<typeof ZFullOrderItemView>;

/** The staff view (spec admin 3 "Order"): everything, including customer and audit names. */
export const ZFullOrderView = z.object({
  ...ZPublicOrderView.omit({ items: true, status_history: true }).shape,
  ...ZAuditView.shape,
  customer_id: z.number().int().nullable(),
  customer: ZOrderCustomerView.nullable(),
  shared_cart_id: z.string().nullable(),
  /** INV-000042, given when the first receipt is issued (POST /customer-orders/{id}/receipt). */
  invoice_number: z.string().nullable(),
  items: z.array(ZFullOrderItemView),
  status_history: z.array(
    z.object({
      id: z.number().int(),
      status: z.number().int(),
      notes: z.string().nullable(),
      ...ZAuditView.shape,
    }),
  ),
});
export type TFullOrderView = z.infer<typeof ZFullOrderView>;
