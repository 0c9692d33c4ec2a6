import type { TDashboardSummary } from '@tableside/shared/dashboard.schemas';
import type { TFloorPlan } from '@tableside/shared/floor-plan.schemas';
import type { TPublicMenu } from '@tableside/shared/public-menu.schemas';
import type { TStaffOrderSummary } from '@tableside/shared/staff-orders.schemas';
import type { TBranch, TTableValidation } from '@tableside/shared/tables.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import {
  benchId,
  createCafeContext,
  menuItem,
  orderTableCounts,
  submit,
  submitOk,
} from '../customer/customer-orders.test-helpers.ts';
import { json, request } from '../test/http.ts';
import type { TTestContext } from '../test/test-context.ts';

type THeaders = Record<string, string>;

/**
 * A second location beside the sample cafe's one (docs/decisions/0019-locations.md): its tables'
 * guests see its categories and the shared ones, order within its hours, and staff screens filter
 * to it. CAFE_NOW is Friday 16:30 in Berlin.
 */
describe('locations', () => {
  let ctx: TTestContext;
  let owner: THeaders;
  let second: TBranch;
  let firstId: number;
  let harbourTable: number;
  let cafeTable: number;
  let sandwichId: number;

  const call = async <T>(method: string, path: string, body?: unknown, headers: THeaders = owner) => {
    const res = await request(ctx.app, method, path, { headers, body });
    return { status: res.status, body: await json<T>(res) };
  };
  const menu = async (query = '') =>
    (await call<TPublicMenu>('GET', `/public/menu${query}`, undefined, {})).body.data;
  const categoryNames = (data: TPublicMenu) => data.categories.map((category) => category.name);

  beforeAll(async () => {
    ctx = await createCafeContext();
    owner = (await createSignedInUser(ctx.deps, { roles: ['OWNER'] })).headers;
    firstId = (await ctx.db.selectFrom('branches').select('id').executeTakeFirstOrThrow()).id;
    second = (await call<TBranch>('POST', '/branches', { name: 'Harbour', phone: '+49 40 123' })).body.data;
    harbourTable = (
      await call<{ id: number }>('POST', '/benches', { name: 'H1', seat_capacity: 2, branch_id: second.id })
    ).body.data.id;
    cafeTable = await benchId(ctx, 'Table 1');
    const category = await call<{ id: number }>('POST', '/menu-categories', {
      name: 'Harbour Specials',
      branch_id: second.id,
    });
    sandwichId = (
      await call<{ id: number }>('POST', '/menu-items', {
        name: 'Fish Sandwich',
        category_id: category.body.data.id,
        basic_price: 8.5,
      })
    ).body.data.id;
    await call('POST', '/menu-categories', { name: 'Everywhere Drinks' });
  });
  afterAll(() => ctx.close());

  it("shows a table's guests their location's categories and those of every location", async () => {
    const whole = categoryNames(await menu());
    expect(whole).toEqual(expect.arrayContaining(['Coffee', 'Harbour Specials', 'Everywhere Drinks']));
    const harbour = categoryNames(await menu(`?bench_id=${harbourTable}`));
    expect(harbour).toEqual(['Harbour Specials', 'Everywhere Drinks']);
    const cafe = categoryNames(await menu(`?bench_id=${cafeTable}`));
    expect(cafe).toContain('Coffee');
    expect(cafe).not.toContain('Harbour Specials');
    expect(cafe).toContain('Everywhere Drinks');
    // An unknown table gets the whole menu (its guard shows "not found"); a bad id is a 400.
    expect(categoryNames(await menu('?bench_id=999999'))).toEqual(whole);
    expect((await call('GET', '/public/menu?bench_id=abc', undefined, {})).status).toBe(400);
  });

  it('follows a table that moves to another location at once', async () => {
    const moved = await call('PUT', `/benches/${harbourTable}`, {
      name: 'H1',
      seat_capacity: 2,
      branch_id: firstId,
    });
    expect(moved.status).toBe(200);
    expect(categoryNames(await menu(`?bench_id=${harbourTable}`))).toContain('Coffee');
    await call('PUT', `/benches/${harbourTable}`, { name: 'H1', seat_capacity: 2, branch_id: second.id });
    expect(categoryNames(await menu(`?bench_id=${harbourTable}`))).not.toContain('Coffee');
  });

  it("orders at a location's table within its own opening hours", async () => {
    const coffee = await menuItem(ctx, 'Cappuccino');
    // Another location's item is refused, nothing written.
    const before = await orderTableCounts(ctx);
    const wrong = await submit(ctx, {
      bench_id: harbourTable,
      items: [{ menuItemId: coffee.id, quantity: 1 }],
    });
    expect(wrong.status).toBe(422);
    expect((await json(wrong)).errors).toEqual({ 'items.0': ['Item no longer available on menu'] });
    expect(await orderTableCounts(ctx)).toEqual(before);

    const order = await submitOk(ctx, {
      bench_id: harbourTable,
      items: [{ menuItemId: sandwichId, quantity: 2 }],
    });
    expect(order.items[0]).toMatchObject({ quantity: 2, menu_item: { name: 'Fish Sandwich' } });

    // Friday 16:30: the harbour opens at 18:00, the cafe keeps the restaurant's hours.
    await call('PUT', `/branches/${second.id}`, { name: 'Harbour', opening_hours: 'FRI:18:00-22:00' });
    expect((await menu(`?bench_id=${harbourTable}`)).within_service_hours).toBe(false);
    expect((await menu(`?bench_id=${cafeTable}`)).within_service_hours).toBe(true);
    const closed = await submit(ctx, {
      bench_id: harbourTable,
      items: [{ menuItemId: sandwichId, quantity: 1 }],
    });
    expect(closed.status).toBe(422);
    await call('PUT', `/branches/${second.id}`, { name: 'Harbour', opening_hours: null });
  });

  it("filters the orders list, dashboard and floor plan to one location's tables", async () => {
    await submitOk(ctx, {
      bench_id: cafeTable,
      items: [{ menuItemId: (await menuItem(ctx, 'Cappuccino')).id, quantity: 1 }],
    });
    const list = await call<TStaffOrderSummary[]>('GET', `/customer-orders?branch_id=${second.id}`);
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(new Set(list.body.data.map((order) => order.bench_id))).toEqual(new Set([harbourTable]));
    const all = await call<TStaffOrderSummary[]>('GET', '/customer-orders');
    expect(all.body.data.length).toBeGreaterThan(list.body.data.length);

    const dashboard = await call<TDashboardSummary>(
      'GET',
      `/dashboard/summary?period=TODAY&branch_id=${second.id}`,
    );
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.data.totals.count).toBe(list.body.data.length);
    expect(dashboard.body.data.top_items.map((item) => item.name)).toEqual(['Fish Sandwich']);
    const whole = await call<TDashboardSummary>('GET', '/dashboard/summary?period=TODAY');
    expect(whole.body.data.totals.count).toBeGreaterThan(dashboard.body.data.totals.count);

    const plan = await call<TFloorPlan>('GET', `/floor-plan?branch_id=${second.id}`);
    expect(plan.body.data.tables.map((table) => table.name)).toEqual(['H1']);
    expect((await call<TFloorPlan>('GET', '/floor-plan')).body.data.tables.length).toBeGreaterThan(1);

    for (const path of [
      '/customer-orders?branch_id=x',
      '/dashboard/summary?branch_id=0',
      '/floor-plan?branch_id=-1',
    ]) {
      expect((await call('GET', path)).status, path).toBe(400);
    }
  });

  it("closes an archived location's tables to guests", async () => {
    await call('POST', `/branches/${second.id}/archive`);
    const check = await call<TTableValidation>('GET', `/tables/${harbourTable}/validate`, undefined, {});
    expect(check.body.data.valid).toBe(false);
    const res = await submit(ctx, {
      bench_id: harbourTable,
      items: [{ menuItemId: sandwichId, quantity: 1 }],
    });
    expect(res.status).toBe(409);
    await call('POST', `/branches/${second.id}/unarchive`);
    expect(
      (await call<TTableValidation>('GET', `/tables/${harbourTable}/validate`, undefined, {})).body.data
        .valid,
    ).toBe(true);
    const refused = await call('DELETE', `/branches/${second.id}`);
    expect(refused.status).toBe(409);
  });
});
