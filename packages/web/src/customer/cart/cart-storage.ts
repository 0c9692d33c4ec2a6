import { emptyCart, recalculate, type TCart, type TCartItem } from '@tableside/shared/cart';
import { isArrayOf, isRecord } from '../../lib/http/data-parser.ts';

/**
 * The browser copy of a table's cart (spec customer 4: one local cart per table). The stored text is
 * checked on every read: a cart written by an older build or edited by hand is replaced by an empty
 * one rather than breaking the menu, and its amounts are worked out again with the shared rules.
 */
export function cartStorageKey(tableId: number): string {
  return `tableside.cart.${tableId}`;
}

/** A hand-written check rather than zod, which would weigh more than the whole menu screen (DESIGN 5). */
function isStoredCart(value: unknown): value is Omit<TCart, 'subtotal' | 'tax' | 'total' | 'itemCount'> {
  if (!isRecord(value) || typeof value.sessionId !== 'string' || typeof value.lastUpdated !== 'string')
    return false;
  return typeof value.tableId === 'number' && isArrayOf(value.items, isStoredLine);
}

function isStoredLine(line: unknown): line is TCartItem {
  return (
    isRecord(line) &&
    typeof line.id === 'string' &&
    Number.isInteger(line.menuItemId) &&
    typeof line.menuItemName === 'string' &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) >= 1 &&
    Number.isFinite(line.unitPrice) &&
    typeof line.specialInstructions === 'string' &&
    typeof line.addedAt === 'string' &&
    (line.taxRatePercent === undefined || Number.isFinite(line.taxRatePercent)) &&
    Array.isArray(line.customizations) &&
    line.customizations.every(
      (c) =>
        isRecord(c) &&
        Number.isInteger(c.customizationId) &&
        (c.text === undefined || typeof c.text === 'string') &&
        Array.isArray(c.selectedOptions) &&
        c.selectedOptions.every(
          (o) => isRecord(o) && Number.isInteger(o.optionId) && Number.isFinite(o.price),
        ),
    )
  );
}

function newSessionId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `s-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function readStoredText(tableId: number): string | null {
  try {
    return localStorage.getItem(cartStorageKey(tableId));
  } catch {
    // Blocked storage (some privacy modes): the guest starts with an empty cart.
    return null;
  }
}

/** Writing may fail (storage full or blocked); the caller reports it with the spec's toasts. */
export function writeStoredCart(cart: TCart): string {
  const text = JSON.stringify(cart);
  localStorage.setItem(cartStorageKey(cart.tableId), text);
  return text;
}

export function parseStoredCart(text: string | null, tableId: number): TCart {
  if (text !== null) {
    try {
      const stored: unknown = JSON.parse(text);
      if (isStoredCart(stored) && stored.tableId === tableId) {
        return recalculate({ ...stored, subtotal: 0, tax: 0, total: 0, itemCount: 0 });
      }
    } catch {
      // Not JSON: treated like any other unreadable cart below.
    }
  }
  return emptyCart(tableId, newSessionId(), new Date());
}
