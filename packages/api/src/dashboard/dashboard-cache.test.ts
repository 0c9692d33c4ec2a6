import { TIME_PERIODS } from '@tableside/shared/constants';
import type { TDashboardSummary } from '@tableside/shared/dashboard.schemas';
import { STATUS_CODE, type TOrderStatus } from '@tableside/shared/order-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../app.ts';
import { createEventBus } from '../events/event-bus.ts';
import { json, request } from '../test/http.ts';
import { setSettingValue } from '../test/settings.ts';
import type { TTestContext } from '../test/test-context.ts';
import {
  addCustomer,
  addMenuItem,
  addOrder,
  createDashboardContext,
  signedIn,
  type TTestLine,
  type TViewer,
} from './dashboard.test-helpers.ts';
import { keptDays, type TDayLoader } from './dashboard-cache.ts';
import { emptyFigures } from './dashboard-figures.ts';

/**
 * Decision 0029: the figures of finished days are kept per API instance and added to a live read of
 * the rest. Random orders over six weeks, all at one location's table, so `branch_id` (a location's
 * dashboard, read live whole) answers the same orders without the kept days: every period must
 * answer the same both ways, and the same as a new instance, after each kind of write.
 */
const NOW = '2025-03-14T15:30:00.000Z';
const STATUSES: TOrderStatus[] = [
  'SUBMITTED',
  'OPENED',
  'READY',
  'DELIVERED',
  'PAID',
  'COMPLETED',
  'CANCELLED',
];

