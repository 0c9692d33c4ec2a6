import type { TSubmittedOrder } from '@tableside/shared/orders.schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../test/http.ts';
import { setSettingValue } from '../test/settings.ts';
import type { TTestContext } from '../test/test-context.ts';
import {
  benchId,
  choose,
  createCafeContext,
  menuItem,
  orderTableCounts,
  submit,
  submitOk,
  type TMenuRef,
} from './customer-orders.test-helpers.ts';

describe('POST /api/customer/orders/submit', () => {
  let ctx: TTestContext;
  /** Each test orders at its own table, so the per-table rate limit stays out of the way. */
  let table: number;
  let tableNumber = 0;
  let cappuccino: TMenuRef;
  let caesar: TMenuRef;
  const line = (item: TMenuRef, extra: Record<string, unknown> = {}) => ({
    menuItemId: item.id,
    quantity: 1,
    ...extra,
  });

  beforeAll(async () => {
    ctx = await createCafeContext();
    cappuccino = await menuItem(ctx, 'Cappuccino');
    caesar = await menuItem(ctx, 'Caesar Salad');
  });
  beforeEach(async () => {
    tableNumber = (tableNumber % 20) + 1; // Tables 1–20 are active; 21 is left for the rate limit test.
    table = await benchId(ctx, `Table ${tableNumber}`);
  });
  afterAll(() => ctx.close());

  describe('pricing', () => {
    it('prices every line from the menu and ignores the prices the client sent', async () => {
      const res = await submit(ctx, {
        bench_id: table,
        notes: 'Window seat',
        items: [
          line(cappuccino, {
            quantity: 2,
            price: 0.01,
            special_instructions: '  Extra hot  ',
            customizations: [
              choose(cappuccino, 'Size', 'Large'),
              choose(cappuccino, 'Milk Type', 'Oat Milk'),
              choose(cappuccino, 'Extras', 'Extra Shot', 'Vanilla Syrup'),
            ],
          }),
          line(caesar, {
            price: -1000,
            customizations: [
              choose(caesar, 'Add Protein', 'Grilled Chicken'),
              choose(caesar, 'Portion', 'Large'),
            ],
          }),
        ],
      });
      expect(res.status).toBe(201);
      const body = await json<TSubmittedOrder>(res);
      expect(body.message).toBe('Order submitted');
      const order = body.data;
      // Cappuccino 3.90 + Large 1.00 + Oat 0.75 + Extra Shot 0.80 + Vanilla 0.60 = 7.05; Regular sugar by default.
      expect(order.items[0]).toMatchObject({
        price: 7.05,
        quantity: 2,
        special_instructions: 'Extra hot',
        menu_item: { id: cappuccino.id, name: 'Cappuccino', default_price: 3.9 },
      });
      expect(
        order.items[0]!.details.map((d) => [d.name, d.value, d.value_added, d.percent, d.sort_order]),
      ).toEqual([
        ['Size', 'Large', 1, false, 1],
        ['Milk Type', 'Oat Milk', 0.75, false, 2],
        ['Sugar Level', 'Regular', 0, false, 3],
        ['Extras', 'Extra Shot', 0.8, false, 4],
        ['Extras', 'Vanilla Syrup', 0.6, false, 4],
      ]);
      // Caesar 10.90 + chicken 3.00 + a large portion, 30 % of the base (3.27) = 17.17.
      expect(order.items[1]).toMatchObject({ price: 17.17, quantity: 1 });
      expect(order.items[1]!.details.find((d) => d.name === 'Portion')).toMatchObject({
        value: 'Large',
        value_added: 30,
        percent: true,
        type: 'SELECT',
      });
      // Net 14.10 + 17.17; tax 8 % per line rounded to cents: 1.13 + 1.37.
      expect([order.net, order.taxes, order.gross]).toEqual([31.27, 2.5, 33.77]);
      expect(order).toMatchObject({
        status: 'SUBMITTED',
        bench_id: table,
        bench: { id: table, name: `Table ${tableNumber}` },
        is_manual: false,
        notes: 'Window seat',
        order_number: `O-${String(order.id).padStart(6, '0')}`,
        status_history: [{ status: 1, created_at: '2025-03-14T15:30:00.000Z' }],
        // WAIT_TIME_CALCULATION is AVERAGE: cappuccino 5 and salad 10 minutes, rounded up.
        estimated_minutes: 8,
        estimated_ready_at: '2025-03-14T15:38:00.000Z',
      });
      expect(order.order_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('takes the order type the restaurant offers, the first one when none is asked for', async () => {
      expect((await submitOk(ctx, { bench_id: table, items: [line(caesar)] })).order_type).toBe('DINE_IN');
      const takeaway = await submitOk(ctx, {
        bench_id: table,
        items: [line(caesar)],
        order_type: 'TAKEAWAY',
      });
      expect(takeaway.order_type).toBe('TAKEAWAY');
      await setSettingValue(ctx, 'OPERATIONS.ORDER_TYPES', 'DINE_IN:0|TAKEAWAY:1');
      try {
        expect((await submitOk(ctx, { bench_id: table, items: [line(caesar)] })).order_type).toBe('TAKEAWAY');
        const before = await orderTableCounts(ctx);
        const refused = await submit(ctx, { bench_id: table, items: [line(caesar)], order_type: 'DINE_IN' });
        expect(refused.status).toBe(400);
        expect((await json(refused)).errors?.order_type).toEqual(['Dining in is not offered']);
        expect(await orderTableCounts(ctx)).toEqual(before);
      } finally {
        await setSettingValue(ctx, 'OPERATIONS.ORDER_TYPES', 'DINE_IN:1|TAKEAWAY:1');
      }
      expect(
        (await submit(ctx, { bench_id: table, items: [line(caesar)], order_type: 'DELIVERY' })).status,
      ).toBe(400);
    });

    it('mails a new order to NOTIFICATIONS.NEW_ORDER_EMAIL when it is set', async () => {
      ctx.mailer.sent.length = 0;
      await submitOk(ctx, { bench_id: table, items: [line(caesar)] });
      expect(ctx.mailer.sent).toEqual([]);
      await setSettingValue(ctx, 'NOTIFICATIONS.NEW_ORDER_EMAIL', 'manager@example.com');
      try {
        const order = await submitOk(ctx, { bench_id: table, items: [line(caesar, { quantity: 2 })] });
        expect(ctx.mailer.sent).toHaveLength(1);
        expect(ctx.mailer.sent[0]).toMatchObject({
          to: 'manager@example.com',
          // The number people see (decision 0043).
          subject: `New order ${order.sequence_number} – Table ${tableNumber}`,
        });
        expect(ctx.mailer.sent[0]!.text).toContain('2 × Caesar Salad');
      } finally {
        await setSettingValue(ctx, 'NOTIFICATIONS.NEW_ORDER_EMAIL', '');
      }
    });

    it('adds the service charge at the rate of submission, also to items added later', async () => {
      await setSettingValue(ctx, 'OPERATIONS.SERVICE_CHARGE_PERCENT', '12.5');
      let order: TSubmittedOrder;
      try {
        order = await submitOk(ctx, { bench_id: table, items: [line(caesar, { quantity: 2 })] });
      } finally {
        await setSettingValue(ctx, 'OPERATIONS.SERVICE_CHARGE_PERCENT', '0');
      }
      // Net 21.80, tax 8 % 1.74, 12.5 % of the net 2.725 → 2.73.
      expect(order).toMatchObject({
        net: 21.8,
        taxes: 1.74,
        service_charge: 2.73,
        service_charge_percent: 12.5,
      });
      expect(order.gross).toBe(26.27);
      const added = await json<{ service_charge: number; gross: number }>(
        await ctx.app.request(`/api/customer/orders/${order.id}/add-items`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Order-Token': order.order_token },
          body: JSON.stringify({ items: [line(caesar)] }),
        }),
      );
      // Net 32.70 → 12.5 % = 4.0875 → 4.09, although the setting is back at 0.
      expect(added.data.service_charge).toBe(4.09);
    });

    it('takes the tax out of the prices while PRICES_INCLUDE_TAX is on, also for items added later', async () => {
      await setSettingValue(ctx, 'PAYMENT.PRICES_INCLUDE_TAX', 'true');
      let order: TSubmittedOrder;
      try {
        order = await submitOk(ctx, { bench_id: table, items: [line(caesar, { quantity: 2 })] });
      } finally {
        await setSettingValue(ctx, 'PAYMENT.PRICES_INCLUDE_TAX', 'false');
      }
      // 2 × 10.90 = 21.80 with 8 % in it: tax 21.80 × 8/108 = 1.6148 → 1.61, net 20.19.
      expect(order).toMatchObject({ net: 20.19, taxes: 1.61, gross: 21.8 });
      const added = await json<{ net: number; taxes: number; gross: number }>(
        await ctx.app.request(`/api/customer/orders/${order.id}/add-items`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Order-Token': order.order_token },
          body: JSON.stringify({ items: [line(caesar)] }),
        }),
      );
      // The order keeps its tax mode although the setting is off again: 32.70 with 8 % in it.
      expect(added.data).toMatchObject({ net: 30.28, taxes: 2.42, gross: 32.7 });
    });

    it('stores the snapshot, a guest history entry without creator and only the token hash', async () => {
      const order = await submitOk(ctx, { bench_id: table, items: [line(caesar, { quantity: 3 })] });
      const row = await ctx.db
        .selectFrom('customer_orders')
        .selectAll()
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: 'SUBMITTED',
        is_manual: 0,
        created_by: null,
        customer_id: null,
        net: 3270,
        taxes: 262,
        gross: 3532,
      });
      expect(row.order_token_hash).not.toBe(order.order_token);
      expect(row.order_token_hash).toHaveLength(43);
      const history = await ctx.db
        .selectFrom('order_status_history')
        .selectAll()
        .where('order_id', '=', order.id)
        .execute();
      expect(history).toMatchObject([{ status: 1, created_by: null, created_by_name: null }]);
      const items = await ctx.db
        .selectFrom('customer_order_items')
        .selectAll()
        .where('order_id', '=', order.id)
        .execute();
      expect(items).toMatchObject([
        { menu_item_name: 'Caesar Salad', default_price: 1090, price: 1090, quantity: 3, tax_rate: 800 },
      ]);
    });

    it('stores contact details as a guest customer, never shown publicly', async () => {
      const order = await submitOk(ctx, {
        bench_id: table,
        customer_id: 1,
        customer: { name: 'Ada', email: 'ada@example.com', phone: '' },
        items: [line(caesar)],
      });
      expect(Object.keys(order)).not.toContain('customer');
      const row = await ctx.db
        .selectFrom('customer_orders as o')
        .innerJoin('customers as c', 'c.id', 'o.customer_id')
        .select(['c.name', 'c.email', 'c.phone', 'c.is_guest'])
        .where('o.id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ name: 'Ada', email: 'ada@example.com', phone: null, is_guest: 1 });
    });

    it('keeps the words of a TEXT customization (Full Breakfast, Saturdays only)', async () => {
      ctx.clock.set('2025-03-15T09:00:00.000Z'); // Saturday 10:00 in Berlin
      try {
        const breakfast = await menuItem(ctx, 'Full Breakfast');
        const note = breakfast.customizations.get('Egg Preference')!;
        const order = await submitOk(ctx, {
          bench_id: table,
          items: [line(breakfast, { customizations: [{ customizationId: note.id, text: ' Scrambled ' }] })],
        });
        expect(order.items[0]!.details).toMatchObject([
          { name: 'Egg Preference', value: 'Scrambled', value_added: 0, percent: false, type: 'TEXT' },
        ]);
        expect(order.items[0]!.price).toBe(12.9);
      } finally {
        ctx.clock.set('2025-03-14T15:30:00.000Z');
      }
    });

    it('accepts the snake_case spellings of the cart fields', async () => {
      const size = cappuccino.customizations.get('Size')!;
      const order = await submitOk(ctx, {
        bench_id: table,
        items: [
          {
            menu_item_id: cappuccino.id,
            quantity: 1,
            specialInstructions: 'No foam',
            customizations: [
              { customization_id: size.id, selected_options: [{ option_id: size.options.get('Small') }] },
            ],
          },
        ],
      });
      expect(order.items[0]).toMatchObject({ price: 3.9, special_instructions: 'No foam' });
    });
  });

  describe('refusals write nothing', () => {
    async function expectRefused(body: unknown, status: number, headers: Record<string, string> = {}) {
      const before = await orderTableCounts(ctx);
      const res = await submit(ctx, body, headers);
      expect(res.status).toBe(status);
      expect(await orderTableCounts(ctx)).toEqual(before);
      return json(res);
    }

    it('refuses every order while ordering is paused (OPERATIONS.ACCEPT_ORDERS), and takes them again after', async () => {
      await setSettingValue(ctx, 'OPERATIONS.ACCEPT_ORDERS', 'false');
      try {
        const body = await expectRefused({ bench_id: table, items: [line(caesar)] }, 409);
        expect(body.message).toBe('We are not taking orders right now. Please ask a member of staff.');
      } finally {
        await setSettingValue(ctx, 'OPERATIONS.ACCEPT_ORDERS', 'true');
      }
      expect((await submit(ctx, { bench_id: table, items: [line(caesar)] })).status).toBe(201);
    });

    it('refuses an empty cart', async () => {
      const body = await expectRefused({ bench_id: table, items: [] }, 400);
      expect(body.errors?.items).toEqual(['Cart is empty']);
      expect((await expectRefused({ bench_id: table }, 400)).errors?.items).toEqual(['Cart is empty']);
    });

    it.each([0, -1, 1.5, 'x', 100, null])('refuses quantity %s', async (quantity) => {
      const body = await expectRefused(
        { bench_id: table, items: [{ menuItemId: caesar.id, quantity }] },
        400,
      );
      expect(body.errors?.['items.0.quantity']).toEqual(['Quantity must be a whole number between 1 and 99']);
    });

    it('refuses malformed JSON, a missing item id, too many lines and too long notes', async () => {
      expect((await expectRefused('{"bench_id": 1, "items": [', 400)).code).toBe('MALFORMED_JSON');
      const noItem = await expectRefused({ bench_id: table, items: [{ quantity: 1 }] }, 400);
      expect(noItem.errors?.['items.0.menuItemId']).toEqual(['Menu item is required']);
      const huge = await expectRefused(
        { bench_id: 3_000_000_000, items: [{ menuItemId: 2 ** 40, quantity: 1 }] },
        400,
      );
      expect(Object.keys(huge.errors ?? {}).sort()).toEqual(['bench_id', 'items.0.menuItemId']);
      const many = Array.from({ length: 51 }, () => line(caesar));
      expect((await expectRefused({ bench_id: table, items: many }, 400)).errors?.items).toBeDefined();
      const notes = 'x'.repeat(501);
      expect(
        (await expectRefused({ bench_id: table, notes, items: [line(caesar)] }, 400)).errors?.notes,
      ).toBeDefined();
      const email = { name: 'A', email: 'not-an-email' };
      const bad = await expectRefused({ bench_id: table, customer: email, items: [line(caesar)] }, 400);
      expect(bad.errors?.['customer.email']).toEqual(['Please enter a valid email address']);
    });

    it('refuses an unknown, an inactive and an archived table', async () => {
      const unknown = await expectRefused({ bench_id: 9999, items: [line(caesar)] }, 404);
      expect(unknown.message).toBe('Bench 9999 not found');
      for (const name of ['Table 22', 'Table 24']) {
        const refused = await expectRefused(
          { bench_id: await benchId(ctx, name), items: [line(caesar)] },
          409,
        );
        expect(refused.message).toBe('Table is not accepting orders');
      }
    });

    it('refuses unknown and unavailable items with the reason per line', async () => {
      const names = ['Apple Strudel', 'Avocado Toast', 'Full Breakfast'];
      const [strudel, toast, fullBreakfast] = await Promise.all(names.map((name) => menuItem(ctx, name)));
      const body = await expectRefused(
        {
          bench_id: table,
          items: [
            line(caesar),
            { menuItemId: 987654, quantity: 1 },
            line(strudel!),
            line(toast!),
            line(fullBreakfast!),
          ],
        },
        422,
      );
      expect(body.message).toBe('Some items cannot be ordered');
      expect(body.errors).toEqual({
        'items.1': ['Item no longer available on menu'],
        'items.2': ['Item temporarily unavailable'],
        'items.3': ['Category not available at this time'],
        'items.4': ['Not available on Friday'],
      });
    });

    it('refuses a hidden item and service outside the operating hours', async () => {
      // Written around the menu admin, so announced as it would announce it (order-pricing-cache.ts).
      await ctx.db.updateTable('menu_items').set({ is_visible: 0 }).where('id', '=', cappuccino.id).execute();
      ctx.deps.events.publish({ type: 'menu.changed' });
      const hidden = await expectRefused({ bench_id: table, items: [line(cappuccino)] }, 422);
      expect(hidden.errors).toEqual({ 'items.0': ['Item no longer available on menu'] });
      await ctx.db.updateTable('menu_items').set({ is_visible: 1 }).where('id', '=', cappuccino.id).execute();
      ctx.deps.events.publish({ type: 'menu.changed' });

      ctx.clock.set('2025-03-14T22:30:00.000Z'); // 23:30 in Berlin, closed since 23:00
      try {
        const closed = await expectRefused({ bench_id: table, items: [line(cappuccino)] }, 422);
        expect(closed.errors).toEqual({ 'items.0': ['Currently outside service hours'] });
      } finally {
        ctx.clock.set('2025-03-14T15:30:00.000Z');
      }
    });

    it('refuses choices that do not fit the item', async () => {
      const size = cappuccino.customizations.get('Size')!;
      const saladPortion = caesar.customizations.get('Portion')!;
      const body = await expectRefused(
        {
          bench_id: table,
          items: [
            line(cappuccino, { customizations: [choose(cappuccino, 'Size', 'Small', 'Large')] }),
            line(cappuccino, { customizations: [{ customizationId: saladPortion.id, selectedOptions: [] }] }),
            line(cappuccino, {
              customizations: [{ customizationId: size.id, selectedOptions: [{ optionId: 999999 }] }],
            }),
            line(cappuccino, { customizations: [{ customizationId: size.id, selectedOptions: [] }] }),
          ],
        },
        422,
      );
      expect(body.errors).toEqual({
        'items.0.customizations.0': ['Choose one option for Size'],
        'items.1.customizations.0': ['This choice is not offered for this item'],
        'items.2.customizations.0': ['Unknown option for Size'],
        'items.3.customizations': ['Size is required'],
      });
    });
  });

  describe('Idempotency-Key', () => {
    const order = () => ({ bench_id: table, items: [line(caesar, { quantity: 2 })] });

    it('answers a repeated request with the first answer and makes one order', async () => {
      const headers = { 'Idempotency-Key': 'key-repeat' };
      const first = await submit(ctx, order(), headers);
      const before = await orderTableCounts(ctx);
      const second = await submit(
        ctx,
        { ...order(), items: [{ ...line(caesar, { quantity: 2 }), price: 5 }] },
        headers,
      );
      expect(second.status).toBe(201);
      expect(await second.json()).toEqual(await first.json());
      expect(await orderTableCounts(ctx)).toEqual(before);
    });

    it('refuses the same key with a different body', async () => {
      const headers = { 'Idempotency-Key': 'key-reused' };
      expect((await submit(ctx, order(), headers)).status).toBe(201);
      const before = await orderTableCounts(ctx);
      const res = await submit(ctx, { ...order(), notes: 'Something else' }, headers);
      expect(res.status).toBe(422);
      expect((await json(res)).message).toBe('Idempotency key reused with a different request');
      expect(await orderTableCounts(ctx)).toEqual(before);
    });

    it('makes one order from a double click', async () => {
      const headers = { 'Idempotency-Key': 'key-double-click' };
      const before = (await orderTableCounts(ctx))[0]!;
      const [a, b] = await Promise.all([submit(ctx, order(), headers), submit(ctx, order(), headers)]);
      expect([a.status, b.status]).toEqual([201, 201]);
      const [bodyA, bodyB] = [await json<TSubmittedOrder>(a), await json<TSubmittedOrder>(b)];
      expect(bodyA.data.id).toBe(bodyB.data.id);
      expect(bodyA.data.order_token).toBe(bodyB.data.order_token);
      expect((await orderTableCounts(ctx))[0]).toBe(before + 1);
    });

    it('forgets a key after 24 hours', async () => {
      const headers = { 'Idempotency-Key': 'key-expiring' };
      const first = await json<TSubmittedOrder>(await submit(ctx, order(), headers));
      ctx.clock.advance(7 * 24 * 60 * 60 * 1000); // the next Friday, same time
      try {
        const again = await json<TSubmittedOrder>(await submit(ctx, order(), headers));
        expect(again.data.id).not.toBe(first.data.id);
      } finally {
        ctx.clock.set('2025-03-14T15:30:00.000Z');
      }
    });

    it('refuses an over-long key', async () => {
      const res = await submit(ctx, order(), { 'Idempotency-Key': 'k'.repeat(201) });
      expect(res.status).toBe(400);
    });
  });

  describe('rate limits', () => {
    it('allows 10 orders per table in 5 minutes, then answers 429', async () => {
      const busy = await benchId(ctx, 'Table 21');
      for (let i = 0; i < 10; i++) await submitOk(ctx, { bench_id: busy, items: [line(caesar)] });
      const before = await orderTableCounts(ctx);
      const res = await submit(ctx, { bench_id: busy, items: [line(caesar)] });
      expect(res.status).toBe(429);
      expect((await json(res)).message).toBe('Too many orders from this table. Please wait a moment.');
      expect(await orderTableCounts(ctx)).toEqual(before);
      ctx.clock.advance(5 * 60 * 1000);
      try {
        expect((await submit(ctx, { bench_id: busy, items: [line(caesar)] })).status).toBe(201);
      } finally {
        ctx.clock.set('2025-03-14T15:30:00.000Z');
      }
    });

    it('allows 30 submissions per minute from one address', async () => {
      const headers = { 'X-Forwarded-For': '198.51.100.7' };
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        // Unknown tables: refused, but every attempt counts.
        statuses.push((await submit(ctx, { bench_id: 5000 + i, items: [line(caesar)] }, headers)).status);
      }
      expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
      expect(statuses[30]).toBe(429);
    });
  });
});
