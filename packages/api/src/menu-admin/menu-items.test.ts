import type { TPage } from '@tableside/shared/envelope';
import type { TMenuCategory } from '@tableside/shared/menu-categories.schemas';
import type { TMenuItem, TMenuItemFull } from '@tableside/shared/menu-items.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/http.ts';
import { createMenuTest, guestMenu, MENU_NOW, type TMenuTest } from './menu-admin.test-helpers.ts';

describe('/api/menu-items', () => {
  let t: TMenuTest;
  let drinks: TMenuCategory;
  let food: TMenuCategory;
  let taxId: number;
  let veganTag: number;
  let spicyTag: number;

  beforeAll(async () => {
    t = await createMenuTest();
    drinks = await t.category('Drinks');
    food = await t.category('Food');
    ({ id: taxId } = await t.ctx.db
      .insertInto('taxes')
      .values({ name: 'VAT', value: 2000, is_active: 1, updated_at: MENU_NOW })
      .returning('id')
      .executeTakeFirstOrThrow());
    const tag = (name: string, sort: number) =>
      t.ctx.db
        .insertInto('item_tags')
        .values({
          name,
          tag_type: 'DIETARY',
          featured: 0,
          internal: 0,
          sort_order: sort,
          updated_at: MENU_NOW,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    veganTag = (await tag('Vegan', 0)).id;
    spicyTag = (await tag('Spicy', 1)).id;
  });
  afterAll(() => t.ctx.close());

  const order = async (categoryId: number) =>
    (await t.ok<TMenuItem[]>('GET', `/menu-items?category_id=${categoryId}`)).map(
      (i) => `${i.sort_order}:${i.name}`,
    );

  it('answers 401 signed out and 403 to the kitchen and waiters on every write', async () => {
    const item = await t.item(drinks.id, 'Perm');
    expect((await t.call(null, 'GET', '/menu-items')).status).toBe(401);
    for (const who of [t.staff.kitchen, t.staff.waiter]) {
      expect((await t.call(who, 'GET', '/menu-items')).status).toBe(200);
      expect((await t.call(who, 'GET', `/menu-items/${item.id}`)).status).toBe(200);
      expect((await t.call(who, 'GET', '/menu-items/full')).status).toBe(200);
      const writes: Array<[string, string, unknown?]> = [
        ['POST', '/menu-items', { category_id: drinks.id, name: 'X', basic_price: 1 }],
        ['POST', '/menu-items/full', { category_id: drinks.id, name: 'X', basic_price: 1 }],
        ['PUT', `/menu-items/${item.id}`, { name: 'X' }],
        ['PUT', `/menu-items/${item.id}/full`, { customizations: [] }],
        ['DELETE', `/menu-items/${item.id}`],
        ['POST', `/menu-items/${item.id}/duplicate`],
        ['PATCH', `/menu-items/${item.id}/toggle-visibility`],
        ['PATCH', `/menu-items/${item.id}/reorder`, { target_order: 0 }],
      ];
      for (const [method, path, body] of writes) {
        expect((await t.call(who, method, path, body)).status, `${method} ${path}`).toBe(403);
        expect((await t.call(null, method, path, body)).status, `${method} ${path}`).toBe(401);
      }
    }
    const toggle = `/menu-items/${item.id}/toggle-availability`;
    expect((await t.call(t.staff.waiter, 'PATCH', toggle)).status).toBe(403);
    expect((await t.call(null, 'PATCH', toggle)).status).toBe(401);
    await t.ok('DELETE', `/menu-items/${item.id}`);
  });

  it('creates an item with money in decimals, defaults and tags; placed last in its category', async () => {
    const tea = await t.item(drinks.id, ' Tea ', {
      description: 'Black tea',
      basic_price: 2.5,
      tax_id: taxId,
      preparation_time: 5,
      tag_ids: [spicyTag, veganTag],
      time_availability: { saturday: null, sunday: 'allDay' },
    });
    expect(tea).toMatchObject({
      name: 'Tea',
      category_id: drinks.id,
      menu_category_id: drinks.id,
      basic_price: 2.5,
      default_price: 2.5,
      tax_id: taxId,
      preparation_time: 5,
      is_available: true,
      is_visible: true,
      sort_order: 0,
      display_order: 0,
      notes: null,
      image_url: null,
      customizations: [],
      time_availability: { saturday: null, sunday: 'allDay' },
      created_by_name: 'Mia Manager',
    });
    expect(tea.tags.map((tag) => tag.name)).toEqual(['Vegan', 'Spicy']);
    expect(tea.tag_ids).toEqual([veganTag, spicyTag]);
    const stored = await t.ctx.db
      .selectFrom('menu_items')
      .select(['basic_price'])
      .where('id', '=', tea.id)
      .executeTakeFirst();
    expect(stored?.basic_price).toBe(250);
    await t.item(drinks.id, 'Coffee', { basic_price: 3, default_price: 3.4 });
    await t.item(drinks.id, 'Juice', { sort_order: 0 });
    expect(await order(drinks.id)).toEqual(['0:Juice', '1:Tea', '2:Coffee']);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await t.count('menu_items');
    const base = { category_id: drinks.id, name: 'Bad', basic_price: 1 };
    const bad: Array<[Record<string, unknown>, string, number?]> = [
      [{ ...base, name: ' ' }, 'name'],
      [{ ...base, name: 'x'.repeat(151) }, 'name'],
      [{ ...base, basic_price: -1 }, 'basic_price'],
      [{ ...base, basic_price: 1.005 }, 'basic_price'],
      [{ ...base, basic_price: '1' }, 'basic_price'],
      [{ category_id: drinks.id, name: 'No price' }, 'basic_price'],
      [{ ...base, preparation_time: 601 }, 'preparation_time'],
      [{ ...base, preparation_time: 2.5 }, 'preparation_time'],
      [{ ...base, time_availability: { monday: [{ from: '10:00', to: '10:00' }] } }, 'time_availability'],
      [{ ...base, category_id: 99999 }, 'category_id'],
      [{ ...base, tax_id: 99999 }, 'tax_id'],
      [{ ...base, tag_ids: [veganTag, 99999] }, 'tag_ids'],
      [{ ...base, description: 'x'.repeat(1001) }, 'description'],
    ];
    for (const [body, field] of bad) {
      const res = await t.call(t.staff.manager, 'POST', '/menu-items', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const errors = (await json(res)).errors ?? {};
      expect(
        Object.keys(errors).some((key) => key.startsWith(field)),
        JSON.stringify(errors),
      ).toBe(true);
    }
    expect(await t.count('menu_items')).toBe(before);
  });

  it('lists with the filters category_id, is_available, name_like and tags (any of them), pages', async () => {
    await t.item(food.id, 'Curry', { tag_ids: [spicyTag], is_available: false });
    await t.item(food.id, 'Salad', { tag_ids: [veganTag] });
    const names = async (query: string) =>
      (await t.ok<TMenuItem[]>('GET', `/menu-items?${query}`)).map((i) => i.name).sort();
    expect(await names(`category_id=${food.id}`)).toEqual(['Curry', 'Salad']);
    expect(await names('is_available=false')).toEqual(['Curry']);
    expect(await names('name_like=CO')).toEqual(['Coffee']);
    expect(await names(`tags=${spicyTag}`)).toEqual(['Curry', 'Tea']);
    expect(await names(`tags=${spicyTag},${veganTag}&category_id=${food.id}`)).toEqual(['Curry', 'Salad']);
    expect(await names('basic_price_min=3&basic_price_max=3.1')).toEqual(['Coffee']);
    const page = await t.ok<TPage<TMenuItem>>('GET', `/menu-items?page=0&size=2&category_id=${drinks.id}`);
    expect(page).toMatchObject({ total_elements: 3, has_next: true });
    expect(page.content.map((i) => i.name)).toEqual(['Juice', 'Tea']);
    expect((await t.call(t.staff.manager, 'GET', '/menu-items?tags=spicy')).status).toBe(400);
    expect((await t.call(t.staff.manager, 'GET', '/menu-items?colour=red')).status).toBe(400);
    expect((await t.call(t.staff.manager, 'GET', '/menu-items/99999')).status).toBe(404);
  });

  it('updates only the fields sent, replaces tags when sent, moves to the end of a new category', async () => {
    const [juice] = await t.ok<TMenuItem[]>('GET', '/menu-items?name=Juice');
    const updated = await t.ok<TMenuItemFull>('PUT', `/menu-items/${juice!.id}`, {
      notes: 'Fresh',
      basic_price: 3.2,
      tag_ids: [veganTag],
    });
    expect(updated).toMatchObject({ name: 'Juice', notes: 'Fresh', basic_price: 3.2, default_price: 4.5 });
    expect(updated.tags.map((tag) => tag.id)).toEqual([veganTag]);
    const moved = await t.ok<TMenuItemFull>('PUT', `/menu-items/${juice!.id}`, { category_id: food.id });
    expect(moved).toMatchObject({ category_id: food.id, sort_order: 2 });
    expect(moved.tags.map((tag) => tag.id)).toEqual([veganTag]);
    expect(await order(drinks.id)).toEqual(['0:Tea', '1:Coffee']);
    expect(await order(food.id)).toEqual(['0:Curry', '1:Salad', '2:Juice']);
    expect(
      (await t.call(t.staff.manager, 'PUT', `/menu-items/${juice!.id}`, { category_id: 99999 })).status,
    ).toBe(400);
    expect(
      (await t.call(t.staff.manager, 'PUT', `/menu-items/${juice!.id}`, { basic_price: -2 })).status,
    ).toBe(400);
    expect((await t.call(t.staff.manager, 'PUT', '/menu-items/99999', { name: 'X' })).status).toBe(404);
    expect((await t.ok<TMenuItemFull>('GET', `/menu-items/${juice!.id}`)).basic_price).toBe(3.2);
  });

  it('toggles availability and visibility', async () => {
    const [curry] = await t.ok<TMenuItem[]>('GET', '/menu-items?name=Curry');
    expect(
      (await t.ok<TMenuItemFull>('PATCH', `/menu-items/${curry!.id}/toggle-availability`)).is_available,
    ).toBe(true);
    expect(
      (await t.ok<TMenuItemFull>('PATCH', `/menu-items/${curry!.id}/toggle-visibility`)).is_visible,
    ).toBe(false);
    expect(
      (await t.ok<TMenuItemFull>('PATCH', `/menu-items/${curry!.id}/toggle-visibility`)).is_visible,
    ).toBe(true);
    expect((await t.call(t.staff.manager, 'PATCH', '/menu-items/99999/toggle-availability')).status).toBe(
      404,
    );
  });

  describe('reorder', () => {
    it('needs one of target_order, before_id or after_id (spec admin 5)', async () => {
      const [curry] = await t.ok<TMenuItem[]>('GET', '/menu-items?name=Curry');
      for (const body of [{}, { category_id: drinks.id }, { target_order: null }]) {
        const res = await t.call(t.staff.manager, 'PATCH', `/menu-items/${curry!.id}/reorder`, body);
        expect(res.status).toBe(400);
        expect((await json(res)).errors?.target_order).toEqual([
          'Give one of target_order, before_id or after_id',
        ]);
      }
      expect(await order(food.id)).toEqual(['0:Curry', '1:Salad', '2:Juice']);
    });

    it('moves within a category by target_order, before_id, after_id (camelCase too)', async () => {
      const [curry] = await t.ok<TMenuItem[]>('GET', '/menu-items?name=Curry');
      const [juice] = await t.ok<TMenuItem[]>('GET', '/menu-items?name=Juice');
      await t.ok('PATCH', `/menu-items/${curry!.id}/reorder`, { target_order: 2 });
      expect(await order(food.id)).toEqual(['0:Salad', '1:Juice', '2:Curry']);
      await t.ok('PATCH', `/menu-items/${curry!.id}/reorder`, { beforeId: juice!.id });
      expect(await order(food.id)).toEqual(['0:Salad', '1:Curry', '2:Juice']);
      await t.ok('PATCH', `/menu-items/${curry!.id}/reorder`, { after_id: juice!.id });
      expect(await order(food.id)).toEqual(['0:Salad', '1:Juice', '2:Curry']);
      await t.ok('PATCH', `/menu-items/${curry!.id}/reorder`, { targetOrder: 0 });
      expect(await order(food.id)).toEqual(['0:Curry', '1:Salad', '2:Juice']);
    });

    it('moves across categories, keeping both dense; refuses a neighbour from another category', async () => {
      const [curry] = await t.ok<TMenuItem[]>('GET', '/menu-items?name=Curry');
      const [coffee] = await t.ok<TMenuItem[]>('GET', '/menu-items?name=Coffee');
      const [tea] = await t.ok<TMenuItem[]>('GET', '/menu-items?name=Tea');
      const moved = await t.ok<TMenuItemFull>('PATCH', `/menu-items/${curry!.id}/reorder`, {
        category_id: drinks.id,
        target_order: 1,
      });
      expect(moved.category_id).toBe(drinks.id);
      expect(await order(drinks.id)).toEqual(['0:Tea', '1:Curry', '2:Coffee']);
      expect(await order(food.id)).toEqual(['0:Salad', '1:Juice']);
      // The neighbour's category is the target when no category_id is sent.
      const [salad] = await t.ok<TMenuItem[]>('GET', '/menu-items?name=Salad');
      await t.ok('PATCH', `/menu-items/${curry!.id}/reorder`, { after_id: salad!.id });
      expect(await order(food.id)).toEqual(['0:Salad', '1:Curry', '2:Juice']);
      expect(await order(drinks.id)).toEqual(['0:Tea', '1:Coffee']);
      const conflict = await t.call(t.staff.manager, 'PATCH', `/menu-items/${curry!.id}/reorder`, {
        category_id: food.id,
        before_id: coffee!.id,
      });
      expect(conflict.status).toBe(400);
      const unknown = await t.call(t.staff.manager, 'PATCH', `/menu-items/${curry!.id}/reorder`, {
        category_id: 99999,
        target_order: 0,
      });
      expect(unknown.status).toBe(400);
      expect(
        (await t.call(t.staff.manager, 'PATCH', `/menu-items/${tea!.id}/reorder`, { before_id: 99999 }))
          .status,
      ).toBe(400);
      expect(
        (await t.call(t.staff.manager, 'PATCH', '/menu-items/99999/reorder', { target_order: 0 })).status,
      ).toBe(404);
      expect(await order(food.id)).toEqual(['0:Salad', '1:Curry', '2:Juice']);
    });

    it('stays dense when many moves run at once', async () => {
      const items = await t.ok<TMenuItem[]>('GET', `/menu-items?category_id=${food.id}`);
      await Promise.all(
        items.flatMap((item, index) => [
          t.ok('PATCH', `/menu-items/${item.id}/reorder`, { target_order: (index + 1) % items.length }),
          t.ok('PATCH', `/menu-items/${item.id}/reorder`, { category_id: drinks.id, target_order: 0 }),
        ]),
      );
      const all = await t.ok<TMenuItem[]>('GET', '/menu-items');
      for (const categoryId of [drinks.id, food.id]) {
        const positions = all
          .filter((i) => i.category_id === categoryId)
          .map((i) => i.sort_order)
          .sort();
        expect(positions).toEqual(positions.map((_, index) => index));
      }
    });
  });

  it('deletes an item and closes the gap; 404 after', async () => {
    const drinksItems = await t.ok<TMenuItem[]>(`GET`, `/menu-items?category_id=${drinks.id}`);
    const victim = drinksItems[0]!;
    const res = await t.call(t.staff.manager, 'DELETE', `/menu-items/${victim.id}`);
    expect(res.status).toBe(200);
    expect((await json(res)).message).toBe('Item deleted successfully');
    const left = await order(drinks.id);
    expect(left).toHaveLength(drinksItems.length - 1);
    expect(left.map((entry) => Number(entry.split(':')[0]))).toEqual(left.map((_, index) => index));
    expect((await t.call(t.staff.manager, 'DELETE', `/menu-items/${victim.id}`)).status).toBe(404);
  });

  it('shows every item write to guests at once (the ETag changes)', async () => {
    const before = await guestMenu(t.ctx);
    const created = await t.item(drinks.id, 'Lemonade', { basic_price: 3.75 });
    const afterCreate = await guestMenu(t.ctx);
    const guestItem = afterCreate.menu.categories.flatMap((c) => c.items).find((i) => i.id === created.id);
    expect(guestItem).toMatchObject({ name: 'Lemonade', price: 3.75 });
    expect(afterCreate.etag).not.toBe(before.etag);
    await t.ok('PUT', `/menu-items/${created.id}`, { basic_price: 4 });
    const afterUpdate = await guestMenu(t.ctx);
    expect(afterUpdate.menu.categories.flatMap((c) => c.items).find((i) => i.id === created.id)?.price).toBe(
      4,
    );
    expect(afterUpdate.etag).not.toBe(afterCreate.etag);
    await t.ok('PATCH', `/menu-items/${created.id}/toggle-visibility`);
    const hidden = await guestMenu(t.ctx);
    expect(hidden.menu.categories.flatMap((c) => c.items).some((i) => i.id === created.id)).toBe(false);
    await t.ok('DELETE', `/menu-items/${created.id}`);
    expect((await guestMenu(t.ctx)).etag).not.toBe(afterUpdate.etag);
  });
});