/** mulberry32: the same orders on every run and database. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('dashboard figures of finished days, kept per instance', () => {
  let ctx: TTestContext;
  let owner: TViewer;
  let branchId: number;
  let itemIds: number[];
  let customerIds: number[];

  const summary = async (period: string, query = '', app = ctx.app) => {
    const res = await request(app, 'GET', `/dashboard/summary?period=${period}${query}`, {
      headers: owner.headers,
    });
    expect(res.status).toBe(200);
    return (await json<TDashboardSummary>(res)).data;
  };

  /** Every period: kept days + live = all live (the location's view) = a new instance's first answer. */
  const expectKeptEqualsLive = async () => {
    const fresh = createApi({ ...ctx.deps, events: createEventBus() });
    for (const period of TIME_PERIODS) {
      const kept = await summary(period);
      expect(kept, period).toEqual(await summary(period, `&branch_id=${branchId}`));
      expect(kept, period).toEqual(await summary(period, '', fresh));
    }
  };

  /** An order of a finished day this month that staff may still change (an order left open days ago). */
  const oldOpenOrder = async (statuses: TOrderStatus[], minLines = 1) => {
    const rows = await ctx.db
      .selectFrom('customer_orders as o')
      .innerJoin('customer_order_items as i', 'i.order_id', 'o.id')
      .select(['o.id', (eb) => eb.fn.countAll().as('lines'), (eb) => eb.fn.min('i.id').as('line')])
      .where('o.status', 'in', statuses)
      .where('o.created_at', '>=', '2025-03-01T00:00:00.000Z')
      .where('o.created_at', '<', '2025-03-10T00:00:00.000Z')
      .groupBy('o.id')
      .orderBy('o.id')
      .execute();
    const row = rows.find((candidate) => Number(candidate.lines) >= minLines);
    if (!row) throw new Error('no such order in the random data');
    return { id: row.id, line: Number(row.line) };
  };

  beforeAll(async () => {
    ctx = await createDashboardContext(NOW);
    owner = await signedIn(ctx, { roles: ['OWNER'] });
    const stamp = { updated_at: NOW };
    const branch = await ctx.db
      .insertInto('branches')
      .values({ name: 'Harbour', address: null, phone: null, opening_hours: null, ...stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    branchId = branch.id;
    const bench = await ctx.db
      .insertInto('benches')
      .values({
        name: 'T1',
        seat_capacity: 4,
        branch_id: branchId,
        active: 1,
        archived: 0,
        floor_x: null,
        floor_y: null,
        floor_shape: null,
        ...stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const menu: [string, number][] = [
      ['Tea', 300],
      ['Latte', 450],
      ['Cake', 400],
      ['Soup', 650],
      ['Bagel', 350],
      ['Juice', 300],
    ];
    itemIds = [];
    for (const [name, price] of menu) itemIds.push(await addMenuItem(ctx, name, price));
    customerIds = [];
    for (const name of ['Ada', 'Bob', 'Cem', 'Dana', null, null])
      customerIds.push(
        await addCustomer(ctx, { name, email: name ? `${name}@example.com` : undefined, guest: !name }),
      );

    const next = random(20_250_314);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const from = Date.parse('2025-02-01T00:00:00.000Z');
    const to = Date.parse(NOW);
    for (let n = 0; n < 160; n++) {
      const at = from + Math.floor(next() * (to - from));
      const lines: TTestLine[] = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
        // One line in eight is of a deleted item, named like a menu item or not.
        if (next() < 0.125)
          return { menuItemId: null, name: pick(['Tea', 'Old Soup']), priceCents: 250, quantity: 1 };
        const index = Math.floor(next() * menu.length);
        return {
          menuItemId: itemIds[index]!,
          name: menu[index]![0],
          priceCents: menu[index]![1],
          quantity: 1 + Math.floor(next() * 3),
        };
      });
      const status = pick(STATUSES);
      const readyAt = at + Math.floor(next() * 40 * 60_000) + Math.floor(next() * 1000);
      await addOrder(ctx, {
        at: new Date(at).toISOString(),
        status,
        grossCents: lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0),
        customerId: next() < 0.8 ? pick(customerIds) : undefined,
        benchId: bench.id,
        lines,
        history: next() < 0.6 && readyAt < to ? [['READY', new Date(readyAt).toISOString()]] : [],
      });
    }
  });
  afterAll(() => ctx.close());

  it('answers every period as the live read does', async () => {
    await expectKeptEqualsLive();
    // Kept, the answers come again the same.
    await expectKeptEqualsLive();
  });

  it('keeps finished days until an event names one of their orders', async () => {
    await summary('THIS_MONTH');
    const { id } = await oldOpenOrder(['OPENED', 'READY']);
    await ctx.db.updateTable('customer_orders').set({ gross: 99_999 }).where('id', '=', id).execute();
    // Written past the services, with no event: the kept day does not know (every write path publishes one).
    expect((await summary('THIS_MONTH')).totals).not.toEqual(
      (await summary('THIS_MONTH', `&branch_id=${branchId}`)).totals,
    );
    // As a bill moving orders to PAID does (decision 0032): write, then publish the order's event.
    await ctx.db.updateTable('customer_orders').set({ status: 'PAID' }).where('id', '=', id).execute();
    ctx.deps.events.publish({
      type: 'order.status_changed',
      orderId: id,
      benchId: null,
      status: 'PAID',
      previous: 'OPENED',
    });
    await expectKeptEqualsLive();
  });

  it('follows a status change and a removed line on an old order', async () => {
    await expectKeptEqualsLive();
    const changed = await oldOpenOrder(['SUBMITTED', 'OPENED']);
    const status = await request(ctx.app, 'PATCH', `/customer-orders/${changed.id}/status`, {
      headers: owner.headers,
      body: { status: 'READY' },
    });
    expect(status.status).toBe(200);
    await expectKeptEqualsLive();

    const edited = await oldOpenOrder(['SUBMITTED', 'OPENED'], 2);
    const removed = await request(ctx.app, 'DELETE', `/customer-orders/${edited.id}/items/${edited.line}`, {
      headers: owner.headers,
    });
    expect(removed.status).toBe(200);
    await expectKeptEqualsLive();

    const cancelled = await oldOpenOrder(['SUBMITTED', 'OPENED', 'READY']);
    const cancel = await request(ctx.app, 'PATCH', `/customer-orders/${cancelled.id}/status`, {
      headers: owner.headers,
      body: { status: 'CANCELLED' },
    });
    expect(cancel.status).toBe(200);
    await expectKeptEqualsLive();
  });

  it('names items and customers as they are now: renamed, deleted (no event needed)', async () => {
    await expectKeptEqualsLive();
    await ctx.db.updateTable('menu_items').set({ name: 'Chai' }).where('id', '=', itemIds[0]!).execute();
    // The foreign keys set null: the item's lines count by their names, the customer's orders for no one.
    await ctx.db.deleteFrom('menu_items').where('id', '=', itemIds[1]!).execute();
    await ctx.db.deleteFrom('customers').where('id', '=', customerIds[0]!).execute();
    await expectKeptEqualsLive();
  });

  it('cuts the days again when the time zone changes (New York moved its clocks on 9 March)', async () => {
    await expectKeptEqualsLive();
    await setSettingValue(ctx, 'REGIONAL.TIMEZONE', 'America/New_York');
    await expectKeptEqualsLive();
    await setSettingValue(ctx, 'REGIONAL.TIMEZONE', 'Asia/Kathmandu');
    await expectKeptEqualsLive();
  });

  it('keeps a day only once it ended a few minutes ago', async () => {
    await setSettingValue(ctx, 'REGIONAL.TIMEZONE', 'Europe/Berlin');
    // 00:02 in Berlin on 15 March: the 14th ended two minutes ago, an order may still be committing.
    ctx.clock.set('2025-03-14T23:02:00.000Z');
    owner = await signedIn(ctx, { roles: ['OWNER'] });
    const before = (await summary('YESTERDAY')).totals.count;
    await addOrder(ctx, { at: '2025-03-14T22:59:30.000Z', status: 'SUBMITTED', grossCents: 500 });
    expect((await summary('YESTERDAY')).totals.count).toBe(before + 1);
    ctx.clock.set(NOW);
  });
});

