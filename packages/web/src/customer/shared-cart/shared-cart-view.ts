import { DEFAULT_TAX_RATE_PERCENT } from '@tableside/shared/constants';
import { computeTotals, fromCents, lineTotalCents, toCents } from '@tableside/shared/money';
import type { TSharedCartLine, TSharedCartView } from '@tableside/shared/shared-cart.schemas';

/**
 * The cart as it will look once a quantity change lands, shown at once so a tap on a slow network
 * answers immediately. Totals use the server's unit prices and the same cent arithmetic as the
 * server (money.ts), so the optimistic total matches the one that comes back. 0 removes the line
 * (spec customer 4).
 */
export function withLineQuantity(view: TSharedCartView, lineId: string, quantity: number): TSharedCartView {
  const items = view.cart.items.flatMap((line): TSharedCartLine[] => {
    if (line.id !== lineId) return [line];
    if (quantity <= 0) return [];
    return [{ ...line, quantity, totalPrice: fromCents(lineTotalCents(unitCents(line), quantity)) }];
  });
  const totals = computeTotals(
    items.map((line) => ({
      unitPriceCents: unitCents(line),
      quantity: line.quantity,
      taxRateHundredths: Math.round((line.taxRatePercent ?? DEFAULT_TAX_RATE_PERCENT) * 100),
    })),
  );
  return {
    ...view,
    cart: {
      ...view.cart,
      items,
      subtotal: fromCents(totals.net),
      tax: fromCents(totals.taxes),
      total: fromCents(totals.gross),
      itemCount: items.reduce((count, line) => count + line.quantity, 0),
    },
  };
}

function unitCents(line: TSharedCartLine): number {
  return toCents(line.unitPrice) + toCents(line.customizationPrice);
}
