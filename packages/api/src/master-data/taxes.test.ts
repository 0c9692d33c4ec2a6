import type { TTax } from '@tableside/shared/master-data.schemas';
import type { TPublicMenu } from '@tableside/shared/public-menu.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { benchId, createCafeContext, menuItem, submitOk } from '../customer/customer-orders.test-helpers.ts';
import { json, request } from '../test/http.ts';
import { setSettingValue } from '../test/settings.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

type THeaders = { Authorization: string };
type TFullOrder = { taxes: number; net: number; items: { menu_item_id: number; tax_rate: number }[] };

/**
 * spec (admin 7 "Settings and master data", DESIGN 2 "Tax"): /taxes. Menu staff read it (the item
 * editor's tax choice, the default tax picker) with admin.access; rates are percent with two decimals,
 * stored in hundredths; a tax in use is deactivated rather than deleted; orders keep their rates.
 */
describe('/api/taxes', () => {
  let ctx: TTestContext;
  let owner: THeaders;
  let kitchen: THeaders;
  const call = (method: string, path: string, headers?: THeaders, body?: unknown) =>
    request(ctx.app, method, path, { headers, body });
  const taxNamed = async (name: string) =>
    ctx.db.selectFrom('taxes').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

  beforeAll(async () => {
    ctx = await createCafeContext();
    owner = (await createSignedInUser(ctx.deps, { roles: ['OWNER'] })).headers;
    kitchen = (await createSignedInUser(ctx.deps, { roles: ['KITCHEN'] })).headers;
  });
  afterAll(() => ctx.close());

  describe('reads', () => {
    it('lists the taxes with their rate in percent to anyone in the admin area, by name', async () => {
      const res = await call('GET', '/taxes', kitchen);
      expect(res.status).toBe(200);
      const taxes = (await json<TTax[]>(res)).data;
      expect(taxes.map(({ name, value, is_active }) => ({ name, value, is_active }))).toEqual([
        { name: 'Sales Tax', value: 8, is_active: true },
        { name: 'Service Tax', value: 10, is_active: true },
        { name: 'VAT', value: 20, is_active: true },
      ]);
      const vat = taxes.find((tax) => tax.name === 'VAT');
      expect((await json<TTax>(await call('GET', `/taxes/${vat?.id}`, kitchen))).data).toEqual(vat);
    });

    it('filters rates in percent, like money in cents', async () => {
      const named = async (query: string) =>
        (await json<TTax[]>(await call('GET', `/taxes?${query}`, kitchen))).data.map((tax) => tax.name);
      expect(await named('value=20')).toEqual(['VAT']);
      expect(await named('value_min=9&value_max=10')).toEqual(['Service Tax']);
      expect((await call('GET', '/taxes?value=8.125', kitchen)).status).toBe(400);
    });
  });

  describe('rates', () => {
    it('takes 0 to 100 percent with up to two decimals, stored in hundredths', async () => {
      for (const [value, stored] of [
        [0, 0],
        [100, 10_000],
        [8.25, 825],
        [19.99, 1999],
      ] as const) {
        const res = await call('POST', '/taxes', owner, { name: `Rate ${value}`, value });
        expect(res.status, String(value)).toBe(201);
        expect((await json<TTax>(res)).data.value).toBe(value);
        expect((await taxNamed(`Rate ${value}`)).value).toBe(stored);
      }
    });

    it('refuses other rates naming the field, writing nothing', async () => {
      const before = (await ctx.db.selectFrom('taxes').select('id').execute()).length;
      for (const [value, message] of [
        [-1, 'Rate must be between 0 and 100'],
        [100.01, 'Rate must be between 0 and 100'],
        [8.125, 'At most two decimals'],
        ['8', 'Rate must be a number'],
        [null, 'Rate must be a number'],
      ] as const) {
        const res = await call('POST', '/taxes', owner, { name: 'Odd rate', value });
        expect(res.status, String(value)).toBe(400);
        expect((await json(res)).errors).toEqual({ value: [message] });
      }
      expect((await ctx.db.selectFrom('taxes').select('id').execute()).length).toBe(before);
    });
  });

  describe('in use', () => {
    it('a tax of a menu item cannot be deleted, only deactivated; the item keeps it', async () => {
      const vat = await taxNamed('VAT');
      const cappuccino = await menuItem(ctx, 'Cappuccino');
      await ctx.db
        .updateTable('menu_items')
        .set({ tax_id: vat.id })
        .where('id', '=', cappuccino.id)
        .execute();

      const refused = await call('DELETE', `/taxes/${vat.id}`, owner);
      expect(refused.status).toBe(409);
      expect((await json(refused)).message).toBe('Tax "VAT" is used by 1 menu item; deactivate it instead');
      const off = await call('PATCH', `/taxes/${vat.id}/toggle-active`, owner);
      expect((await json<TTax>(off)).data.is_active).toBe(false);
      const item = await ctx.db
        .selectFrom('menu_items')
        .select('tax_id')
        .where('id', '=', cappuccino.id)
        .executeTakeFirstOrThrow();
      expect(item.tax_id).toBe(vat.id);
      const active = (await json<TTax[]>(await call('GET', '/taxes/active', kitchen))).data;
      expect(active.map((tax) => tax.name)).not.toContain('VAT');

      // The default tax in use says both.
      const salesTax = await taxNamed('Sales Tax');
      const both = await call('DELETE', `/taxes/${salesTax.id}`, owner);
      expect((await json(both)).message).toMatch(
        /^Tax "Sales Tax" is the default tax of new menu items \(Configuration › Menu\) and is used by \d+ menu items$/,
      );

      // Back as it was, for the order tests below.
      await call('PATCH', `/taxes/${vat.id}/toggle-active`, owner);
      await ctx.db.updateTable('menu_items').set({ tax_id: null }).where('id', '=', cappuccino.id).execute();
    });

    it('the default tax of new menu items stays, and stays active; it may be renamed', async () => {
      const vat = await taxNamed('VAT');
      await setSettingValue(ctx, 'MENU.DEFAULT_TAX_ID', String(vat.id));
      const reason = 'Tax "VAT" is the default tax of new menu items (Configuration › Menu)';
      const deleted = await call('DELETE', `/taxes/${vat.id}`, owner);
      expect(deleted.status).toBe(409);
      expect((await json(deleted)).message).toBe(`${reason}; choose another one there first`);
      expect((await call('PATCH', `/taxes/${vat.id}/toggle-active`, owner)).status).toBe(409);
      const off = await call('PUT', `/taxes/${vat.id}`, owner, { name: 'VAT', value: 20, is_active: false });
      expect(off.status).toBe(409);
      const renamed = await call('PUT', `/taxes/${vat.id}`, owner, { name: 'Value added tax', value: 20 });
      expect((await json<TTax>(renamed)).data).toMatchObject({ name: 'Value added tax', is_active: true });
      await call('PUT', `/taxes/${vat.id}`, owner, { name: 'VAT', value: 20 });
      await setSettingValue(ctx, 'MENU.DEFAULT_TAX_ID', String((await taxNamed('Sales Tax')).id));
    });
  });

  it('a new rate prices future orders; orders already placed keep their taxes', async () => {
    const salesTax = await taxNamed('Sales Tax');
    const water = await menuItem(ctx, 'Sparkling Water');
    const table = await benchId(ctx, 'Table 3');
    const order = { bench_id: table, items: [{ menuItemId: water.id, quantity: 2 }] };
    const full = async (id: number) =>
      (await json<TFullOrder>(await call('GET', `/customer-orders/${id}/full`, owner))).data;
    const menuRate = async () => {
      const menu = (await json<TPublicMenu>(await call('GET', '/public/menu'))).data;
      const items = menu.categories.flatMap((category) => category.items);
      return items.find((item) => item.id === water.id)?.tax_rate;
    };

    const before = await submitOk(ctx, order);
    expect(await menuRate()).toBe(8);
    const placed = await full(before.id);
    expect(placed.items[0]?.tax_rate).toBe(8);

    const res = await call('PUT', `/taxes/${salesTax.id}`, owner, { name: 'Sales Tax', value: 10.5 });
    expect(res.status).toBe(200);

    // The placed order reads as it was, line rates and totals alike.
    expect(await full(before.id)).toMatchObject({ taxes: placed.taxes, items: [{ tax_rate: 8 }] });
    const line = await ctx.db
      .selectFrom('customer_order_items')
      .select('tax_rate')
      .where('order_id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(line.tax_rate).toBe(800);

    // Guests see the new rate at once, and the next order is taxed at it.
    expect(await menuRate()).toBe(10.5);
    const after = await full((await submitOk(ctx, order)).id);
    expect(after.items[0]?.tax_rate).toBe(10.5);
    expect(after.net).toBe(placed.net);
    expect(after.taxes).toBe(Math.round(placed.net * 10.5) / 100);
    expect(after.taxes).not.toBe(placed.taxes);
  });
});

describe('/api/taxes without the sample cafe', () => {
  it('answers 401 without a sign-in and 404 or 400 for an unknown or malformed id', async () => {
    const ctx = await createTestContext();
    try {
      const { headers } = await createSignedInUser(ctx.deps, { roles: ['WAITER'] });
      expect((await request(ctx.app, 'GET', '/taxes')).status).toBe(401);
      expect((await request(ctx.app, 'GET', '/taxes/99', { headers })).status).toBe(404);
      expect((await request(ctx.app, 'GET', '/taxes/abc', { headers })).status).toBe(400);
      expect((await json(await request(ctx.app, 'GET', '/taxes', { headers }))).data).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
