import type { TOrderStatus } from '@tableside/shared/order-status';
import type { TPublicOrderView, TSubmittedOrder } from '@tableside/shared/orders.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, request } from '../test/http.ts';
import { setSettingValue } from '../test/settings.ts';
import type { TTestContext } from '../test/test-context.ts';
import {
  benchId,
  choose,
  createCafeContext,
  freshAddress,
  menuItem,
  orderTableCounts,
  submitOk,
  type TMenuRef,
} from './customer-orders.test-helpers.ts';

describe('guests changing their orders', () => {
  let ctx: TTestContext;
  let tables: number[];
  let orders = 0;
  let cappuccino: TMenuRef;
  let caesar: TMenuRef;

  beforeAll(async () => {
    ctx = await createCafeContext();
    tables = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => benchId(ctx, `Table ${n}`)));
    cappuccino = await menuItem(ctx, 'Cappuccino');
    caesar = await menuItem(ctx, 'Caesar Salad');
  });
  afterAll(() => ctx.close());

  /** An order of one Caesar Salad (10.90) and one Medium Cappuccino (4.40), at the next table. */
  const newOrder = () =>
    submitOk(ctx, {
      bench_id: tables[orders++ % tables.length]!,
      items: [
        { menuItemId: caesar.id, quantity: 1 },
        { menuItemId: cappuccino.id, quantity: 1 },
      ],
    });
  const send = (method: string, path: string, body?: unknown, token?: string) =>
    request(ctx.app, method, `/customer/orders${path}`, {
      body,
      headers: { 'X-Forwarded-For': freshAddress(), ...(token ? { 'X-Order-Token': token } : {}) },
    });
  const setStatus = (id: number, status: TOrderStatus) =>
    ctx.db.updateTable('customer_orders').set({ status }).where('id', '=', id).execute();

  describe('POST /:id/add-items', () => {
    it('adds priced lines and recomputes the totals', async () => {
      const order = await newOrder();
      const events: unknown[] = [];
      const unsubscribe = ctx.deps.events.subscribe((event) => events.push(event));
      const res = await send(
        'POST',
        `/${order.id}/add-items`,
        {
          items: [
            {
              menuItemId: cappuccino.id,
              quantity: 2,
              price: 0,
              customizations: [
                choose(cappuccino, 'Size', 'Extra Large'),
                choose(cappuccino, 'Milk Type', 'Almond Milk'),
              ],
            },
          ],
        },
        order.order_token,
      );
      unsubscribe();
      expect(res.status).toBe(200);
      const body = await json<TPublicOrderView>(res);
      expect(body.message).toBe('Items added');
      // 3.90 + 1.50 + 0.50 = 5.90 each.
      expect(body.data.items.map((item) => [item.menu_item?.name, item.price, item.quantity])).toEqual([
        ['Caesar Salad', 10.9, 1],
        ['Cappuccino', 4.4, 1],
        ['Cappuccino', 5.9, 2],
      ]);
      // Net 10.90 + 4.40 + 11.80 = 27.10; taxes 0.87 + 0.35 + 0.94.
      expect([body.data.net, body.data.taxes, body.data.gross]).toEqual([27.1, 2.16, 29.26]);
      expect(events).toEqual([{ type: 'order.items_changed', orderId: order.id, benchId: order.bench_id }]);
    });

    it('takes the token from the body too, and adds while the kitchen works on the order', async () => {
      const order = await newOrder();
      await setStatus(order.id, 'OPENED');
      const res = await send('POST', `/${order.id}/add-items`, {
        order_token: order.order_token,
        items: [{ menuItemId: caesar.id, quantity: 1 }],
      });
      expect(res.status).toBe(200);
      expect((await json<TPublicOrderView>(res)).data.items).toHaveLength(3);
    });

    it('needs the order token: 401 without, 403 with a wrong one', async () => {
      const order = await newOrder();
      const other = await newOrder();
      const items = [{ menuItemId: caesar.id, quantity: 1 }];
      const before = await orderTableCounts(ctx);
      const missing = await send('POST', `/${order.id}/add-items`, { items });
      expect(missing.status).toBe(401);
      expect((await json(missing)).message).toBe('Order token is required');
      const wrong = await send('POST', `/${order.id}/add-items`, { items }, other.order_token);
      expect(wrong.status).toBe(403);
      expect((await json(wrong)).message).toBe('Order token is invalid');
      expect(await orderTableCounts(ctx)).toEqual(before);
    });

    it('refuses additions while ordering is paused', async () => {
      const order = await newOrder();
      const items = [{ menuItemId: caesar.id, quantity: 1 }];
      await setSettingValue(ctx, 'OPERATIONS.ACCEPT_ORDERS', 'false');
      try {
        const before = await orderTableCounts(ctx);
        const res = await send('POST', `/${order.id}/add-items`, { items }, order.order_token);
        expect(res.status).toBe(409);
        expect((await json(res)).message).toBe(
          'We are not taking orders right now. Please ask a member of staff.',
        );
        expect(await orderTableCounts(ctx)).toEqual(before);
      } finally {
        await setSettingValue(ctx, 'OPERATIONS.ACCEPT_ORDERS', 'true');
      }
    });

    it('refuses once the kitchen has finished, and for unknown orders', async () => {
      const order = await newOrder();
      for (const status of ['READY', 'COMPLETED', 'CANCELLED'] as const) {
        await setStatus(order.id, status);
        const res = await send(
          'POST',
          `/${order.id}/add-items`,
          { items: [{ menuItemId: caesar.id, quantity: 1 }] },
          order.order_token,
        );
        expect(res.status).toBe(409);
        expect((await json(res)).message).toBe('This order can no longer be changed');
      }
      const unknown = await send(
        'POST',
        '/999999/add-items',
        { items: [{ menuItemId: caesar.id, quantity: 1 }] },
        'x',
      );
      expect(unknown.status).toBe(404);
      expect((await json(unknown)).message).toBe('Order 999999 not found');
    });

    it('validates the new lines like a submission, writing nothing', async () => {
      const order = await newOrder();
      const strudel = await menuItem(ctx, 'Apple Strudel');
      const before = await orderTableCounts(ctx);
      const empty = await send('POST', `/${order.id}/add-items`, { items: [] }, order.order_token);
      expect(empty.status).toBe(400);
      const bad = await send(
        'POST',
        `/${order.id}/add-items`,
        { items: [{ menuItemId: strudel.id, quantity: 1 }] },
        order.order_token,
      );
      expect(bad.status).toBe(422);
      expect((await json(bad)).errors).toEqual({ 'items.0': ['Item temporarily unavailable'] });
      expect(await orderTableCounts(ctx)).toEqual(before);
    });
  });

  describe('PATCH and DELETE /:id/items/:itemId', () => {
    it('changes quantity and instructions while SUBMITTED', async () => {
      const order = await newOrder();
      const line = order.items[0]!;
      const res = await send(
        'PATCH',
        `/${order.id}/items/${line.id}`,
        { quantity: 3, special_instructions: ' No croutons ' },
        order.order_token,
      );
      expect(res.status).toBe(200);
      const body = await json<TPublicOrderView>(res);
      expect(body.data.items[0]).toMatchObject({ quantity: 3, special_instructions: 'No croutons' });
      // Net 32.70 + 4.40; taxes 2.62 + 0.35.
      expect([body.data.net, body.data.taxes, body.data.gross]).toEqual([37.1, 2.97, 40.07]);
    });

    it('removes a line while SUBMITTED, but never the last one', async () => {
      const order = await newOrder();
      const [first, second] = order.items;
      const removed = await send('DELETE', `/${order.id}/items/${second!.id}`, undefined, order.order_token);
      expect(removed.status).toBe(200);
      const body = await json<TPublicOrderView>(removed);
      expect(body.data.items.map((item) => item.id)).toEqual([first!.id]);
      expect([body.data.net, body.data.taxes, body.data.gross]).toEqual([10.9, 0.87, 11.77]);
      const last = await send('DELETE', `/${order.id}/items/${first!.id}`, {
        order_token: order.order_token,
      });
      expect(last.status).toBe(409);
      expect((await json(last)).message).toBe('An order needs at least one item');
      const stored = await ctx.db
        .selectFrom('customer_order_items')
        .select('id')
        .where('order_id', '=', order.id)
        .execute();
      expect(stored).toEqual([{ id: first!.id }]);
    });

    it('allows only additions once the kitchen opened the order', async () => {
      const order = await newOrder();
      await setStatus(order.id, 'OPENED');
      const line = order.items[0]!;
      for (const [method, body] of [
        ['PATCH', { quantity: 2 }],
        ['DELETE', undefined],
      ] as const) {
        const res = await send(method, `/${order.id}/items/${line.id}`, body, order.order_token);
        expect(res.status).toBe(409);
        expect((await json(res)).message).toBe(
          'The kitchen has started this order; you can only add items now',
        );
      }
      await setStatus(order.id, 'READY');
      const ready = await send('PATCH', `/${order.id}/items/${line.id}`, { quantity: 2 }, order.order_token);
      expect((await json(ready)).message).toBe('This order can no longer be changed');
      const stored = await ctx.db
        .selectFrom('customer_order_items')
        .select('quantity')
        .where('id', '=', line.id)
        .executeTakeFirstOrThrow();
      expect(stored.quantity).toBe(1);
    });

    it('needs the token and a line of this order, and valid input', async () => {
      const order = await newOrder();
      const other: TSubmittedOrder = await newOrder();
      const line = order.items[0]!;
      expect((await send('PATCH', `/${order.id}/items/${line.id}`, { quantity: 2 })).status).toBe(401);
      expect((await send('DELETE', `/${order.id}/items/${line.id}`, undefined, 'not-the-token')).status).toBe(
        403,
      );
      const foreign = await send(
        'PATCH',
        `/${order.id}/items/${other.items[0]!.id}`,
        { quantity: 2 },
        order.order_token,
      );
      expect(foreign.status).toBe(404);
      expect((await json(foreign)).message).toBe(`Order item ${other.items[0]!.id} not found`);
      for (const body of [{ quantity: 0 }, { quantity: 100 }, { quantity: 1.5 }, {}]) {
        expect((await send('PATCH', `/${order.id}/items/${line.id}`, body, order.order_token)).status).toBe(
          400,
        );
      }
      expect((await send('PATCH', `/${order.id}/items/abc`, { quantity: 2 }, order.order_token)).status).toBe(
        400,
      );
    });

    it('refuses changes to a staff order, which has no token', async () => {
      const staff = await ctx.db
        .selectFrom('customer_orders')
        .select('id')
        .where('order_token_hash', 'is', null)
        .where('status', '=', 'SUBMITTED')
        .executeTakeFirstOrThrow();
      const res = await send(
        'POST',
        `/${staff.id}/add-items`,
        { items: [{ menuItemId: caesar.id, quantity: 1 }] },
        'guess',
      );
      expect(res.status).toBe(403);
    });
  });
});
