import { describe, expect, it } from 'vitest';
import {
  addItem,
  assertSubmittable,
  clearCart,
  emptyCart,
  recalculate,
  removeItem,
  type TCart,
  type TNewCartLine,
  updateQuantity,
} from './cart.ts';
import { AppError } from './errors.ts';
import { ORDER_LIMITS } from './order-limits.ts';

const T0 = new Date('2024-10-21T12:00:00.000Z');
const T1 = new Date('2024-10-21T12:05:00.000Z');
const SIZE = 1;
const MILK = 2;
const SUGAR = 3;
const NOTE = 4;

const latte: TNewCartLine = {
  menuItemId: 10,
  menuItemName: 'Latte',
  quantity: 1,
  unitPrice: 3.5,
  customizations: [
    { customizationId: SIZE, selectedOptions: [{ optionId: 13, price: 1 }] },
    { customizationId: MILK, selectedOptions: [{ optionId: 21, price: 0.75 }] },
  ],
};
const muffin: TNewCartLine = {
  menuItemId: 20,
  menuItemName: 'Muffin',
  quantity: 1,
  unitPrice: 2.25,
  customizations: [],
};

const cart = () => emptyCart(7, 'session-1', T0);
const thrown = (action: () => unknown): unknown => {
  try {
    action();
  } catch (error) {
    return error;
  }
  return undefined;
};
const errorOf = (action: () => unknown) => {
  const error = thrown(action);
  if (error === undefined) return 'no error';
  return error instanceof AppError ? `${error.status} ${error.message}` : String(error);
};

describe('emptyCart', () => {
  it('starts with no items and zero totals', () => {
    expect(cart()).toEqual({
      sessionId: 'session-1',
      tableId: 7,
      items: [],
      subtotal: 0,
      tax: 0,
      serviceCharge: 0,
      total: 0,
      itemCount: 0,
      lastUpdated: '2024-10-21T12:00:00.000Z',
    });
  });
});

