import { ORDERABLE_TYPES, type TOrderType } from '@tableside/shared/constants';
import { fromCents, lineAmounts, lineTotalCents, type TTaxMode, taxesByRate } from '@tableside/shared/money';
import type { TOrderStatus } from '@tableside/shared/order-status';
import type {
  TAuditView,
  TFullOrderView,
  TOrderItemDetailView,
  TOrderItemView,
  TOrderStatusView,
  TPublicOrderView,
} from '@tableside/shared/orders.schemas';
import type { Row } from '../db/schema.ts';
import type { TWaitTimeRule } from './order-settings.service.ts';
import type { TOrderItemRecord, TOrderRecord } from './orders.repository.ts';

/**
 * The JSON shapes of an order: money as decimals, percentages as percent, booleans as true/false.
 * The public view is what guests may see (DESIGN 3: no customer data, no staff names, no token);
 * the full view is for staff.
 */
const MINUTE_MS = 60_000;

type TAuditRow = Pick<Row<'customer_orders'>, keyof TAuditView>;

function audit(row: TAuditRow): TAuditView {
  return {
    created_at: row.created_at,
    updated_at: row.updated_at,
    created_by: row.created_by,
    created_by_name: row.created_by_name,
    updated_by: row.updated_by,
    updated_by_name: row.updated_by_name,
  };
}

function detailView(detail: Row<'customer_order_item_details'>): TOrderItemDetailView {
  return {
    id: detail.id,
    name: detail.name,
    value: detail.value,
    // Cents and hundredths of a percent both become decimals by the same division.
    value_added: fromCents(detail.value_added),
    percent: detail.percent === 1,
    type: detail.type,
    sort_order: detail.sort_order,
  };
}

/** The order's tax mode as it was when it was placed (migration 0013). */
const taxModeOf = (order: TOrderRecord): TTaxMode => ({ pricesIncludeTax: order.prices_include_tax === 1 });

/** A line's net and tax in cents by the shared money rule, as the order's totals were computed. */
function lineCents(item: TOrderItemRecord, mode: TTaxMode) {
  return lineAmounts(
    { unitPriceCents: item.price, quantity: item.quantity, taxRateHundredths: item.tax_rate },
    mode,
  );
}

function itemView<TDetail>(
  item: TOrderItemRecord,
  mode: TTaxMode,
  detail: (detail: Row<'customer_order_item_details'>) => TDetail,
) {
  const { net, tax } = lineCents(item, mode);
  return {
    id: item.id,
    menu_item_id: item.menu_item_id,
    price: fromCents(item.price),
    quantity: item.quantity,
    amount: fromCents(lineTotalCents(item.price, item.quantity)),
    net: fromCents(net),
    tax: fromCents(tax),
    special_instructions: item.special_instructions,
    details: item.details.map(detail),
    menu_item: {
      id: item.menu_item_id,
      name: item.menu_item_name,
      default_price: fromCents(item.default_price),
    },
  };
}

const publicItemView = (item: TOrderItemRecord, mode: TTaxMode): TOrderItemView =>
  itemView(item, mode, detailView);

/** The order's taxes by rate (percent), from the same line amounts its totals were made of. */
function orderTaxBreakdown(order: TOrderRecord, mode: TTaxMode): TPublicOrderView['tax_breakdown'] {
  const lines = order.items.map((item) => ({ rate: item.tax_rate, ...lineCents(item, mode) }));
  return taxesByRate(lines).map(({ rate, net, tax }) => ({
    rate: rate / 100,
    net: fromCents(net),
    tax: fromCents(tax),
  }));
}

/** When the kitchen should be done, by the restaurant's wait-time rule, counted from submission. */
function estimate(order: TOrderRecord, rule: TWaitTimeRule) {
  const minutes = estimatedMinutes(
    order.items.map((item) => item.preparation_time),
    rule,
  );
  const readyAt = new Date(new Date(order.created_at).getTime() + minutes * MINUTE_MS);
  return { estimated_minutes: minutes, estimated_ready_at: readyAt.toISOString() };
}

