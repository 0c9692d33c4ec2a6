import type { TSettingKey } from '@tableside/shared/config-catalogue';
import {
  type TPublicMenu,
  type TPublicMenuCategory,
  type TPublicMenuItem,
  ZPublicMenu,
} from '@tableside/shared/public-menu.schemas';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  UnknownRow,
} from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from '../app.ts';
import type { TCompressor } from '../deps.ts';
import type { TPreparedRequest } from '../http/prepared-response.ts';
import { SAMPLE_TAGS } from '../seed/sample-cafe.ts';
import { SAMPLE_MENU } from '../seed/sample-menu.ts';
import { seedDatabase } from '../seed/seed.ts';
import { json, request } from '../test/http.ts';
import { setSettingValue } from '../test/settings.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';
import { directPublicMenu, directPublicMenuInMemory } from './public-menu.direct.ts';

/** Europe/Berlin is UTC+1 in early March 2025; 2025-03-03 is a Monday. */
const WEDNESDAY_10_00 = '2025-03-05T09:00:00.000Z';
const WEDNESDAY_11_45 = '2025-03-05T10:45:00.000Z';
const WEDNESDAY_16_00 = '2025-03-05T15:00:00.000Z';
const WEDNESDAY_23_30 = '2025-03-05T22:30:00.000Z';
const MONDAY_12_00 = '2025-03-03T11:00:00.000Z';

let ctx: TTestContext;
afterEach(() => ctx.close());

async function start(now: string, options: { sampleData?: boolean } = {}) {
  ctx = await createTestContext({ now });
  await seedDatabase(ctx.db, {
    adminEmail: 'admin@example.com',
    adminPassword: 'secret-password',
    hasher: ctx.deps.hasher,
    clock: ctx.clock,
    sampleData: options.sampleData ?? true,
  });
}

async function getMenu(headers: Record<string, string> = {}): Promise<TPublicMenu> {
  const res = await request(ctx.app, 'GET', '/public/menu', { headers });
  expect(res.status).toBe(200);
  return (await json<TPublicMenu>(res)).data;
}

function category(menu: TPublicMenu, name: string): TPublicMenuCategory {
  const found = menu.categories.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No category ${name}`);
  return found;
}

function item(menu: TPublicMenu, name: string): TPublicMenuItem {
  const found = menu.categories.flatMap((c) => c.items).find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No item ${name}`);
  return found;
}

/** Availability of a category and its items as [name, reason or 'available']. */
function verdicts(entries: readonly (TPublicMenuItem | TPublicMenuCategory)[]) {
  return entries.map((entry) => [entry.name, entry.available ? 'available' : entry.unavailable_reason]);
}

function setSetting(key: TSettingKey, value: string | null) {
  return setSettingValue(ctx, key, value);
}

function updateItem(
  name: string,
  values: { is_visible?: number; time_availability?: string; name?: string },
) {
  return ctx.db.updateTable('menu_items').set(values).where('name', '=', name).execute();
}

function updateCategory(name: string, values: { is_visible?: number; is_available?: number }) {
  return ctx.db.updateTable('menu_categories').set(values).where('name', '=', name).execute();
}

