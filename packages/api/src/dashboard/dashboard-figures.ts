import type { TCustomerRow, TDayKey, THourRow, TItemRow, TPrepRow } from './dashboard-days.repository.ts';
import { addDays } from './dashboard-periods.ts';

/**
 * The dashboard's figures of some stretch of time as sums that add up (decision 0029): a span's
 * figures are its days' figures added together, whichever days were kept and whichever were read.
 * Money in cents. Items are kept per menu item AND snapshot name, so an item deleted after its day
 * was kept still counts by its lines' names, as the database would now count it.
 */
export type TFigures = {
  /** Per hour of the restaurant's day (0..23): counted orders, their sales, cancelled orders. */
  count: number[];
  revenue: number[];
  cancelled: number[];
  prepMs: number;
  prepCount: number;
  /** Keyed by itemKey(). */
  items: Map<string, TItemSum>;
  customers: Map<number, TCustomerSum>;
  /** The smallest and largest order id seen: an event about an order in between may change these figures. */
  minId: number;
  maxId: number;
};
export type TItemSum = { menuItemId: number | null; name: string; quantity: number; revenueCents: number };
export type TCustomerSum = { orderCount: number; spendCents: number; lastOrderAt: string };

export function emptyFigures(): TFigures {
  return {
    count: new Array(24).fill(0),
    revenue: new Array(24).fill(0),
    cancelled: new Array(24).fill(0),
    prepMs: 0,
    prepCount: 0,
    items: new Map(),
    customers: new Map(),
    minId: Number.POSITIVE_INFINITY,
    maxId: Number.NEGATIVE_INFINITY,
  };
}

const itemKey = (menuItemId: number | null, name: string) => `${menuItemId ?? ''}\n${name}`;

function addItem(into: Map<string, TItemSum>, item: TItemSum): void {
  const key = itemKey(item.menuItemId, item.name);
  const sum = into.get(key);
  if (sum) {
    sum.quantity += item.quantity;
    sum.revenueCents += item.revenueCents;
  } else into.set(key, { ...item });
}

function addCustomer(into: Map<number, TCustomerSum>, id: number, customer: TCustomerSum): void {
  const sum = into.get(id);
  if (!sum) {
    into.set(id, { ...customer });
    return;
  }
  sum.orderCount += customer.orderCount;
  sum.spendCents += customer.spendCents;
  // ISO-8601 UTC texts of one format: compared as text, as the database's max() does.
  if (customer.lastOrderAt > sum.lastOrderAt) sum.lastOrderAt = customer.lastOrderAt;
}

/** Adds `from` into `into` (which it changes) and returns `into`. */
export function addFigures(into: TFigures, from: TFigures): TFigures {
  for (let hour = 0; hour < 24; hour++) {
    into.count[hour]! += from.count[hour]!;
    into.revenue[hour]! += from.revenue[hour]!;
    into.cancelled[hour]! += from.cancelled[hour]!;
  }
  into.prepMs += from.prepMs;
  into.prepCount += from.prepCount;
  for (const item of from.items.values()) addItem(into.items, item);
  for (const [id, customer] of from.customers) addCustomer(into.customers, id, customer);
  into.minId = Math.min(into.minId, from.minId);
  into.maxId = Math.max(into.maxId, from.maxId);
  return into;
}

export function sumFigures(parts: Iterable<TFigures>): TFigures {
  const sum = emptyFigures();
  for (const part of parts) addFigures(sum, part);
  return sum;
}

export type TDayRows = { hours: THourRow[]; prep: TPrepRow[]; items: TItemRow[]; customers: TCustomerRow[] };

/** The query rows as figures per restaurant day ('YYYY-MM-DD'). */
export function figuresByDay(rows: TDayRows): Map<string, TFigures> {
  const days = new Map<string, TFigures>();
  const day = (row: TDayKey) => {
    const date = addDays(row.utc_date, Number(row.shift));
    let figures = days.get(date);
    if (!figures) {
      figures = emptyFigures();
      days.set(date, figures);
    }
    return figures;
  };
  for (const row of rows.hours) {
    const figures = day(row);
    const hour = Number(row.hour);
    figures.count[hour]! += Number(row.n);
    figures.revenue[hour]! += Number(row.revenue);
    figures.cancelled[hour]! += Number(row.cancelled);
    figures.minId = Math.min(figures.minId, Number(row.min_id));
    figures.maxId = Math.max(figures.maxId, Number(row.max_id));
  }
  for (const row of rows.prep) {
    const figures = day(row);
    figures.prepMs += Number(row.ms ?? 0);
    figures.prepCount += Number(row.n);
  }
  for (const row of rows.items) {
    addItem(day(row).items, {
      menuItemId: row.menu_item_id,
      name: row.menu_item_name,
      quantity: Number(row.quantity),
      revenueCents: Number(row.revenue),
    });
  }
  for (const row of rows.customers) {
    addCustomer(day(row).customers, row.customer_id, {
      orderCount: Number(row.n),
      spendCents: Number(row.spend),
      lastOrderAt: row.last_order_at,
    });
  }
  return days;
}