/**
 * The order's own fields, as both views show them, with its items and history as each view shows
 * them: each line and entry is turned into JSON once.
 */
function orderView<TItem, TEntry>(
  order: TOrderRecord,
  waitTime: TWaitTimeRule,
  item: (item: TOrderItemRecord, mode: TTaxMode) => TItem,
  entry: (entry: TOrderRecord['history'][number]) => TEntry,
) {
  const mode = taxModeOf(order);
  return {
    id: order.id,
    order_number: order.order_number ?? '',
    sequence_number: order.sequence_number,
    status: order.status as TOrderStatus,
    is_manual: order.is_manual === 1,
    bench_id: order.bench_id,
    bench: order.bench,
    items: order.items.map((line) => item(line, mode)),
    net: fromCents(order.net),
    taxes: fromCents(order.taxes),
    service_charge: fromCents(order.service_charge),
    service_charge_percent: order.service_charge_rate / 100,
    gross: fromCents(order.gross),
    prices_include_tax: mode.pricesIncludeTax === true,
    tax_breakdown: orderTaxBreakdown(order, mode),
    order_type: orderTypeOf(order.order_type),
    on_bill: order.bill_id !== null,
    notes: order.notes,
    status_history: order.history.map(entry),
    created_at: order.created_at,
    updated_at: order.updated_at,
    ...estimate(order, waitTime),
  };
}

export function toPublicOrderView(order: TOrderRecord, waitTime: TWaitTimeRule): TPublicOrderView {
  return orderView(order, waitTime, publicItemView, (entry) => ({
    status: entry.status,
    created_at: entry.created_at,
  }));
}

/** What a caller without the order's token may see of an active order (decision 0022). */
export function toOrderStatusView(order: TOrderRecord, waitTime: TWaitTimeRule): TOrderStatusView {
  return {
    id: order.id,
    order_number: order.order_number ?? '',
    sequence_number: order.sequence_number,
    status: order.status as TOrderStatus,
    created_at: order.created_at,
    updated_at: order.updated_at,
    ...estimate(order, waitTime),
  };
}

export function toFullOrderView(order: TOrderRecord, waitTime: TWaitTimeRule): TFullOrderView {
  const { customer } = order;
  return {
    ...orderView(order, waitTime, fullItemView, (entry) => ({
      id: entry.id,
      status: entry.status,
      notes: entry.notes,
      ...audit(entry),
    })),
    ...audit(order),
    customer_id: order.customer_id,
    customer: customer && {
      id: customer.id,
      customer_number: customer.customer_number,
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      is_guest: customer.is_guest === 1,
      is_active: customer.is_active === 1,
    },
    shared_cart_id: order.shared_cart_id,
    invoice_number: order.invoice_number,
  };
}

function fullItemView(item: TOrderItemRecord, mode: TTaxMode): TFullOrderView['items'][number] {
  return {
    ...itemView(item, mode, (detail) => ({
      ...detailView(detail),
      ...audit(detail),
      customization_id: detail.customization_id,
      option_id: detail.option_id,
    })),
    ...audit(item),
    tax_rate: fromCents(item.tax_rate),
    added_by_name: item.added_by_name,
  };
}

/** Minutes an order's lines take under the rule; a line without its own time takes the default. */
export function estimatedMinutes(lineMinutes: readonly (number | null)[], rule: TWaitTimeRule): number {
  const times = lineMinutes.map((minutes) => minutes ?? rule.defaultPrepMinutes);
  if (rule.method === 'CUSTOM' || times.length === 0) return rule.defaultPrepMinutes;
  if (rule.method === 'MAXIMUM') return Math.max(...times);
  return Math.ceil(times.reduce((sum, minutes) => sum + minutes, 0) / times.length);
}

/** A stored order type; anything unknown (older rows have the column's default) reads as dine in. */
export function orderTypeOf(stored: string): TOrderType {
  return (ORDERABLE_TYPES as readonly string[]).includes(stored) ? (stored as TOrderType) : 'DINE_IN';
}