describe('GET /api/public/menu', () => {
  it('answers the sample menu: categories with their items in order, tags and featured items', async () => {
    await start(WEDNESDAY_10_00);
    const res = await request(ctx.app, 'GET', '/public/menu');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body = await json<TPublicMenu>(res);
    expect(body.success).toBe(true);
    const menu = body.data;
    // The shared schema the web app reads it with describes every field, and nothing more is sent.
    expect(ZPublicMenu.parse(menu)).toEqual(menu);
    expect(menu).toMatchObject({ time_zone: 'Europe/Berlin', within_service_hours: true });
    expect(menu.generated_at).toBe(WEDNESDAY_10_00);
    expect(menu.categories.map((c) => [c.name, c.items.map((i) => i.name)])).toEqual(
      SAMPLE_MENU.map((c) => [c.name, c.items.map((i) => i.name)]),
    );
    expect(menu.categories).toHaveLength(8);

    expect(menu.tags).toHaveLength(12);
    expect(menu.tags.map((tag) => tag.name)).toEqual(SAMPLE_TAGS.map((tag) => tag.name));
    expect(menu.tags.find((tag) => tag.name === 'Contains Nuts')).toMatchObject({
      tag_type: 'ALLERGEN',
      group_name: 'Allergen Information',
      color: '#b45309',
      icon_name: 'nut',
      featured: false,
      warning_message: 'Contains nuts. Please tell our staff about any allergies.',
    });
    const featuredTags = menu.tags.filter((tag) => tag.featured).map((tag) => tag.name);
    expect(featuredTags).toEqual(['Bestseller', "Chef's Choice"]);
    // The first MENU.FEATURED_ITEMS_LIMIT (6 by default) in menu order: what the featured row shows.
    const expectedFeatured = SAMPLE_MENU.flatMap((c) => c.items)
      .filter((i) => i.tags.some((tag) => featuredTags.includes(tag)))
      .map((i) => i.name);
    expect(expectedFeatured.length).toBeGreaterThan(6);
    expect(menu.featured_items.map((i) => i.name)).toEqual(expectedFeatured.slice(0, 6));
    expect(menu.featured_items).toContainEqual(item(menu, 'Cappuccino'));

    const coffee = category(menu, 'Coffee');
    expect(coffee).toMatchObject({
      description: 'Freshly ground beans from our local roaster',
      sort_order: 0,
      image_url: null,
      time_availability: null,
      available: true,
    });
    expect(coffee).not.toHaveProperty('unavailable_reason');
    const cappuccino = item(menu, 'Cappuccino');
    const tagName = (id: number) => menu.tags.find((tag) => tag.id === id)?.name;
    expect(cappuccino).toMatchObject({
      category_id: coffee.id,
      description: 'Espresso with steamed milk and a thick layer of foam',
      ingredients: 'Espresso, milk',
      price: 3.9,
      tax_rate: 8,
      preparation_time: 5,
      image_url: null,
      time_availability: null,
      available: true,
    });
    // Tags in the tag list's order, not the order they were attached in.
    expect(cappuccino.tags.map(tagName)).toEqual(['Vegetarian', 'Contains Dairy', 'Bestseller']);
    expect(
      cappuccino.customizations.map((c) => [c.name, c.type, c.ui_type, c.required, c.sort_order]),
    ).toEqual([
      ['Size', 'SELECT', 'CARDS', true, 1],
      ['Milk Type', 'SELECT', 'DROPDOWN', false, 2],
      ['Sugar Level', 'SELECT', 'DROPDOWN', false, 3],
      ['Extras', 'MULTISELECT', 'CARDS', false, 4],
    ]);
    const size = cappuccino.customizations[0]!;
    expect(size.enabled_by_id).toBeNull();
    expect(size.options.map((o) => [o.name, o.value_added, o.percent, o.default_option])).toEqual([
      ['Small', 0, false, false],
      ['Medium', 0.5, false, true],
      ['Large', 1, false, false],
      ['Extra Large', 1.5, false, false],
    ]);
    expect(cappuccino.customizations[1]!.options.find((o) => o.name === 'Oat Milk')?.value_added).toBe(0.75);

    // A percent surcharge is a percent number; a TEXT customization has no options.
    const largePortion = item(menu, 'Caesar Salad')
      .customizations.find((c) => c.name === 'Portion')
      ?.options.find((o) => o.name === 'Large');
    expect(largePortion).toMatchObject({ value_added: 30, percent: true, description: '30 % more' });
    expect(item(menu, 'Full Breakfast').customizations[0]).toMatchObject({ type: 'TEXT', options: [] });
    expect(category(menu, 'Breakfast').time_availability).toMatchObject({
      monday: [{ from: '07:00', to: '11:30' }],
      sunday: [{ from: '08:00', to: '14:00' }],
    });
  });

  it("flags what cannot be ordered now with the spec's reasons instead of leaving it out", async () => {
    await start(WEDNESDAY_10_00);
    const menu = await getMenu();
    expect(verdicts([category(menu, 'Breakfast'), ...category(menu, 'Breakfast').items])).toEqual([
      ['Breakfast', 'available'],
      ['Avocado Toast', 'available'],
      ['Eggs Benedict', 'available'],
      ['Bircher Muesli', 'available'],
      ['Buttermilk Pancakes', 'available'],
      ['Full Breakfast', 'Not available on Wednesday'],
    ]);
    const sandwiches = category(menu, 'Sandwiches');
    expect(verdicts([sandwiches, ...sandwiches.items.slice(0, 1)])).toEqual([
      ['Sandwiches', 'Category not available at this time'],
      ['Club Sandwich', 'Category not available at this time'],
    ]);
    expect(item(menu, 'Apple Strudel')).toMatchObject({
      available: false,
      unavailable_reason: 'Item temporarily unavailable',
    });
    expect(verdicts([category(menu, 'Pastries'), item(menu, 'Espresso')])).toEqual([
      ['Pastries', 'available'],
      ['Espresso', 'available'],
    ]);
  });

  it('says which weekday a category is closed on, and applies a switched-off category to its items', async () => {
    await start(MONDAY_12_00);
    await updateCategory('Pastries', { is_available: 0 });
    const menu = await getMenu();
    const salads = category(menu, 'Salads & Bowls');
    expect(verdicts([salads, salads.items[0]!])).toEqual([
      ['Salads & Bowls', 'Not available on Monday'],
      ['Caesar Salad', 'Not available on Monday'],
    ]);
    expect(verdicts([category(menu, 'Breakfast'), category(menu, 'Sandwiches')])).toEqual([
      ['Breakfast', 'Category not available at this time'],
      ['Sandwiches', 'available'],
    ]);
    const pastries = category(menu, 'Pastries');
    expect(new Set(verdicts([pastries, ...pastries.items]).map(([, reason]) => reason))).toEqual(
      new Set(['Category not available at this time']),
    );
  });

  it('keeps a window across midnight open until it ends the next morning', async () => {
    await start('2025-03-03T20:00:00.000Z');
    await setSetting('OPERATIONS.OPERATING_HOURS', '');
    const lateNight = { monday: [{ from: '22:00', to: '02:00' }] };
    await updateItem('Espresso', { time_availability: JSON.stringify(lateNight) });
    const espressoAt = async (utc: string) => {
      ctx.clock.set(utc);
      const espresso = item(await getMenu(), 'Espresso');
      expect(espresso.time_availability).toEqual(lateNight);
      return espresso.available ? 'available' : espresso.unavailable_reason;
    };
    expect(await espressoAt('2025-03-03T20:00:00.000Z')).toBe('Item not available at this time'); // Mon 21:00
    expect(await espressoAt('2025-03-03T22:00:00.000Z')).toBe('available'); // Mon 23:00
    expect(await espressoAt('2025-03-04T00:00:00.000Z')).toBe('available'); // Tue 01:00
    expect(await espressoAt('2025-03-04T02:00:00.000Z')).toBe('Not available on Tuesday'); // Tue 03:00
  });

  it("evaluates schedules in the restaurant's time zone", async () => {
    await start(WEDNESDAY_16_00);
    const berlin = await getMenu();
    expect(berlin.time_zone).toBe('Europe/Berlin');
    expect(verdicts([category(berlin, 'Breakfast'), category(berlin, 'Sandwiches')])).toEqual([
      ['Breakfast', 'Category not available at this time'],
      ['Sandwiches', 'available'],
    ]);

    // 16:00 in Berlin is 10:00 in New York: breakfast time there.
    await setSetting('REGIONAL.TIMEZONE', 'America/New_York');
    ctx.deps.events.publish({ type: 'menu.changed' });
    const newYork = await getMenu();
    expect(newYork.time_zone).toBe('America/New_York');
    expect(verdicts([category(newYork, 'Breakfast'), category(newYork, 'Sandwiches')])).toEqual([
      ['Breakfast', 'available'],
      ['Sandwiches', 'Category not available at this time'],
    ]);

    // A zone the runtime does not know reads as the catalogue default, as everywhere (settings.ts).
    await setSetting('REGIONAL.TIMEZONE', 'Mars/Olympus_Mons');
    ctx.deps.events.publish({ type: 'menu.changed' });
    expect((await getMenu()).time_zone).toBe('Europe/Berlin');
  });

  it('flags everything outside the operating hours', async () => {
    await start(WEDNESDAY_23_30);
    const menu = await getMenu();
    expect(menu.within_service_hours).toBe(false);
    const reasons = new Set(
      verdicts([...menu.categories, ...menu.categories.flatMap((c) => c.items)])
        .filter(([name]) => name !== 'Apple Strudel')
        .map(([, reason]) => reason),
    );
    expect(reasons).toEqual(new Set(['Currently outside service hours']));
    // Switched off is the more lasting reason, so it wins.
    expect(item(menu, 'Apple Strudel').unavailable_reason).toBe('Item temporarily unavailable');

    await setSetting('OPERATIONS.OPERATING_HOURS', 'WED:09:00-14:00,18:00-23:59');
    ctx.deps.events.publish({ type: 'menu.changed' });
    expect((await getMenu()).within_service_hours).toBe(true);
  });

  it('sends only as many featured items as the featured row shows (MENU.FEATURED_ITEMS_LIMIT)', async () => {
    await start(WEDNESDAY_10_00);
    const six = (await getMenu()).featured_items.map((i) => i.name);
    expect(six).toHaveLength(6);
    await setSetting('MENU.FEATURED_ITEMS_LIMIT', '2');
    expect((await getMenu()).featured_items.map((i) => i.name)).toEqual(six.slice(0, 2));
    await setSetting('MENU.FEATURED_ITEMS_LIMIT', '0');
    expect((await getMenu()).featured_items).toEqual([]);
  });

  it('leaves out hidden categories and hidden items, also from the featured items', async () => {
    await start(WEDNESDAY_10_00);
    await updateItem('Cappuccino', { is_visible: 0 });
    await updateCategory('Cakes & Desserts', { is_visible: 0 });
    const menu = await getMenu();
    expect(menu.categories.map((c) => c.name)).not.toContain('Cakes & Desserts');
    expect(menu.categories).toHaveLength(7);
    expect(category(menu, 'Coffee').items.map((i) => i.name)).not.toContain('Cappuccino');
    const featured = menu.featured_items.map((i) => i.name);
    expect(featured).not.toContain('Cappuccino');
    expect(featured).not.toContain('New York Cheesecake');
    expect(featured).toContain('Cold Brew');
    expect(JSON.stringify(menu)).not.toMatch(/Cappuccino|Cheesecake|Tiramisu/);
  });

  it('never shows internal tags, though an internal featured tag still features its items', async () => {
    await start(WEDNESDAY_10_00);
    const [lowStock, staffPick] = await ctx.db
      .insertInto('item_tags')
      .values(
        [
          { name: 'Low Stock', featured: 0 },
          { name: 'Staff Pick', featured: 1 },
        ].map((tag) => ({
          ...tag,
          tag_type: 'OTHER',
          internal: 1,
          sort_order: 0,
          updated_at: WEDNESDAY_10_00,
        })),
      )
      .returning('id')
      .execute();
    const itemId = async (name: string) =>
      (await ctx.db.selectFrom('menu_items').select('id').where('name', '=', name).executeTakeFirstOrThrow())
        .id;
    await ctx.db
      .insertInto('menu_item_tags')
      .values([
        { menu_item_id: await itemId('Espresso'), item_tag_id: lowStock!.id, created_at: WEDNESDAY_10_00 },
        { menu_item_id: await itemId('Earl Grey'), item_tag_id: staffPick!.id, created_at: WEDNESDAY_10_00 },
      ])
      .execute();
    const menu = await getMenu();
    expect(menu.tags).toHaveLength(12);
    expect(JSON.stringify(menu)).not.toMatch(/Low Stock|Staff Pick/);
    expect(item(menu, 'Espresso').tags).not.toContain(lowStock!.id);
    expect(item(menu, 'Earl Grey').tags).not.toContain(staffPick!.id);
    expect(menu.featured_items.map((i) => i.name)).toContain('Earl Grey');
  });

  it('shows nothing internal: no notes, audit fields, staff names or admin-only columns', async () => {
    await start(WEDNESDAY_10_00);
    const text = await (await request(ctx.app, 'GET', '/public/menu')).text();
    const keys = new Set([...text.matchAll(/"([a-z_]+)":/g)].map((match) => match[1]));
    for (const key of [
      'notes',
      'created_at',
      'updated_at',
      'created_by',
      'created_by_name',
      'updated_by',
      'updated_by_name',
      'is_visible',
      'internal',
      'basic_price',
      'default_price',
      'tax_id',
      'image_file_id',
      'branch_id',
    ]) {
      expect(keys, key).not.toContain(key);
    }
    // Seeded item notes and the seeding staff member.
    expect(text).not.toMatch(/Weekends only|autumn apples|Administrator|admin@example\.com/);
  });

  it('answers an empty menu with the default settings on a database without a menu', async () => {
    await start(WEDNESDAY_10_00, { sampleData: false });
    expect(await getMenu()).toEqual({
      generated_at: WEDNESDAY_10_00,
      time_zone: 'Europe/Berlin',
      within_service_hours: true,
      categories: [],
      featured_items: [],
      tags: [],
    });
  });

  it('is public and read-only: a forged token is ignored, writes do not exist', async () => {
    await start(WEDNESDAY_10_00);
    const res = await request(ctx.app, 'GET', '/public/menu', { token: 'forged' });
    expect(res.status).toBe(200);
    expect((await request(ctx.app, 'POST', '/public/menu', { body: {} })).status).toBe(404);
  });
});

