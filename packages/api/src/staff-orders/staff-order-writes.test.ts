import type { TFullOrderView } from '@tableside/shared/orders.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import {
  benchId,
  CAFE_NOW,
  choose,
  menuItem,
  orderTableCounts,
  submit,
  type TMenuRef,
} from '../customer/customer-orders.test-helpers.ts';
import { isCompiledOnce } from '../db/compiled-once.ts';
import type { TDomainEvent } from '../events/event-bus.ts';
import { json } from '../test/http.ts';
import type { TTestContext } from '../test/test-context.ts';
import {
  createManualOrder,
  createStaffCafeContext,
  staffCall,
  type TStaff,
} from './staff-orders.test-helpers.ts';

describe('staff taking and editing orders', () => {
  let ctx: TTestContext;
  let staff: TStaff;
  let table: number;
  let caesar: TMenuRef;
  let cappuccino: TMenuRef;

  beforeAll(async () => {
    ({ ctx, staff } = await createStaffCafeContext());
    table = await benchId(ctx, 'Table 9');
    caesar = await menuItem(ctx, 'Caesar Salad');
    cappuccino = await menuItem(ctx, 'Cappuccino');
  });
  afterAll(() => ctx.close());

  /** One Caesar Salad (10.90) and one Medium Cappuccino (4.40), for a waiter at Table 9. */
  const newOrder = () =>
    createManualOrder(ctx, staff.waiter, {
      bench_id: table,
      items: [
        { menuItemId: caesar.id, quantity: 1 },
        { menuItemId: cappuccino.id, quantity: 1 },
      ],
    });
  const setStatus = (id: number, status: string) =>
    ctx.db.updateTable('customer_orders').set({ status }).where('id', '=', id).execute();
  const recording = () => {
    const events: TDomainEvent[] = [];
    return { events, stop: ctx.deps.events.subscribe((event) => events.push(event)) };
  };

  describe('POST /api/customer-orders', () => {
    it('prices a manual order from the menu, ignoring client prices, as the staff member', async () => {
      const { events, stop } = recording();
      const res = await staffCall(ctx, staff.waiter, 'POST', '', {
        bench_id: table,
        customer: { name: ' Ada Lovelace ', email: 'ada@example.com' },
        notes: 'Birthday',
        items: [
          { menuItemId: caesar.id, quantity: 3, price: 0.01 },
          {
            menu_item_id: cappuccino.id,
            quantity: 2,
            price: 0,
            customizations: [
              choose(cappuccino, 'Size', 'Large'),
              choose(cappuccino, 'Milk Type', 'Oat Milk'),
            ],
          },
        ],
      });
      stop();
      expect(res.status).toBe(201);
      const body = await json<TFullOrderView>(res);
      expect(body.message).toBe('Order created');
      const order = body.data;
      // 3 × 10.90 = 32.70 (tax 2.62); 2 × (3.90 + 1.00 + 0.75) = 11.30 (tax 0.90).
      expect(order.items.map((item) => [item.menu_item.name, item.price, item.quantity])).toEqual([
        ['Caesar Salad', 10.9, 3],
        ['Cappuccino', 5.65, 2],
      ]);
      expect([order.net, order.taxes, order.gross]).toEqual([44, 3.52, 47.52]);
      expect(order).toMatchObject({
        status: 'SUBMITTED',
        is_manual: true,
        bench: { id: table, name: 'Table 9' },
        notes: 'Birthday',
        created_by: staff.waiter.id,
        created_by_name: 'Wendy Waiter',
        customer: { name: 'Ada Lovelace', email: 'ada@example.com', phone: null },
        status_history: [{ status: 1, created_by: staff.waiter.id, created_by_name: 'Wendy Waiter' }],
      });
      expect(events).toEqual([
        { type: 'order.created', orderId: order.id, benchId: table, status: 'SUBMITTED' },
      ]);
      const row = await ctx.db
        .selectFrom('customer_orders')
        .select(['order_token_hash', 'is_manual'])
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ order_token_hash: null, is_manual: 1 });
    });

    it('takes a counter order without a table, for an existing customer', async () => {
      const customer = await ctx.db.selectFrom('customers').select(['id', 'name']).executeTakeFirstOrThrow();
      const order = await createManualOrder(ctx, staff.waiter, {
        customer_id: customer.id,
        items: [{ menuItemId: cappuccino.id, quantity: 1 }],
      });
      expect(order).toMatchObject({ bench_id: null, bench: null, customer_id: customer.id });
      expect(order.customer?.name).toBe(customer.name);
    });

    it('writes an order with statements compiled once, each order bound to its own values', async () => {
      const order = (name: string, quantity: number) =>
        createManualOrder(ctx, staff.waiter, {
          customer: { name },
          items: [{ menu_item_id: caesar.id, quantity }],
        });
      const first = await order('First guest', 1);
      const second = await order('Second guest', 2);
      expect([first.customer?.name, second.customer?.name]).toEqual(['First guest', 'Second guest']);
      expect(second.customer?.customer_number).not.toBe(first.customer?.customer_number);
      expect(second.sequence_number).not.toBe(first.sequence_number);
      expect([first.items[0]?.quantity, second.items[0]?.quantity]).toEqual([1, 2]);
      // The number's update binds a constant of its own: kept only while the caller names it too.
      expect(isCompiledOnce(ctx.db, 'next number')).toBe(true);
      if (ctx.dialect === 'sqlite') expect(isCompiledOnce(ctx.db, 'number order')).toBe(true);
    });

    it('allows an inactive table but not an archived or unknown one', async () => {
      const inactive = await benchId(ctx, 'Table 10');
      const archived = await benchId(ctx, 'Table 11');
      await ctx.db.updateTable('benches').set({ active: 0 }).where('id', '=', inactive).execute();
      await ctx.db
        .updateTable('benches')
        .set({ active: 0, archived: 1 })
        .where('id', '=', archived)
        .execute();
      const items = [{ menuItemId: cappuccino.id, quantity: 1 }];
      expect((await staffCall(ctx, staff.waiter, 'POST', '', { bench_id: inactive, items })).status).toBe(
        201,
      );

      const before = await orderTableCounts(ctx);
      const gone = await staffCall(ctx, staff.waiter, 'POST', '', { bench_id: archived, items });
      expect(gone.status).toBe(409);
      expect((await json(gone)).message).toBe('Table 11 is archived and takes no orders');
      const unknown = await staffCall(ctx, staff.waiter, 'POST', '', { bench_id: 99_999, items });
      expect(unknown.status).toBe(404);
      expect((await json(unknown)).message).toBe('Bench 99999 not found');
      const noCustomer = await staffCall(ctx, staff.waiter, 'POST', '', { customer_id: 99_999, items });
      expect(noCustomer.status).toBe(404);
      expect((await json(noCustomer)).message).toBe('Customer 99999 not found');
      expect(await orderTableCounts(ctx)).toEqual(before);
    });

    it('takes orders after closing time, which guests cannot', async () => {
      // Friday 23:30 in Berlin: the cafe closed at 23:00.
      ctx.clock.set('2025-03-14T22:30:00.000Z');
      try {
        const items = [{ menuItemId: cappuccino.id, quantity: 1 }];
        expect((await submit(ctx, { bench_id: table, items })).status).toBe(422);
        // Tokens follow the clock: the morning shift's token has long expired, so the late shift signs in.
        const lateWaiter = await createSignedInUser(ctx.deps, { name: 'Nora Night', roles: ['WAITER'] });
        expect((await staffCall(ctx, lateWaiter, 'POST', '', { bench_id: table, items })).status).toBe(201);
      } finally {
        ctx.clock.set(CAFE_NOW);
      }
    });

    it('answers 400 with field errors for bad input and 422 for an unavailable item, writing nothing', async () => {
      const before = await orderTableCounts(ctx);
      const cases: [unknown, string][] = [
        [{}, 'items'],
        [{ items: [] }, 'items'],
        [{ items: [{ menuItemId: cappuccino.id, quantity: 0 }] }, 'items.0.quantity'],
        [{ items: [{ quantity: 1 }] }, 'items.0.menuItemId'],
        [{ bench_id: 'seven', items: [{ menuItemId: cappuccino.id, quantity: 1 }] }, 'bench_id'],
        [
          { customer: { email: 'ada@example.com' }, items: [{ menuItemId: cappuccino.id, quantity: 1 }] },
          'customer.name',
        ],
        [
          { customer: { name: 'Ada', email: 'nope' }, items: [{ menuItemId: cappuccino.id, quantity: 1 }] },
          'customer.email',
        ],
      ];
      for (const [body, field] of cases) {
        const res = await staffCall(ctx, staff.waiter, 'POST', '', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(Object.keys((await json(res)).errors ?? {}), JSON.stringify(body)).toContain(field);
      }
      const breakfast = await menuItem(ctx, 'Full Breakfast');
      const closed = await staffCall(ctx, staff.waiter, 'POST', '', {
        items: [{ menuItemId: breakfast.id, quantity: 1 }],
      });
      expect(closed.status).toBe(422);
      expect((await json(closed)).errors?.['items.0']).toBeDefined();
      expect(await orderTableCounts(ctx)).toEqual(before);
    });
  });

  describe('POST /api/customer-orders/:id/add-items', () => {
    it('adds priced lines at any open stage and recomputes the totals', async () => {
      const order = await newOrder();
      await setStatus(order.id, 'DELIVERED');
      const { events, stop } = recording();
      const res = await staffCall(ctx, staff.waiter, 'POST', `/${order.id}/add-items`, {
        items: [{ menuItemId: cappuccino.id, quantity: 2, price: 0 }],
      });
      stop();
      expect(res.status).toBe(200);
      const body = await json<TFullOrderView>(res);
      expect(body.message).toBe('Items added');
      // 10.90 + 4.40 + 2 × 4.40 = 24.10; tax 0.87 + 0.35 + 0.70.
      expect([body.data.net, body.data.taxes, body.data.gross]).toEqual([24.1, 1.92, 26.02]);
      expect(body.data.items).toHaveLength(3);
      expect(body.data.items[2]).toMatchObject({ quantity: 2, price: 4.4, created_by_name: 'Wendy Waiter' });
      expect(body.data).toMatchObject({ status: 'DELIVERED', updated_by: staff.waiter.id });
      expect(events).toEqual([{ type: 'order.items_changed', orderId: order.id, benchId: table }]);
    });

    it('refuses a COMPLETED or CANCELLED order (409) and bad input (400), writing nothing', async () => {
      const order = await newOrder();
      const before = await orderTableCounts(ctx);
      const items = [{ menuItemId: cappuccino.id, quantity: 1 }];
      for (const status of ['COMPLETED', 'CANCELLED']) {
        await setStatus(order.id, status);
        const res = await staffCall(ctx, staff.waiter, 'POST', `/${order.id}/add-items`, { items });
        expect(res.status).toBe(409);
        expect((await json(res)).message).toBe(`Order ${order.id} is ${status} and can no longer be changed`);
      }
      await setStatus(order.id, 'OPENED');
      const empty = await staffCall(ctx, staff.waiter, 'POST', `/${order.id}/add-items`, { items: [] });
      expect(empty.status).toBe(400);
      expect((await json(empty)).errors?.items).toEqual(['Add at least one item']);
      expect(await orderTableCounts(ctx)).toEqual(before);
      const unknown = await staffCall(ctx, staff.waiter, 'POST', '/999999/add-items', { items });
      expect(unknown.status).toBe(404);
      expect((await json(unknown)).message).toBe('Order 999999 not found');
    });
  });

  describe('DELETE /api/customer-orders/:id/items/:itemId', () => {
    it('removes a line and recomputes the totals', async () => {
      const order = await newOrder();
      await setStatus(order.id, 'READY');
      const [salad, coffee] = order.items;
      const { events, stop } = recording();
      const res = await staffCall(ctx, staff.waiter, 'DELETE', `/${order.id}/items/${salad!.id}`);
      stop();
      expect(res.status).toBe(200);
      const body = await json<TFullOrderView>(res);
      expect(body.message).toBe('Item removed');
      expect(body.data.items.map((item) => item.id)).toEqual([coffee!.id]);
      expect([body.data.net, body.data.taxes, body.data.gross]).toEqual([4.4, 0.35, 4.75]);
      expect(events).toEqual([{ type: 'order.items_changed', orderId: order.id, benchId: table }]);
    });

    it('keeps the last line (409), unknown lines (404) and closed orders (409) unchanged', async () => {
      const order = await newOrder();
      const [salad, coffee] = order.items;
      await staffCall(ctx, staff.waiter, 'DELETE', `/${order.id}/items/${salad!.id}`);
      const last = await staffCall(ctx, staff.waiter, 'DELETE', `/${order.id}/items/${coffee!.id}`);
      expect(last.status).toBe(409);
      expect((await json(last)).message).toBe('An order needs at least one item; cancel the order instead');

      const other = await newOrder();
      const foreign = await staffCall(
        ctx,
        staff.waiter,
        'DELETE',
        `/${order.id}/items/${other.items[0]!.id}`,
      );
      expect(foreign.status).toBe(404);
      expect((await json(foreign)).message).toBe(`Order item ${other.items[0]!.id} not found`);

      await setStatus(other.id, 'COMPLETED');
      const closed = await staffCall(ctx, staff.waiter, 'DELETE', `/${other.id}/items/${other.items[0]!.id}`);
      expect(closed.status).toBe(409);
      const bad = await staffCall(ctx, staff.waiter, 'DELETE', `/${other.id}/items/0`);
      expect(bad.status).toBe(400);

      const full = await json<TFullOrderView>(await staffCall(ctx, staff.waiter, 'GET', `/${order.id}/full`));
      expect(full.data.items.map((item) => item.id)).toEqual([coffee!.id]);
      expect([full.data.net, full.data.taxes, full.data.gross]).toEqual([4.4, 0.35, 4.75]);
      const untouched = await json<TFullOrderView>(
        await staffCall(ctx, staff.waiter, 'GET', `/${other.id}/full`),
      );
      expect(untouched.data.items).toHaveLength(2);
    });
  });

  describe('permissions (spec admin 6, seeded roles)', () => {
    it('lets the kitchen read and move orders but not create or edit them', async () => {
      const order = await newOrder();
      const items = [{ menuItemId: cappuccino.id, quantity: 1 }];
      const { kitchen } = staff;
      expect((await staffCall(ctx, kitchen, 'GET', '')).status).toBe(200);
      expect((await staffCall(ctx, kitchen, 'GET', `/${order.id}/full`)).status).toBe(200);
      expect(
        (await staffCall(ctx, kitchen, 'PATCH', `/${order.id}/status`, { status: 'OPENED' })).status,
      ).toBe(200);
      const create = await staffCall(ctx, kitchen, 'POST', '', { items });
      expect(create.status).toBe(403);
      expect((await json(create)).message).toBe('Missing permission: orders.create');
      expect((await staffCall(ctx, kitchen, 'POST', `/${order.id}/add-items`, { items })).status).toBe(403);
      const remove = await staffCall(ctx, kitchen, 'DELETE', `/${order.id}/items/${order.items[0]!.id}`);
      expect(remove.status).toBe(403);
      expect((await json(remove)).message).toBe('Missing permission: orders.edit');
    });

    it('answers 401 without a token and 403 without orders.read', async () => {
      const order = await newOrder();
      for (const path of ['', '/today-count', `/${order.id}/full`]) {
        expect((await staffCall(ctx, null, 'GET', path)).status, path).toBe(401);
        expect((await staffCall(ctx, staff.host, 'GET', path)).status, path).toBe(403);
      }
      const items = [{ menuItemId: cappuccino.id, quantity: 1 }];
      expect((await staffCall(ctx, null, 'POST', '', { items })).status).toBe(401);
      expect((await staffCall(ctx, null, 'POST', `/${order.id}/add-items`, { items })).status).toBe(401);
      expect((await staffCall(ctx, null, 'DELETE', `/${order.id}/items/${order.items[0]!.id}`)).status).toBe(
        401,
      );
      expect((await staffCall(ctx, staff.host, 'POST', '', { items })).status).toBe(403);
    });
  });
});
