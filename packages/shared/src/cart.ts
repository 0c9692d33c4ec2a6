import { DEFAULT_TAX_RATE_PERCENT } from './constants.ts';
import { AppError } from './errors.ts';
import {
  computeTotals,
  fromCents,
  percentToHundredths,
  type TTaxLine,
  type TTaxMode,
  toCents,
  unitPriceCents,
} from './money.ts';
import { ORDER_LIMITS } from './order-limits.ts';

/**
 * The guest's cart (spec customer 3 "Client cart" and "Cart item", 4 "Cart", 5, 9): one per table,
 * kept by the web app and, for shared carts, by the server. Every function returns a new cart and
 * leaves its input untouched. Amounts are decimals for display, but every sum is taken in cents with
 * money.ts at each line's tax rate, so the cart shows to the cent what the submitted order will cost.
 */
export type TCartOption = { optionId: number; price: number };
export type TCartCustomization = {
  customizationId: number;
  selectedOptions: readonly TCartOption[];
  /** The guest's words for a TEXT customization. */
  text?: string;
};

export type TCartItem = {
  id: string;
  menuItemId: number;
  menuItemName: string;
  quantity: number;
  /** The item's own price for one, without options. */
  unitPrice: number;
  /** The chosen options' surcharges for one. */
  customizationPrice: number;
  /** (unitPrice + customizationPrice) × quantity. */
  totalPrice: number;
  customizations: readonly TCartCustomization[];
  specialInstructions: string;
  addedAt: string;
  /** Who added the line to a shared cart. */
  addedBy?: string;
  /** The menu item's tax in percent (8 means 8 %); DEFAULT_TAX_RATE_PERCENT when absent. */
  taxRatePercent?: number;
};

export type TCart = {
  sessionId: string;
  tableId: number;
  items: readonly TCartItem[];
  subtotal: number;
  tax: number;
  /** OPERATIONS.SERVICE_CHARGE_PERCENT of the subtotal; 0 when the restaurant charges none. */
  serviceCharge?: number;
  total: number;
  itemCount: number;
  lastUpdated: string;
};

/** What the menu screen hands to addItem; the cart works out prices, id and timestamps. */
export type TNewCartLine = Pick<
  TCartItem,
  'menuItemId' | 'menuItemName' | 'quantity' | 'unitPrice' | 'customizations' | 'addedBy' | 'taxRatePercent'
> & { specialInstructions?: string; id?: string };

export function emptyCart(tableId: number, sessionId: string, now: Date): TCart {
  return {
    sessionId,
    tableId,
    items: [],
    subtotal: 0,
    tax: 0,
    serviceCharge: 0,
    total: 0,
    itemCount: 0,
    lastUpdated: now.toISOString(),
  };
}

/** The texts of a cart that would hold more than an order takes; the guest's screens translate them. */
export const CART_LIMIT_MESSAGES = {
  lines: `At most ${ORDER_LIMITS.lines} lines per order`,
  quantity: `Quantity must be at most ${ORDER_LIMITS.quantity}`,
} as const;

/**
 * spec customer 4: a line equal in menu item, special instructions and chosen options to one already
 * in the cart adds its quantity to it. Option order does not matter, nor do surrounding spaces. Lines
 * added by different guests of a shared cart stay apart so each still shows who added it. The merged
 * line takes the new line's prices, which come from the menu the guest is looking at now.
 *
 * A cart holds no more than one order takes (ORDER_LIMITS): the guest hears it when adding the line
 * too many, not at checkout with everything chosen.
 */
export function addItem(cart: TCart, line: TNewCartLine, now: Date): TCart {
  assertQuantity(line.quantity);
  assertPrices(line);
  const incoming = { ...line, specialInstructions: (line.specialInstructions ?? '').trim() };
  const existing = cart.items.find((item) => isSameLine(item, incoming));
  if (existing) {
    const quantity = existing.quantity + line.quantity;
    assertQuantity(quantity);
    const merged = { ...existing, ...menuDetailsOf(incoming), quantity };
    return recalculate(touch(cart, replaceItem(cart.items, merged), now));
  }
  if (cart.items.length >= ORDER_LIMITS.lines) throw tooMany('items', CART_LIMIT_MESSAGES.lines);
  const item: TCartItem = {
    id: line.id ?? nextLineId(cart, now),
    menuItemId: line.menuItemId,
    ...menuDetailsOf(incoming),
    quantity: line.quantity,
    // Priced by recalculate below, the one place that turns amounts into cents and back.
    customizationPrice: 0,
    totalPrice: 0,
    specialInstructions: incoming.specialInstructions,
    addedAt: now.toISOString(),
    ...(line.addedBy === undefined ? {} : { addedBy: line.addedBy }),
  };
  return recalculate(touch(cart, [...cart.items, item], now));
}

/** spec customer 4 and 5: a quantity of 0 or less removes the line; an absent line is an error. */
export function updateQuantity(cart: TCart, itemId: string, quantity: number, now: Date): TCart {
  const item = findItem(cart, itemId);
  if (quantity <= 0) return removeItem(cart, itemId, now);
  assertQuantity(quantity);
  return recalculate(touch(cart, replaceItem(cart.items, { ...item, quantity }), now));
}