describe('dashboard kept days and a restore', () => {
  let ctx: TTestContext;

  beforeAll(async () => {
    ctx = await createDashboardContext(NOW);
  });
  afterAll(() => ctx.close());

  it('forgets every kept day when a backup is restored', async () => {
    const owner = await signedIn(ctx, { roles: ['OWNER'] });
    await addOrder(ctx, { at: '2025-03-03T10:00:00.000Z', status: 'COMPLETED', grossCents: 1000 });
    const backup = await request(ctx.app, 'GET', '/database/backup', { headers: owner.headers });
    expect(backup.status).toBe(200);
    const file = new Blob([new Uint8Array(await backup.arrayBuffer())]);

    // Orders written straight into old days after the backup, then kept by the dashboard.
    await addOrder(ctx, { at: '2025-03-04T10:00:00.000Z', status: 'COMPLETED', grossCents: 2000 });
    const thisMonth = async (viewer: TViewer) => {
      const res = await request(ctx.app, 'GET', '/dashboard/summary?period=THIS_MONTH', {
        headers: viewer.headers,
      });
      return (await json<TDashboardSummary>(res)).data.totals;
    };
    expect(await thisMonth(owner)).toEqual({ count: 2, revenue: 30, cancelled: 0 });

    const form = new FormData();
    form.set('file', file, 'backup.sqlite');
    const restored = await ctx.app.request('/api/database/restore', {
      method: 'POST',
      body: form,
      headers: owner.headers,
    });
    expect(restored.status).toBe(200);
    // The restore signs everyone out; a new owner reads the restored orders.
    expect(await thisMonth(await signedIn(ctx, { roles: ['OWNER'] }))).toEqual({
      count: 1,
      revenue: 10,
      cancelled: 0,
    });
  });
});

