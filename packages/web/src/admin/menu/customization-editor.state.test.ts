import { describe, expect, it } from 'vitest';
import {
  customizationProblems,
  customizationsReducer,
  enablerChoices,
  newCustomization,
  newOption,
  parseAmount,
  type TCustomizationDraft,
} from './customization-editor.state.ts';

function size(): TCustomizationDraft {
  return {
    ...newCustomization(),
    name: 'Size',
    options: [newOption('Small'), newOption('Medium'), newOption('Large')],
  };
}

describe('customization rules', () => {
  it('keeps one default in a single choice and several in a multiple choice', () => {
    const c = size();
    const [small, medium] = c.options;
    let list = customizationsReducer([c], {
      kind: 'updateOption',
      key: c.key,
      optionKey: small?.key ?? '',
      patch: { default_option: true },
    });
    list = customizationsReducer(list, {
      kind: 'updateOption',
      key: c.key,
      optionKey: medium?.key ?? '',
      patch: { default_option: true },
    });
    expect(list[0]?.options.map((o) => o.default_option)).toEqual([false, true, false]);

    list = customizationsReducer(list, { kind: 'update', key: c.key, patch: { type: 'MULTISELECT' } });
    list = customizationsReducer(list, {
      kind: 'updateOption',
      key: c.key,
      optionKey: small?.key ?? '',
      patch: { default_option: true },
    });
    expect(list[0]?.options.map((o) => o.default_option)).toEqual([true, true, false]);

    // Back to a single choice: only the first default stays.
    list = customizationsReducer(list, { kind: 'update', key: c.key, patch: { type: 'SELECT' } });
    expect(list[0]?.options.map((o) => o.default_option)).toEqual([true, false, false]);
  });

  it('drops the options of a free-text customization and gives a choice at least one', () => {
    const c = size();
    let list = customizationsReducer([c], { kind: 'update', key: c.key, patch: { type: 'TEXT' } });
    expect(list[0]?.options).toEqual([]);
    list = customizationsReducer(list, { kind: 'update', key: c.key, patch: { type: 'CHECKBOX' } });
    expect(list[0]?.options).toHaveLength(1);
  });

  it('moves customizations and options, and not beyond either end', () => {
    const a = size();
    const b = { ...newCustomization(), name: 'Milk' };
    let list = customizationsReducer([a, b], { kind: 'move', key: b.key, by: -1 });
    expect(list.map((c) => c.name)).toEqual(['Milk', 'Size']);
    list = customizationsReducer(list, { kind: 'move', key: b.key, by: -1 });
    expect(list.map((c) => c.name)).toEqual(['Milk', 'Size']);
    const large = a.options[2]?.key ?? '';
    list = customizationsReducer(list, { kind: 'moveOption', key: a.key, optionKey: large, by: -1 });
    expect(list[1]?.options.map((o) => o.name)).toEqual(['Small', 'Large', 'Medium']);
  });

  it('offers only other customizations’ options as enablers and forgets a removed one', () => {
    const a = size();
    const b = { ...newCustomization(), name: 'Extra shot' };
    const large = a.options[2]?.key ?? '';
    expect(enablerChoices([a, b], b.key).map((choice) => choice.label)).toEqual([
      'Size: Small',
      'Size: Medium',
      'Size: Large',
    ]);
    expect(enablerChoices([a, b], a.key).map((choice) => choice.label)).toEqual(['Extra shot: …']);

    let list = customizationsReducer([a, b], { kind: 'update', key: b.key, patch: { enabled_by: large } });
    expect(list[1]?.enabled_by).toBe(large);
    list = customizationsReducer(list, { kind: 'removeOption', key: a.key, optionKey: large });
    expect(list[1]?.enabled_by).toBeNull();

    list = customizationsReducer(list, {
      kind: 'update',
      key: b.key,
      patch: { enabled_by: a.options[0]?.key ?? '' },
    });
    list = customizationsReducer(list, { kind: 'remove', key: a.key });
    expect(list[0]?.enabled_by).toBeNull();
  });

  it('reports what the server would refuse', () => {
    const a = size();
    const b = { ...newCustomization(), name: '' };
    const [small, medium] = a.options;
    if (!small || !medium) throw new Error('fixture');
    small.value_added = 'abc';
    medium.value_added = '1500';
    medium.percent = true;
    // Each enables the other: a circle.
    a.enabled_by = b.options[0]?.key ?? null;
    b.enabled_by = small.key;
    const problems = customizationProblems([a, b]);
    expect(problems).toMatchObject({
      [`${b.key}.name`]: 'nameRequired',
      [`${a.key}.${small.key}.value_added`]: 'surchargeInvalid',
      [`${a.key}.${medium.key}.value_added`]: 'percentTooHigh',
      [`${a.key}.enabled_by`]: 'enablerCycle',
      [`${b.key}.${b.options[0]?.key}.name`]: 'optionNameRequired',
    });
  });

  it('reads amounts with a comma or a point, at most two decimals', () => {
    expect(parseAmount('1,50')).toBe(1.5);
    expect(parseAmount('0.5')).toBe(0.5);
    expect(parseAmount('')).toBe(0);
    expect(parseAmount('1.505')).toBeNaN();
  });
});
