import type { TImportPreview } from '@tableside/shared/data-import.schemas';
import type { TSearchResult } from '@tableside/shared/search.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { json, request } from '../test/http.ts';
import { seedForTests } from '../test/seed-for-tests.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

const NOW = '2025-03-01T10:00:00.000Z';

/**
 * Case and accents are ignored alike on SQLite, sql.js and PostgreSQL (decision 0024): the global
 * search, the lists' `_like` filters, text sorting and `search` parameters, and the duplicate-name
 * checks, which SQLite's lower() used to do for ASCII letters only.
 */
describe('search ignoring case and accents', () => {
  let ctx: TTestContext;
  let owner: { Authorization: string };
  const ids: Record<string, number> = {};

  const call = (method: string, path: string, body?: unknown) =>
    request(ctx.app, method, path, { headers: owner, body });
  const data = async <T>(path: string) => (await json<T>(await call('GET', path))).data;
  const names = async (path: string) => (await data<{ name: string }[]>(path)).map((row) => row.name);

  beforeAll(async () => {
    ctx = await createTestContext({ now: NOW });
    await seedForTests(ctx);
    owner = (await createSignedInUser(ctx.deps, { roles: ['OWNER'] })).headers;
    const { id: cakes } = await ctx.db
      .insertInto('menu_categories')
      .values({ name: 'Süßes', sort_order: 1, is_available: 1, is_visible: 1, updated_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items = await ctx.db
      .insertInto('menu_items')
      .values(
        ['Käsekuchen', 'Crème brûlée', 'Weißwurst', 'Kaffee', 'Äpfelstrudel'].map((name) => ({
          category_id: cakes,
          name,
          basic_price: 350,
          default_price: 350,
          is_available: 1,
          is_visible: 1,
          sort_order: 0,
          updated_at: NOW,
        })),
      )
      .returning(['id', 'name'])
      .execute();
    for (const item of items) ids[item.name] = item.id;
  });
  afterAll(() => ctx.close());

  it('global search: KÄSE and kase find Käsekuchen, Creme finds Crème brûlée, STRASSE-style ß', async () => {
    const titles = async (term: string) =>
      (await data<TSearchResult[]>(`/search?q=${encodeURIComponent(term)}`))
        .filter((result) => result.type === 'menu_item')
        .map((result) => result.title);
    expect(await titles('KÄSE')).toEqual(['Käsekuchen']);
    expect(await titles('kase')).toEqual(['Käsekuchen']);
    expect(await titles('Creme')).toEqual(['Crème brûlée']);
    expect(await titles('BRÛLÉE')).toEqual(['Crème brûlée']);
    expect(await titles('WEISSWURST')).toEqual(['Weißwurst']);
    const categories = (await data<TSearchResult[]>('/search?q=SUSSES')).filter(
      (result) => result.type === 'category',
    );
    expect(categories.map((result) => result.title)).toEqual(['Süßes']);
  });

  it('the lists: _like filters and text sorting', async () => {
    expect(await names('/menu-items?name_like=KÄSE')).toEqual(['Käsekuchen']);
    expect(await names('/menu-items?name_like=kase')).toEqual(['Käsekuchen']);
    // Folded, Äpfelstrudel sorts among the a's rather than after every ASCII letter.
    expect(await names('/menu-items?sort=name')).toEqual([
      'Äpfelstrudel',
      'Crème brûlée',
      'Kaffee',
      'Käsekuchen',
      'Weißwurst',
    ]);
  });

  it('the orders list: customer_name_like finds Müller as MÜLLER and muller', async () => {
    const customer = (name: string) =>
      ctx.db
        .insertInto('customers')
        .values({ name, is_guest: 0, is_active: 1, updated_at: NOW })
        .returning('id')
        .executeTakeFirstOrThrow();
    const order = async (customerId: number) =>
      (
        await ctx.db
          .insertInto('customer_orders')
          .values({
            status: 'SUBMITTED',
            customer_id: customerId,
            is_manual: 1,
            net: 100,
            taxes: 8,
            gross: 108,
            updated_at: NOW,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const muller = await order((await customer('Jürgen Müller')).id);
    await order((await customer('Anna Miller')).id);
    const found = async (term: string) =>
      (await data<{ id: number }[]>(`/customer-orders?customer_name_like=${encodeURIComponent(term)}`)).map(
        (row) => row.id,
      );
    expect(await found('MÜLLER')).toEqual([muller]);
    expect(await found('muller')).toEqual([muller]);
  });

  it('the users list: search and name_like', async () => {
    await createSignedInUser(ctx.deps, { roles: ['WAITER'], name: 'Zoë Çelik' });
    expect(await names('/users?search=ÇELİK')).toEqual(['Zoë Çelik']);
    expect(await names('/users?search=zoe%20celik')).toEqual(['Zoë Çelik']);
    expect(await names('/users?name_like=ZOË')).toEqual(['Zoë Çelik']);
  });

  it('master data: search finds a tax as ERMÄSSIGT and ermassigt', async () => {
    expect((await call('POST', '/taxes', { name: 'Ermäßigt', value: 7 })).status).toBe(201);
    expect(await names('/taxes?search=ERM%C3%84SSIGT')).toEqual(['Ermäßigt']);
    expect(await names('/taxes?search=ermassigt')).toEqual(['Ermäßigt']);
  });

  describe('duplicate names: the same when they differ only in case or accents', () => {
    it('tables', async () => {
      expect((await call('POST', '/benches', { name: 'Küche 1', seat_capacity: 2 })).status).toBe(201);
      for (const name of ['KÜCHE 1', 'Kuche 1']) {
        expect((await call('POST', '/benches', { name, seat_capacity: 2 })).status, name).toBe(409);
      }
    });

    it('tags', async () => {
      expect((await call('POST', '/item-tags', { name: 'Würzig', tag_type: 'OTHER' })).status).toBe(201);
      for (const name of ['WÜRZIG', 'wurzig']) {
        expect((await call('POST', '/item-tags', { name, tag_type: 'OTHER' })).status, name).toBe(409);
      }
    });

    it('locations', async () => {
      expect((await call('POST', '/branches', { name: 'Göttingen' })).status).toBe(201);
      for (const name of ['GÖTTINGEN', 'Gottingen']) {
        expect((await call('POST', '/branches', { name })).status, name).toBe(409);
      }
    });

    it('tax names, and the import matches them alike', async () => {
      expect((await call('POST', '/taxes', { name: 'Übernachtung', value: 5 })).status).toBe(201);
      for (const name of ['ÜBERNACHTUNG', 'ubernachtung']) {
        expect((await call('POST', '/taxes', { name, value: 5 })).status, name).toBe(409);
      }
      const preview = await call('POST', '/admin/import/taxes/preview', [{ name: 'ÜBERNACHTUNG', value: 6 }]);
      expect((await json<TImportPreview>(preview)).data.rows).toMatchObject([
        { status: 'update', before: { name: 'Übernachtung' } },
      ]);
    });

    it('roles', async () => {
      expect((await call('POST', '/roles', { name: 'Küchenhilfe' })).status).toBe(201);
      for (const name of ['KÜCHENHILFE', 'Kuchenhilfe']) {
        expect((await call('POST', '/roles', { name })).status, name).toBe(409);
      }
    });
  });
});