describe('dashboard preparation time, kept or live', () => {
  let ctx: TTestContext;

  beforeAll(async () => {
    ctx = await createDashboardContext(NOW);
  });
  afterAll(() => ctx.close());

  it('averages whole milliseconds, the same however the days add up', async () => {
    const owner = await signedIn(ctx, { roles: ['OWNER'] });
    // 10 min 0.001 s, 12 min 30 s, and one today: 15 min (its READY entry only, no SUBMITTED entry).
    await addOrder(ctx, {
      at: '2025-03-10T09:00:00.000Z',
      status: 'COMPLETED',
      grossCents: 100,
      history: [['READY', '2025-03-10T09:10:00.001Z']],
    });
    await addOrder(ctx, {
      at: '2025-03-11T09:00:00.000Z',
      status: 'COMPLETED',
      grossCents: 100,
      history: [['READY', '2025-03-11T09:12:30.000Z']],
    });
    const id = await addOrder(ctx, {
      at: '2025-03-14T09:00:00.000Z',
      status: 'READY',
      grossCents: 100,
      history: [['READY', '2025-03-14T09:15:00.000Z']],
    });
    await ctx.db
      .deleteFrom('order_status_history')
      .where('order_id', '=', id)
      .where('status', '=', STATUS_CODE.SUBMITTED)
      .execute();
    const res = await request(ctx.app, 'GET', '/dashboard/summary?period=THIS_MONTH', {
      headers: owner.headers,
    });
    const { data } = await json<TDashboardSummary>(res);
    // (10.0000167 + 12.5 + 15) / 3 = 12.5000056
    expect([data.average_prep_minutes, data.prepared_count]).toEqual([12.5, 3]);
  });
});

describe('dashboard days read while an order changes', () => {
  let ctx: TTestContext;

  beforeAll(async () => {
    ctx = await createDashboardContext(NOW);
  });
  afterAll(() => ctx.close());

  it('answers with them but does not keep a day whose order an event named meanwhile', async () => {
    const day = (minId: number, maxId: number) => ({ ...emptyFigures(), minId, maxId });
    let loads = 0;
    const load: TDayLoader = async (first, last) => {
      loads += 1;
      // Another request changes order 7 (of the 2nd) while these days are read.
      if (loads === 1) ctx.deps.events.publish({ type: 'order.items_changed', orderId: 7, benchId: null });
      return new Map([
        [first, day(1, 5)],
        [last, day(6, 9)],
      ]);
    };
    await keptDays(ctx.deps, 'UTC', '2025-03-01', '2025-03-02', load);
    await keptDays(ctx.deps, 'UTC', '2025-03-01', '2025-03-02', load);
    // The 1st was kept; the 2nd was read again, then kept.
    expect(loads).toBe(2);
    await keptDays(ctx.deps, 'UTC', '2025-03-01', '2025-03-02', async () => {
      throw new Error('both days are kept');
    });
    // An event about order 3 drops the 1st only.
    ctx.deps.events.publish({
      type: 'order.status_changed',
      orderId: 3,
      benchId: null,
      status: 'PAID',
      previous: 'READY',
    });
    const read: string[] = [];
    await keptDays(ctx.deps, 'UTC', '2025-03-01', '2025-03-02', async (first, last) => {
      read.push(first, last);
      return new Map();
    });
    expect(read).toEqual(['2025-03-01', '2025-03-01']);
  });
});

describe('dashboard best sellers tied on quantity and sales', () => {
  let ctx: TTestContext;

  beforeAll(async () => {
    ctx = await createDashboardContext(NOW);
  });
  afterAll(() => ctx.close());

  it('orders them by name as the database sorts names (its collation)', async () => {
    const owner = await signedIn(ctx, { roles: ['OWNER'] });
    const names = ['beta', 'Alpha', 'alpha', 'Zeta', 'Äpfel', 'gamma'];
    const lines: TTestLine[] = [];
    for (const name of names)
      lines.push({ menuItemId: await addMenuItem(ctx, name, 100), name, priceCents: 100, quantity: 1 });
    // Half on a kept day, half today: the ranking adds them up first.
    await addOrder(ctx, {
      at: '2025-03-10T09:00:00.000Z',
      status: 'COMPLETED',
      grossCents: 300,
      lines: lines.slice(0, 3),
    });
    await addOrder(ctx, {
      at: '2025-03-14T09:00:00.000Z',
      status: 'COMPLETED',
      grossCents: 300,
      lines: lines.slice(3),
    });
    const sorted = await ctx.db
      .selectFrom('menu_items')
      .select('name')
      .where('name', 'in', names)
      .orderBy('name')
      .execute();
    const res = await request(ctx.app, 'GET', '/dashboard/summary?period=THIS_MONTH', {
      headers: owner.headers,
    });
    const { data } = await json<TDashboardSummary>(res);
    expect(data.top_items.map((item) => item.name)).toEqual(sorted.slice(0, 5).map((row) => row.name));
  });
});
