import { percentOf, toCents, unitPriceCents } from '@tableside/shared/money';
import type { TPublicMenuItem, TPublicMenuOption } from '@tableside/shared/public-menu.schemas';
import { type TItemSelection, visibleCustomizations } from './item-selection.ts';

/**
 * What one option adds to one item, in cents. The public menu gives a value surcharge as a decimal
 * amount and a percent surcharge as a percent of the item's own price (10 means 10 %); both are
 * rounded to cents one option at a time, as the server's unitPriceCents does (order-pricing.service.ts).
 */
export function optionSurchargeCents(
  item: Pick<TPublicMenuItem, 'price'>,
  option: TPublicMenuOption,
): number {
  return option.percent
    ? percentOf(toCents(item.price), Math.round(option.value_added * 100))
    : toCents(option.value_added);
}

/** The chosen options of the offered customizations, in menu order. */
export function chosenOptions(item: TPublicMenuItem, selection: TItemSelection): TPublicMenuOption[] {
  return visibleCustomizations(item, selection).flatMap((customization) => {
    const ids = selection[customization.id]?.optionIds ?? [];
    return customization.options.filter((option) => ids.includes(option.id));
  });
}

/** One item with its chosen options, in cents: the live price of the item dialog. */
export function selectionUnitPriceCents(item: TPublicMenuItem, selection: TItemSelection): number {
  const surcharges = chosenOptions(item, selection).map((option) => ({
    valueAdded: option.percent ? Math.round(option.value_added * 100) : toCents(option.value_added),
    percent: option.percent,
  }));
  return unitPriceCents(toCents(item.price), surcharges);
}