describe('addItem', () => {
  it('prices a new line with its options and totals the cart at 8 %', () => {
    const result = addItem(cart(), { ...latte, quantity: 2, specialInstructions: '  extra hot ' }, T1);
    expect(result.items).toEqual([
      {
        id: expect.any(String),
        menuItemId: 10,
        menuItemName: 'Latte',
        quantity: 2,
        unitPrice: 3.5,
        customizationPrice: 1.75,
        totalPrice: 10.5,
        customizations: latte.customizations,
        specialInstructions: 'extra hot',
        addedAt: '2024-10-21T12:05:00.000Z',
      },
    ]);
    expect(result).toMatchObject({
      subtotal: 10.5,
      tax: 0.84,
      total: 11.34,
      itemCount: 2,
      lastUpdated: T1.toISOString(),
    });
  });

  it('leaves the cart it was given untouched', () => {
    const before = addItem(cart(), latte, T0);
    const snapshot = JSON.parse(JSON.stringify(before));
    addItem(before, latte, T1);
    addItem(before, muffin, T1);
    expect(before).toEqual(snapshot);
  });

  it('merges a line with the same item, instructions and options, whatever their order', () => {
    const first = addItem(cart(), { ...latte, specialInstructions: 'no foam' }, T0);
    const reordered: TNewCartLine = {
      ...latte,
      quantity: 2,
      specialInstructions: ' no foam  ',
      customizations: [
        { customizationId: MILK, selectedOptions: [{ optionId: 21, price: 0.75 }] },
        { customizationId: SIZE, selectedOptions: [{ optionId: 13, price: 1 }] },
        { customizationId: SUGAR, selectedOptions: [] },
      ],
    };
    const merged = addItem(first, reordered, T1);
    expect(merged.items).toHaveLength(1);
    expect(merged.items[0]).toMatchObject({
      id: first.items[0]!.id,
      quantity: 3,
      addedAt: T0.toISOString(),
      totalPrice: 15.75,
    });
    expect(merged).toMatchObject({ itemCount: 3, subtotal: 15.75, lastUpdated: T1.toISOString() });
  });

  it('treats the options within one multi-select as a set', () => {
    const toppings = (ids: number[]): TNewCartLine => ({
      ...muffin,
      customizations: [
        { customizationId: SUGAR, selectedOptions: ids.map((optionId) => ({ optionId, price: 0 })) },
      ],
    });
    const result = addItem(addItem(cart(), toppings([31, 32]), T0), toppings([32, 31]), T1);
    expect(result.items.map((item) => item.quantity)).toEqual([2]);
  });

  it('keeps lines apart when the item, instructions, options or text differ', () => {
    const variants: TNewCartLine[] = [
      latte,
      { ...latte, menuItemId: 11 },
      { ...latte, specialInstructions: 'no foam' },
      {
        ...latte,
        customizations: [{ customizationId: SIZE, selectedOptions: [{ optionId: 12, price: 0.5 }] }],
      },
      {
        ...latte,
        customizations: [
          ...latte.customizations,
          { customizationId: SUGAR, selectedOptions: [{ optionId: 31, price: 0 }] },
        ],
      },
      {
        ...latte,
        customizations: [
          ...latte.customizations,
          { customizationId: NOTE, selectedOptions: [], text: 'Happy birthday' },
        ],
      },
    ];
    const result = variants.reduce((current, line) => addItem(current, line, T1), cart());
    expect(result.items).toHaveLength(variants.length);
    expect(new Set(result.items.map((item) => item.id)).size).toBe(variants.length);
    expect(result.itemCount).toBe(variants.length);
  });

  it('merges equal text customizations but keeps different guests of a shared cart apart', () => {
    const note = (text: string): TNewCartLine => ({
      ...muffin,
      customizations: [{ customizationId: NOTE, selectedOptions: [], text }],
    });
    expect(addItem(addItem(cart(), note('candle'), T0), note(' candle '), T1).items).toHaveLength(1);
    const ana = addItem(cart(), { ...muffin, addedBy: 'Ana' }, T0);
    expect(addItem(ana, { ...muffin, addedBy: 'Ben' }, T1).items.map((i) => [i.addedBy, i.quantity])).toEqual(
      [
        ['Ana', 1],
        ['Ben', 1],
      ],
    );
    expect(addItem(ana, { ...muffin, addedBy: 'Ana' }, T1).items.map((i) => [i.addedBy, i.quantity])).toEqual(
      [['Ana', 2]],
    );
  });

  it("gives the merged line the newer line's prices", () => {
    const result = addItem(addItem(cart(), muffin, T0), { ...muffin, unitPrice: 2.5 }, T1);
    expect(result.items[0]).toMatchObject({ quantity: 2, unitPrice: 2.5, totalPrice: 5 });
  });

  it('uses a given line id', () => {
    expect(addItem(cart(), { ...muffin, id: 'from-server' }, T0).items[0]!.id).toBe('from-server');
  });

  it('rejects quantities below 1 or fractional, and prices that are not amounts', () => {
    const validationError = '400 Validation failed';
    expect(errorOf(() => addItem(cart(), { ...muffin, quantity: 0 }, T0))).toBe(validationError);
    expect(errorOf(() => addItem(cart(), { ...muffin, quantity: 1.5 }, T0))).toBe(validationError);
    expect(errorOf(() => addItem(cart(), { ...muffin, unitPrice: Number.NaN }, T0))).toBe(validationError);
    expect(errorOf(() => addItem(cart(), { ...muffin, unitPrice: -1 }, T0))).toBe(validationError);
    const error = thrown(() => addItem(cart(), { ...muffin, quantity: 0 }, T0)) as AppError;
    expect(error.errors).toEqual({ quantity: ['Quantity must be a whole number of at least 1'] });
  });

  it('holds no more lines than one order takes, and leaves the cart as it was', () => {
    let full = cart();
    for (let n = 1; n <= ORDER_LIMITS.lines; n++) {
      full = addItem(full, { ...muffin, specialInstructions: `cake ${n}` }, T0);
    }
    expect(full.items).toHaveLength(50);

    const error = thrown(() => addItem(full, { ...muffin, specialInstructions: 'one more' }, T1)) as AppError;
    expect(`${error.status} ${error.message}`).toBe('422 At most 50 lines per order');
    expect(error.errors).toEqual({ items: ['At most 50 lines per order'] });
    expect(full.items).toHaveLength(50);
    // A line that merges into one already there still fits.
    expect(addItem(full, { ...muffin, specialInstructions: 'cake 1' }, T1).items[0]!.quantity).toBe(2);
  });

  it('holds at most 99 of one line, added at once or merged', () => {
    expect(addItem(cart(), { ...muffin, quantity: 99 }, T0).items[0]!.quantity).toBe(99);
    expect(errorOf(() => addItem(cart(), { ...muffin, quantity: 100 }, T0))).toBe(
      '422 Quantity must be at most 99',
    );
    const ninety = addItem(cart(), { ...muffin, quantity: 90 }, T0);
    expect(addItem(ninety, { ...muffin, quantity: 9 }, T1).items[0]!.quantity).toBe(99);
    expect(errorOf(() => addItem(ninety, { ...muffin, quantity: 10 }, T1))).toBe(
      '422 Quantity must be at most 99',
    );
  });
});

