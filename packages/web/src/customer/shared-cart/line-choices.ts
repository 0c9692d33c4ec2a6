import type { TCartItem } from '@tableside/shared/cart';
import type { TPublicMenu, TPublicMenuItem } from '@tableside/shared/public-menu.schemas';

/** Menu items by id, to name the options a line carries only as ids. */
export function menuItemsById(menu: TPublicMenu | undefined): ReadonlyMap<number, TPublicMenuItem> {
  return new Map(
    (menu?.categories ?? []).flatMap((category) => category.items.map((item) => [item.id, item])),
  );
}

/**
 * What the guest chose for a line, e.g. ['Size: Large', 'Milk Type: Oat Milk'], in the menu's
 * order of customizations. Choices the current menu no longer knows are left out: the server
 * prices and names them again when the order is placed.
 */
export function lineChoices(
  item: TPublicMenuItem | undefined,
  line: Pick<TCartItem, 'customizations'>,
): string[] {
  if (!item) return [];
  return [...item.customizations]
    .sort((a, b) => a.sort_order - b.sort_order)
    .flatMap((customization) => {
      const choice = line.customizations.find((c) => c.customizationId === customization.id);
      if (!choice) return [];
      const text = choice.text?.trim();
      if (text) return [`${customization.name}: ${text}`];
      const names = customization.options
        .filter((option) => choice.selectedOptions.some((selected) => selected.optionId === option.id))
        .map((option) => option.name);
      return names.length > 0 ? [`${customization.name}: ${names.join(', ')}`] : [];
    });
}
