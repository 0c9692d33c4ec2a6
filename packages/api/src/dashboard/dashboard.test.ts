import { type TDashboardSummary, ZDashboardSummary } from '@tableside/shared/dashboard.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../customer/customer-orders.test-helpers.ts';
import { json, request } from '../test/http.ts';
import { setSettingValue } from '../test/settings.ts';
import type { TTestContext } from '../test/test-context.ts';
import {
  addCustomer,
  addMenuItem,
  addOrder,
  createDashboardContext,
  signedIn,
  type TViewer,
} from './dashboard.test-helpers.ts';

/**
 * Friday 14 March 2025, 16:30 in Berlin (UTC+1). Berlin's today runs from 2025-03-13T23:00Z to
 * 2025-03-14T23:00Z; the same moment yesterday is 2025-03-13T15:30Z.
 */
const NOW = '2025-03-14T15:30:00.000Z';

describe('GET /api/dashboard/summary', () => {
  let ctx: TTestContext;
  let owner: TViewer;
  let reporter: TViewer;

  const summary = async (query = '', who: TViewer | null = owner) => {
    const res = await request(ctx.app, 'GET', `/dashboard/summary${query}`, { headers: who?.headers ?? {} });
    const body = await json<TDashboardSummary>(res);
    // Each answer fits the shared schema the web app parses it with.
    if (res.status === 200) expect(ZDashboardSummary.parse(body.data)).toEqual(body.data);
    return { res, body };
  };

  beforeAll(async () => {
    ctx = await createDashboardContext(NOW);
    owner = await signedIn(ctx, { roles: ['OWNER'] });
    reporter = await signedIn(ctx, { permissions: ['reports.read'] });

    const latte = await addMenuItem(ctx, 'Latte', 450);
    const croissant = await addMenuItem(ctx, 'Croissant', 300);
    const espresso = await addMenuItem(ctx, 'Espresso', 250);
    const water = await addMenuItem(ctx, 'Water', 100);
    // Renamed after it was ordered: the dashboard names it as the menu does now.
    await ctx.db.updateTable('menu_items').set({ name: 'Caffè Latte' }).where('id', '=', latte).execute();
    const ada = await addCustomer(ctx, { name: 'Ada Lovelace', email: 'ada@example.com' });
    const guest = await addCustomer(ctx, { name: null, guest: true });
    const line = (menuItemId: number | null, name: string, priceCents: number, quantity: number) => ({
      menuItemId,
      name,
      priceCents,
      quantity,
    });

    // Today (Berlin): 08:15, completed after 12 minutes in the kitchen.
    await addOrder(ctx, {
      at: '2025-03-14T07:15:00.000Z',
      status: 'COMPLETED',
      grossCents: 1080,
      customerId: ada,
      lines: [line(latte, 'Latte', 450, 2), line(croissant, 'Croissant', 300, 1)],
      history: [
        ['OPENED', '2025-03-14T07:20:00.000Z'],
        ['READY', '2025-03-14T07:27:00.000Z'],
        ['COMPLETED', '2025-03-14T08:00:00.000Z'],
      ],
    });
    // Today 12:05, ready after 20 minutes; an anonymous guest; a line of a deleted menu item.
    await addOrder(ctx, {
      at: '2025-03-14T11:05:00.000Z',
      status: 'READY',
      grossCents: 2000,
      customerId: guest,
      lines: [line(latte, 'Latte', 450, 1), line(null, 'Old Soup', 600, 2)],
      history: [
        ['OPENED', '2025-03-14T11:10:00.000Z'],
        ['READY', '2025-03-14T11:25:00.000Z'],
      ],
    });
    // Today 12:40, just submitted; another deleted item that must not merge with the soup.
    await addOrder(ctx, {
      at: '2025-03-14T11:40:00.000Z',
      status: 'SUBMITTED',
      grossCents: 550,
      customerId: ada,
      lines: [line(croissant, 'Croissant', 300, 3), line(null, 'Old Bread', 200, 1)],
    });
    // Today 13:00, cancelled: left out of everything but the cancelled count.
    await addOrder(ctx, {
      at: '2025-03-14T12:00:00.000Z',
      status: 'CANCELLED',
      grossCents: 999,
      customerId: ada,
      lines: [line(latte, 'Latte', 450, 5)],
      history: [
        ['READY', '2025-03-14T12:01:00.000Z'],
        ['CANCELLED', '2025-03-14T12:02:00.000Z'],
      ],
    });
    // Today 00:30 in Berlin, still the 13th in UTC: today's, in the 0 o'clock bar.
    await addOrder(ctx, {
      at: '2025-03-13T23:30:00.000Z',
      status: 'OPENED',
      grossCents: 300,
      lines: [line(espresso, 'Espresso', 250, 1), line(water, 'Water', 100, 1)],
      history: [['OPENED', '2025-03-13T23:35:00.000Z']],
    });
    // Yesterday: 11:00 (before the same moment yesterday), 18:00 and 23:30 (after it).
    await addOrder(ctx, { at: '2025-03-13T10:00:00.000Z', status: 'COMPLETED', grossCents: 1500 });
    await addOrder(ctx, { at: '2025-03-13T17:00:00.000Z', status: 'PAID', grossCents: 400 });
    await addOrder(ctx, { at: '2025-03-13T22:30:00.000Z', status: 'COMPLETED', grossCents: 700 });
    // The day before yesterday, the first of the month (still being prepared), last month.
    await addOrder(ctx, { at: '2025-03-12T12:00:00.000Z', status: 'COMPLETED', grossCents: 100 });
    await addOrder(ctx, { at: '2025-03-01T09:00:00.000Z', status: 'OPENED', grossCents: 800 });
    await addOrder(ctx, { at: '2025-02-20T09:00:00.000Z', status: 'COMPLETED', grossCents: 5000 });
  });
  afterAll(() => ctx.close());

  it("answers today's figures in the restaurant's time zone", async () => {
    const { res, body } = await summary('?period=TODAY');
    expect(res.status).toBe(200);
    const data = body.data;
    expect(data.period).toEqual({
      key: 'TODAY',
      from: '2025-03-13T23:00:00.000Z',
      to: '2025-03-14T23:00:00.000Z',
      previous_from: '2025-03-12T23:00:00.000Z',
      previous_to: '2025-03-13T15:30:00.001Z',
      running: true,
      time_zone: 'Europe/Berlin',
    });
    expect(data.totals).toEqual({ count: 4, revenue: 39.3, cancelled: 1 });
    // Yesterday until 16:30 only: the 18:00 and 23:30 orders came later in the day.
    expect(data.previous).toEqual({ count: 1, revenue: 15 });
    expect(data.active).toEqual({ SUBMITTED: 1, OPENED: 2, READY: 1 });
    expect(data.average_prep_minutes).toBe(16);
    expect(data.prepared_count).toBe(2);
    const hours = Object.fromEntries(data.orders_by_hour.flatMap((n, hour) => (n ? [[hour, n]] : [])));
    expect(data.orders_by_hour).toHaveLength(24);
    expect(hours).toEqual({ 0: 1, 8: 1, 12: 2 });
  });

  it('ranks the top five items by quantity, then sales, under their current names', async () => {
    const { body } = await summary('?period=TODAY');
    expect(body.data.top_items).toEqual([
      { menu_item_id: expect.any(Number), name: 'Croissant', quantity: 4, revenue: 12 },
      { menu_item_id: expect.any(Number), name: 'Caffè Latte', quantity: 3, revenue: 13.5 },
      { menu_item_id: null, name: 'Old Soup', quantity: 2, revenue: 12 },
      { menu_item_id: expect.any(Number), name: 'Espresso', quantity: 1, revenue: 2.5 },
      { menu_item_id: null, name: 'Old Bread', quantity: 1, revenue: 2 },
    ]);
  });

  it('ranks customers by orders, then spend; emails only for staff who may read orders', async () => {
    const { body } = await summary('?period=TODAY');
    expect(body.data.top_customers).toEqual([
      {
        customer_id: expect.any(Number),
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        is_guest: false,
        order_count: 2,
        spend: 16.3,
        last_order_at: '2025-03-14T11:40:00.000Z',
      },
      {
        customer_id: expect.any(Number),
        name: null,
        email: null,
        is_guest: true,
        order_count: 1,
        spend: 20,
        last_order_at: '2025-03-14T11:05:00.000Z',
      },
    ]);
    const forReporter = await summary('?period=TODAY', reporter);
    expect(forReporter.res.status).toBe(200);
    expect(forReporter.body.data.top_customers.map((c) => c.email)).toEqual([null, null]);
  });

  it('compares a finished day with the whole day before', async () => {
    const { body } = await summary('?period=yesterday');
    expect(body.data.period).toMatchObject({
      key: 'YESTERDAY',
      from: '2025-03-12T23:00:00.000Z',
      to: '2025-03-13T23:00:00.000Z',
      previous_from: '2025-03-11T23:00:00.000Z',
      previous_to: '2025-03-12T23:00:00.000Z',
      running: false,
    });
    expect(body.data.totals).toEqual({ count: 3, revenue: 26, cancelled: 0 });
    expect(body.data.previous).toEqual({ count: 1, revenue: 1 });
    expect(body.data.average_prep_minutes).toBeNull();
    expect(body.data.top_items).toEqual([]);
    expect(body.data.top_customers).toEqual([]);
  });

  it('compares this month so far with last month up to the same point', async () => {
    const { body } = await summary('?period=THIS_MONTH');
    expect(body.data.period).toMatchObject({
      from: '2025-02-28T23:00:00.000Z',
      to: '2025-03-14T23:00:00.000Z',
    });
    expect(body.data.totals).toEqual({ count: 9, revenue: 74.3, cancelled: 1 });
    // 20 February is past "13 days and 16½ hours into February".
    expect(body.data.previous).toEqual({ count: 0, revenue: 0 });

    const last = await summary('?period=LAST_MONTH');
    expect(last.body.data.period).toMatchObject({
      from: '2025-01-31T23:00:00.000Z',
      to: '2025-02-28T23:00:00.000Z',
      previous_from: '2024-12-31T23:00:00.000Z',
      previous_to: '2025-01-31T23:00:00.000Z',
    });
    expect(last.body.data.totals).toEqual({ count: 1, revenue: 50, cancelled: 0 });
  });

  it('counts the last 7 and 30 days up to today', async () => {
    const week = await summary('?period=LAST_7_DAYS');
    expect(week.body.data.period.from).toBe('2025-03-07T23:00:00.000Z');
    expect(week.body.data.totals).toMatchObject({ count: 8, revenue: 66.3 });
    const month = await summary('?period=LAST_30_DAYS');
    expect(month.body.data.period.from).toBe('2025-02-12T23:00:00.000Z');
    expect(month.body.data.totals).toMatchObject({ count: 10, revenue: 124.3 });
  });

  it('opens with the ANALYTICS.DEFAULT_PERIOD setting', async () => {
    expect((await summary()).body.data.period.key).toBe('TODAY');
    await setSettingValue(
      ctx,
      'ANALYTICS.DEFAULT_PERIOD',
      'TODAY:0|YESTERDAY:1|LAST_7_DAYS:0|LAST_30_DAYS:0|THIS_MONTH:0|LAST_MONTH:0',
    );
    try {
      expect((await summary()).body.data.period.key).toBe('YESTERDAY');
    } finally {
      await setSettingValue(ctx, 'ANALYTICS.DEFAULT_PERIOD', 'TODAY:1|YESTERDAY:0');
    }
  });

  it('counts this fiscal year from ANALYTICS.FISCAL_YEAR_START (its day and month)', async () => {
    await setSettingValue(ctx, 'ANALYTICS.FISCAL_YEAR_START', '2019-03-01');
    try {
      const year = (await summary('?period=THIS_FISCAL_YEAR')).body.data.period;
      expect(year).toMatchObject({
        key: 'THIS_FISCAL_YEAR',
        from: '2025-02-28T23:00:00.000Z',
        running: true,
      });
      expect(year.previous_from).toBe('2024-02-29T23:00:00.000Z');
    } finally {
      await setSettingValue(ctx, 'ANALYTICS.FISCAL_YEAR_START', '2025-01-01');
    }
  });

  it('lists as many top customers as ANALYTICS.TOP_CUSTOMERS_COUNT says', async () => {
    await setSettingValue(ctx, 'ANALYTICS.TOP_CUSTOMERS_COUNT', '1');
    try {
      expect((await summary('?period=TODAY')).body.data.top_customers.map((c) => c.name)).toEqual([
        'Ada Lovelace',
      ]);
    } finally {
      await setSettingValue(ctx, 'ANALYTICS.TOP_CUSTOMERS_COUNT', '10');
    }
  });

  it('refuses an unknown period with 400', async () => {
    for (const period of ['FOREVER', '', 'LAST_7']) {
      const { res, body } = await summary(`?period=${period}`);
      expect(res.status, period).toBe(400);
      expect(body.errors?.period?.[0]).toMatch(/^Expected one of TODAY, YESTERDAY/);
    }
  });

  it('is for staff with reports.read: 401 signed out, 403 for waiters and the kitchen', async () => {
    expect((await summary('', null)).res.status).toBe(401);
    for (const role of ['WAITER', 'KITCHEN']) {
      const { res } = await summary('', await signedIn(ctx, { roles: [role] }));
      expect(res.status, role).toBe(403);
    }
    expect((await summary('', await signedIn(ctx, { roles: ['MANAGER'] }))).res.status).toBe(200);
  });

  it('only reads', async () => {
    const before = await countRows(ctx, 'customer_orders');
    await summary('?period=LAST_30_DAYS');
    expect(await countRows(ctx, 'customer_orders')).toBe(before);
  });
});

