import { addItem, emptyCart, type TCart } from '@tableside/shared/cart';
import { describe, expect, it } from 'vitest';
import { BROWNIE, CURRY, SALAD, testMenu } from '../menu/menu.test-fixtures.ts';
import { unavailableLines } from './cart-availability.ts';

function cartWith(...menuItemIds: number[]): TCart {
  return menuItemIds.reduce(
    (cart, menuItemId) =>
      addItem(
        cart,
        { menuItemId, menuItemName: `#${menuItemId}`, quantity: 1, unitPrice: 1, customizations: [] },
        new Date(),
      ),
    emptyCart(1, 's', new Date()),
  );
}

describe('cart availability re-check', () => {
  it('marks lines the menu no longer offers with the spec reasons', () => {
    const menu = testMenu();
    const food = menu.categories[1]!;
    food.items = [
      { ...BROWNIE, available: false },
      SALAD,
      { ...CURRY, available: false, unavailable_reason: 'Currently outside service hours' },
    ];
    const cart = cartWith(BROWNIE.id, SALAD.id, CURRY.id, 999, 10);
    const reasons = unavailableLines(cart, menu);
    const byItem = Object.fromEntries(cart.items.map((line) => [line.menuItemId, reasons.get(line.id)]));
    expect(byItem).toEqual({
      [BROWNIE.id]: 'Item temporarily unavailable',
      [SALAD.id]: 'Not available on Monday',
      [CURRY.id]: 'Currently outside service hours',
      999: 'Item no longer available on menu',
      10: undefined,
    });
  });
});
