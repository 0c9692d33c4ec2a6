import type { TCartItem } from '@tableside/shared/cart';
import type { TPublicMenuCustomization } from '@tableside/shared/public-menu.schemas';

/**
 * A line's choices as 'Size: Large' texts in the menu's order of customizations, named from the
 * item's customizations (a cart keeps only ids and prices): the table's cart, a shared cart, the
 * items added to a placed order. Choices the menu no longer knows are left out (the server names
 * and prices them again when the order is placed); empty answers say nothing.
 */
export function describeCartLine(
  line: Pick<TCartItem, 'customizations'>,
  customizations: readonly TPublicMenuCustomization[] | undefined,
): string[] {
  return [...(customizations ?? [])]
    .sort((a, b) => a.sort_order - b.sort_order)
    .flatMap((customization) => {
      const choice = line.customizations.find((c) => c.customizationId === customization.id);
      if (!choice) return [];
      const text = choice.text?.trim();
      const values = text
        ? [text]
        : customization.options
            .filter((option) => choice.selectedOptions.some((selected) => selected.optionId === option.id))
            .map((option) => option.name);
      return values.length > 0 ? [`${customization.name}: ${values.join(', ')}`] : [];
    });
}
