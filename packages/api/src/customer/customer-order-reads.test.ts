import type { TGuestOrderView, TOrderStatusView, TPublicOrderView } from '@tableside/shared/orders.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { MAX_PRESENTED_TOKENS } from '../orders/order-token.ts';
import { json, request } from '../test/http.ts';
import type { TTestContext } from '../test/test-context.ts';
import { benchId, CAFE_NOW, createCafeContext, menuItem, submitOk } from './customer-orders.test-helpers.ts';

const ORDER_KEYS = [
  'bench',
  'bench_id',
  'created_at',
  'estimated_minutes',
  'estimated_ready_at',
  'gross',
  'id',
  'is_manual',
  'items',
  'net',
  'notes',
  // Whether a payment on the table's bill has fixed the order: no personal data (decision 0032).
  'on_bill',
  'order_number',
  'order_type',
  // Money of the order itself (issue 41): its tax mode and its taxes by rate.
  'prices_include_tax',
  'sequence_number',
  'service_charge',
  'service_charge_percent',
  'status',
  'status_history',
  'tax_breakdown',
  'taxes',
  'updated_at',
];
const ITEM_KEYS = [
  'amount',
  'details',
  'id',
  'menu_item',
  'menu_item_id',
  'net',
  'price',
  'quantity',
  'special_instructions',
  'tax',
];
const DETAIL_KEYS = ['id', 'name', 'percent', 'sort_order', 'type', 'value', 'value_added'];
/** What anyone may read of an active order without its token (decision 0022). */
const STATUS_VIEW_KEYS = [
  'created_at',
  'estimated_minutes',
  'estimated_ready_at',
  'id',
  'order_number',
  'sequence_number',
  'status',
  'updated_at',
];

/** Every key of the public view, so a new field cannot leak personal data unnoticed. */
function expectPublicShape(order: TPublicOrderView): void {
  expect(Object.keys(order).sort()).toEqual(ORDER_KEYS);
  for (const item of order.items) {
    expect(Object.keys(item).sort()).toEqual(ITEM_KEYS);
    expect(Object.keys(item.menu_item).sort()).toEqual(['default_price', 'id', 'name']);
    for (const detail of item.details) expect(Object.keys(detail).sort()).toEqual(DETAIL_KEYS);
  }
  for (const entry of order.status_history)
    expect(Object.keys(entry).sort()).toEqual(['created_at', 'status']);
  if (order.bench) expect(Object.keys(order.bench).sort()).toEqual(['id', 'name']);
}