describe('dashboard hours across a clock change', () => {
  let ctx: TTestContext;
  let owner: TViewer;

  beforeAll(async () => {
    // Saturday 5 April 2025; Berlin moved from UTC+1 to UTC+2 on 30 March at 01:00Z.
    ctx = await createDashboardContext('2025-04-05T12:00:00.000Z');
    owner = await signedIn(ctx, { roles: ['OWNER'] });
    await addOrder(ctx, { at: '2025-03-20T08:00:00.000Z', status: 'COMPLETED', grossCents: 100 });
    await addOrder(ctx, { at: '2025-03-30T00:59:00.000Z', status: 'COMPLETED', grossCents: 100 });
    await addOrder(ctx, { at: '2025-03-30T01:00:00.000Z', status: 'COMPLETED', grossCents: 100 });
    await addOrder(ctx, { at: '2025-04-02T08:00:00.000Z', status: 'COMPLETED', grossCents: 100 });
  });
  afterAll(() => ctx.close());

  const hoursOf = async () => {
    const res = await request(ctx.app, 'GET', '/dashboard/summary?period=LAST_30_DAYS', {
      headers: owner.headers,
    });
    const { data } = await json<TDashboardSummary>(res);
    return Object.fromEntries(data.orders_by_hour.flatMap((n, hour) => (n ? [[hour, n]] : [])));
  };

  it('reads each order with the offset in force when it was placed', async () => {
    // 08:00Z is 09:00 in winter and 10:00 in summer; 00:59Z is 01:59 CET, 01:00Z is 03:00 CEST.
    expect(await hoursOf()).toEqual({ 1: 1, 3: 1, 9: 1, 10: 1 });
  });

  it('handles a zone half an hour off the hour', async () => {
    await setSettingValue(ctx, 'REGIONAL.TIMEZONE', 'Asia/Kolkata');
    // UTC+5:30: 08:00Z is 13:30, 00:59Z is 06:29, 01:00Z is 06:30.
    expect(await hoursOf()).toEqual({ 6: 2, 13: 2 });
  });
});

