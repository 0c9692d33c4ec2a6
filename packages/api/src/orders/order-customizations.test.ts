import type { TCustomizationChoice } from '@tableside/shared/orders.schemas';
import { describe, expect, it } from 'vitest';
import { resolveCustomizations } from './order-customizations.ts';
import type { TMenuCustomization } from './order-menu.repository.ts';

type TOptionSpec = { id: number; name: string; add?: number; percent?: boolean; isDefault?: boolean };

function customization(
  id: number,
  name: string,
  type: string,
  options: TOptionSpec[],
  extra: { required?: boolean; enabledBy?: number } = {},
): TMenuCustomization {
  return {
    id,
    name,
    type,
    required: extra.required ? 1 : 0,
    sort_order: id,
    enabled_by_id: extra.enabledBy ?? null,
    options: options.map((o, index) => ({
      id: o.id,
      name: o.name,
      value_added: o.add ?? 0,
      percent: o.percent ? 1 : 0,
      default_option: o.isDefault ? 1 : 0,
      sort_order: index,
    })),
  };
}

const pick = (customizationId: number, ...optionIds: number[]): TCustomizationChoice => ({
  customizationId,
  selectedOptions: optionIds.map((optionId) => ({ optionId })),
  text: '',
});

const SIZE = customization(
  1,
  'Size',
  'SELECT',
  [
    { id: 11, name: 'Small' },
    { id: 12, name: 'Large', add: 100, isDefault: true },
  ],
  { required: true },
);
const EXTRAS = customization(2, 'Extras', 'MULTISELECT', [
  { id: 21, name: 'Shot', add: 80 },
  { id: 22, name: 'Cream', add: 50 },
]);
const ADD_ON = customization(3, 'Add-on', 'CHECKBOX', [
  { id: 31, name: 'Ice cream', add: 150 },
  { id: 32, name: 'Cream', add: 50 },
]);
const NOTE = customization(4, 'Note', 'TEXT', []);
/** Offered only with a large size; then it must be answered. */
const LID = customization(5, 'Lid', 'SELECT', [{ id: 51, name: 'To go', isDefault: false }], {
  required: true,
  enabledBy: 12,
});
const MENU = [SIZE, EXTRAS, ADD_ON, NOTE, LID];

const values = (choices: TCustomizationChoice[]) =>
  resolveCustomizations(MENU, choices).details.map((d) => `${d.name}:${d.value}`);

describe('resolveCustomizations', () => {
  it('applies defaults to what the guest did not mention, not to an explicit none', () => {
    expect(values([pick(5, 51)])).toEqual(['Size:Large', 'Lid:To go']);
    const explicitNone = resolveCustomizations(MENU, [pick(1)]);
    expect(explicitNone.errors).toEqual({ customizations: ['Size is required'] });
  });

  it('takes several options of a MULTISELECT or CHECKBOX, one of a SELECT', () => {
    expect(values([pick(1, 11), pick(2, 22, 21), pick(3, 31, 32)])).toEqual([
      'Size:Small',
      'Extras:Shot',
      'Extras:Cream',
      'Add-on:Ice cream',
      'Add-on:Cream',
    ]);
    expect(resolveCustomizations([SIZE], [pick(1, 11, 12)]).errors).toEqual({
      'customizations.0': ['Choose one option for Size'],
    });
  });

  it('keeps the words of a TEXT customization and refuses options for it', () => {
    const withText = resolveCustomizations(MENU, [pick(1, 11), { ...pick(4), text: 'Oat milk foam' }]);
    expect(withText.details.find((d) => d.name === 'Note')).toMatchObject({
      value: 'Oat milk foam',
      option_id: null,
      value_added: 0,
      type: 'TEXT',
    });
    expect(resolveCustomizations(MENU, [pick(1, 11), pick(4, 21)]).errors).toEqual({
      'customizations.1': ['Note takes text, not options'],
    });
  });

  it('offers a customization only while its enabling option is chosen', () => {
    // Small size: the lid is not offered, so neither required nor answerable.
    expect(resolveCustomizations(MENU, [pick(1, 11)]).errors).toEqual({});
    expect(resolveCustomizations(MENU, [pick(1, 11), pick(5, 51)]).errors).toEqual({
      'customizations.1': ['Lid is not available with the options chosen'],
    });
    // Large (the default) enables it, and then it is required.
    expect(resolveCustomizations(MENU, []).errors).toEqual({ customizations: ['Lid is required'] });
  });

  it('refuses unknown customizations and options, and answering twice', () => {
    const result = resolveCustomizations(MENU, [
      pick(99),
      pick(2, 11),
      pick(1, 11),
      pick(1, 12),
      pick(2, 21, 21),
    ]);
    expect(result.errors).toEqual({
      'customizations.0': ['This choice is not offered for this item'],
      'customizations.1': ['Unknown option for Extras'],
      'customizations.3': ['Size is answered more than once'],
      'customizations.4': ['An option is chosen more than once'],
    });
  });

  it('carries surcharges as stored: cents, or hundredths of a percent', () => {
    const portion = customization(6, 'Portion', 'SELECT', [
      { id: 61, name: 'Large', add: 3000, percent: true },
    ]);
    const [detail] = resolveCustomizations([portion], [pick(6, 61)]).details;
    expect(detail).toMatchObject({
      value_added: 3000,
      percent: 1,
      sort_order: 6,
      customization_id: 6,
      option_id: 61,
    });
  });
});
