import type { TCartItem } from '@tableside/shared/cart';
import type { TOrderLineBody } from './orders.api.ts';

/**
 * Cart lines as the order calls take them (spec customer 7: menuItemId, quantity,
 * special_instructions, customizations [{customizationId, selectedOptions: [{optionId}], text?}]).
 * Prices stay behind: the server prices every line from the menu (DESIGN 2).
 */
export function orderLinesFromCart(items: readonly TCartItem[]): TOrderLineBody[] {
  return items.map((item) => ({
    menuItemId: item.menuItemId,
    quantity: item.quantity,
    special_instructions: item.specialInstructions.trim() || null,
    customizations: item.customizations.map((customization) => ({
      customizationId: customization.customizationId,
      selectedOptions: customization.selectedOptions.map((option) => ({ optionId: option.optionId })),
      ...(customization.text ? { text: customization.text } : {}),
    })),
  }));
}
