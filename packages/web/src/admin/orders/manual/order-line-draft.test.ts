import { describe, expect, it } from 'vitest';
import { menuItem } from '../orders.test-fixtures.ts';
import {
  draftUnitPrice,
  missingRequired,
  newLineDraft,
  offeredCustomizations,
  staffCanOrder,
  toManualOrder,
} from './order-line-draft.ts';

describe('a manual order line', () => {
  it('starts with the default options and prices them like the server', () => {
    const draft = newLineDraft(menuItem());
    expect(draft.options).toEqual({ 1: [1], 2: [], 3: [5] });
    expect(draftUnitPrice(draft)).toBe(4);
    // Large (+0.50), extra shot (+0.80) and vanilla (+10 % of 4.00).
    expect(draftUnitPrice({ ...draft, options: { 1: [2], 2: [3, 4], 3: [5] } })).toBeCloseTo(5.7);
  });

  it('offers a customization that depends on an option only while that option is chosen', () => {
    const draft = newLineDraft(menuItem());
    expect(offeredCustomizations(draft).map((c) => c.name)).toEqual(['Size', 'Extras']);
    const withVanilla = { ...draft, options: { ...draft.options, 2: [4] } };
    expect(offeredCustomizations(withVanilla).map((c) => c.name)).toEqual(['Size', 'Extras', 'Syrup amount']);
  });

  it('may be ordered by staff outside the service hours, not when the item itself is off', () => {
    expect(staffCanOrder({ available: true })).toBe(true);
    expect(staffCanOrder({ available: false, unavailable_reason: 'Currently outside service hours' })).toBe(
      true,
    );
    expect(staffCanOrder({ available: false, unavailable_reason: 'Item temporarily unavailable' })).toBe(
      false,
    );
  });

  it('names required customizations left empty', () => {
    const draft = newLineDraft(menuItem());
    expect(missingRequired(draft)).toEqual([]);
    expect(missingRequired({ ...draft, options: { ...draft.options, 1: [] } })).toEqual(['Size']);
  });
});

describe('the manual order body (POST /customer-orders)', () => {
  it('carries the table, notes and every offered customization of each line', () => {
    const latte = newLineDraft(menuItem());
    const body = toManualOrder({
      benchId: 4,
      notes: '  Window seat ',
      lines: [
        { ...latte, quantity: 2, options: { 1: [2], 2: [], 3: [5] }, instructions: ' Extra hot ' },
        { ...latte, options: { 1: [1], 2: [4], 3: [5] } },
      ],
    });
    expect(body).toEqual({
      bench_id: 4,
      notes: 'Window seat',
      items: [
        {
          menuItemId: 10,
          quantity: 2,
          special_instructions: 'Extra hot',
          customizations: [
            { customizationId: 1, selectedOptions: [{ optionId: 2 }] },
            { customizationId: 2, selectedOptions: [] },
          ],
        },
        {
          menuItemId: 10,
          quantity: 1,
          special_instructions: null,
          customizations: [
            { customizationId: 1, selectedOptions: [{ optionId: 1 }] },
            { customizationId: 2, selectedOptions: [{ optionId: 4 }] },
            { customizationId: 3, selectedOptions: [{ optionId: 5 }] },
          ],
        },
      ],
    });
  });

  it('sends no table and no notes when none are given', () => {
    const body = toManualOrder({ benchId: null, notes: ' ', lines: [newLineDraft(menuItem())] });
    expect(body.bench_id).toBeNull();
    expect(body.notes).toBeNull();
  });
});
