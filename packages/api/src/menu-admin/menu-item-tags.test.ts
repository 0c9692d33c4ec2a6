import type { TBulkTagsResult, TItemTag, TMenuItemTag } from '@tableside/shared/item-tags.schemas';
import type { TMenuCategory } from '@tableside/shared/menu-categories.schemas';
import type { TMenuItemFull } from '@tableside/shared/menu-items.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/http.ts';
import { createMenuTest, guestMenu, type TMenuTest } from './menu-admin.test-helpers.ts';

describe('/api/menu-item-tags', () => {
  let t: TMenuTest;
  let food: TMenuCategory;
  let soup: TMenuItemFull;
  let salad: TMenuItemFull;
  let vegan: TItemTag;
  let spicy: TItemTag;
  let nuts: TItemTag;

  beforeAll(async () => {
    t = await createMenuTest();
    food = await t.category('Food');
    soup = await t.item(food.id, 'Soup');
    salad = await t.item(food.id, 'Salad');
    vegan = await t.ok<TItemTag>('POST', '/item-tags', { name: 'Vegan', tag_type: 'DIETARY' });
    spicy = await t.ok<TItemTag>('POST', '/item-tags', { name: 'Spicy', tag_type: 'SPICINESS' });
    nuts = await t.ok<TItemTag>('POST', '/item-tags', { name: 'Nuts', tag_type: 'ALLERGEN' });
  });
  afterAll(() => t.ctx.close());

  const tagsOf = async (itemId: number) =>
    (await t.ok<TMenuItemFull>('GET', `/menu-items/${itemId}`)).tags.map((tag) => tag.name);

  it('answers 401 signed out and 403 to the kitchen and waiters on writes', async () => {
    const link = await t.ok<TMenuItemTag>('POST', '/menu-item-tags', {
      menu_item_id: soup.id,
      item_tag_id: nuts.id,
    });
    expect((await t.call(null, 'GET', '/menu-item-tags')).status).toBe(401);
    for (const who of [t.staff.kitchen, t.staff.waiter]) {
      expect((await t.call(who, 'GET', '/menu-item-tags')).status).toBe(200);
      expect((await t.call(who, 'GET', `/menu-item-tags/${link.id}`)).status).toBe(200);
      const writes: Array<[string, string, unknown?]> = [
        ['POST', '/menu-item-tags', { menu_item_id: salad.id, item_tag_id: nuts.id }],
        ['PUT', `/menu-item-tags/${link.id}`, { menu_item_id: salad.id, item_tag_id: nuts.id }],
        ['DELETE', `/menu-item-tags/${link.id}`],
        ['POST', '/menu-item-tags/bulk-replace', { menuItemIds: [soup.id], tagIds: [] }],
        ['POST', '/menu-item-tags/bulk-update', { menuItemIds: [soup.id], tagsToAdd: [vegan.id] }],
      ];
      for (const [method, path, body] of writes) {
        expect((await t.call(who, method, path, body)).status, `${method} ${path}`).toBe(403);
        expect((await t.call(null, method, path, body)).status, `${method} ${path}`).toBe(401);
      }
    }
    await t.ok('DELETE', `/menu-item-tags/${link.id}`);
  });

  it('links, lists, changes and unlinks one pair at a time', async () => {
    const link = await t.ok<TMenuItemTag>('POST', '/menu-item-tags', {
      menu_item_id: soup.id,
      item_tag_id: vegan.id,
    });
    expect(link).toMatchObject({ menu_item_id: soup.id, item_tag_id: vegan.id });
    expect(await tagsOf(soup.id)).toEqual(['Vegan']);
    expect(
      (
        await t.call(t.staff.manager, 'POST', '/menu-item-tags', {
          menu_item_id: soup.id,
          item_tag_id: vegan.id,
        })
      ).status,
    ).toBe(409);
    for (const body of [
      { menu_item_id: 99999, item_tag_id: vegan.id },
      { menu_item_id: soup.id, item_tag_id: 99999 },
      { menu_item_id: soup.id },
      { menu_item_id: 'soup', item_tag_id: vegan.id },
    ]) {
      expect(
        (await t.call(t.staff.manager, 'POST', '/menu-item-tags', body)).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect(await t.count('menu_item_tags')).toBe(1);
    const list = await t.ok<TMenuItemTag[]>('GET', `/menu-item-tags?menu_item_id=${soup.id}`);
    expect(list.map((l) => l.id)).toEqual([link.id]);
    expect(await t.ok<TMenuItemTag[]>('GET', `/menu-item-tags?item_tag_id=${spicy.id}`)).toEqual([]);
    const changed = await t.ok<TMenuItemTag>('PUT', `/menu-item-tags/${link.id}`, {
      menu_item_id: soup.id,
      item_tag_id: spicy.id,
    });
    expect(changed.item_tag_id).toBe(spicy.id);
    expect(await tagsOf(soup.id)).toEqual(['Spicy']);
    expect(
      (
        await t.call(t.staff.manager, 'PUT', '/menu-item-tags/99999', {
          menu_item_id: soup.id,
          item_tag_id: vegan.id,
        })
      ).status,
    ).toBe(404);
    await t.ok('DELETE', `/menu-item-tags/${link.id}`);
    expect(await tagsOf(soup.id)).toEqual([]);
    expect((await t.call(t.staff.manager, 'DELETE', `/menu-item-tags/${link.id}`)).status).toBe(404);
    expect((await t.call(t.staff.manager, 'GET', `/menu-item-tags/${link.id}`)).status).toBe(404);
  });

  it('bulk-replace gives each item exactly the tags; an empty list clears them', async () => {
    const result = await t.ok<TBulkTagsResult>(
      'POST',
      '/menu-item-tags/bulk-replace',
      {
        menuItemIds: [soup.id, salad.id],
        tagIds: [vegan.id, nuts.id],
      },
      200,
    );
    expect(result.items).toEqual([
      { menu_item_id: soup.id, tag_ids: [vegan.id, nuts.id].sort((a, b) => a - b) },
      { menu_item_id: salad.id, tag_ids: [vegan.id, nuts.id].sort((a, b) => a - b) },
    ]);
    await t.ok('POST', '/menu-item-tags/bulk-replace', { menuItemIds: [salad.id], tagIds: [spicy.id] }, 200);
    expect(await tagsOf(salad.id)).toEqual(['Spicy']);
    expect(await tagsOf(soup.id)).toEqual(['Vegan', 'Nuts']);
    await t.ok('POST', '/menu-item-tags/bulk-replace', { menuItemIds: [salad.id], tagIds: [] }, 200);
    expect(await tagsOf(salad.id)).toEqual([]);
  });

  it('bulk-update adds and removes, keeping other tags', async () => {
    const result = await t.ok<TBulkTagsResult>(
      'POST',
      '/menu-item-tags/bulk-update',
      {
        menuItemIds: [soup.id, salad.id],
        tagsToAdd: [spicy.id],
        tagsToRemove: [nuts.id],
      },
      200,
    );
    expect(result.items.map((item) => item.tag_ids.length)).toEqual([2, 1]);
    expect(await tagsOf(soup.id)).toEqual(['Vegan', 'Spicy']);
    expect(await tagsOf(salad.id)).toEqual(['Spicy']);
    // Adding what is there already changes nothing.
    await t.ok('POST', '/menu-item-tags/bulk-update', { menuItemIds: [soup.id], tagsToAdd: [spicy.id] }, 200);
    expect(await tagsOf(soup.id)).toEqual(['Vegan', 'Spicy']);
  });

  it('refuses bad bulk input and changes nothing', async () => {
    const before = await t.ok<TMenuItemTag[]>('GET', '/menu-item-tags');
    const bad: Array<[string, unknown, string]> = [
      ['bulk-replace', { menuItemIds: [], tagIds: [vegan.id] }, 'menuItemIds'],
      ['bulk-replace', { menuItemIds: [soup.id, 99999], tagIds: [vegan.id] }, 'menuItemIds'],
      ['bulk-replace', { menuItemIds: [soup.id], tagIds: [99999] }, 'tagIds'],
      ['bulk-replace', { menuItemIds: [soup.id] }, 'tagIds'],
      [
        'bulk-update',
        { menuItemIds: [soup.id], tagsToAdd: [vegan.id], tagsToRemove: [vegan.id] },
        'tagsToRemove',
      ],
      ['bulk-update', { menuItemIds: [soup.id], tagsToAdd: [99999] }, 'tagsToAdd'],
      ['bulk-update', { menuItemIds: 'all', tagsToAdd: [vegan.id] }, 'menuItemIds'],
    ];
    for (const [path, body, field] of bad) {
      const res = await t.call(t.staff.manager, 'POST', `/menu-item-tags/${path}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await json(res)).errors ?? {})).toContain(field);
    }
    expect(await t.ok<TMenuItemTag[]>('GET', '/menu-item-tags')).toEqual(before);
  });

  it('tag links reach guests at once', async () => {
    const before = await guestMenu(t.ctx);
    await t.ok('POST', '/menu-item-tags/bulk-replace', { menuItemIds: [salad.id], tagIds: [nuts.id] }, 200);
    const after = await guestMenu(t.ctx);
    expect(after.etag).not.toBe(before.etag);
    expect(after.menu.categories.flatMap((c) => c.items).find((i) => i.id === salad.id)?.tags).toEqual([
      nuts.id,
    ]);
  });
});
