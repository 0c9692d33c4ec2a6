import type { TPage } from '@tableside/shared/envelope';
import type { TMenuCategory } from '@tableside/shared/menu-categories.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/http.ts';
import { createMenuTest, guestMenu, MENU_NOW, type TMenuTest } from './menu-admin.test-helpers.ts';

describe('/api/menu-categories', () => {
  let t: TMenuTest;
  beforeAll(async () => {
    t = await createMenuTest();
  });
  afterAll(() => t.ctx.close());

  const names = async (query = '') =>
    (await t.ok<TMenuCategory[]>('GET', `/menu-categories${query}`)).map((c) => `${c.sort_order}:${c.name}`);
  const insertItem = (categoryId: number, name: string) =>
    t.ctx.db
      .insertInto('menu_items')
      .values({
        category_id: categoryId,
        name,
        basic_price: 100,
        default_price: 100,
        sort_order: 0,
        is_available: 1,
        is_visible: 1,
        updated_at: MENU_NOW,
      })
      .execute();
  async function reset() {
    await t.ctx.db.deleteFrom('menu_items').execute();
    await t.ctx.db.deleteFrom('menu_categories').execute();
  }

  describe('permissions', () => {
    it('answers 401 signed out and 403 to the kitchen and waiters on writes; they may read', async () => {
      const cat = await t.category('Perm');
      expect((await t.call(null, 'GET', '/menu-categories')).status).toBe(401);
      expect((await t.call(null, 'POST', '/menu-categories', { name: 'X' })).status).toBe(401);
      for (const who of [t.staff.kitchen, t.staff.waiter]) {
        expect((await t.call(who, 'GET', '/menu-categories')).status).toBe(200);
        expect((await t.call(who, 'GET', `/menu-categories/${cat.id}`)).status).toBe(200);
        expect((await t.call(who, 'POST', '/menu-categories', { name: 'X' })).status).toBe(403);
        expect((await t.call(who, 'PUT', `/menu-categories/${cat.id}`, { name: 'X' })).status).toBe(403);
        expect((await t.call(who, 'DELETE', `/menu-categories/${cat.id}`)).status).toBe(403);
        for (const path of ['reorder', 'toggle-availability', 'toggle-visibility']) {
          expect(
            (await t.call(who, 'PATCH', `/menu-categories/${cat.id}/${path}`, { target_order: 0 })).status,
          ).toBe(403);
        }
        expect(
          (await t.call(who, 'PATCH', '/menu-categories/reorder', { ordered_ids: [cat.id] })).status,
        ).toBe(403);
      }
      expect(await names()).toEqual(['0:Perm']);
      await reset();
    });
  });

  describe('create, read, update', () => {
    it('creates with defaults, trims the name and places it last; stamps who did it', async () => {
      const first = await t.category('  Drinks ');
      const second = await t.category('Food', {
        description: 'Hot food',
        is_available: false,
        time_availability: { monday: 'allDay', tuesday: [{ from: '22:00', to: '02:00' }] },
      });
      expect(first).toMatchObject({
        name: 'Drinks',
        description: null,
        sort_order: 0,
        is_available: true,
        is_visible: true,
        time_availability: null,
        item_count: 0,
        image_url: null,
        image_url_thumbnail: null,
        created_by_name: 'Mia Manager',
        created_at: MENU_NOW,
      });
      expect(second).toMatchObject({
        sort_order: 1,
        is_available: false,
        time_availability: { monday: 'allDay', tuesday: [{ from: '22:00', to: '02:00' }] },
      });
      const spelled = await t.ok<TMenuCategory>('PUT', `/menu-categories/${first.id}`, {
        time_availability: { Mon: 'ALLDAY', Friday: [{ from: '09:00', to: '11:00' }] },
      });
      expect(spelled.time_availability).toEqual({
        monday: 'allDay',
        friday: [{ from: '09:00', to: '11:00' }],
      });
      const always = await t.ok<TMenuCategory>('PUT', `/menu-categories/${first.id}`, {
        time_availability: {},
      });
      expect(always.time_availability).toBeNull();
      const placed = await t.category('Starters', { sort_order: 0 });
      expect(placed.sort_order).toBe(0);
      expect(await names()).toEqual(['0:Starters', '1:Drinks', '2:Food']);
    });

    it('refuses bad input with field errors and writes nothing', async () => {
      const before = await t.count('menu_categories');
      const bad = [
        [{}, 'name'],
        [{ name: '   ' }, 'name'],
        [{ name: 'x'.repeat(101) }, 'name'],
        [{ name: 'A', is_available: 'yes' }, 'is_available'],
        [{ name: 'A', time_availability: { funday: 'allDay' } }, 'time_availability'],
        [
          { name: 'A', time_availability: { monday: [{ from: '25:00', to: '10:00' }] } },
          'time_availability.monday',
        ],
        [{ name: 'A', branch_id: 999 }, 'branch_id'],
        [{ name: 'A', sort_order: -1 }, 'sort_order'],
      ] as const;
      for (const [body, field] of bad) {
        const res = await t.call(t.staff.manager, 'POST', '/menu-categories', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        const errors = (await json(res)).errors ?? {};
        expect(
          Object.keys(errors).some((key) => key.startsWith(field)),
          JSON.stringify(errors),
        ).toBe(true);
      }
      const malformed = await t.call(t.staff.manager, 'POST', '/menu-categories', '{"name":');
      expect(malformed.status).toBe(400);
      expect(await t.count('menu_categories')).toBe(before);
    });

    it('lists in menu order with item counts, filters, pages and includes items', async () => {
      const [drinks] = await t.ok<TMenuCategory[]>('GET', '/menu-categories?name=Drinks');
      await insertItem(drinks!.id, 'Tea');
      await insertItem(drinks!.id, 'Coffee');
      const all = await t.ok<TMenuCategory[]>('GET', '/menu-categories');
      expect(all.map((c) => [c.name, c.item_count])).toEqual([
        ['Starters', 0],
        ['Drinks', 2],
        ['Food', 0],
      ]);
      expect(await names('?is_available=false')).toEqual(['2:Food']);
      expect(await names('?name_like=RINK')).toEqual(['1:Drinks']);
      expect(await names('?sort=name,desc')).toEqual(['0:Starters', '2:Food', '1:Drinks']);
      const page = await t.ok<TPage<TMenuCategory>>('GET', '/menu-categories?page=0&size=2');
      expect(page).toMatchObject({ total_elements: 3, total_pages: 2, has_next: true });
      expect(page.content).toHaveLength(2);
      const withItems = await t.ok<TMenuCategory[]>('GET', '/menu-categories?include=menu_items');
      expect(withItems[1]?.menu_items?.map((i) => i.name)).toEqual(['Tea', 'Coffee']);
      expect(withItems[0]?.menu_items).toEqual([]);
      expect(all[0]?.menu_items).toBeUndefined();
      const one = await t.ok<TMenuCategory>('GET', `/menu-categories/${drinks!.id}?include=menu_items`);
      expect(one.menu_items).toHaveLength(2);
      expect((await t.call(t.staff.manager, 'GET', '/menu-categories?colour=red')).status).toBe(400);
      expect((await t.call(t.staff.manager, 'GET', '/menu-categories/99999')).status).toBe(404);
      expect((await t.call(t.staff.manager, 'GET', '/menu-categories/abc')).status).toBe(400);
    });

    it('updates only the fields sent; null clears; 404 for an unknown category', async () => {
      const [food] = await t.ok<TMenuCategory[]>('GET', '/menu-categories?name=Food');
      const updated = await t.ok<TMenuCategory>('PUT', `/menu-categories/${food!.id}`, {
        name: ' Mains ',
        time_availability: null,
      });
      expect(updated).toMatchObject({
        name: 'Mains',
        description: 'Hot food',
        time_availability: null,
        sort_order: 2,
        updated_by_name: 'Mia Manager',
      });
      const cleared = await t.ok<TMenuCategory>('PUT', `/menu-categories/${food!.id}`, { description: '' });
      expect(cleared.description).toBeNull();
      expect(
        (await t.call(t.staff.manager, 'PUT', `/menu-categories/${food!.id}`, { name: '' })).status,
      ).toBe(400);
      expect((await t.call(t.staff.manager, 'PUT', '/menu-categories/99999', { name: 'X' })).status).toBe(
        404,
      );
      expect((await t.ok<TMenuCategory>('GET', `/menu-categories/${food!.id}`)).name).toBe('Mains');
    });

    it('toggles availability and visibility', async () => {
      const [mains] = await t.ok<TMenuCategory[]>('GET', '/menu-categories?name=Mains');
      const id = mains!.id;
      expect(
        (await t.ok<TMenuCategory>('PATCH', `/menu-categories/${id}/toggle-availability`)).is_available,
      ).toBe(true);
      expect(
        (await t.ok<TMenuCategory>('PATCH', `/menu-categories/${id}/toggle-visibility`)).is_visible,
      ).toBe(false);
      expect(
        (await t.ok<TMenuCategory>('PATCH', `/menu-categories/${id}/toggle-visibility`)).is_visible,
      ).toBe(true);
      expect(
        (await t.call(t.staff.manager, 'PATCH', '/menu-categories/99999/toggle-visibility')).status,
      ).toBe(404);
    });
  });

  describe('reorder', () => {
    it('moves one category by target_order, before_id or after_id, keeping positions 0..n-1', async () => {
      await reset();
      const [a, b, c, d] = [
        await t.category('A'),
        await t.category('B'),
        await t.category('C'),
        await t.category('D'),
      ];
      await t.ok('PATCH', `/menu-categories/${a.id}/reorder`, { target_order: 2 });
      expect(await names()).toEqual(['0:B', '1:C', '2:A', '3:D']);
      await t.ok('PATCH', `/menu-categories/${d.id}/reorder`, { targetOrder: 0 });
      expect(await names()).toEqual(['0:D', '1:B', '2:C', '3:A']);
      await t.ok('PATCH', `/menu-categories/${a.id}/reorder`, { before_id: b.id });
      expect(await names()).toEqual(['0:D', '1:A', '2:B', '3:C']);
      await t.ok('PATCH', `/menu-categories/${d.id}/reorder`, { afterId: c.id });
      expect(await names()).toEqual(['0:A', '1:B', '2:C', '3:D']);
      await t.ok('PATCH', `/menu-categories/${b.id}/reorder`, { target_order: 99 });
      expect(await names()).toEqual(['0:A', '1:C', '2:D', '3:B']);
    });

    it('needs one of target_order, before_id or after_id (400), a sibling, and a known category', async () => {
      const [first] = await t.ok<TMenuCategory[]>('GET', '/menu-categories');
      const none = await t.call(t.staff.manager, 'PATCH', `/menu-categories/${first!.id}/reorder`, {});
      expect(none.status).toBe(400);
      expect((await json(none)).errors?.target_order).toEqual([
        'Give one of target_order, before_id or after_id',
      ]);
      const self = await t.call(t.staff.manager, 'PATCH', `/menu-categories/${first!.id}/reorder`, {
        before_id: first!.id,
      });
      expect(self.status).toBe(400);
      const stranger = await t.call(t.staff.manager, 'PATCH', `/menu-categories/${first!.id}/reorder`, {
        after_id: 99999,
      });
      expect(stranger.status).toBe(400);
      expect(
        (await t.call(t.staff.manager, 'PATCH', '/menu-categories/99999/reorder', { target_order: 0 }))
          .status,
      ).toBe(404);
      expect(await names()).toEqual(['0:A', '1:C', '2:D', '3:B']);
    });

    it('reorders all at once with ordered_ids, or one with id and before_id / after_id', async () => {
      const all = await t.ok<TMenuCategory[]>('GET', '/menu-categories?sort=name');
      const ids = all.map((c) => c.id);
      const answer = await t.ok<TMenuCategory[]>('PATCH', '/menu-categories/reorder', { ordered_ids: ids });
      expect(answer.map((c) => `${c.sort_order}:${c.name}`)).toEqual(['0:A', '1:B', '2:C', '3:D']);
      await t.ok('PATCH', '/menu-categories/reorder', { id: ids[0], after_id: ids[3] });
      expect(await names()).toEqual(['0:B', '1:C', '2:D', '3:A']);
      await t.ok('PATCH', '/menu-categories/reorder', { id: ids[0], before_id: ids[1] });
      expect(await names()).toEqual(['0:A', '1:B', '2:C', '3:D']);
      for (const body of [
        { ordered_ids: ids.slice(1) },
        { ordered_ids: [...ids, ids[0]] },
        { id: ids[0] },
        {},
      ]) {
        expect((await t.call(t.staff.manager, 'PATCH', '/menu-categories/reorder', body)).status).toBe(400);
      }
      expect(
        (await t.call(t.staff.manager, 'PATCH', '/menu-categories/reorder', { id: 99999, before_id: ids[1] }))
          .status,
      ).toBe(404);
      expect(await names()).toEqual(['0:A', '1:B', '2:C', '3:D']);
    });
  });

  describe('delete', () => {
    it('deletes an empty category and closes the gap', async () => {
      const [, b] = await t.ok<TMenuCategory[]>('GET', '/menu-categories');
      const res = await t.call(t.staff.manager, 'DELETE', `/menu-categories/${b!.id}`);
      expect(res.status).toBe(200);
      expect((await json(res)).message).toBe('Category deleted successfully');
      expect(await names()).toEqual(['0:A', '1:C', '2:D']);
      expect((await t.call(t.staff.manager, 'DELETE', `/menu-categories/${b!.id}`)).status).toBe(404);
    });

    it('refuses a category with items (409) unless force=true, which deletes the items too', async () => {
      const [a] = await t.ok<TMenuCategory[]>('GET', '/menu-categories');
      await insertItem(a!.id, 'Soup');
      const refused = await t.call(t.staff.manager, 'DELETE', `/menu-categories/${a!.id}`);
      expect(refused.status).toBe(409);
      expect((await json(refused)).message).toBe(
        "Category 'A' still has 1 item. Move or delete them first, or delete with force=true to delete them too.",
      );
      expect(await t.count('menu_items')).toBeGreaterThan(0);
      expect((await t.call(t.staff.manager, 'DELETE', `/menu-categories/${a!.id}?force=maybe`)).status).toBe(
        400,
      );
      expect((await t.call(t.staff.manager, 'DELETE', `/menu-categories/${a!.id}?force=true`)).status).toBe(
        200,
      );
      expect(await names()).toEqual(['0:C', '1:D']);
      const left = await t.ctx.db
        .selectFrom('menu_items')
        .select('name')
        .where('category_id', '=', a!.id)
        .execute();
      expect(left).toEqual([]);
    });
  });

  it('shows every change to guests at once (the public menu cache is dropped, the ETag changes)', async () => {
    const [c] = await t.ok<TMenuCategory[]>('GET', '/menu-categories');
    await insertItem(c!.id, 'Cake');
    const before = await guestMenu(t.ctx);
    expect(before.menu.categories.map((category) => category.name)).toContain('C');
    await t.ok('PUT', `/menu-categories/${c!.id}`, { name: 'Cakes' });
    const renamed = await guestMenu(t.ctx);
    expect(renamed.menu.categories.map((category) => category.name)).toContain('Cakes');
    expect(renamed.etag).not.toBe(before.etag);
    await t.ok('PATCH', `/menu-categories/${c!.id}/toggle-visibility`);
    const hidden = await guestMenu(t.ctx);
    expect(hidden.menu.categories.map((category) => category.name)).not.toContain('Cakes');
    expect(hidden.etag).not.toBe(renamed.etag);
  });
  it('documents every menu call in /api/openapi.json', async () => {
    const doc = (await (await t.ctx.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    };
    const menuPaths = /^\/api\/(menu-|item-tags|files)/;
    const calls = Object.entries(doc.paths)
      .filter(([path]) => menuPaths.test(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(calls.sort()).toEqual(
      [
        'GET /api/files/{id}',
        'GET /api/item-tags',
        'POST /api/item-tags',
        'GET /api/item-tags/typed-tags',
        'GET /api/item-tags/{id}',
        'PUT /api/item-tags/{id}',
        'DELETE /api/item-tags/{id}',
        'GET /api/menu-categories',
        'POST /api/menu-categories',
        'PATCH /api/menu-categories/reorder',
        'GET /api/menu-categories/{id}',
        'PUT /api/menu-categories/{id}',
        'DELETE /api/menu-categories/{id}',
        'POST /api/menu-categories/{id}/image',
        'DELETE /api/menu-categories/{id}/image',
        'PATCH /api/menu-categories/{id}/reorder',
        'PATCH /api/menu-categories/{id}/toggle-availability',
        'PATCH /api/menu-categories/{id}/toggle-visibility',
        'GET /api/menu-item-customization-options',
        'POST /api/menu-item-customization-options',
        'GET /api/menu-item-customization-options/{id}',
        'PUT /api/menu-item-customization-options/{id}',
        'DELETE /api/menu-item-customization-options/{id}',
        'PATCH /api/menu-item-customization-options/{id}/reorder',
        'GET /api/menu-item-customizations',
        'POST /api/menu-item-customizations',
        'GET /api/menu-item-customizations/{id}',
        'PUT /api/menu-item-customizations/{id}',
        'DELETE /api/menu-item-customizations/{id}',
        'PATCH /api/menu-item-customizations/{id}/reorder',
        'GET /api/menu-item-tags',
        'POST /api/menu-item-tags',
        'POST /api/menu-item-tags/bulk-replace',
        'POST /api/menu-item-tags/bulk-update',
        'GET /api/menu-item-tags/{id}',
        'PUT /api/menu-item-tags/{id}',
        'DELETE /api/menu-item-tags/{id}',
        'GET /api/menu-items',
        'POST /api/menu-items',
        'GET /api/menu-items/full',
        'POST /api/menu-items/full',
        'GET /api/menu-items/{id}',
        'PUT /api/menu-items/{id}',
        'DELETE /api/menu-items/{id}',
        'POST /api/menu-items/{id}/duplicate',
        'PUT /api/menu-items/{id}/full',
        'POST /api/menu-items/{id}/image',
        'DELETE /api/menu-items/{id}/image',
        'PATCH /api/menu-items/{id}/reorder',
        'PATCH /api/menu-items/{id}/toggle-availability',
        'PATCH /api/menu-items/{id}/toggle-visibility',
      ].sort(),
    );
    const itemFilters = doc.paths['/api/menu-items']?.get?.parameters?.map((p) => p.name);
    expect(itemFilters).toEqual(expect.arrayContaining(['category_id', 'is_available', 'name_like', 'tags']));
  });
});
