import type { TPage } from '@tableside/shared/envelope';
import type { TItemTag, TTypedTags } from '@tableside/shared/item-tags.schemas';
import type { TMenuItemFull } from '@tableside/shared/menu-items.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/http.ts';
import { createMenuTest, guestMenu, type TMenuTest } from './menu-admin.test-helpers.ts';

describe('/api/item-tags', () => {
  let t: TMenuTest;
  beforeAll(async () => {
    t = await createMenuTest();
  });
  afterAll(() => t.ctx.close());

  it('answers 401 signed out and 403 to the kitchen and waiters on writes', async () => {
    const tag = await t.ok<TItemTag>('POST', '/item-tags', { name: 'Perm', tag_type: 'OTHER' });
    expect((await t.call(null, 'GET', '/item-tags')).status).toBe(401);
    expect((await t.call(null, 'GET', '/item-tags/typed-tags')).status).toBe(401);
    for (const who of [t.staff.kitchen, t.staff.waiter]) {
      expect((await t.call(who, 'GET', '/item-tags')).status).toBe(200);
      expect((await t.call(who, 'GET', '/item-tags/typed-tags')).status).toBe(200);
      expect((await t.call(who, 'GET', `/item-tags/${tag.id}`)).status).toBe(200);
      expect((await t.call(who, 'POST', '/item-tags', { name: 'X', tag_type: 'OTHER' })).status).toBe(403);
      expect((await t.call(who, 'PUT', `/item-tags/${tag.id}`, { name: 'X' })).status).toBe(403);
      expect((await t.call(who, 'DELETE', `/item-tags/${tag.id}`)).status).toBe(403);
    }
    await t.ok('DELETE', `/item-tags/${tag.id}`);
  });

  it('creates tags with type, colour, icon and flags; validates every field; names unique per type', async () => {
    const vegan = await t.ok<TItemTag>('POST', '/item-tags', {
      name: ' Vegan ',
      tag_type: 'dietary',
      color: '#22C55E',
      icon_name: 'leaf',
      featured: true,
    });
    expect(vegan).toMatchObject({
      name: 'Vegan',
      tag_type: 'DIETARY',
      color: '#22C55E',
      icon_name: 'leaf',
      featured: true,
      internal: false,
      warning_message: null,
      items_count: 0,
      sort_order: 0,
    });
    await t.ok('POST', '/item-tags', {
      name: 'Nuts',
      tag_type: 'ALLERGEN',
      warning_message: 'Contains nuts',
    });
    await t.ok('POST', '/item-tags', { name: 'Hot', tag_type: 'SPICINESS', internal: true });
    const before = await t.count('item_tags');
    for (const [body, field] of [
      [{ tag_type: 'DIETARY' }, 'name'],
      [{ name: 'x'.repeat(51), tag_type: 'DIETARY' }, 'name'],
      [{ name: 'X', tag_type: 'TASTE' }, 'tag_type'],
      [{ name: 'X', tag_type: 'OTHER', color: 'green' }, 'color'],
      [{ name: 'X', tag_type: 'OTHER', color: '#12345' }, 'color'],
      [{ name: 'X', tag_type: 'OTHER', icon_name: 'Leaf Icon' }, 'icon_name'],
      [{ name: 'X', tag_type: 'OTHER', featured: 'yes' }, 'featured'],
      [{ name: 'X', tag_type: 'OTHER', warning_message: 'x'.repeat(301) }, 'warning_message'],
    ] as const) {
      const res = await t.call(t.staff.manager, 'POST', '/item-tags', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await json(res)).errors ?? {})).toContain(field);
    }
    const colorMessage = await t.call(t.staff.manager, 'POST', '/item-tags', {
      name: 'X',
      tag_type: 'OTHER',
      color: 'red',
    });
    expect((await json(colorMessage)).errors?.color).toEqual([
      'Value must be a valid hex color (e.g., #FFFFFF)',
    ]);
    const duplicate = await t.call(t.staff.manager, 'POST', '/item-tags', {
      name: 'VEGAN',
      tag_type: 'DIETARY',
    });
    expect(duplicate.status).toBe(409);
    await t.ok('POST', '/item-tags', { name: 'Vegan', tag_type: 'BADGE' });
    expect(await t.count('item_tags')).toBe(before + 1);
  });

  it('lists with items_count and the filters featured and internal; pages', async () => {
    const category = await t.category('Food');
    const [vegan] = await t.ok<TItemTag[]>('GET', '/item-tags?tag_type=DIETARY');
    await t.item(category.id, 'Salad', { tag_ids: [vegan!.id] });
    await t.item(category.id, 'Bowl', { tag_ids: [vegan!.id] });
    const all = await t.ok<TItemTag[]>('GET', '/item-tags');
    expect(all.map((tag) => [tag.name, tag.tag_type, tag.items_count])).toEqual([
      ['Vegan', 'DIETARY', 2],
      ['Nuts', 'ALLERGEN', 0],
      ['Hot', 'SPICINESS', 0],
      ['Vegan', 'BADGE', 0],
    ]);
    expect((await t.ok<TItemTag[]>('GET', '/item-tags?featured=true')).map((tag) => tag.name)).toEqual([
      'Vegan',
    ]);
    expect((await t.ok<TItemTag[]>('GET', '/item-tags?internal=true')).map((tag) => tag.name)).toEqual([
      'Hot',
    ]);
    const page = await t.ok<TPage<TItemTag>>('GET', '/item-tags?page=1&size=3');
    expect(page).toMatchObject({ total_elements: 4, page_number: 1, is_last: true });
    expect((await t.call(t.staff.manager, 'GET', '/item-tags?featured=maybe')).status).toBe(400);
    expect((await t.call(t.staff.manager, 'GET', '/item-tags/99999')).status).toBe(404);
  });

  it('groups tags by type with the spec display names, every type present', async () => {
    const { tag_groups } = await t.ok<TTypedTags>('GET', '/item-tags/typed-tags');
    expect(
      tag_groups.map((group) => [group.tag_type, group.display_name, group.tags.map((tag) => tag.name)]),
    ).toEqual([
      ['DIETARY', 'Dietary Preference', ['Vegan']],
      ['ALLERGEN', 'Allergen Information', ['Nuts']],
      ['SPICINESS', 'Spiciness Level', ['Hot']],
      ['BADGE', 'Special Badge', ['Vegan']],
      ['OTHER', 'Other', []],
    ]);
    const publicOnly = await t.ok<TTypedTags>('GET', '/item-tags/typed-tags?internal=false');
    expect(publicOnly.tag_groups[2]?.tags).toEqual([]);
  });

  it('updates partially (name unique per type), deletes and takes the tag off items', async () => {
    const [vegan, nuts] = await t.ok<TItemTag[]>('GET', '/item-tags');
    const updated = await t.ok<TItemTag>('PUT', `/item-tags/${nuts!.id}`, {
      color: '#aa0000',
      featured: true,
    });
    expect(updated).toMatchObject({
      name: 'Nuts',
      color: '#aa0000',
      featured: true,
      warning_message: 'Contains nuts',
    });
    expect((await t.call(t.staff.manager, 'PUT', `/item-tags/${nuts!.id}`, { color: 'nope' })).status).toBe(
      400,
    );
    expect(
      (await t.call(t.staff.manager, 'PUT', `/item-tags/${nuts!.id}`, { name: 'vegan', tag_type: 'DIETARY' }))
        .status,
    ).toBe(409);
    expect((await t.call(t.staff.manager, 'PUT', '/item-tags/99999', { name: 'X' })).status).toBe(404);
    const res = await t.call(t.staff.manager, 'DELETE', `/item-tags/${vegan!.id}`);
    expect(res.status).toBe(200);
    expect((await json(res)).message).toBe('Tag deleted successfully');
    expect(await t.count('menu_item_tags')).toBe(0);
    const [salad] = await t.ok<TMenuItemFull[]>('GET', '/menu-items?name=Salad');
    expect(salad?.tags).toEqual([]);
    expect((await t.call(t.staff.manager, 'DELETE', `/item-tags/${vegan!.id}`)).status).toBe(404);
  });

  it('tag writes reach guests at once', async () => {
    const [nuts] = await t.ok<TItemTag[]>('GET', '/item-tags?name=Nuts');
    const before = await guestMenu(t.ctx);
    await t.ok('PUT', `/item-tags/${nuts!.id}`, { name: 'Tree nuts' });
    const after = await guestMenu(t.ctx);
    expect(after.etag).not.toBe(before.etag);
    const tags = (after.menu as unknown as { tags: Array<{ name: string }> }).tags.map((tag) => tag.name);
    expect(tags).toContain('Tree nuts');
  });
});
