import type { TFullOrderView } from '@tableside/shared/orders.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { menuItem, type TMenuRef } from '../customer/customer-orders.test-helpers.ts';
import { numbersOf, range } from '../number-sequences/number-sequences.test-helpers.ts';
import { json, request } from '../test/http.ts';
import { secondInstance, type TSecondInstance } from '../test/second-instance.ts';
import type { TTestContext } from '../test/test-context.ts';
import {
  createManualOrder,
  createStaffCafeContext,
  staffCall,
  type TStaff,
} from './staff-orders.test-helpers.ts';

/**
 * POST /customer-orders/{id}/receipt (decision 0017): the first receipt of an order gives it the
 * next INV- number, a reprint shows the same one, and receipts printed at once on two instances
 * never share or skip a number.
 */
describe('issuing receipts', () => {
  let ctx: TTestContext;
  let staff: TStaff;
  let other: TSecondInstance;
  let cappuccino: TMenuRef;

  beforeAll(async () => {
    ({ ctx, staff } = await createStaffCafeContext());
    other = await secondInstance(ctx);
    cappuccino = await menuItem(ctx, 'Cappuccino');
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  const newOrder = () =>
    createManualOrder(ctx, staff.waiter, { items: [{ menuItemId: cappuccino.id, quantity: 1 }] });
  const issue = (id: number, who = staff.kitchen, app = ctx.app) =>
    request(app, 'POST', `/customer-orders/${id}/receipt`, { headers: who.headers });
  const invoiceCounter = async () =>
    (
      await ctx.db
        .selectFrom('number_records')
        .select('current_value')
        .where('entity_name', '=', 'INVOICE')
        .executeTakeFirstOrThrow()
    ).current_value;

  it('gives the order the next invoice number once, and the same one on a reprint', async () => {
    const before = await invoiceCounter();
    const order = await newOrder();
    expect(order.invoice_number).toBeNull();
    ctx.clock.advance(60_000);
    const first = await issue(order.id);
    expect(first.status).toBe(200);
    const issued = (await json<TFullOrderView>(first)).data;
    expect(issued.invoice_number).toBe(`INV-${String(before + 1).padStart(6, '0')}`);
    // Issuing a receipt is not a change of the order: its stamps stay.
    expect(issued.updated_at).toBe(order.updated_at);
    const reprint = (await json<TFullOrderView>(await issue(order.id, staff.waiter))).data;
    expect(reprint.invoice_number).toBe(issued.invoice_number);
    expect(await invoiceCounter()).toBe(before + 1);
    const full = (await json<TFullOrderView>(await staffCall(ctx, staff.kitchen, 'GET', `/${order.id}/full`)))
      .data;
    expect(full.invoice_number).toBe(issued.invoice_number);
  });

  it('continues from the next number an owner set', async () => {
    const record = await ctx.db
      .selectFrom('number_records')
      .select('id')
      .where('entity_name', '=', 'INVOICE')
      .executeTakeFirstOrThrow();
    const manager = await createSignedInUser(ctx.deps, { roles: ['MANAGER'] });
    const set = await request(ctx.app, 'PUT', `/number-records/${record.id}`, {
      headers: manager.headers,
      body: { prefix: 'INV-', padding: 6, next_value: 2025 },
    });
    expect(set.status).toBe(200);
    const order = await newOrder();
    expect((await json<TFullOrderView>(await issue(order.id))).data.invoice_number).toBe('INV-002025');
  });

  it('refuses a cancelled order without one (409), unknown orders (404) and callers who cannot see orders', async () => {
    const before = await invoiceCounter();
    const order = await newOrder();
    const cancel = await staffCall(ctx, staff.waiter, 'PATCH', `/${order.id}/status`, {
      status: 'CANCELLED',
    });
    expect(cancel.status).toBe(200);
    expect((await issue(order.id)).status).toBe(409);
    expect((await issue(999_999)).status).toBe(404);
    expect((await issue(0)).status).toBe(400);
    expect((await issue(order.id, staff.host)).status).toBe(403);
    expect((await request(ctx.app, 'POST', `/customer-orders/${order.id}/receipt`)).status).toBe(401);
    expect(await invoiceCounter()).toBe(before);
    const row = await ctx.db
      .selectFrom('customer_orders')
      .select('invoice_number')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.invoice_number).toBeNull();
  });

  it('never shares or skips an invoice number when receipts are printed at once on two instances', async () => {
    const before = await invoiceCounter();
    const orders = await Promise.all(range(1, 12).map(() => newOrder()));
    // Each receipt twice, on both instances: one number per order, however the requests interleave.
    const responses = await Promise.all(
      orders.flatMap((order) => [
        issue(order.id, staff.kitchen, ctx.app),
        issue(order.id, staff.waiter, other.app),
      ]),
    );
    expect(responses.map((res) => res.status)).toEqual(Array(orders.length * 2).fill(200));
    const numbers = await Promise.all(responses.map(async (res) => (await json<TFullOrderView>(res)).data));
    for (const order of orders) {
      const both = numbers.filter((view) => view.id === order.id).map((view) => view.invoice_number);
      expect(new Set(both).size, `order ${order.id}`).toBe(1);
    }
    const stored = await ctx.db
      .selectFrom('customer_orders')
      .select('invoice_number')
      .where(
        'id',
        'in',
        orders.map((order) => order.id),
      )
      .execute();
    expect(
      numbersOf(
        stored.map((row) => row.invoice_number),
        'INV-',
      ),
    ).toEqual(range(before + 1, before + orders.length));
    expect(await invoiceCounter()).toBe(before + orders.length);
  });
});
