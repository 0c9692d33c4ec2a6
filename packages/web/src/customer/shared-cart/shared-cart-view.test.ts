import { describe, expect, it } from 'vitest';
import { describeCartLine } from '../cart/cart-line-details.ts';
import { MENU, makeLine, makeView } from './shared-cart.test-helpers.tsx';
import { withLineQuantity } from './shared-cart-view.ts';

describe('withLineQuantity (the optimistic cart)', () => {
  const view = makeView({}, [
    makeLine({ id: 'a', quantity: 1, unitPrice: 3.5, customizationPrice: 0.5, totalPrice: 4 }),
    makeLine({ id: 'b', quantity: 2, unitPrice: 2.8, totalPrice: 5.6, taxRatePercent: 19 }),
  ]);

  it('prices the line and the totals in cents at each line’s tax rate', () => {
    const next = withLineQuantity(view, 'a', 3);
    expect(next.cart.items[0]).toMatchObject({ quantity: 3, totalPrice: 12 });
    // 12.00 at 8 % = 0.96; 5.60 at 19 % = 1.064 → 1.06
    expect(next.cart).toMatchObject({ subtotal: 17.6, tax: 2.02, total: 19.62, itemCount: 5 });
    expect(next.version).toBe(view.version);
  });

  it('removes the line at 0 (spec customer 4)', () => {
    const next = withLineQuantity(view, 'b', 0);
    expect(next.cart.items.map((line) => line.id)).toEqual(['a']);
    expect(next.cart).toMatchObject({ subtotal: 4, tax: 0.32, total: 4.32, itemCount: 1 });
  });
});

describe('describeCartLine', () => {
  const latte = {
    ...MENU.categories[0]!.items[0]!,
    customizations: [
      {
        id: 2,
        name: 'Milk Type',
        description: null,
        type: 'SELECT' as const,
        ui_type: 'DROPDOWN' as const,
        required: false,
        sort_order: 2,
        enabled_by_id: null,
        options: [
          {
            id: 21,
            name: 'Oat Milk',
            description: null,
            value_added: 0.75,
            percent: false,
            default_option: false,
            sort_order: 1,
          },
        ],
      },
      {
        id: 1,
        name: 'Size',
        description: null,
        type: 'SELECT' as const,
        ui_type: 'DROPDOWN' as const,
        required: true,
        sort_order: 1,
        enabled_by_id: null,
        options: [
          {
            id: 11,
            name: 'Large',
            description: null,
            value_added: 1,
            percent: false,
            default_option: false,
            sort_order: 1,
          },
        ],
      },
    ],
  };

  it('names the chosen options in the menu’s order and leaves out what the menu no longer knows', () => {
    const line = {
      customizations: [
        { customizationId: 2, selectedOptions: [{ optionId: 21, price: 0.75 }] },
        { customizationId: 1, selectedOptions: [{ optionId: 11, price: 1 }] },
        { customizationId: 99, selectedOptions: [{ optionId: 5, price: 0 }] },
      ],
    };
    expect(describeCartLine(line, latte.customizations)).toEqual(['Size: Large', 'Milk Type: Oat Milk']);
    expect(describeCartLine(line, undefined)).toEqual([]);
  });
});
