import { MENU_CUSTOMIZATIONS_MAX_ITEMS } from '@tableside/shared/constants';
import {
  type TPublicMenu,
  type TPublicMenuBrief,
  type TPublicMenuCustomizations,
  type TPublicMenuItem,
  ZPublicMenuBrief,
  ZPublicMenuCustomizations,
} from '@tableside/shared/public-menu.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { createCafeContext } from '../customer/customer-orders.test-helpers.ts';
import { json, request } from '../test/http.ts';
import type { TTestContext } from '../test/test-context.ts';

/**
 * Issue 15: the guests' screens load the menu without its customizations (most of a big menu's
 * bytes) and fetch an item's when it is opened or sits in the cart.
 */

let ctx: TTestContext;
afterEach(() => ctx.close());

async function get<T>(path: string): Promise<T> {
  const res = await request(ctx.app, 'GET', path);
  expect(res.status).toBe(200);
  return (await json<T>(res)).data;
}

const allItems = <I>(menu: { categories: ReadonlyArray<{ items: readonly I[] }> }) =>
  menu.categories.flatMap((category) => category.items);

function itemNamed(menu: TPublicMenu, name: string): TPublicMenuItem {
  const found = allItems(menu).find((item) => item.name === name);
  if (!found) throw new Error(`No item ${name}`);
  return found;
}

/** An inline item as the brief menu gives it. */
function brief({ customizations, ...rest }: TPublicMenuItem) {
  return { ...rest, has_customizations: customizations.length > 0 };
}

describe('GET /api/public/menu?customizations=separate', () => {
  it('answers the same menu without the customizations, each item saying whether it has any', async () => {
    ctx = await createCafeContext();
    const inline = await get<TPublicMenu>('/public/menu');
    const separate = await get<TPublicMenuBrief>('/public/menu?customizations=separate');

    expect(ZPublicMenuBrief.strict().safeParse(separate).success).toBe(true);
    const { categories, featured_items, ...rest } = inline;
    expect(separate).toEqual({
      ...rest,
      categories: categories.map((category) => ({ ...category, items: category.items.map(brief) })),
      featured_items: featured_items.map(brief),
    });
    expect(JSON.stringify(separate)).not.toContain('"customizations"');
    const latte = allItems(separate).find((item) => item.name === 'Caffè Latte');
    const juice = allItems(separate).find((item) => item.name === 'Fresh Orange Juice');
    expect([latte?.has_customizations, juice?.has_customizations]).toEqual([true, false]);
  });

  it('is its own response: a smaller body with its own ETag, revalidated like the whole menu', async () => {
    ctx = await createCafeContext();
    const inline = await request(ctx.app, 'GET', '/public/menu');
    const separate = await request(ctx.app, 'GET', '/public/menu?customizations=separate');
    const etag = separate.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    expect(etag).not.toBe(inline.headers.get('ETag'));
    expect(separate.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect((await separate.text()).length).toBeLessThan((await inline.text()).length * 0.6);

    const again = await request(ctx.app, 'GET', '/public/menu?customizations=separate', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    // The whole menu's ETag does not stand for the brief one.
    const other = await request(ctx.app, 'GET', '/public/menu', { headers: { 'If-None-Match': etag } });
    expect(other.status).toBe(200);
  });

  it('refuses an unknown variant with a clear 400', async () => {
    ctx = await createCafeContext();
    const res = await request(ctx.app, 'GET', '/public/menu?customizations=later');
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("Expected 'inline' or 'separate'");
  });
});

describe('GET /api/public/menu/customizations', () => {
  it('answers the asked items’ customizations in the order asked, as the whole menu has them', async () => {
    ctx = await createCafeContext();
    const menu = await get<TPublicMenu>('/public/menu');
    const latte = itemNamed(menu, 'Caffè Latte');
    const juice = itemNamed(menu, 'Fresh Orange Juice');
    const answer = await get<TPublicMenuCustomizations>(
      `/public/menu/customizations?items=${latte.id},${juice.id},${latte.id}`,
    );
    expect(ZPublicMenuCustomizations.strict().safeParse(answer).success).toBe(true);
    expect(answer).toEqual({
      items: [
        { menu_item_id: latte.id, customizations: latte.customizations },
        { menu_item_id: juice.id, customizations: [] },
      ],
    });
    expect(latte.customizations.length).toBeGreaterThan(0);
  });

  it('leaves out items that are not on the menu: unknown, hidden, or in a hidden category', async () => {
    ctx = await createCafeContext();
    const menu = await get<TPublicMenu>('/public/menu');
    const latte = itemNamed(menu, 'Caffè Latte');
    const cappuccino = itemNamed(menu, 'Cappuccino');
    await ctx.db.updateTable('menu_items').set({ is_visible: 0 }).where('id', '=', cappuccino.id).execute();
    ctx.deps.events.publish({ type: 'menu.changed' });
    const answer = await get<TPublicMenuCustomizations>(
      `/public/menu/customizations?items=${cappuccino.id},999999,${latte.id}`,
    );
    expect(answer.items.map((entry) => entry.menu_item_id)).toEqual([latte.id]);
  });

  it('sends an ETag that holds until the menu changes', async () => {
    ctx = await createCafeContext();
    const latte = itemNamed(await get<TPublicMenu>('/public/menu'), 'Caffè Latte');
    const path = `/public/menu/customizations?items=${latte.id}`;
    const first = await request(ctx.app, 'GET', path);
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=60');
    const revalidate = () => request(ctx.app, 'GET', path, { headers: { 'If-None-Match': etag } });
    expect((await revalidate()).status).toBe(304);

    const option = latte.customizations[0]!.options[0]!;
    await ctx.db
      .updateTable('menu_item_customization_options')
      .set({ name: 'Renamed' })
      .where('id', '=', option.id)
      .execute();
    ctx.deps.events.publish({ type: 'menu.changed' });
    const changed = await revalidate();
    expect(changed.status).toBe(200);
    const answer = (await json<TPublicMenuCustomizations>(changed)).data;
    expect(answer.items[0]!.customizations[0]!.options[0]!.name).toBe('Renamed');
  });

  it('refuses a missing, malformed or too long list of items with a clear 400', async () => {
    ctx = await createCafeContext();
    const tooMany = Array.from({ length: MENU_CUSTOMIZATIONS_MAX_ITEMS + 1 }, (_, index) => index + 1);
    for (const [query, message] of [
      ['', 'Expected menu item ids'],
      ['?items=', 'Expected menu item ids separated by commas'],
      ['?items=abc', 'Expected menu item ids separated by commas'],
      ['?items=0', 'Expected menu item ids separated by commas'],
      ['?items=1,,2', 'Expected menu item ids separated by commas'],
      ['?items=-3', 'Expected menu item ids separated by commas'],
      ['?items=99999999999999999', 'Expected menu item ids'],
      [`?items=${tooMany.join(',')}`, `At most ${MENU_CUSTOMIZATIONS_MAX_ITEMS} menu items`],
      ['?items=1&bench_id=0', 'Expected a table id'],
    ] as const) {
      const res = await request(ctx.app, 'GET', `/public/menu/customizations${query}`);
      expect([query, res.status]).toEqual([query, 400]);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
  });
});
