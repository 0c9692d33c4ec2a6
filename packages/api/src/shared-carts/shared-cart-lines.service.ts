import type { TCartCustomization, TNewCartLine } from '@tableside/shared/cart';
import { AppError, type TFieldErrors } from '@tableside/shared/errors';
import { fromCents, unitPriceCents } from '@tableside/shared/money';
import type { TSharedCartLineInput } from '@tableside/shared/shared-cart.schemas';
import type { TApiDeps } from '../deps.ts';
import type { TDetailDraft } from '../orders/order-customizations.ts';
import { findPricingItems } from '../orders/order-menu.repository.ts';
import { priceOrderLines, type TPricedLine } from '../orders/order-pricing.service.ts';
import { loadOrderSettings } from '../orders/order-settings.service.ts';

export type TLineRequest = { line: TSharedCartLineInput; id: string };

/**
 * DESIGN 2: the server prices every line from the menu as it is now, with the very rules of the
 * order submission (availability, service hours, default options, required choices, tax), so the
 * cart every phone shows costs to the cent what the submitted order will. A line that cannot be
 * ordered is a 422; its field errors are keyed under `field` ('line', 'cart.items').
 */
export async function priceCartLines(
  deps: TApiDeps,
  requests: readonly TLineRequest[],
  addedBy: string,
  now: Date,
  field: 'line' | 'cart.items',
): Promise<TNewCartLine[]> {
  if (requests.length === 0) return [];
  const lines = requests.map((request) => request.line);
  const priced = await priceOrderLines(deps.db, lines, await loadOrderSettings(deps), now).catch(
    (error: unknown) => {
      throw error instanceof AppError && error.errors ? rekeyed(error, field) : error;
    },
  );
  // The cart shows the item's own price and each option's surcharge apart (shared/cart.ts).
  const items = await findPricingItems(deps.db, [...new Set(lines.map((line) => line.menuItemId))]);
  return priced.map((line, index) => {
    const basePriceCents = items.get(line.menuItemId)?.basic_price ?? line.price;
    return {
      id: requests[index]!.id,
      menuItemId: line.menuItemId,
      menuItemName: line.name,
      quantity: line.quantity,
      unitPrice: fromCents(basePriceCents),
      customizations: toCartCustomizations(line, basePriceCents),
      specialInstructions: line.specialInstructions ?? '',
      addedBy,
      taxRatePercent: line.taxRate / 100,
    };
  });
}

/** Order details (one per chosen option or typed text) back into the cart's customizations. */
function toCartCustomizations(line: TPricedLine, basePriceCents: number): TCartCustomization[] {
  const byCustomization = new Map<number, TDetailDraft[]>();
  for (const detail of line.details) {
    byCustomization.set(detail.customization_id, [
      ...(byCustomization.get(detail.customization_id) ?? []),
      detail,
    ]);
  }
  return [...byCustomization].map(([customizationId, details]) => {
    const text = details.find((detail) => detail.option_id === null)?.value;
    return {
      customizationId,
      selectedOptions: details.flatMap((detail) =>
        detail.option_id === null
          ? []
          : [{ optionId: detail.option_id, price: fromCents(surchargeCents(basePriceCents, detail)) }],
      ),
      ...(text ? { text } : {}),
    };
  });
}

/** A percent surcharge as its share of the item's price, so the options add up to the order's unit price. */
function surchargeCents(basePriceCents: number, detail: TDetailDraft): number {
  const surcharge = { valueAdded: detail.value_added, percent: detail.percent === 1 };
  return unitPriceCents(basePriceCents, [surcharge]) - basePriceCents;
}

/** The order pricing names lines 'items.0…'; here they are 'line…' or 'cart.items.0…'. */
function rekeyed(error: AppError, field: 'line' | 'cart.items'): AppError {
  const errors: TFieldErrors = {};
  for (const [key, messages] of Object.entries(error.errors ?? {})) {
    const name =
      field === 'line' ? key.replace(/^items\.\d+/, 'line') : key.replace(/^items\./, 'cart.items.');
    errors[name] = messages;
  }
  const message = Object.values(errors)[0]?.[0] ?? error.message;
  return new AppError(error.code, field === 'line' ? message : error.message, {
    status: error.status,
    errors,
  });
}