describe('updateQuantity and removeItem', () => {
  const filled = () => addItem(addItem(cart(), latte, T0), muffin, T0);

  it('sets a new quantity and recomputes the totals', () => {
    const start = filled();
    const result = updateQuantity(start, start.items[1]!.id, 3, T1);
    expect(result.items[1]).toMatchObject({ quantity: 3, totalPrice: 6.75 });
    expect(result).toMatchObject({
      itemCount: 4,
      subtotal: 12,
      tax: 0.96,
      total: 12.96,
      lastUpdated: T1.toISOString(),
    });
  });

  it('removes the line for a quantity of 0 or less', () => {
    const start = filled();
    const [first, second] = start.items;
    expect(updateQuantity(start, first!.id, 0, T1).items.map((i) => i.id)).toEqual([second!.id]);
    expect(updateQuantity(start, first!.id, -2, T1).items.map((i) => i.id)).toEqual([second!.id]);
    expect(removeItem(start, second!.id, T1)).toMatchObject({
      itemCount: 1,
      subtotal: 5.25,
      tax: 0.42,
      total: 5.67,
    });
  });

  it("says 'Item not found in cart' for a line that is not there", () => {
    const start = filled();
    expect(errorOf(() => updateQuantity(start, 'missing', 2, T1))).toBe('404 Item not found in cart');
    expect(errorOf(() => updateQuantity(start, 'missing', 0, T1))).toBe('404 Item not found in cart');
    expect(errorOf(() => removeItem(start, 'missing', T1))).toBe('404 Item not found in cart');
  });

  it('rejects a fractional quantity, and more than one order takes', () => {
    const start = filled();
    expect(errorOf(() => updateQuantity(start, start.items[0]!.id, 2.5, T1))).toBe('400 Validation failed');
    expect(errorOf(() => updateQuantity(start, start.items[0]!.id, 100, T1))).toBe(
      '422 Quantity must be at most 99',
    );
    expect(updateQuantity(start, start.items[0]!.id, 99, T1).items[0]!.quantity).toBe(99);
  });
});