describe('guests reading orders', () => {
  let ctx: TTestContext;
  let table: number;
  let otherTable: number;
  const get = (path: string) => request(ctx.app, 'GET', `/customer/orders${path}`);

  beforeAll(async () => {
    ctx = await createCafeContext();
    table = await benchId(ctx, 'Table 7');
    otherTable = await benchId(ctx, 'Table 8');
  });
  afterAll(() => ctx.close());

  describe('GET /bench/:benchId', () => {
    /** A table of its own: these tests place more orders than one table may in 5 minutes with the rest. */
    let listed: number;
    beforeAll(async () => {
      listed = await benchId(ctx, 'Table 9');
    });
    const list = (bench: number, token?: string) =>
      request(ctx.app, 'GET', `/customer/orders/bench/${bench}`, {
        headers: token === undefined ? {} : { 'X-Order-Token': token },
      });
    const greekSalad = async (extra: Record<string, unknown> = {}) => {
      const salad = await menuItem(ctx, 'Greek Salad');
      return submitOk(ctx, {
        bench_id: listed,
        items: [{ menuItemId: salad.id, quantity: 1, special_instructions: 'allergy: peanuts' }],
        ...extra,
      });
    };

    it("lists the table's active orders, newest first, to anyone with numbers, status and times only", async () => {
      const customer = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' };
      const done = await greekSalad();
      await ctx.db
        .updateTable('customer_orders')
        .set({ status: 'COMPLETED' })
        .where('id', '=', done.id)
        .execute();
      ctx.clock.advance(60_000);
      const older = await greekSalad({ customer, notes: 'Birthday candle please' });
      ctx.clock.advance(60_000);
      const newer = await greekSalad();
      const elsewhere = await submitOk(ctx, {
        bench_id: otherTable,
        items: [{ menuItemId: (await menuItem(ctx, 'Greek Salad')).id, quantity: 1 }],
      });
      ctx.clock.set(CAFE_NOW);

      for (const res of [await list(listed), await list(listed, ''), await list(listed, 'not-a-token')]) {
        expect(res.status).toBe(200);
        expect(res.headers.get('Cache-Control')).toBe('private, no-store');
        expect(res.headers.get('Vary')).toBe('X-Order-Token');
        const text = await res.text();
        const secrets = [
          'Ada',
          'ada@example.com',
          '7946',
          'Administrator',
          'order_token',
          'allergy',
          'peanuts',
        ];
        for (const secret of [...secrets, 'Birthday', 'Greek Salad', 'Table 9', 'items', 'notes']) {
          expect(text).not.toContain(secret);
        }
        const orders = (JSON.parse(text) as { data: TOrderStatusView[] }).data;
        const ids = orders.map((order) => order.id);
        expect(ids.slice(0, 2)).toEqual([newer.id, older.id]);
        expect(ids).not.toContain(done.id);
        expect(ids).not.toContain(elsewhere.id);
        const expected = await ctx.db
          .selectFrom('customer_orders')
          .select('id')
          .where('bench_id', '=', listed)
          .where('status', 'in', ['SUBMITTED', 'OPENED', 'READY'])
          .execute();
        expect([...ids].sort((a, b) => a - b)).toEqual(expected.map((row) => row.id).sort((a, b) => a - b));
        for (const order of orders) {
          expect(Object.keys(order).sort()).toEqual(STATUS_VIEW_KEYS);
          expect(['SUBMITTED', 'OPENED', 'READY']).toContain(order.status);
        }
      }
    });

    it('shows the orders whose tokens the phone sends in full: one token, or several separated by commas', async () => {
      const mine = await greekSalad({ notes: 'Birthday candle please' });
      const second = await greekSalad();
      const theirs = await greekSalad();
      const full = async (token: string) => {
        const orders = (await json<TGuestOrderView[]>(await list(listed, token))).data;
        for (const order of orders.filter((order) => 'items' in order))
          expectPublicShape(order as TPublicOrderView);
        return new Map(orders.map((order) => [order.id, order]));
      };

      const one = await full(mine.order_token);
      const { order_token: _token, ...submitted } = mine;
      expect(one.get(mine.id)).toEqual(submitted);
      expect((one.get(mine.id) as TPublicOrderView).items[0]?.special_instructions).toBe('allergy: peanuts');
      expect(Object.keys(one.get(second.id)!).sort()).toEqual(STATUS_VIEW_KEYS);

      const several = await full(` ${mine.order_token},not-a-token, ${second.order_token} `);
      expect(Object.keys(several.get(mine.id)!)).toContain('notes');
      expect(Object.keys(several.get(second.id)!)).toContain('items');
      expect(Object.keys(several.get(theirs.id)!).sort()).toEqual(STATUS_VIEW_KEYS);
    });

    it('shows staff status changes to the holder without the staff member', async () => {
      const order = await greekSalad();
      const manager = await createSignedInUser(ctx.deps, { name: 'Mona Manager', roles: ['MANAGER'] });
      for (const status of ['OPENED', 'READY']) {
        const res = await request(ctx.app, 'PATCH', `/customer-orders/${order.id}/status`, {
          body: { status },
          headers: manager.headers,
        });
        expect(res.status).toBe(200);
      }
      const res = await list(listed, order.order_token);
      expect(await res.clone().text()).not.toContain('Mona');
      const view = (await json<TGuestOrderView[]>(res)).data.find((entry) => entry.id === order.id);
      expect((view as TPublicOrderView).status_history.map((entry) => entry.status)).toEqual([1, 2, 3]);
      expectPublicShape(view as TPublicOrderView);
    });

    it(`refuses more than ${MAX_PRESENTED_TOKENS} tokens, an unknown table and a malformed id`, async () => {
      const tokens = Array.from({ length: MAX_PRESENTED_TOKENS + 1 }, (_, i) => `token-${i}`);
      expect((await list(listed, tokens.slice(1).join(','))).status).toBe(200);
      const many = await list(listed, tokens.join(','));
      expect(many.status).toBe(400);
      expect((await json(many)).errors?.['X-Order-Token']).toEqual([
        `At most ${MAX_PRESENTED_TOKENS} order tokens, separated by commas`,
      ]);
      const unknown = await get('/bench/9999');
      expect(unknown.status).toBe(404);
      expect((await json(unknown)).message).toBe('Bench 9999 not found');
      expect((await get('/bench/abc')).status).toBe(400);
    });
  });

  describe('GET /:id/public and GET /:id', () => {
    const withToken = (path: string, token: string) =>
      request(ctx.app, 'GET', `/customer/orders${path}`, { headers: { 'X-Order-Token': token } });
    const list = (token: string) => withToken(`/bench/${table}`, token);
    const setStatus = (id: number, status: string) =>
      ctx.db.updateTable('customer_orders').set({ status }).where('id', '=', id).execute();

    it("shows the order's holder the public view in any status, with money as decimals", async () => {
      const latte = await menuItem(ctx, 'Caffè Latte');
      const order = await submitOk(ctx, {
        bench_id: table,
        customer: { name: 'Grace' },
        items: [{ menuItemId: latte.id, quantity: 2 }],
      });
      await setStatus(order.id, 'PAID');
      for (const path of [`/${order.id}/public`, `/${order.id}`]) {
        const res = await withToken(path, order.order_token);
        expect(res.status).toBe(200);
        const view = (await json<TPublicOrderView>(res)).data;
        expectPublicShape(view);
        const { order_token: _token, ...submitted } = order;
        expect(view).toEqual({ ...submitted, status: 'PAID' });
        // Latte 4.20 + Medium 0.50, twice; 8 % tax.
        expect([view.net, view.taxes, view.gross]).toEqual([9.4, 0.75, 10.15]);
        // Each line's amount, net and tax are the server's, and they add up to the totals.
        expect(view.items.map((item) => [item.amount, item.net, item.tax])).toEqual([[9.4, 9.4, 0.75]]);
        expect(view.tax_breakdown).toEqual([{ rate: 8, net: 9.4, tax: 0.75 }]);
        expect(view.prices_include_tax).toBe(false);
        expect(view.estimated_minutes).toBe(5);
      }
    });

    it('shows anyone else only the numbers, status and times of an active order', async () => {
      const latte = await menuItem(ctx, 'Caffè Latte');
      const order = await submitOk(ctx, {
        bench_id: table,
        customer: { name: 'Grace Hopper' },
        notes: 'Birthday candle please',
        items: [{ menuItemId: latte.id, quantity: 2, special_instructions: 'extra hot' }],
      });
      const other = await submitOk(ctx, { bench_id: table, items: [{ menuItemId: latte.id, quantity: 1 }] });
      const expected = {
        id: order.id,
        order_number: order.order_number,
        sequence_number: order.sequence_number,
        created_at: order.created_at,
        updated_at: order.updated_at,
        estimated_minutes: order.estimated_minutes,
        estimated_ready_at: order.estimated_ready_at,
      };
      for (const status of ['SUBMITTED', 'OPENED', 'READY']) {
        await setStatus(order.id, status);
        // No token, an empty one, a wrong one and another order's token all count as none.
        const strangers = [
          get(`/${order.id}/public`),
          get(`/${order.id}`),
          withToken(`/${order.id}/public`, ''),
          withToken(`/${order.id}/public`, 'not-the-token'),
          withToken(`/${order.id}`, other.order_token),
        ];
        for (const res of await Promise.all(strangers)) {
          expect(res.status).toBe(200);
          expect(res.headers.get('Cache-Control')).toBe('private, no-store');
          expect(res.headers.get('Vary')).toBe('X-Order-Token');
          const text = await res.text();
          for (const secret of ['Latte', 'extra hot', 'Birthday', 'Grace', 'Table 7']) {
            expect(text).not.toContain(secret);
          }
          expect(JSON.parse(text).data).toEqual({ ...expected, status });
        }
      }
    });

    it('answers anyone else 404 for a finished order, as for a missing one', async () => {
      const salad = await menuItem(ctx, 'Greek Salad');
      const order = await submitOk(ctx, { bench_id: table, items: [{ menuItemId: salad.id, quantity: 1 }] });
      const unknown = await json(await get('/424242/public'));
      for (const status of ['DELIVERED', 'PAID', 'COMPLETED', 'CANCELLED']) {
        await setStatus(order.id, status);
        for (const res of [
          await get(`/${order.id}/public`),
          await get(`/${order.id}`),
          await withToken(`/${order.id}/public`, 'not-the-token'),
        ]) {
          expect(res.status).toBe(404);
          expect(res.headers.get('Cache-Control')).toBe('private, no-store');
          expect(await json(res)).toEqual({ ...unknown, message: `Order ${order.id} not found` });
        }
        expect((await withToken(`/${order.id}`, order.order_token)).status).toBe(200);
      }
    });

    it('shows a staff order, which has no token, to nobody: its table sees its status', async () => {
      const salad = await menuItem(ctx, 'Greek Salad');
      const order = await submitOk(ctx, { bench_id: table, items: [{ menuItemId: salad.id, quantity: 1 }] });
      await ctx.db
        .updateTable('customer_orders')
        .set({ order_token_hash: null })
        .where('id', '=', order.id)
        .execute();
      const res = await withToken(`/${order.id}/public`, order.order_token);
      expect(Object.keys((await json<object>(res)).data)).not.toContain('items');
      // Nobody holds its token: its table sees only its status (decision 0047).
      const listed = (await json<TGuestOrderView[]>(await list(order.order_token))).data;
      expect(Object.keys(listed.find((entry) => entry.id === order.id)!).sort()).toEqual(STATUS_VIEW_KEYS);
    });

    it('answers 404 for an unknown order and 400 for a malformed id', async () => {
      const unknown = await get('/424242/public');
      expect(unknown.status).toBe(404);
      expect((await json(unknown)).message).toBe('Order 424242 not found');
      expect((await get('/-1')).status).toBe(400);
      expect((await get('/abc/public')).status).toBe(400);
    });
  });
});
