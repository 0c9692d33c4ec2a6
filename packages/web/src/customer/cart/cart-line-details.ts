import type { TCartItem } from '@tableside/shared/cart';
import type { TPublicMenuItem } from '@tableside/shared/public-menu.schemas';

/**
 * A cart line's choices as 'Size: Large' texts, named from the menu item (the cart keeps only ids
 * and prices). Choices the menu no longer knows are left out; empty answers say nothing.
 */
export function describeCartLine(
  line: Pick<TCartItem, 'customizations'>,
  item: TPublicMenuItem | undefined,
): string[] {
  if (!item) return [];
  return line.customizations.flatMap((choice) => {
    const customization = item.customizations.find((c) => c.id === choice.customizationId);
    if (!customization) return [];
    const text = choice.text?.trim();
    const values = text
      ? [text]
      : customization.options
          .filter((option) => choice.selectedOptions.some((selected) => selected.optionId === option.id))
          .map((option) => option.name);
    return values.length > 0 ? [`${customization.name}: ${values.join(', ')}`] : [];
  });
}