export function removeItem(cart: TCart, itemId: string, now: Date): TCart {
  findItem(cart, itemId);
  const remaining = cart.items.filter((item) => item.id !== itemId);
  return recalculate(touch(cart, remaining, now));
}

export function clearCart(cart: TCart, now: Date): TCart {
  return recalculate(touch(cart, [], now));
}

/** spec customer 5: an empty cart cannot be submitted. */
export function assertSubmittable(cart: TCart): void {
  if (cart.items.length === 0) throw AppError.validation({ items: ['Cart is empty'] }, 'Cart is empty');
}

/**
 * Recomputes every line price and the cart totals (e.g. after loading a stored cart): subtotal is the
 * sum of lines, tax is rounded to cents per line (DESIGN 2, spec customer 9), the service charge is
 * `serviceChargePercent` of the subtotal, total = subtotal + tax + service charge: what the server
 * will charge, as it computes with the same function.
 */
export function recalculate(cart: TCart, serviceChargePercent = 0, taxMode: TTaxMode = {}): TCart {
  const lines: TTaxLine[] = [];
  const items = cart.items.map((item) => {
    const unit = lineUnitCents(item);
    const taxRateHundredths = Math.round((item.taxRatePercent ?? DEFAULT_TAX_RATE_PERCENT) * 100);
    lines.push({ unitPriceCents: unit, quantity: item.quantity, taxRateHundredths });
    return {
      ...item,
      customizationPrice: fromCents(unit - toCents(item.unitPrice)),
      totalPrice: fromCents(unit * item.quantity),
    };
  });
  const totals = computeTotals(lines, percentToHundredths(serviceChargePercent), taxMode);
  return {
    ...cart,
    items,
    subtotal: fromCents(totals.net),
    tax: fromCents(totals.taxes),
    serviceCharge: fromCents(totals.service_charge),
    total: fromCents(totals.gross),
    itemCount: items.reduce((count, item) => count + item.quantity, 0),
  };
}

function lineUnitCents(item: Pick<TCartItem, 'unitPrice' | 'customizations'>): number {
  const surcharges = item.customizations.flatMap((customization) =>
    customization.selectedOptions.map((option) => ({ valueAdded: toCents(option.price), percent: false })),
  );
  return unitPriceCents(toCents(item.unitPrice), surcharges);
}

function menuDetailsOf(line: TNewCartLine) {
  return {
    menuItemName: line.menuItemName,
    unitPrice: line.unitPrice,
    customizations: line.customizations,
    ...(line.taxRatePercent === undefined ? {} : { taxRatePercent: line.taxRatePercent }),
  };
}

type TLineIdentity = Pick<TCartItem, 'menuItemId' | 'specialInstructions' | 'customizations' | 'addedBy'>;

function isSameLine(a: TLineIdentity, b: TLineIdentity): boolean {
  return (
    a.menuItemId === b.menuItemId &&
    a.specialInstructions.trim() === b.specialInstructions.trim() &&
    (a.addedBy ?? '') === (b.addedBy ?? '') &&
    selectionKey(a.customizations) === selectionKey(b.customizations)
  );
}

/** The chosen options as a canonical text: order-free, and a customization with nothing chosen counts as absent. */
function selectionKey(customizations: readonly TCartCustomization[]): string {
  return customizations
    .map((c) => ({
      id: c.customizationId,
      options: c.selectedOptions.map((option) => option.optionId).sort((x, y) => x - y),
      text: (c.text ?? '').trim(),
    }))
    .filter((c) => c.options.length > 0 || c.text !== '')
    .map((c) => JSON.stringify([c.id, c.options, c.text]))
    .sort()
    .join('|');
}

function findItem(cart: TCart, itemId: string): TCartItem {
  const item = cart.items.find((candidate) => candidate.id === itemId);
  if (!item) throw new AppError('NOT_FOUND', 'Item not found in cart');
  return item;
}

function tooMany(field: 'items' | 'quantity', message: string): AppError {
  return new AppError('UNPROCESSABLE', message, { errors: { [field]: [message] } });
}

function assertQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw AppError.validation({ quantity: ['Quantity must be a whole number of at least 1'] });
  }
  if (quantity > ORDER_LIMITS.quantity) throw tooMany('quantity', CART_LIMIT_MESSAGES.quantity);
}

function assertPrices(line: TNewCartLine): void {
  const amounts = [
    line.unitPrice,
    ...line.customizations.flatMap((c) => c.selectedOptions.map((o) => o.price)),
  ];
  if (line.unitPrice < 0 || !amounts.every(Number.isFinite)) {
    throw AppError.validation({ unitPrice: ['Prices must be amounts of money'] });
  }
}

function replaceItem(items: readonly TCartItem[], replacement: TCartItem): TCartItem[] {
  return items.map((item) => (item.id === replacement.id ? replacement : item));
}

function touch(cart: TCart, items: readonly TCartItem[], now: Date): TCart {
  return { ...cart, items, lastUpdated: now.toISOString() };
}

/** Unique within the cart without a random source, so the cart stays a pure value. */
function nextLineId(cart: TCart, now: Date): string {
  const base = `line-${now.getTime().toString(36)}`;
  let id = base;
  for (let n = 2; cart.items.some((item) => item.id === id); n++) id = `${base}-${n}`;
  return id;
}