describe('totals', () => {
  it('rounds tax per line to cents, not once for the cart', () => {
    // Two lines of 1.05: 8 % is 0.084 each → 0.08 + 0.08 = 0.16 (one rounding of 0.168 would give 0.17).
    const result = addItem(
      addItem(cart(), { ...muffin, unitPrice: 1.05 }, T0),
      { ...latte, unitPrice: 1.05, customizations: [] },
      T0,
    );
    expect(result).toMatchObject({ subtotal: 2.1, tax: 0.16, total: 2.26 });
    // 3 × 3.35 = 10.05 → 0.804 → 0.80; 0.99 → 0.0792 → 0.08.
    const mixed = addItem(
      addItem(cart(), { ...muffin, unitPrice: 3.35, quantity: 3 }, T0),
      { ...latte, unitPrice: 0.99, customizations: [] },
      T0,
    );
    expect(mixed).toMatchObject({ subtotal: 11.04, tax: 0.88, total: 11.92 });
  });

  it("uses each line's own tax rate", () => {
    const result = addItem(
      addItem(cart(), { ...muffin, unitPrice: 10, taxRatePercent: 20 }, T0),
      { ...latte, unitPrice: 10, customizations: [], taxRatePercent: 7.5 },
      T0,
    );
    expect(result).toMatchObject({ subtotal: 20, tax: 2.75, total: 22.75 });
  });

  it('adds option surcharges in cents, free of float drift', () => {
    const line: TNewCartLine = {
      ...muffin,
      unitPrice: 0.1,
      customizations: [{ customizationId: SIZE, selectedOptions: [{ optionId: 1, price: 0.2 }] }],
    };
    expect(addItem(cart(), line, T0).items[0]).toMatchObject({ customizationPrice: 0.2, totalPrice: 0.3 });
  });

  it('recalculate repairs the totals of a stored cart without touching lastUpdated', () => {
    const stored = addItem(cart(), { ...latte, quantity: 2 }, T0);
    const stale: TCart = {
      ...stored,
      subtotal: 1,
      tax: 1,
      total: 1,
      itemCount: 9,
      items: [{ ...stored.items[0]!, totalPrice: 99 }],
    };
    expect(recalculate(stale)).toEqual(stored);
  });
});

describe('clearCart and assertSubmittable', () => {
  it('empties the cart and zeroes its totals', () => {
    const result = clearCart(addItem(cart(), latte, T0), T1);
    expect(result).toEqual({ ...emptyCart(7, 'session-1', T1) });
  });

  it("refuses to submit an empty cart with 'Cart is empty'", () => {
    expect(errorOf(() => assertSubmittable(cart()))).toBe('400 Cart is empty');
    expect(errorOf(() => assertSubmittable(addItem(cart(), latte, T0)))).toBe('no error');
    const error = thrown(() => assertSubmittable(cart()));
    expect(error).toBeInstanceOf(Error);
    expect((error as AppError).errors).toEqual({ items: ['Cart is empty'] });
  });
});

describe('recalculate with a service charge', () => {
  it('adds the charge to the total exactly as the server computes the order', () => {
    const withLines = addItem(addItem(cart(), { ...latte, quantity: 2 }, T1), muffin, T1);
    // subtotal 10.50 + 2.25 = 12.75; tax 8 % per line 0.84 + 0.18; 12.5 % of 12.75 = 1.59375 → 1.59
    const charged = recalculate(withLines, 12.5);
    expect(charged).toMatchObject({ subtotal: 12.75, tax: 1.02, serviceCharge: 1.59, total: 15.36 });
    expect(recalculate(withLines).serviceCharge).toBe(0);
  });

  it('with prices including tax, the lines add up to the total and the tax is inside', () => {
    const withLines = addItem(addItem(cart(), { ...latte, quantity: 2 }, T1), muffin, T1);
    // 10.50 incl. 8 %: tax 0.7778 → 0.78; 2.25: 0.1667 → 0.17; net 12.75 − 0.95 = 11.80
    const gross = recalculate(withLines, 0, { pricesIncludeTax: true });
    expect(gross).toMatchObject({ subtotal: 11.8, tax: 0.95, serviceCharge: 0, total: 12.75 });
  });
});
