import { addItem, emptyCart } from '@tableside/shared/cart';
import { describe, expect, it } from 'vitest';
import { cartLineFromSelection } from '../cart/cart-line.ts';
import { customization, LATTE, menuItem, option } from '../menu/menu.test-fixtures.ts';
import { selectionUnitPriceCents } from './item-pricing.ts';
import {
  defaultSelection,
  missingRequired,
  setText,
  toggleOption,
  visibleCustomizations,
} from './item-selection.ts';

const byName = (name: string) => LATTE.customizations.find((c) => c.name === name)!;

function choose(...optionIds: number[]) {
  let selection = defaultSelection(LATTE);
  for (const id of optionIds) {
    const owner = LATTE.customizations.find((c) => c.options.some((o) => o.id === id))!;
    selection = toggleOption(LATTE, selection, owner, id);
  }
  return selection;
}

describe('item selection', () => {
  it('preselects the default options', () => {
    expect(defaultSelection(LATTE)).toEqual({
      1: { optionIds: [12] },
      2: { optionIds: [21] },
      3: { optionIds: [] },
    });
    expect(selectionUnitPriceCents(LATTE, defaultSelection(LATTE))).toBe(450);
  });

  it('prices value, percent and multiselect surcharges like the server', () => {
    // 4.00 + Large 1.00 + 30 % of 4.00 + Extra Shot 0.80 + Syrup 0.60
    const selection = choose(13, 22, 31, 32);
    expect(selectionUnitPriceCents(LATTE, selection)).toBe(760);
    const line = cartLineFromSelection(LATTE, selection, 2, '  no foam ');
    expect(line).toMatchObject({
      menuItemId: 10,
      menuItemName: 'Latte',
      quantity: 2,
      unitPrice: 4,
      taxRatePercent: 8,
    });
    expect(line.specialInstructions).toBe('no foam');
    expect(line.customizations).toEqual([
      { customizationId: 1, selectedOptions: [{ optionId: 13, price: 1 }] },
      { customizationId: 2, selectedOptions: [{ optionId: 22, price: 1.2 }] },
      {
        customizationId: 3,
        selectedOptions: [
          { optionId: 31, price: 0.8 },
          { optionId: 32, price: 0.6 },
        ],
      },
    ]);
    const cart = addItem(emptyCart(1, 's', new Date()), line, new Date());
    expect(cart.items[0]).toMatchObject({ customizationPrice: 3.6, totalPrice: 15.2 });
    expect(cart.subtotal).toBe(15.2);
    expect(cart.tax).toBe(1.22);
  });

  it('rounds each percent surcharge to cents on the base price, as unitPriceCents does', () => {
    const item = menuItem(1, 'Odd', {
      price: 3.33,
      customizations: [customization(1, 'Portion', [option(1, 'Big', { value_added: 30, percent: true })])],
    });
    const selection = { 1: { optionIds: [1] } };
    expect(selectionUnitPriceCents(item, selection)).toBe(433);
    const cart = addItem(
      emptyCart(1, 's', new Date()),
      cartLineFromSelection(item, selection, 1, ''),
      new Date(),
    );
    expect(cart.subtotal).toBe(4.33);
  });

  it('shows a customization with enabled_by_id only while its option is chosen, and drops its answer when hidden', () => {
    expect(visibleCustomizations(LATTE, defaultSelection(LATTE)).map((c) => c.name)).not.toContain(
      'Art Style',
    );
    let selection = choose(33);
    expect(visibleCustomizations(LATTE, selection).map((c) => c.name)).toContain('Art Style');
    selection = toggleOption(LATTE, selection, byName('Art Style'), 42);
    expect(selectionUnitPriceCents(LATTE, selection)).toBe(475);
    selection = toggleOption(LATTE, selection, byName('Extras'), 33);
    expect(selection[4]).toBeUndefined();
    expect(selectionUnitPriceCents(LATTE, selection)).toBe(450);
    expect(
      cartLineFromSelection(LATTE, selection, 1, '').customizations.map((c) => c.customizationId),
    ).toEqual([1, 2, 3]);
  });

  it('lists offered required customizations that are unanswered', () => {
    expect(missingRequired(LATTE, defaultSelection(LATTE))).toEqual([]);
    const noSize = { ...defaultSelection(LATTE), 1: { optionIds: [] } };
    expect(missingRequired(LATTE, noSize).map((c) => c.name)).toEqual(['Size']);
    expect(missingRequired(LATTE, choose(33)).map((c) => c.name)).toEqual(['Art Style']);
  });

  it('keeps a SELECT to one option and lists an unticked multiselect as an explicit empty answer', () => {
    const selection = choose(11, 13);
    expect(selection[1]).toEqual({ optionIds: [13] });
    const line = cartLineFromSelection(LATTE, selection, 1, '');
    expect(line.customizations.find((c) => c.customizationId === 3)).toEqual({
      customizationId: 3,
      selectedOptions: [],
    });
  });

  it('sends TEXT answers trimmed and leaves empty ones out', () => {
    const note = byName('Note for the barista');
    const withText = setText(defaultSelection(LATTE), note, '  extra hot ');
    expect(cartLineFromSelection(LATTE, withText, 1, '').customizations).toContainEqual({
      customizationId: 5,
      selectedOptions: [],
      text: 'extra hot',
    });
    const blank = setText(defaultSelection(LATTE), note, '   ');
    expect(
      cartLineFromSelection(LATTE, blank, 1, '').customizations.some((c) => c.customizationId === 5),
    ).toBe(false);
    expect(setText({}, note, 'x'.repeat(300))[5]?.text).toHaveLength(200);
  });
});