describe('dashboard figures summed before they are named', () => {
  let ctx: TTestContext;
  let owner: TViewer;

  beforeAll(async () => {
    // Wednesday 11 June 2025, 14:00 in Berlin (UTC+2): today runs from 2025-06-10T22:00Z.
    ctx = await createDashboardContext('2025-06-11T12:00:00.000Z');
    owner = await signedIn(ctx, { roles: ['OWNER'] });
    const tea = await addMenuItem(ctx, 'Tea', 300);
    const cake = await addMenuItem(ctx, 'Cake', 400);
    const ada = await addCustomer(ctx, { name: 'Ada', email: 'ada@example.com' });
    const bob = await addCustomer(ctx, { name: 'Bob', email: 'bob@example.com' });
    const line = (menuItemId: number | null, name: string, priceCents: number, quantity: number) => ({
      menuItemId,
      name,
      priceCents,
      quantity,
    });
    // 09:10: Tea from the menu, and a line of a deleted item once also called Tea: two best sellers.
    await addOrder(ctx, {
      at: '2025-06-11T07:10:00.000Z',
      status: 'COMPLETED',
      grossCents: 850,
      customerId: ada,
      lines: [line(tea, 'Tea', 300, 2), line(null, 'Tea', 250, 1)],
      history: [
        ['OPENED', '2025-06-11T07:11:00.000Z'],
        ['READY', '2025-06-11T07:22:00.000Z'],
        ['COMPLETED', '2025-06-11T07:30:00.000Z'],
      ],
    });
    // 09:50: two lines of one deleted item at different prices count together.
    await addOrder(ctx, {
      at: '2025-06-11T07:50:00.000Z',
      status: 'PAID',
      grossCents: 1400,
      customerId: bob,
      lines: [line(null, 'Soup', 500, 1), line(null, 'Soup', 450, 2)],
      history: [
        ['READY', '2025-06-11T08:10:00.000Z'],
        ['PAID', '2025-06-11T08:30:00.000Z'],
      ],
    });
    // 10:00, cancelled: in no figure but the cancelled count, not even Bob's.
    await addOrder(ctx, {
      at: '2025-06-11T08:00:00.000Z',
      status: 'CANCELLED',
      grossCents: 3000,
      customerId: bob,
      lines: [line(tea, 'Tea', 300, 10)],
      history: [['READY', '2025-06-11T08:01:00.000Z']],
    });
    // 12:30, no customer; its Cake is deleted from the menu afterwards (the line keeps its name).
    await addOrder(ctx, {
      at: '2025-06-11T10:30:00.000Z',
      status: 'OPENED',
      grossCents: 400,
      lines: [line(cake, 'Cake', 400, 1)],
    });
    await ctx.db.deleteFrom('menu_items').where('id', '=', cake).execute();
  });
  afterAll(() => ctx.close());

  const today = async () => {
    const res = await request(ctx.app, 'GET', '/dashboard/summary?period=TODAY', { headers: owner.headers });
    expect(res.status).toBe(200);
    return (await json<TDashboardSummary>(res)).data;
  };

  it('adds up the hours into the totals', async () => {
    const data = await today();
    expect(data.totals).toEqual({ count: 3, revenue: 26.5, cancelled: 1 });
    const hours = Object.fromEntries(data.orders_by_hour.flatMap((n, hour) => (n ? [[hour, n]] : [])));
    expect(hours).toEqual({ 9: 2, 12: 1 });
    expect(data.average_prep_minutes).toBe(16);
    expect(data.prepared_count).toBe(2);
  });

  it('keeps deleted items apart from the menu item of the same name, and together by name', async () => {
    expect((await today()).top_items).toEqual([
      { menu_item_id: null, name: 'Soup', quantity: 3, revenue: 14 },
      { menu_item_id: expect.any(Number), name: 'Tea', quantity: 2, revenue: 6 },
      { menu_item_id: null, name: 'Cake', quantity: 1, revenue: 4 },
      { menu_item_id: null, name: 'Tea', quantity: 1, revenue: 2.5 },
    ]);
  });

  it('ranks customers by counted orders, then spend, leaving out orders without a customer', async () => {
    const customers = (await today()).top_customers;
    expect(customers.map((c) => [c.name, c.order_count, c.spend, c.last_order_at])).toEqual([
      ['Bob', 1, 14, '2025-06-11T07:50:00.000Z'],
      ['Ada', 1, 8.5, '2025-06-11T07:10:00.000Z'],
    ]);
  });
});
