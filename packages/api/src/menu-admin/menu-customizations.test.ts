import type { TMenuCategory } from '@tableside/shared/menu-categories.schemas';
import type { TMenuItemCustomization, TMenuItemOption } from '@tableside/shared/menu-customizations.schemas';
import type { TMenuItemFull } from '@tableside/shared/menu-items.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/http.ts';
import { createMenuTest, guestMenu, type TMenuTest } from './menu-admin.test-helpers.ts';

describe('/api/menu-item-customizations and /api/menu-item-customization-options', () => {
  let t: TMenuTest;
  let drinks: TMenuCategory;
  let coffee: TMenuItemFull;
  let tea: TMenuItemFull;

  beforeAll(async () => {
    t = await createMenuTest();
    drinks = await t.category('Drinks');
    coffee = await t.item(drinks.id, 'Coffee');
    tea = await t.item(drinks.id, 'Tea');
  });
  afterAll(() => t.ctx.close());

  const customizationNames = async (itemId: number) =>
    (await t.ok<TMenuItemCustomization[]>('GET', `/menu-item-customizations?menu_item_id=${itemId}`)).map(
      (c) => `${c.sort_order}:${c.name}`,
    );
  const optionNames = async (customizationId: number) =>
    (
      await t.ok<TMenuItemOption[]>(
        'GET',
        `/menu-item-customization-options?menu_item_customization_id=${customizationId}`,
      )
    ).map((o) => `${o.sort_order}:${o.name}`);

  it('answers 401 signed out and 403 to the kitchen and waiters on writes', async () => {
    const custom = await t.ok<TMenuItemCustomization>('POST', '/menu-item-customizations', {
      menu_item_id: tea.id,
      name: 'Perm',
      type: 'SELECT',
    });
    const option = await t.ok<TMenuItemOption>('POST', '/menu-item-customization-options', {
      menu_item_customization_id: custom.id,
      name: 'Perm',
    });
    for (const [base, id, body] of [
      ['/menu-item-customizations', custom.id, { menu_item_id: tea.id, name: 'X', type: 'TEXT' }],
      ['/menu-item-customization-options', option.id, { menu_item_customization_id: custom.id, name: 'X' }],
    ] as const) {
      expect((await t.call(null, 'GET', base)).status).toBe(401);
      for (const who of [t.staff.kitchen, t.staff.waiter]) {
        expect((await t.call(who, 'GET', base)).status).toBe(200);
        expect((await t.call(who, 'GET', `${base}/${id}`)).status).toBe(200);
        expect((await t.call(who, 'POST', base, body)).status).toBe(403);
        expect((await t.call(who, 'PUT', `${base}/${id}`, { name: 'Y' })).status).toBe(403);
        expect((await t.call(who, 'PATCH', `${base}/${id}/reorder`, { target_order: 0 })).status).toBe(403);
        expect((await t.call(who, 'DELETE', `${base}/${id}`)).status).toBe(403);
      }
    }
    await t.ok('DELETE', `/menu-item-customizations/${custom.id}`);
    expect(await t.count('menu_item_customization_options')).toBe(0);
  });

  it('creates customizations last (or at sort_order), validating type, ui_type and the item', async () => {
    const size = await t.ok<TMenuItemCustomization>('POST', '/menu-item-customizations', {
      menu_item_id: coffee.id,
      name: ' Size ',
      type: 'select',
      ui_type: 'cards',
      required: true,
    });
    expect(size).toMatchObject({
      name: 'Size',
      type: 'SELECT',
      ui_type: 'CARDS',
      required: true,
      sort_order: 0,
      enabled_by_id: null,
      options: [],
      menu_item_id: coffee.id,
    });
    await t.ok('POST', '/menu-item-customizations', {
      menu_item_id: coffee.id,
      name: 'Milk',
      type: 'SELECT',
    });
    await t.ok('POST', '/menu-item-customizations', {
      menu_item_id: coffee.id,
      name: 'Note',
      type: 'TEXT',
      sort_order: 0,
    });
    expect(await customizationNames(coffee.id)).toEqual(['0:Note', '1:Size', '2:Milk']);
    const before = await t.count('menu_item_customizations');
    for (const [body, field] of [
      [{ menu_item_id: coffee.id, name: '', type: 'SELECT' }, 'name'],
      [{ menu_item_id: coffee.id, name: 'X', type: 'RADIO' }, 'type'],
      [{ menu_item_id: coffee.id, name: 'X', type: 'SELECT', ui_type: 'wheel' }, 'ui_type'],
      [{ menu_item_id: 99999, name: 'X', type: 'SELECT' }, 'menu_item_id'],
      [{ name: 'X', type: 'SELECT' }, 'menu_item_id'],
      [{ menu_item_id: coffee.id, name: 'X', type: 'SELECT', enabled_by_id: 99999 }, 'enabled_by_id'],
    ] as const) {
      const res = await t.call(t.staff.manager, 'POST', '/menu-item-customizations', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await json(res)).errors ?? {})).toContain(field);
    }
    expect(await t.count('menu_item_customizations')).toBe(before);
  });

  it('creates options with amounts and percents; a new SELECT default replaces the old one', async () => {
    const [, size] = await t.ok<TMenuItemCustomization[]>(
      'GET',
      `/menu-item-customizations?menu_item_id=${coffee.id}`,
    );
    const small = await t.ok<TMenuItemOption>('POST', '/menu-item-customization-options', {
      menu_item_customization_id: size!.id,
      name: 'Small',
      default_option: true,
    });
    expect(small).toMatchObject({
      value_added: 0,
      percent: false,
      default_option: true,
      sort_order: 0,
      display_order: 0,
    });
    const large = await t.ok<TMenuItemOption>('POST', '/menu-item-customization-options', {
      menu_item_customization_id: size!.id,
      name: 'Large',
      value_added: 0.75,
      default_option: true,
    });
    expect(large).toMatchObject({ value_added: 0.75, default_option: true, sort_order: 1 });
    expect(
      (await t.ok<TMenuItemOption>('GET', `/menu-item-customization-options/${small.id}`)).default_option,
    ).toBe(false);
    const extra = await t.ok<TMenuItemOption>('POST', '/menu-item-customization-options', {
      menu_item_customization_id: size!.id,
      name: 'Huge',
      value_added: 15.5,
      percent: true,
      required: true,
    });
    expect(extra).toMatchObject({ value_added: 15.5, percent: true, required: true });
    const stored = await t.ctx.db
      .selectFrom('menu_item_customization_options')
      .select('value_added')
      .where('id', '=', extra.id)
      .executeTakeFirstOrThrow();
    expect(stored.value_added).toBe(1550);
    const before = await t.count('menu_item_customization_options');
    for (const [body, field] of [
      [{ menu_item_customization_id: size!.id, name: '' }, 'name'],
      [{ menu_item_customization_id: size!.id, name: 'X', value_added: -0.5 }, 'value_added'],
      [{ menu_item_customization_id: size!.id, name: 'X', value_added: 0.123 }, 'value_added'],
      [{ menu_item_customization_id: size!.id, name: 'X', value_added: 2000, percent: true }, 'value_added'],
      [{ menu_item_customization_id: 99999, name: 'X' }, 'menu_item_customization_id'],
    ] as const) {
      const res = await t.call(t.staff.manager, 'POST', '/menu-item-customization-options', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await json(res)).errors ?? {})).toContain(field);
    }
    expect(await t.count('menu_item_customization_options')).toBe(before);
    const filtered = async (query: string) =>
      (await t.ok<TMenuItemOption[]>('GET', `/menu-item-customization-options?${query}`)).map((o) => o.name);
    expect(await filtered('default_option=true')).toEqual(['Large']);
    expect(await filtered('required=true')).toEqual(['Huge']);
    expect(await filtered(`menu_item_customization_id=${size!.id}&sort=name`)).toEqual([
      'Huge',
      'Large',
      'Small',
    ]);
    const full = await t.ok<TMenuItemCustomization>('GET', `/menu-item-customizations/${size!.id}`);
    expect(full.options.map((o) => o.name)).toEqual(['Small', 'Large', 'Huge']);
  });

  it('updates customizations and options partially; enabled_by must be another customization of the item', async () => {
    const [, size, milk] = await t.ok<TMenuItemCustomization[]>(
      'GET',
      `/menu-item-customizations?menu_item_id=${coffee.id}`,
    );
    const oat = await t.ok<TMenuItemOption>('POST', '/menu-item-customization-options', {
      menu_item_customization_id: milk!.id,
      name: 'Oat',
    });
    const updated = await t.ok<TMenuItemCustomization>('PUT', `/menu-item-customizations/${size!.id}`, {
      description: 'Cup size',
      enabled_by_id: oat.id,
    });
    expect(updated).toMatchObject({
      name: 'Size',
      description: 'Cup size',
      enabled_by_id: oat.id,
      required: true,
    });
    const smallId = size!.options[0]?.id ?? updated.options[0]!.id;
    const bad: Array<[number, unknown]> = [
      [milk!.id, { enabled_by_id: oat.id }],
      [milk!.id, { enabled_by_id: smallId }],
      [milk!.id, { name: ' ' }],
      [milk!.id, { type: 'WHEEL' }],
    ];
    const otherCustom = await t.ok<TMenuItemCustomization>('POST', '/menu-item-customizations', {
      menu_item_id: tea.id,
      name: 'Strength',
      type: 'SELECT',
    });
    const strong = await t.ok<TMenuItemOption>('POST', '/menu-item-customization-options', {
      menu_item_customization_id: otherCustom.id,
      name: 'Strong',
    });
    bad.push([milk!.id, { enabled_by_id: strong.id }]);
    for (const [id, body] of bad) {
      expect(
        (await t.call(t.staff.manager, 'PUT', `/menu-item-customizations/${id}`, body)).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect(
      (await t.ok<TMenuItemCustomization>('GET', `/menu-item-customizations/${milk!.id}`)).enabled_by_id,
    ).toBeNull();
    const cleared = await t.ok<TMenuItemCustomization>('PUT', `/menu-item-customizations/${size!.id}`, {
      enabled_by_id: null,
    });
    expect(cleared.enabled_by_id).toBeNull();
    const renamed = await t.ok<TMenuItemOption>('PUT', `/menu-item-customization-options/${oat.id}`, {
      name: 'Oat milk',
      value_added: 0.4,
    });
    expect(renamed).toMatchObject({ name: 'Oat milk', value_added: 0.4, percent: false });
    expect(
      (
        await t.call(t.staff.manager, 'PUT', `/menu-item-customization-options/${oat.id}`, {
          value_added: -1,
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.call(t.staff.manager, 'PUT', '/menu-item-customization-options/99999', { name: 'X' })).status,
    ).toBe(404);
    expect(
      (await t.call(t.staff.manager, 'PUT', '/menu-item-customizations/99999', { name: 'X' })).status,
    ).toBe(404);
  });

  it('reorders customizations and options (one of target_order, before_id, after_id), dense after delete', async () => {
    const [note, size, milk] = await t.ok<TMenuItemCustomization[]>(
      'GET',
      `/menu-item-customizations?menu_item_id=${coffee.id}`,
    );
    await t.ok('PATCH', `/menu-item-customizations/${note!.id}/reorder`, { target_order: 2 });
    expect(await customizationNames(coffee.id)).toEqual(['0:Size', '1:Milk', '2:Note']);
    await t.ok('PATCH', `/menu-item-customizations/${milk!.id}/reorder`, { before_id: size!.id });
    expect(await customizationNames(coffee.id)).toEqual(['0:Milk', '1:Size', '2:Note']);
    const none = await t.call(t.staff.manager, 'PATCH', `/menu-item-customizations/${milk!.id}/reorder`, {});
    expect(none.status).toBe(400);
    const [teaCustom] = await t.ok<TMenuItemCustomization[]>(
      'GET',
      `/menu-item-customizations?menu_item_id=${tea.id}`,
    );
    expect(
      (
        await t.call(t.staff.manager, 'PATCH', `/menu-item-customizations/${milk!.id}/reorder`, {
          after_id: teaCustom!.id,
        })
      ).status,
    ).toBe(400);

    const [small, large, huge] = size!.options;
    await t.ok('PATCH', `/menu-item-customization-options/${small!.id}/reorder`, { afterId: huge!.id });
    expect(await optionNames(size!.id)).toEqual(['0:Large', '1:Huge', '2:Small']);
    await t.ok('PATCH', `/menu-item-customization-options/${small!.id}/reorder`, { target_order: 0 });
    expect(await optionNames(size!.id)).toEqual(['0:Small', '1:Large', '2:Huge']);
    expect(
      (await t.call(t.staff.manager, 'PATCH', `/menu-item-customization-options/${small!.id}/reorder`, {}))
        .status,
    ).toBe(400);

    await t.ok('DELETE', `/menu-item-customization-options/${large!.id}`);
    expect(await optionNames(size!.id)).toEqual(['0:Small', '1:Huge']);
    expect(
      (await t.call(t.staff.manager, 'DELETE', `/menu-item-customization-options/${large!.id}`)).status,
    ).toBe(404);
    await t.ok('DELETE', `/menu-item-customizations/${milk!.id}`);
    expect(await customizationNames(coffee.id)).toEqual(['0:Size', '1:Note']);
    expect((await t.call(t.staff.manager, 'DELETE', `/menu-item-customizations/${milk!.id}`)).status).toBe(
      404,
    );
  });

  it('makes a list written elsewhere with gaps (the seed counts from 1) dense on the next insert', async () => {
    const item = await t.item(drinks.id, 'Seeded');
    for (const [name, sort] of [
      ['One', 1],
      ['Two', 5],
    ] as const) {
      await t.ctx.db
        .insertInto('menu_item_customizations')
        .values({
          menu_item_id: item.id,
          name,
          type: 'SELECT',
          ui_type: 'DROPDOWN',
          required: 0,
          sort_order: sort,
          updated_at: '2025-03-03T10:00:00.000Z',
        })
        .execute();
    }
    await t.ok('POST', '/menu-item-customizations', { menu_item_id: item.id, name: 'Three', type: 'TEXT' });
    expect(await customizationNames(item.id)).toEqual(['0:One', '1:Two', '2:Three']);
  });

  it('every customization and option write reaches guests at once', async () => {
    const [size] = await t.ok<TMenuItemCustomization[]>(
      'GET',
      `/menu-item-customizations?menu_item_id=${coffee.id}`,
    );
    const before = await guestMenu(t.ctx);
    await t.ok('POST', '/menu-item-customization-options', {
      menu_item_customization_id: size!.id,
      name: 'Medium',
    });
    const after = await guestMenu(t.ctx);
    expect(after.etag).not.toBe(before.etag);
    const guestCoffee = after.menu.categories.flatMap((c) => c.items).find((i) => i.id === coffee.id);
    expect(guestCoffee?.customizations[0]?.options.map((o) => o.name)).toContain('Medium');
    await t.ok('PUT', `/menu-item-customizations/${size!.id}`, { name: 'Cup' });
    const renamed = await guestMenu(t.ctx);
    expect(
      renamed.menu.categories.flatMap((c) => c.items).find((i) => i.id === coffee.id)?.customizations[0]
        ?.name,
    ).toBe('Cup');
    expect(renamed.etag).not.toBe(after.etag);
  });
});
