import type { TCartCustomization, TNewCartLine } from '@tableside/shared/cart';
import { fromCents } from '@tableside/shared/money';
import type { TPublicMenuItem } from '@tableside/shared/public-menu.schemas';
import { optionSurchargeCents } from '../menu-data/item-pricing.ts';
import {
  isSingleChoice,
  pruneHidden,
  type TItemSelection,
  visibleCustomizations,
} from '../menu-data/item-selection.ts';

/**
 * Turns a menu item and the guest's choices into a cart line. Each option carries its surcharge for
 * one item in money (a percent surcharge already worked out on the item's price), so the shared cart
 * rules price the line exactly as the server will price the order.
 *
 * Every offered choice customization is listed, an empty one too: the server gives an unmentioned
 * customization its default options, and an explicit empty answer is how a guest who unticked a
 * default says "none" (order-customizations.ts). Hidden customizations and empty TEXT answers are left out.
 */
export function cartLineFromSelection(
  item: TPublicMenuItem,
  selection: TItemSelection,
  quantity: number,
  specialInstructions: string,
): TNewCartLine {
  const pruned = pruneHidden(item, selection);
  const customizations = visibleCustomizations(item, pruned).flatMap(
    (customization): TCartCustomization[] => {
      const answer = pruned[customization.id];
      if (customization.type === 'TEXT') {
        const text = (answer?.text ?? '').trim();
        return text === '' ? [] : [{ customizationId: customization.id, selectedOptions: [], text }];
      }
      const ids = answer?.optionIds ?? [];
      const options = customization.options.filter((option) => ids.includes(option.id));
      return [
        {
          customizationId: customization.id,
          selectedOptions: (isSingleChoice(customization) ? options.slice(0, 1) : options).map((option) => ({
            optionId: option.id,
            price: fromCents(optionSurchargeCents(item, option)),
          })),
        },
      ];
    },
  );
  return {
    menuItemId: item.id,
    menuItemName: item.name,
    quantity,
    unitPrice: item.price,
    customizations,
    specialInstructions: specialInstructions.trim(),
    taxRatePercent: item.tax_rate,
  };
}