describe('GET /api/public/menu caching', () => {
  it('sends an ETag and answers 304 without a body while menu and availability are unchanged', async () => {
    await start(WEDNESDAY_10_00);
    const first = await request(ctx.app, 'GET', '/public/menu');
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=60');

    const revalidate = (tags: string) =>
      request(ctx.app, 'GET', '/public/menu', { headers: { 'If-None-Match': tags } });
    const notModified = await revalidate(etag);
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(notModified.headers.get('ETag')).toBe(etag);
    expect(notModified.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect((await revalidate(`"other", ${etag.slice(2)}`)).status).toBe(304);
    expect((await revalidate('"other"')).status).toBe(200);

    // Minutes later nothing opened or closed: still the same menu.
    ctx.clock.advance(20 * 60_000);
    expect((await revalidate(etag)).status).toBe(304);

    // 11:45: breakfast is over, so the menu guests see has changed.
    ctx.clock.set(WEDNESDAY_11_45);
    const changed = await revalidate(etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
    expect(category((await json<TPublicMenu>(changed)).data, 'Breakfast').available).toBe(false);
  });

  it("serves the cached menu until 'menu.changed' is published, or the minute is up", async () => {
    await start(WEDNESDAY_10_00);
    const before = await request(ctx.app, 'GET', '/public/menu');
    await updateItem('Espresso', { name: 'Ristretto' });
    const cached = await request(ctx.app, 'GET', '/public/menu');
    expect(cached.headers.get('ETag')).toBe(before.headers.get('ETag'));
    expect(await cached.text()).toBe(await before.text());

    ctx.deps.events.publish({ type: 'menu.changed' });
    const fresh = await request(ctx.app, 'GET', '/public/menu');
    expect(fresh.headers.get('ETag')).not.toBe(before.headers.get('ETag'));
    expect(item((await json<TPublicMenu>(fresh)).data, 'Ristretto').price).toBe(2.8);

    // Another server instance changed the menu and this one missed the event: the TTL catches it.
    await updateItem('Ristretto', { name: 'Espresso' });
    ctx.clock.advance(30_000);
    expect(item(await getMenu(), 'Ristretto').available).toBe(true);
    ctx.clock.advance(31_000);
    expect(item(await getMenu(), 'Espresso').available).toBe(true);
  });

  it('loads the menu with a fixed number of queries, then answers from memory', async () => {
    await start(WEDNESDAY_10_00);
    const counter = new QueryCounter();
    const app = createApi({ ...ctx.deps, db: ctx.db.withPlugin(counter) });
    const get = () => request(app, 'GET', '/public/menu');
    expect((await get()).status).toBe(200);
    // Categories, items, customizations, options, tags, tag links, taxes, image variants, and the
    // settings, which have their own cache (config/settings.ts) and are read once for both loads.
    expect(counter.count).toBe(9);
    const perLoad = 8;
    ctx.clock.advance(30_000);
    await get();
    expect(counter.count).toBe(1 + perLoad);

    // Twice the menu costs the same queries.
    const columns = [
      'category_id',
      'name',
      'basic_price',
      'default_price',
      'sort_order',
      'updated_at',
    ] as const;
    await ctx.db
      .insertInto('menu_items')
      .columns(columns)
      .expression((eb) => eb.selectFrom('menu_items').select(columns))
      .execute();
    ctx.deps.events.publish({ type: 'menu.changed' });
    await get();
    expect(counter.count).toBe(1 + 2 * perLoad);
  });
});

/**
 * Stands in for the host's zlib (the API may not import node:*; packages/server/src/compressor.test.ts
 * decodes the real thing): a "compressed" body is the coding's name before the JSON.
 */
function fakeCompressor() {
  const calls: string[] = [];
  const compressor: TCompressor = {
    codings: ['br', 'gzip'],
    async compress(body, coding) {
      calls.push(coding);
      return new Uint8Array([...new TextEncoder().encode(`${coding}:`), ...body]);
    },
  };
  return { compressor, calls };
}

describe('GET /api/public/menu compression', () => {
  const BROWSER = 'gzip, deflate, br, zstd';

  it('answers brotli, gzip or plain JSON as the client accepts, each compressed once', async () => {
    await start(WEDNESDAY_10_00);
    const { compressor, calls } = fakeCompressor();
    const app = createApi({ ...ctx.deps, compressor });
    const get = (headers: Record<string, string>) => request(app, 'GET', '/public/menu', { headers });

    const plain = await get({});
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('Content-Type')).toBe('application/json');
    const text = await plain.text();
    expect(JSON.parse(text).data.categories.length).toBeGreaterThan(0);

    for (const [acceptEncoding, coding] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['*', 'br'],
      ['deflate', null],
      ['br;q=0, *;q=0', null],
    ] as const) {
      const res = await get({ 'Accept-Encoding': acceptEncoding });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Encoding')).toBe(coding);
      expect(res.headers.get('Vary')).toBe('Accept-Encoding');
      expect(res.headers.get('ETag')).toBe(plain.headers.get('ETag'));
      expect(await res.text()).toBe(coding ? `${coding}:${text}` : text);
    }
    expect(calls.sort()).toEqual(['br', 'gzip']);

    // The ETag is weak, so it holds for whichever coding the client stored.
    const notModified = await get({
      'Accept-Encoding': BROWSER,
      'If-None-Match': plain.headers.get('ETag')!,
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('Vary')).toBe('Accept-Encoding');
    expect(notModified.headers.get('Content-Encoding')).toBeNull();
    expect(await notModified.text()).toBe('');
  });

  it("compresses a changed menu anew and answers it at once after 'menu.changed'", async () => {
    await start(WEDNESDAY_10_00);
    const { compressor, calls } = fakeCompressor();
    const app = createApi({ ...ctx.deps, compressor });
    const get = () => request(app, 'GET', '/public/menu', { headers: { 'Accept-Encoding': BROWSER } });
    const before = await get();
    expect((await before.text()).startsWith('br:')).toBe(true);

    await updateItem('Espresso', { name: 'Ristretto' });
    ctx.deps.events.publish({ type: 'menu.changed' });
    const after = await get();
    expect(after.headers.get('ETag')).not.toBe(before.headers.get('ETag'));
    const menu = JSON.parse((await after.text()).slice('br:'.length)).data as TPublicMenu;
    expect(item(menu, 'Ristretto').available).toBe(true);
    expect(calls).toEqual(['br', 'gzip', 'br', 'gzip']);
  });

  it('answers uncompressed when the host fails to compress', async () => {
    await start(WEDNESDAY_10_00);
    const warnings: string[] = [];
    const app = createApi({
      ...ctx.deps,
      logger: { ...ctx.deps.logger, warn: (message) => warnings.push(message) },
      compressor: {
        codings: ['br', 'gzip'],
        compress: async () => {
          throw new Error('out of memory');
        },
      },
    });
    const res = await request(app, 'GET', '/public/menu', { headers: { 'Accept-Encoding': BROWSER } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(item((await json<TPublicMenu>(res)).data, 'Espresso').available).toBe(true);
    expect(warnings).toEqual(['response not compressed', 'response not compressed']);
  });
});

/** Counts the queries a Kysely instance executes. */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs) {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.count += 1;
    return args.result;
  }
}

describe('the menu answered from memory (directPublicMenuInMemory)', () => {
  const asked = (search = '', more: Partial<TPreparedRequest> = {}) => ({
    search,
    ifNoneMatch: undefined,
    acceptEncoding: 'gzip, deflate, br, zstd',
    ...more,
  });

  it('is the answer the API prepared, once it is ready, until the minute is up or the menu changes', async () => {
    await start(WEDNESDAY_10_00);
    let release = () => {};
    const compressed = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { compressor } = fakeCompressor();
    const deps = {
      ...ctx.deps,
      compressor: { ...compressor, compress: compressedAfter(compressed, compressor) },
    };

    expect(directPublicMenuInMemory(deps, asked())).toBeUndefined();
    const first = directPublicMenu(deps, asked());
    // Prepared, not yet compressed: the host has to wait for it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(directPublicMenuInMemory(deps, asked())).toBeUndefined();
    release();
    const answer = await first;
    expect(answer?.headers['Content-Encoding']).toBe('br');
    expect(directPublicMenuInMemory(deps, asked())).toBe(answer);
    expect(
      directPublicMenuInMemory(deps, asked('', { acceptEncoding: 'gzip' }))?.headers['Content-Encoding'],
    ).toBe('gzip');
    const etag = answer?.headers.ETag;
    expect(directPublicMenuInMemory(deps, asked('', { ifNoneMatch: etag }))?.status).toBe(304);
    // Another variant, a table whose location is not loaded yet, a query the route must check.
    expect(directPublicMenuInMemory(deps, asked('?customizations=separate'))).toBeUndefined();
    expect(directPublicMenuInMemory(deps, asked('?bench_id=1'))).toBeUndefined();
    expect(directPublicMenuInMemory(deps, asked('?bench_id=abc'))).toBeUndefined();
    await directPublicMenu(deps, asked('?bench_id=1'));
    expect(directPublicMenuInMemory(deps, asked('?bench_id=1'))?.status).toBe(200);

    // The next minute may open or close a category: worked out once more, then in memory again.
    ctx.clock.advance(60_000);
    expect(directPublicMenuInMemory(deps, asked())).toBeUndefined();
    expect(await directPublicMenu(deps, asked())).toBe(answer);
    expect(directPublicMenuInMemory(deps, asked())).toBe(answer);

    // A changed menu is never answered from memory.
    await updateItem('Espresso', { name: 'Ristretto' });
    ctx.deps.events.publish({ type: 'menu.changed' });
    expect(directPublicMenuInMemory(deps, asked())).toBeUndefined();
    const changed = await directPublicMenu(deps, asked());
    expect(changed?.headers.ETag).not.toBe(etag);
    expect(directPublicMenuInMemory(deps, asked())).toBe(changed);
  });
});

/** The fake compressor's answer, held back until `until` settles. */
function compressedAfter(until: Promise<void>, compressor: TCompressor): TCompressor['compress'] {
  return async (body, coding) => {
    await until;
    return compressor.compress(body, coding);
  };
}
