import { itemAvailability } from '@tableside/shared/availability';
import { DEFAULT_TAX_RATE_PERCENT } from '@tableside/shared/constants';
import { AppError, type TFieldErrors } from '@tableside/shared/errors';
import { unitPriceCents } from '@tableside/shared/money';
import type { TOrderLine } from '@tableside/shared/orders.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TApiDeps } from '../deps.ts';
import { resolveCustomizations, type TDetailDraft } from './order-customizations.ts';
import { findPricingItems, findTaxRates, type TPricingItem } from './order-menu.repository.ts';
import { pricingMenu, type TPricingMenu } from './order-pricing-cache.ts';
import type { TOrderSettings } from './order-settings.service.ts';

/** A line priced from the menu, ready to be stored (all money in cents, tax in hundredths). */
export type TPricedLine = {
  menuItemId: number;
  /** Snapshots of the menu item, so the order reads the same after menu edits. */
  name: string;
  defaultPrice: number;
  /** Unit price with option surcharges. */
  price: number;
  quantity: number;
  taxRate: number;
  specialInstructions: string | null;
  details: TDetailDraft[];
  /** The menu item's preparation time when priced (the order's wait estimate); null when none. */
  preparationTime: number | null;
};

/**
 * Prices order lines from the menu as it is now; whatever prices the client sent were dropped by the
 * schema (DESIGN 2). Every line is checked before anything is written: an item that is unknown,
 * hidden, switched off or outside its hours, or a choice that does not fit the item, fails the whole
 * request with 422 and the reasons per line, e.g. errors['items.0'] = ['Item temporarily unavailable']
 * (spec customer 5 "Cart item availability reasons").
 */
export function priceOrderLines(
  db: Kysely<Database>,
  lines: readonly TOrderLine[],
  settings: TOrderSettings,
  now: Date,
): Promise<TPricedLine[]> {
  const menu: TPricingMenu = {
    items: (ids) => findPricingItems(db, ids),
    taxRates: (ids) => findTaxRates(db, ids),
  };
  return priceLines(menu, lines, settings, now);
}

/**
 * priceOrderLines from the API instance's pricing cache (order-pricing-cache.ts): the same prices,
 * without a query once the items were seen. For the order writes, priced just before their
 * transaction as before; a menu or settings write drops the cache first.
 */
export function priceOrderLinesCached(
  deps: TApiDeps,
  lines: readonly TOrderLine[],
  settings: TOrderSettings,
  now: Date,
): Promise<TPricedLine[]> {
  return priceLines(pricingMenu(deps), lines, settings, now);
}

async function priceLines(
  menu: TPricingMenu,
  lines: readonly TOrderLine[],
  settings: TOrderSettings,
  now: Date,
): Promise<TPricedLine[]> {
  const items = await menu.items([...new Set(lines.map((line) => line.menuItemId))]);
  const taxIds = [...items.values()].flatMap((item) => (item.tax_id === null ? [] : [item.tax_id]));
  if (settings.defaultTaxId !== null) taxIds.push(settings.defaultTaxId);
  const taxRates = await menu.taxRates([...new Set(taxIds)]);
  const taxRateOf = (item: TPricingItem) =>
    (item.tax_id === null ? undefined : taxRates.get(item.tax_id)) ??
    (settings.defaultTaxId === null ? undefined : taxRates.get(settings.defaultTaxId)) ??
    DEFAULT_TAX_RATE_PERCENT * 100;

  const errors: TFieldErrors = {};
  const priced: TPricedLine[] = [];
  for (const [index, line] of lines.entries()) {
    const item = items.get(line.menuItemId);
    const availability = itemAvailability(
      {
        item: item ?? null,
        category: item?.category ?? null,
        exists: item !== undefined,
        serviceHours: settings.operatingHours,
      },
      now,
      settings.timeZone,
    );
    if (!item || !availability.available) {
      errors[`items.${index}`] = [
        availability.available ? 'Item no longer available on menu' : availability.message,
      ];
      continue;
    }
    const { details, errors: choiceErrors } = resolveCustomizations(item.customizations, line.customizations);
    for (const [key, messages] of Object.entries(choiceErrors)) errors[`items.${index}.${key}`] = messages;
    const surcharges = details.map((detail) => ({
      valueAdded: detail.value_added,
      percent: detail.percent === 1,
    }));
    priced.push({
      menuItemId: item.id,
      name: item.name,
      defaultPrice: item.default_price,
      price: unitPriceCents(item.basic_price, surcharges),
      quantity: line.quantity,
      taxRate: taxRateOf(item),
      specialInstructions: line.special_instructions,
      details,
      preparationTime: item.preparation_time,
    });
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError('UNPROCESSABLE', 'Some items cannot be ordered', { errors });
  }
  return priced;
}
