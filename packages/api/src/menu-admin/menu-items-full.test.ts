import type { TMenuCategory } from '@tableside/shared/menu-categories.schemas';
import type { TMenuItem, TMenuItemFull } from '@tableside/shared/menu-items.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/http.ts';
import { createMenuTest, guestMenu, MENU_NOW, type TMenuTest } from './menu-admin.test-helpers.ts';

/** A latte with a size (values) and milk (percent) choice; syrup is offered once oat milk is chosen. */
const LATTE = {
  name: 'Latte',
  basic_price: 3.5,
  customizations: [
    {
      name: 'Size',
      type: 'SELECT',
      ui_type: 'cards',
      required: true,
      options: [
        { key: 'small', name: 'Small', value_added: 0, default_option: true },
        { key: 'large', name: 'Large', value_added: 0.8 },
      ],
    },
    {
      name: 'Milk',
      type: 'select',
      options: [
        { key: 'whole', name: 'Whole milk' },
        { key: 'oat', name: 'Oat milk', value_added: 10, percent: true },
      ],
    },
    {
      name: 'Syrup',
      type: 'MULTISELECT',
      enabled_by_key: 'oat',
      options: [{ name: 'Vanilla', value_added: 0.5 }],
    },
    { name: 'Note', type: 'TEXT' },
  ],
};

