import { type TSearchResult, ZSearchResult } from '@tableside/shared/search.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { json, request } from '../test/http.ts';
import { seedForTests } from '../test/seed-for-tests.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

const NOW = '2025-03-01T10:00:00.000Z';

describe('GET /api/search', () => {
  let ctx: TTestContext;
  let owner: Record<string, string>;
  let kitchen: Record<string, string>;
  let waiter: Record<string, string>;
  const ids: Record<string, number> = {};

  const search = async (query: string, headers = owner) => {
    const res = await request(ctx.app, 'GET', `/api/search?${query}`, { headers });
    const body = await json<TSearchResult[]>(res);
    // Each answer fits the shared schema the web app parses it with.
    if (res.status === 200) expect(z.array(ZSearchResult).parse(body.data)).toEqual(body.data);
    return { status: res.status, body };
  };
  const ofType = (results: TSearchResult[], type: TSearchResult['type']) =>
    results.filter((result) => result.type === type);

  beforeAll(async () => {
    ctx = await createTestContext({ now: NOW });
    await seedForTests(ctx, { adminEmail: 'admin@example.com' });
    const category = (name: string, sort: number) =>
      ctx.db
        .insertInto('menu_categories')
        .values({ name, sort_order: sort, is_available: 1, is_visible: 1, updated_at: NOW })
        .returning('id')
        .executeTakeFirstOrThrow();
    const drinks = (await category('Hot Drinks', 1)).id;
    const cakes = (await category('Cakes', 2)).id;
    ids.cakes = cakes;
    const item = (name: string, categoryId: number) => ({
      category_id: categoryId,
      name,
      basic_price: 350,
      default_price: 350,
      is_available: 1,
      is_visible: 1,
      sort_order: 0,
      updated_at: NOW,
    });
    const rows = await ctx.db
      .insertInto('menu_items')
      .values([
        item('Cappuccino', drinks),
        item('Iced Cappuccino', drinks),
        item('Latte', drinks),
        item('Cheesecake', cakes),
        item('100% Juice', drinks),
        item('Tea_Time', drinks),
        item('Teal Tonic', drinks),
        ...Array.from({ length: 8 }, (_, index) => item(`Mocha ${index + 1}`, drinks)),
      ])
      .returning(['id', 'name'])
      .execute();
    for (const row of rows) ids[row.name] = row.id;
    const bench = (name: string, seats: number | null, active = 1, archived = 0) => ({
      name,
      seat_capacity: seats,
      active,
      archived,
      updated_at: NOW,
    });
    const benches = await ctx.db
      .insertInto('benches')
      .values([bench('Table 1', 4), bench('Terrace', 6, 0, 1), bench('Window', 1, 0, 0)])
      .returning(['id', 'name'])
      .execute();
    for (const row of benches) ids[row.name] = row.id;
    owner = (await createSignedInUser(ctx.deps, { roles: ['OWNER'] })).headers;
    kitchen = (await createSignedInUser(ctx.deps, { roles: ['KITCHEN'] })).headers;
    waiter = (await createSignedInUser(ctx.deps, { roles: ['WAITER'] })).headers;
  });
  afterAll(() => ctx.close());

  it('finds menu items by name, any case, with their category and highlight path', async () => {
    const { status, body } = await search('q=CAPPU');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    // Names starting with the term come first.
    expect(ofType(body.data, 'menu_item')).toEqual([
      {
        type: 'menu_item',
        id: ids.Cappuccino,
        title: 'Cappuccino',
        subtitle: 'Hot Drinks',
        icon: 'utensils-crossed',
        path: `/admin/menu?highlight=${ids.Cappuccino}`,
      },
      {
        type: 'menu_item',
        id: ids['Iced Cappuccino'],
        title: 'Iced Cappuccino',
        subtitle: 'Hot Drinks',
        icon: 'utensils-crossed',
        path: `/admin/menu?highlight=${ids['Iced Cappuccino']}`,
      },
    ]);
  });

  it('finds categories with their item count and the highlightCategory path', async () => {
    const { body } = await search('q=cakes');
    expect(body.data).toEqual([
      {
        type: 'category',
        id: ids.cakes,
        title: 'Cakes',
        subtitle: '1 item',
        icon: 'folder-open',
        path: `/admin/menu?highlightCategory=${ids.cakes}`,
      },
    ]);
    const german = await search('q=hot%20drinks&lang=de');
    expect(ofType(german.body.data, 'category')[0]?.subtitle).toBe('14 Artikel');
  });

  it('finds tables, archived ones last, with seats and state', async () => {
    const { body } = await search('q=t');
    expect(ofType(body.data, 'table').map((r) => [r.title, r.subtitle, r.path])).toEqual([
      ['Table 1', '4 seats', `/admin/tables?highlight=${ids['Table 1']}`],
      ['Terrace', '6 seats · archived', `/admin/tables?highlight=${ids.Terrace}`],
    ]);
    const window = await search('q=window', { ...owner, 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(window.body.data.map((r) => r.subtitle)).toEqual(['1 Platz · inaktiv']);
  });

  it('answers at most 5 results per kind, in the order menu items, tables, categories, configuration', async () => {
    const { body } = await search('q=mocha');
    expect(ofType(body.data, 'menu_item').map((r) => r.title)).toEqual([
      'Mocha 1',
      'Mocha 2',
      'Mocha 3',
      'Mocha 4',
      'Mocha 5',
    ]);
    const wide = await search('q=e');
    const types = wide.body.data.map((r) => r.type);
    for (const type of ['menu_item', 'table', 'category', 'configuration'] as const) {
      expect(types.filter((t) => t === type).length).toBeLessThanOrEqual(5);
    }
    expect(types).toEqual([...types].sort((a, b) => order(a) - order(b)));
    expect(types.filter((t) => t === 'configuration')).toHaveLength(5);
  });

  it('finds configuration sections and settings by key and by their texts in the asked language', async () => {
    const section = await search('q=kitchen_operations');
    expect(ofType(section.body.data, 'configuration')[0]).toEqual({
      type: 'configuration',
      id: 'KITCHEN_OPERATIONS',
      title: 'Kitchen Operations',
      subtitle: expect.any(String),
      icon: 'settings-2',
      path: '/admin/configuration/kitchen-operations',
    });
    const byKey = await search('q=dashboard_layout');
    expect(ofType(byKey.body.data, 'configuration')).toEqual([
      {
        type: 'configuration',
        id: 'ADMIN_INTERFACE.DASHBOARD_LAYOUT',
        title: 'Dashboard layout',
        subtitle: expect.stringContaining('ADMIN_INTERFACE.DASHBOARD_LAYOUT'),
        icon: 'sliders-horizontal',
        path: '/admin/configuration/admin-interface?highlight=ADMIN_INTERFACE.DASHBOARD_LAYOUT',
      },
    ]);
    // 'Seitenleiste' is German only: found with lang=de or a German Accept-Language, not in English.
    const german = await search('q=seitenleiste&lang=de');
    expect(ofType(german.body.data, 'configuration').map((r) => r.id)).toContain(
      'ADMIN_INTERFACE.SIDEBAR_COLLAPSED',
    );
    expect(ofType(german.body.data, 'configuration')[0]?.title).toBe('Seitenleiste einklappen');
    const accept = await search('q=seitenleiste', { ...owner, 'Accept-Language': 'de' });
    expect(accept.body.data.length).toBeGreaterThan(0);
    expect((await search('q=seitenleiste&lang=en')).body.data).toEqual([]);
  });

  it('escapes LIKE wildcards in the term', async () => {
    expect((await search('q=100%25')).body.data.map((r) => r.title)).toEqual(['100% Juice']);
    // '%' alone is a literal percent sign, not 'anything': some settings' names carry one too.
    const percent = (await search('q=%25')).body.data;
    expect(ofType(percent, 'menu_item').map((r) => r.title)).toEqual(['100% Juice']);
    expect(percent.every((r) => `${r.title} ${r.subtitle}`.includes('%'))).toBe(true);
    expect(ofType((await search('q=tea_')).body.data, 'menu_item').map((r) => r.title)).toEqual(['Tea_Time']);
    expect((await search('q=%5C')).body.data).toEqual([]);
  });

  it('trims the term and answers an empty list when nothing matches', async () => {
    const { status, body } = await search('q=%20%20latte%20');
    expect(status).toBe(200);
    expect(body.data.map((r) => r.title)).toEqual(['Latte']);
    expect((await search('q=zzzz')).body.data).toEqual([]);
  });

  it('refuses a missing, blank or over-long term and an unknown language with 400', async () => {
    for (const query of ['', 'q=', 'q=%20%20', `q=${'a'.repeat(101)}`, 'q=tea&lang=fr']) {
      const { status, body } = await search(query);
      expect(status, query).toBe(400);
      expect(body.success).toBe(false);
    }
    expect((await search(`q=${'a'.repeat(100)}`)).status).toBe(200);
  });

  it('searches only the kinds the caller may read', async () => {
    // KITCHEN has menu.read only: menu items and categories, no tables and no configuration.
    const kitchenTypes = new Set((await search('q=t', kitchen)).body.data.map((r) => r.type));
    expect([...kitchenTypes].sort()).toEqual(['category', 'menu_item']);
    // WAITER reads menu and tables, not configuration.
    const waiterTypes = new Set((await search('q=t', waiter)).body.data.map((r) => r.type));
    expect([...waiterTypes].sort()).toEqual(['category', 'menu_item', 'table']);
    const ownerTypes = new Set((await search('q=t')).body.data.map((r) => r.type));
    expect(ownerTypes.has('configuration')).toBe(true);
  });

  it('needs a signed-in user with admin.access', async () => {
    expect((await request(ctx.app, 'GET', '/api/search?q=latte')).status).toBe(401);
    const outsider = await createSignedInUser(ctx.deps, { permissions: ['menu.read'] });
    expect((await search('q=latte', outsider.headers)).status).toBe(403);
  });
});

function order(type: TSearchResult['type']): number {
  return ['menu_item', 'table', 'category', 'configuration'].indexOf(type);
}
