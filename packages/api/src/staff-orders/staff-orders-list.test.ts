import type { TPage } from '@tableside/shared/envelope';
import type { TFullOrderView } from '@tableside/shared/orders.schemas';
import type { TStaffOrderListItem, TTodayOrderCount } from '@tableside/shared/staff-orders.schemas';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../app.ts';
import { equalBillOfTwo, pay } from '../bills/bills.test-helpers.ts';
import { CAFE_NOW, choose, menuItem, type TMenuRef } from '../customer/customer-orders.test-helpers.ts';
import { json, request } from '../test/http.ts';
import type { TTestContext } from '../test/test-context.ts';
import {
  backdate,
  createManualOrder,
  createStaffCafeContext,
  staffCall,
  type TStaff,
} from './staff-orders.test-helpers.ts';

const SUMMARY_KEYS = [
  'bench',
  'bench_id',
  'created_at',
  'created_by_name',
  'customer',
  'customer_id',
  'gross',
  'id',
  'invoice_number',
  'is_manual',
  'item_count',
  'net',
  'notes',
  'on_bill',
  'order_number',
  'order_type',
  'sequence_number',
  'service_charge',
  'status',
  'taxes',
  'updated_at',
];

describe('GET /api/customer-orders', () => {
  let ctx: TTestContext;
  let staff: TStaff;
  let table: number;
  let caesar: TMenuRef;
  let cappuccino: TMenuRef;
  /** At `table`, a minute apart: submitted (with a customer), opened, completed. */
  let submitted: TFullOrderView;
  let opened: TFullOrderView;
  let completed: TFullOrderView;

  const list = <T = TStaffOrderListItem[]>(query: string) =>
    staffCall(ctx, staff.kitchen, 'GET', `?${query}`).then(async (res) => ({
      res,
      body: await json<T>(res),
    }));
  const ids = (orders: { id: number }[]) => orders.map((order) => order.id);
  const addBench = async (name: string) => {
    const row = await ctx.db
      .insertInto('benches')
      .values({ name, seat_capacity: 4, branch_id: null, active: 1, archived: 0, updated_at: CAFE_NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const count = async (filter: (query: ReturnType<typeof ordersQuery>) => ReturnType<typeof ordersQuery>) => {
    const row = await filter(ordersQuery()).executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const ordersQuery = () => ctx.db.selectFrom('customer_orders').select((eb) => eb.fn.countAll().as('n'));

  beforeAll(async () => {
    ({ ctx, staff } = await createStaffCafeContext());
    caesar = await menuItem(ctx, 'Caesar Salad');
    cappuccino = await menuItem(ctx, 'Cappuccino');
    table = await addBench('Terrace 1');
    const order = (body: object) => createManualOrder(ctx, staff.waiter, { bench_id: table, ...body });
    submitted = await order({
      customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
      items: [
        { menuItemId: caesar.id, quantity: 2 },
        { menuItemId: cappuccino.id, quantity: 1, customizations: [choose(cappuccino, 'Size', 'Large')] },
      ],
    });
    ctx.clock.advance(60_000);
    opened = await order({ items: [{ menuItemId: cappuccino.id, quantity: 1 }] });
    await staffCall(ctx, staff.kitchen, 'PATCH', `/${opened.id}/status`, { status: 'OPENED' });
    ctx.clock.advance(60_000);
    completed = await order({ items: [{ menuItemId: cappuccino.id, quantity: 4 }] });
    await staffCall(ctx, staff.kitchen, 'PATCH', `/${completed.id}/status`, { status: 'COMPLETED' });
    ctx.clock.set(CAFE_NOW);
  });
  afterAll(() => ctx.close());

  it("answers summaries, newest first, with the table's and customer's names", async () => {
    const { res, body } = await list(`bench_id=${table}`);
    expect(res.status).toBe(200);
    expect(ids(body.data)).toEqual([completed.id, opened.id, submitted.id]);
    const first = body.data[2]!;
    expect(Object.keys(first).sort()).toEqual(SUMMARY_KEYS);
    expect(first).toEqual({
      id: submitted.id,
      order_number: submitted.order_number,
      sequence_number: submitted.sequence_number,
      invoice_number: null,
      status: 'SUBMITTED',
      bench_id: table,
      bench: { id: table, name: 'Terrace 1' },
      customer_id: submitted.customer_id,
      customer: { id: submitted.customer_id, name: 'Ada Lovelace' },
      is_manual: true,
      on_bill: false,
      // 2 × 10.90 + 4.90 = 26.70; tax 1.74 + 0.39.
      net: 26.7,
      taxes: 2.13,
      service_charge: 0,
      order_type: 'DINE_IN',
      gross: 28.83,
      item_count: 3,
      notes: null,
      created_at: CAFE_NOW,
      updated_at: CAFE_NOW,
      created_by_name: 'Wendy Waiter',
    });
  });

  it('filters by status, status_in (names or codes), is_manual, customer and order number', async () => {
    const openedOnly = await list('status=OPENED');
    expect(openedOnly.body.data.every((order) => order.status === 'OPENED')).toBe(true);
    expect(openedOnly.body.data).toHaveLength(await count((q) => q.where('status', '=', 'OPENED')));
    expect(ids(openedOnly.body.data)).toContain(opened.id);

    const active = await list('status_in=SUBMITTED,OPENED');
    expect(active.body.data).toHaveLength(
      await count((q) => q.where('status', 'in', ['SUBMITTED', 'OPENED'])),
    );
    expect(new Set(active.body.data.map((order) => order.status))).toEqual(new Set(['SUBMITTED', 'OPENED']));
    expect(ids((await list('status_in=1, 2')).body.data)).toEqual(ids(active.body.data));
    expect(ids((await list(`bench_id=${table}&status=completed`)).body.data)).toEqual([completed.id]);

    const guests = await list('is_manual=false');
    expect(guests.body.data.every((order) => !order.is_manual)).toBe(true);
    expect(guests.body.data).toHaveLength(await count((q) => q.where('is_manual', '=', 0)));

    expect(ids((await list(`customer_id=${submitted.customer_id}`)).body.data)).toEqual([submitted.id]);
    expect(ids((await list(`order_number_like=${submitted.order_number}`)).body.data)).toEqual([
      submitted.id,
    ]);
    expect(ids((await list(`bench_id=${table}&sort=created_at,asc`)).body.data)).toEqual([
      submitted.id,
      opened.id,
      completed.id,
    ]);
  });

  it("reads date_from and date_to as the restaurant's days (Europe/Berlin)", async () => {
    const terrace = await addBench('Terrace 2');
    const at = async (createdAt: string) => {
      const order = await createManualOrder(ctx, staff.waiter, {
        bench_id: terrace,
        items: [{ menuItemId: cappuccino.id, quantity: 1 }],
      });
      await backdate(ctx, order.id, createdAt);
      return order.id;
    };
    const lateOnTenth = await at('2025-03-10T22:30:00.000Z'); // 23:30 on 10 March in Berlin
    const earlyOnEleventh = await at('2025-03-10T23:30:00.000Z'); // 00:30 on 11 March in Berlin
    const onTwelfth = await at('2025-03-12T10:00:00.000Z');
    const range = async (query: string) =>
      ids((await list(`bench_id=${terrace}&sort=created_at,asc&${query}`)).body.data);

    expect(await range('date_from=2025-03-11&date_to=2025-03-11')).toEqual([earlyOnEleventh]);
    expect(await range('date_to=2025-03-10')).toEqual([lateOnTenth]);
    expect(await range('date_from=2025-03-10&date_to=2025-03-11')).toEqual([lateOnTenth, earlyOnEleventh]);
    expect(await range('date_from=2025-03-11')).toEqual([earlyOnEleventh, onTwelfth]);
    expect(await range('date_from=2025-03-10T23:00:00Z&date_to=2025-03-12T09:59:59Z')).toEqual([
      earlyOnEleventh,
    ]);

    for (const query of [
      'date_from=yesterday',
      'date_to=2025-13-45',
      'date_from=2025-03-10&created_at_min=2025-03-01',
    ]) {
      const { res, body } = await list(query);
      expect(res.status, query).toBe(400);
      expect(Object.keys(body.errors ?? {}), query).toEqual([query.split('=')[0]]);
    }
  });

  it('answers the paged result with page, a plain array without', async () => {
    const total = await count((q) => q);
    const first = await list<TPage<TStaffOrderListItem>>('page=0&size=5');
    expect(first.res.status).toBe(200);
    expect(first.body.data).toMatchObject({
      page_number: 0,
      page_size: 5,
      total_elements: total,
      total_pages: Math.ceil(total / 5),
      is_first: true,
      is_last: false,
      has_next: true,
      has_previous: false,
    });
    // Newest first: this test's orders, then the sample cafe's.
    expect(ids(first.body.data.content).slice(0, 3)).toEqual([completed.id, opened.id, submitted.id]);
    expect(first.body.data.content).toHaveLength(5);
    const second = await list<TPage<TStaffOrderListItem>>('page=1&size=5');
    expect(ids(second.body.data.content).some((id) => ids(first.body.data.content).includes(id))).toBe(false);

    const all = await list('');
    expect(Array.isArray(all.body.data)).toBe(true);
    expect(all.body.data).toHaveLength(total);
  });

  it('includes items, table, customer and status history on request', async () => {
    const { body } = await list(`bench_id=${table}&include=items,status_history,customer,bench`);
    const order = body.data.find((o) => o.id === submitted.id)!;
    expect(order.bench).toEqual({
      id: table,
      name: 'Terrace 1',
      seat_capacity: 4,
      branch_id: null,
      active: true,
      archived: false,
    });
    expect(order.customer).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', is_guest: true });
    expect(order.items?.map((item) => [item.menu_item.name, item.quantity, item.price])).toEqual([
      ['Caesar Salad', 2, 10.9],
      ['Cappuccino', 1, 4.9],
    ]);
    expect(order.items?.[1]?.details.find((detail) => detail.name === 'Size')?.value).toBe('Large');
    const openedOrder = body.data.find((o) => o.id === opened.id)!;
    expect(openedOrder.status_history).toMatchObject([
      { status: 1, created_by_name: 'Wendy Waiter' },
      { status: 2, created_by: staff.kitchen.id, created_by_name: 'Kim Cook' },
    ]);

    const onlyHistory = await list(`bench_id=${table}&include=status_history`);
    expect(onlyHistory.body.data[0]).not.toHaveProperty('items');
    expect(onlyHistory.body.data[0]?.customer).toBeNull();

    const bad = await list('include=items,secrets');
    expect(bad.res.status).toBe(400);
    expect(bad.body.errors?.include).toEqual([
      'Expected a comma-separated list of items, bench, customer, status_history',
    ]);
  });

  it('loads a page with includes in the same number of queries however many orders it holds', async () => {
    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const app = createApi({ ...ctx.deps, db: ctx.db.withPlugin(counter) });
    const queriesFor = async (size: number) => {
      queries = 0;
      const res = await request(
        app,
        'GET',
        `/customer-orders?page=0&size=${size}&include=items,bench,customer,status_history`,
        {
          headers: staff.kitchen.headers,
        },
      );
      expect(res.status).toBe(200);
      expect((await json<TPage<TStaffOrderListItem>>(res)).data.content).toHaveLength(size);
      return queries;
    };
    await queriesFor(1); // the first request also loads the settings, which are then cached
    const few = await queriesFor(3);
    expect(await queriesFor(40)).toBe(few);
    expect(few).toBeLessThanOrEqual(10);
  });

  it('says whether a payment fixed the order on its bill, in a page and in the whole list', async () => {
    // Decision 0032: the board hides Cancel for such an order instead of meeting the 409.
    const { bench, order, bill } = await equalBillOfTwo(ctx);
    const onBill = async () => {
      const whole = (await list(`bench_id=${bench}`)).body.data;
      const page = (await list<TPage<TStaffOrderListItem>>(`bench_id=${bench}&page=0&size=5`)).body.data;
      return [...whole, ...page.content].map((row) => [row.id, row.on_bill]);
    };
    // Asked for, the bill covers the order but has not fixed it yet.
    expect(await onBill()).toEqual([
      [order.id, false],
      [order.id, false],
    ]);
    const share = bill.shares[0]!;
    await pay(ctx, staff.waiter, bill.id, { method: 'CASH', amount: share.amount, share_id: share.id });
    expect(await onBill()).toEqual([
      [order.id, true],
      [order.id, true],
    ]);
    expect((await list(`bench_id=${table}`)).body.data.map((row) => row.on_bill)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('answers 400 for unknown filters and bad values', async () => {
    for (const query of [
      'status=LOST',
      'status_in=OPENED,9',
      'bench_id=abc',
      'is_manual=maybe',
      'color=red',
      'sort=secret',
      'page=-1',
    ]) {
      const { res, body } = await list(query);
      expect(res.status, query).toBe(400);
      expect(body.errors, query).toBeDefined();
    }
  });

  describe('GET /api/customer-orders/:id/full', () => {
    it('answers the whole order with details, history names, table, customer and audit names', async () => {
      const res = await staffCall(ctx, staff.kitchen, 'GET', `/${opened.id}/full`);
      expect(res.status).toBe(200);
      const { data } = await json<TFullOrderView>(res);
      expect(data).toMatchObject({
        id: opened.id,
        status: 'OPENED',
        bench: { id: table, name: 'Terrace 1' },
        created_by_name: 'Wendy Waiter',
        updated_by_name: 'Kim Cook',
        items: [
          {
            menu_item: { id: cappuccino.id, name: 'Cappuccino', default_price: 3.9 },
            created_by_name: 'Wendy Waiter',
          },
        ],
        status_history: [{ status: 1 }, { status: 2, created_by_name: 'Kim Cook' }],
      });
      expect(data.items[0]?.details.map((detail) => detail.name)).toContain('Size');
      const withCustomer = await json<TFullOrderView>(
        await staffCall(ctx, staff.kitchen, 'GET', `/${submitted.id}/full`),
      );
      expect(withCustomer.data.customer).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' });
    });

    it('answers 400 for an id that is not a positive number and 404 for an unknown one', async () => {
      for (const id of ['0', 'abc', '-3']) {
        expect((await staffCall(ctx, staff.kitchen, 'GET', `/${id}/full`)).status, id).toBe(400);
      }
      const missing = await staffCall(ctx, staff.kitchen, 'GET', '/424242/full');
      expect(missing.status).toBe(404);
      expect((await json(missing)).message).toBe('Order 424242 not found');
    });
  });

  describe('GET /api/customer-orders/today-count', () => {
    it("counts the orders created since midnight in the restaurant's time zone", async () => {
      // Friday 14 March 2025 in Berlin runs from 13 March 23:00 to 14 March 23:00 UTC.
      const today = () =>
        count((q) =>
          q
            .where('created_at', '>=', '2025-03-13T23:00:00.000Z')
            .where('created_at', '<', '2025-03-14T23:00:00.000Z'),
        );
      const read = async () => {
        const res = await staffCall(ctx, staff.kitchen, 'GET', '/today-count');
        expect(res.status).toBe(200);
        return (await json<TTodayOrderCount>(res)).data.count;
      };
      const before = await read();
      expect(before).toBe(await today());
      expect(before).toBeGreaterThan(3);

      const move = (createdAt: string) => backdate(ctx, submitted.id, createdAt);
      await move('2025-03-13T22:59:59.999Z'); // 23:59 on Thursday in Berlin
      expect(await read()).toBe(before - 1);
      await move('2025-03-13T23:00:00.000Z'); // midnight in Berlin
      expect(await read()).toBe(before);
      await move(CAFE_NOW);
    });
  });

  it('documents every staff order endpoint in /api/openapi.json', async () => {
    const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    };
    const paths = Object.keys(doc.paths).filter(
      (path) => path.startsWith('/api/customer-orders') || path === '/api/events',
    );
    expect(paths.sort()).toEqual([
      '/api/customer-orders',
      '/api/customer-orders/today-count',
      '/api/customer-orders/{id}/add-items',
      '/api/customer-orders/{id}/full',
      '/api/customer-orders/{id}/items/{itemId}',
      '/api/customer-orders/{id}/receipt',
      '/api/customer-orders/{id}/status',
      '/api/events',
    ]);
    const listParameters = doc.paths['/api/customer-orders']?.get?.parameters?.map((p) => p.name);
    expect(listParameters).toEqual(expect.arrayContaining(['status_in', 'date_from', 'date_to', 'include']));
  });
});