describe('/api/menu-items full and duplicate', () => {
  let t: TMenuTest;
  let drinks: TMenuCategory;
  let latte: TMenuItemFull;

  beforeAll(async () => {
    t = await createMenuTest();
    drinks = await t.category('Drinks');
  });
  afterAll(() => t.ctx.close());

  const counts = async () => [
    await t.count('menu_items'),
    await t.count('menu_item_customizations'),
    await t.count('menu_item_customization_options'),
  ];

  it('POST /menu-items/full creates item, customizations and options in one go; enabled_by_key resolves', async () => {
    latte = await t.ok<TMenuItemFull>('POST', '/menu-items/full', { category_id: drinks.id, ...LATTE });
    expect(latte.customizations.map((c) => [c.name, c.type, c.ui_type, c.sort_order])).toEqual([
      ['Size', 'SELECT', 'CARDS', 0],
      ['Milk', 'SELECT', 'DROPDOWN', 1],
      ['Syrup', 'MULTISELECT', 'DROPDOWN', 2],
      ['Note', 'TEXT', 'DROPDOWN', 3],
    ]);
    const [size, milk, syrup] = latte.customizations;
    expect(
      size?.options.map((o) => [o.name, o.value_added, o.percent, o.default_option, o.sort_order]),
    ).toEqual([
      ['Small', 0, false, true, 0],
      ['Large', 0.8, false, false, 1],
    ]);
    expect(milk?.options[1]).toMatchObject({ name: 'Oat milk', value_added: 10, percent: true });
    const stored = await t.ctx.db
      .selectFrom('menu_item_customization_options')
      .select('value_added')
      .where('id', '=', milk!.options[1]!.id)
      .executeTakeFirstOrThrow();
    expect(stored.value_added).toBe(1000);
    expect(syrup?.enabled_by_id).toBe(milk?.options[1]?.id);
    expect(size?.required).toBe(true);
  });

  it('refuses inconsistent payloads with field errors and writes nothing', async () => {
    const before = await counts();
    const custom = (over: Record<string, unknown>) => ({ name: 'C', type: 'SELECT', options: [], ...over });
    const bad: Array<[unknown[], string]> = [
      [[custom({ enabled_by_key: 'nope' })], 'customizations.0.enabled_by_key'],
      [
        [custom({ options: [{ key: 'a', name: 'A' }], enabled_by_key: 'a' })],
        'customizations.0.enabled_by_id',
      ],
      [
        [custom({ options: [{ key: 'a', name: 'A' }] }), custom({ options: [{ key: 'a', name: 'B' }] })],
        'customizations.1.options.0.key',
      ],
      [
        [
          custom({ options: [{ key: 'a', name: 'A' }], enabled_by_key: 'b' }),
          custom({ options: [{ key: 'b', name: 'B' }], enabled_by_key: 'a' }),
        ],
        'customizations.0.enabled_by_id',
      ],
      [
        [custom({ enabled_by_id: latte.customizations[1]!.options[1]!.id })],
        'customizations.0.enabled_by_id',
      ],
      [[custom({ id: latte.customizations[0]!.id })], 'customizations.0.id'],
      [
        [custom({ options: [{ id: latte.customizations[0]!.options[0]!.id, name: 'X' }] })],
        'customizations.0.options.0.id',
      ],
      [[custom({ type: 'RADIO' })], 'customizations.0.type'],
      [[custom({ ui_type: 'list' })], 'customizations.0.ui_type'],
      [[custom({ options: [{ name: '' }] })], 'customizations.0.options.0.name'],
      [[custom({ options: [{ name: 'A', value_added: -1 }] })], 'customizations.0.options.0.value_added'],
      [
        [custom({ options: [{ name: 'A', value_added: 1001, percent: true }] })],
        'customizations.0.options.0.value_added',
      ],
      [
        [
          custom({
            options: [
              { name: 'A', default_option: true },
              { name: 'B', default_option: true },
            ],
          }),
        ],
        'customizations.0.options',
      ],
    ];
    for (const [customizations, field] of bad) {
      const res = await t.call(t.staff.manager, 'POST', '/menu-items/full', {
        category_id: drinks.id,
        name: 'Bad',
        basic_price: 1,
        customizations,
      });
      expect(res.status, JSON.stringify(customizations)).toBe(400);
      const errors = (await json(res)).errors ?? {};
      expect(Object.keys(errors), JSON.stringify(errors)).toContain(field);
    }
    const noCategory = await t.call(t.staff.manager, 'POST', '/menu-items/full', {
      ...LATTE,
      category_id: 99999,
    });
    expect(noCategory.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('PUT /menu-items/{id}/full keeps ids of what is sent, deletes the rest, re-points enabled_by', async () => {
    const [size, milk, syrup] = latte.customizations;
    const updated = await t.ok<TMenuItemFull>('PUT', `/menu-items/${latte.id}/full`, {
      name: 'Caffè Latte',
      customizations: [
        {
          id: milk!.id,
          name: 'Milk',
          type: 'SELECT',
          options: [
            { id: milk!.options[1]!.id, name: 'Oat', value_added: 12, percent: true },
            { key: 'soy', name: 'Soy' },
          ],
        },
        {
          id: size!.id,
          name: 'Size',
          type: 'SELECT',
          enabled_by_key: 'soy',
          options: [{ id: size!.options[1]!.id, name: 'Large', value_added: 1 }],
        },
        {
          id: syrup!.id,
          name: 'Syrup',
          type: 'MULTISELECT',
          enabled_by_id: milk!.options[1]!.id,
          options: [],
        },
      ],
    });
    expect(updated.name).toBe('Caffè Latte');
    expect(updated.basic_price).toBe(3.5);
    expect(updated.customizations.map((c) => [c.id, c.name, c.sort_order])).toEqual([
      [milk!.id, 'Milk', 0],
      [size!.id, 'Size', 1],
      [syrup!.id, 'Syrup', 2],
    ]);
    const [newMilk, newSize, newSyrup] = updated.customizations;
    expect(newMilk?.options.map((o) => [o.name, o.value_added])).toEqual([
      ['Oat', 12],
      ['Soy', 0],
    ]);
    expect(newMilk?.options[0]?.id).toBe(milk!.options[1]!.id);
    expect(newSize?.options.map((o) => o.id)).toEqual([size!.options[1]!.id]);
    expect(newSize?.enabled_by_id).toBe(newMilk?.options[1]?.id);
    expect(newSyrup?.enabled_by_id).toBe(milk!.options[1]!.id);
    expect(newSyrup?.options).toEqual([]);
    // Note and the dropped options are gone from the database, not only from the answer.
    expect(await t.count('menu_item_customizations')).toBe(3);
    expect(await t.count('menu_item_customization_options')).toBe(3);
    latte = updated;
  });

  it('takes back what it answers: a GET item sent unchanged to PUT full changes nothing', async () => {
    const current = await t.ok<TMenuItemFull>('GET', `/menu-items/${latte.id}`);
    const again = await t.ok<TMenuItemFull>('PUT', `/menu-items/${latte.id}/full`, current);
    const stable = (item: TMenuItemFull) => ({
      ...item,
      updated_at: '',
      customizations: item.customizations.map((c) => ({
        ...c,
        updated_at: '',
        options: c.options.map((o) => ({ ...o, updated_at: '' })),
      })),
    });
    expect(stable(again)).toEqual(stable(current));
    const plain = await t.ok<TMenuItemFull>('PUT', `/menu-items/${latte.id}`, current);
    expect(plain.customizations).toEqual(again.customizations);
  });

  it('PUT full refuses ids of another item and an unknown item, writing nothing', async () => {
    const other = await t.ok<TMenuItemFull>('POST', '/menu-items/full', {
      category_id: drinks.id,
      name: 'Tea',
      basic_price: 2,
      customizations: [{ name: 'Strength', type: 'SELECT', options: [{ name: 'Strong' }] }],
    });
    const before = await counts();
    const stolen = await t.call(t.staff.manager, 'PUT', `/menu-items/${latte.id}/full`, {
      customizations: [{ id: other.customizations[0]!.id, name: 'Mine', type: 'SELECT' }],
    });
    expect(stolen.status).toBe(400);
    const foreignEnabler = await t.call(t.staff.manager, 'PUT', `/menu-items/${latte.id}/full`, {
      customizations: [{ name: 'X', type: 'SELECT', enabled_by_id: other.customizations[0]!.options[0]!.id }],
    });
    expect(foreignEnabler.status).toBe(400);
    expect((await t.call(t.staff.manager, 'PUT', `/menu-items/${latte.id}/full`, { name: 'X' })).status).toBe(
      400,
    );
    expect(
      (await t.call(t.staff.manager, 'PUT', '/menu-items/99999/full', { customizations: [] })).status,
    ).toBe(404);
    expect(await counts()).toEqual(before);
    expect((await t.ok<TMenuItemFull>('GET', `/menu-items/${latte.id}`)).customizations).toHaveLength(3);
  });

  it('GET /menu-items/full lists full items, filtered by menu_item_id or id', async () => {
    const all = await t.ok<TMenuItemFull[]>('GET', '/menu-items/full');
    expect(all.map((i) => i.name)).toEqual(['Caffè Latte', 'Tea']);
    expect(all[0]?.customizations).toHaveLength(3);
    const one = await t.ok<TMenuItemFull[]>('GET', `/menu-items/full?menu_item_id=${latte.id}`);
    expect(one.map((i) => i.id)).toEqual([latte.id]);
    expect((await t.ok<TMenuItemFull[]>('GET', `/menu-items/full?id=${latte.id}`)).map((i) => i.id)).toEqual([
      latte.id,
    ]);
    expect(await t.ok<TMenuItemFull[]>('GET', '/menu-items/full?id=99999')).toEqual([]);
    expect((await t.call(t.staff.manager, 'GET', '/menu-items/full?id=abc')).status).toBe(400);
  });

  it("duplicates an item: ' (Copy)', customizations, options, enabled_by and tags, right after the original", async () => {
    const { id: tagId } = await t.ctx.db
      .insertInto('item_tags')
      .values({
        name: 'Hot',
        tag_type: 'BADGE',
        featured: 0,
        internal: 0,
        sort_order: 0,
        updated_at: MENU_NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ok('PUT', `/menu-items/${latte.id}`, { tag_ids: [tagId] });
    const res = await t.call(t.staff.manager, 'POST', `/menu-items/${latte.id}/duplicate`);
    expect(res.status).toBe(201);
    const copy = (await json<TMenuItemFull>(res)).data;
    expect(copy).toMatchObject({
      name: 'Caffè Latte (Copy)',
      basic_price: 3.5,
      category_id: drinks.id,
      sort_order: 1,
    });
    expect(copy.id).not.toBe(latte.id);
    expect(copy.tags.map((tag) => tag.id)).toEqual([tagId]);
    const shape = (item: TMenuItemFull) =>
      item.customizations.map((c) => ({
        name: c.name,
        enabledBy:
          c.enabled_by_id === null
            ? null
            : item.customizations.flatMap((x) => x.options).findIndex((o) => o.id === c.enabled_by_id),
        options: c.options.map((o) => [o.name, o.value_added, o.percent, o.default_option]),
      }));
    expect(shape(copy)).toEqual(shape(latte));
    expect(
      copy.customizations.map((c) => c.id).some((id) => latte.customizations.some((c) => c.id === id)),
    ).toBe(false);
    const order = (await t.ok<TMenuItem[]>('GET', `/menu-items?category_id=${drinks.id}`)).map((i) => i.name);
    expect(order).toEqual(['Caffè Latte', 'Caffè Latte (Copy)', 'Tea']);
    const long = await t.item(drinks.id, 'x'.repeat(150));
    const longCopy = await t.ok<TMenuItemFull>('POST', `/menu-items/${long.id}/duplicate`);
    expect(longCopy.name).toHaveLength(150);
    expect(longCopy.name.endsWith(' (Copy)')).toBe(true);
    expect((await t.call(t.staff.manager, 'POST', '/menu-items/99999/duplicate')).status).toBe(404);
  });

  it('full writes and duplicates reach guests at once', async () => {
    const before = await guestMenu(t.ctx);
    const copy = await t.ok<TMenuItemFull>('POST', `/menu-items/${latte.id}/duplicate`);
    const after = await guestMenu(t.ctx);
    expect(after.etag).not.toBe(before.etag);
    expect(after.menu.categories.flatMap((c) => c.items).some((i) => i.id === copy.id)).toBe(true);
    await t.ok('PUT', `/menu-items/${copy.id}/full`, {
      customizations: [
        { name: 'Extra shot', type: 'CHECKBOX', options: [{ name: 'Yes', value_added: 0.6 }] },
      ],
    });
    const updated = await guestMenu(t.ctx);
    const guestCopy = updated.menu.categories.flatMap((c) => c.items).find((i) => i.id === copy.id);
    expect(guestCopy?.customizations.map((c) => c.name)).toEqual(['Extra shot']);
    expect(updated.etag).not.toBe(after.etag);
  });
});
