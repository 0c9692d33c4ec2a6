import type { TFullOrderView, TPublicOrderView } from '@tableside/shared/orders.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCafeContext, menuItem, orderTableCounts } from '../customer/customer-orders.test-helpers.ts';
import type { TTestContext } from '../test/test-context.ts';
import {
  billStaff,
  call,
  equalBillOfTwo,
  expectCall,
  freshBench,
  guestOrder,
  pay,
  requestBill,
} from './bills.test-helpers.ts';

/**
 * Decision 0032: the first payment fixes the orders a bill covers. From then on the bill is those
 * orders' lines as they were, so neither staff nor the guest may add, change or remove a line.
 */
describe('an order on a bill that is being paid keeps its lines', () => {
  let ctx: TTestContext;
  let staff: Awaited<ReturnType<typeof billStaff>>;
  let salad: { id: number };

  beforeAll(async () => {
    ctx = await createCafeContext();
    staff = await billStaff(ctx);
    salad = await menuItem(ctx, 'Caesar Salad');
  });
  afterAll(() => ctx.close());

  const fullOrder = (id: number) =>
    expectCall<TFullOrderView>(ctx, 200, 'GET', `/customer-orders/${id}/full`, { who: staff.waiter });

  /** A table whose order of two lines is on an equal split of two; share 1 is paid. */
  async function partlyPaid() {
    const bench = await freshBench(ctx);
    const order = await guestOrder(ctx, bench, 1000);
    await expectCall(ctx, 200, 'POST', `/customer-orders/${order.id}/add-items`, {
      who: staff.waiter,
      body: { items: [{ menuItemId: salad.id, quantity: 1 }] },
    });
    const bill = await requestBill(ctx, bench, order.order_token, {
      split_mode: 'EQUAL',
      split_count: 2,
      payment_method: 'CASH',
    });
    expect((await fullOrder(order.id)).on_bill).toBe(false);
    const share = bill.shares[0]!;
    await pay(ctx, staff.waiter, bill.id, { method: 'CASH', amount: share.amount, share_id: share.id });
    return { bench, order, bill };
  }

  it('refuses staff adding or removing items with a 409 and writes nothing', async () => {
    const { order } = await partlyPaid();
    const view = await fullOrder(order.id);
    expect(view.on_bill).toBe(true);
    const before = await orderTableCounts(ctx);

    const add = await call(ctx, 'POST', `/customer-orders/${order.id}/add-items`, {
      who: staff.waiter,
      body: { items: [{ menuItemId: salad.id, quantity: 1 }] },
    });
    expect(add.status).toBe(409);
    expect(((await add.json()) as { message: string }).message).toBe(
      `Order ${order.id} is on a bill that is being paid, so its items can no longer change; take a new order instead`,
    );
    const remove = await call(ctx, 'DELETE', `/customer-orders/${order.id}/items/${view.items[0]!.id}`, {
      who: staff.waiter,
    });
    expect(remove.status).toBe(409);

    expect(await orderTableCounts(ctx)).toEqual(before);
    const after = await fullOrder(order.id);
    expect(after.items).toEqual(view.items);
    expect(after.gross).toBe(view.gross);
  });

  it('refuses cancelling it with a 409 and writes nothing: cancelled, it would still be charged', async () => {
    const { order } = await partlyPaid();
    const view = await fullOrder(order.id);
    const before = await orderTableCounts(ctx);
    const cancel = await call(ctx, 'PATCH', `/customer-orders/${order.id}/status`, {
      who: staff.manager,
      body: { status: 'CANCELLED' },
    });
    expect(cancel.status).toBe(409);
    expect(((await cancel.json()) as { message: string }).message).toBe(
      `Order ${order.id} is on a bill that is being paid, so it can no longer be cancelled; refund its amount on the bill instead`,
    );
    expect(await orderTableCounts(ctx)).toEqual(before);
    const after = await fullOrder(order.id);
    expect([after.status, after.status_history]).toEqual([view.status, view.status_history]);

    // The kitchen still moves it along as usual.
    await expectCall(ctx, 200, 'PATCH', `/customer-orders/${order.id}/status`, {
      who: staff.manager,
      body: { status: 'OPENED' },
    });
  });

  it('lets staff cancel an order at the table before the first payment: the live bill drops it', async () => {
    const bench = await freshBench(ctx);
    const order = await guestOrder(ctx, bench, 1000);
    await requestBill(ctx, bench, order.order_token, { split_mode: 'WHOLE', payment_method: 'CASH' });
    await expectCall(ctx, 200, 'PATCH', `/customer-orders/${order.id}/status`, {
      who: staff.manager,
      body: { status: 'CANCELLED' },
    });
    expect((await fullOrder(order.id)).status).toBe('CANCELLED');
  });

  it("refuses the guest's changes with a 409, and the guest's view says the order is on the bill", async () => {
    const { order } = await partlyPaid();
    const token = order.order_token;
    const guestView = await expectCall<TPublicOrderView>(ctx, 200, 'GET', `/customer/orders/${order.id}`, {
      token,
    });
    expect(guestView.on_bill).toBe(true);
    const itemId = guestView.items[0]!.id;
    const before = await orderTableCounts(ctx);

    const refusals = [
      await call(ctx, 'POST', `/customer/orders/${order.id}/add-items`, {
        token,
        body: { items: [{ menuItemId: salad.id, quantity: 1 }] },
      }),
      await call(ctx, 'PATCH', `/customer/orders/${order.id}/items/${itemId}`, {
        token,
        body: { quantity: 3 },
      }),
      await call(ctx, 'DELETE', `/customer/orders/${order.id}/items/${itemId}`, { token }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(409);
      expect(((await res.json()) as { message: string }).message).toBe(
        'This order is on the bill being paid and can no longer be changed; please order anything else separately',
      );
    }
    expect(await orderTableCounts(ctx)).toEqual(before);
  });

  it('leaves a later order at the table free to change: it waits for the next bill', async () => {
    const { bench, bill } = await partlyPaid();
    const later = await guestOrder(ctx, bench, 500);
    expect((await fullOrder(later.id)).on_bill).toBe(false);
    await expectCall(ctx, 200, 'POST', `/customer-orders/${later.id}/add-items`, {
      who: staff.waiter,
      body: { items: [{ menuItemId: salad.id, quantity: 1 }] },
    });
    const staffBill = await expectCall<{ orders: Array<{ id: number }> }>(
      ctx,
      200,
      'GET',
      `/bills/${bill.id}`,
      {
        who: staff.waiter,
      },
    );
    expect(staffBill.orders.map((o) => o.id)).not.toContain(later.id);
  });

  it('lets a payment and a line change at the same moment go one after the other: the shares still add up', async () => {
    for (let round = 0; round < 6; round++) {
      const { order, bill } = await equalBillOfTwo(ctx);
      const share = bill.shares[0]!;
      const [paid, added] = await Promise.all([
        call(ctx, 'POST', `/bills/${bill.id}/payments`, {
          who: staff.waiter,
          body: { method: 'CASH', amount: share.amount, share_id: share.id },
        }),
        call(ctx, 'POST', `/customer-orders/${order.id}/add-items`, {
          who: staff.waiter,
          body: { items: [{ menuItemId: salad.id, quantity: 1 }] },
        }),
      ]);
      // The line came first (the payment then covers the new total) or the payment did (the line is
      // refused); never the line after the payment has read the order.
      expect(paid.status).toBe(201);
      expect([200, 409]).toContain(added.status);
      const after = await expectCall<{ totals: { gross: number }; shares: Array<{ amount: number }> }>(
        ctx,
        200,
        'GET',
        `/bills/${bill.id}`,
        { who: staff.waiter },
      );
      const shares = after.shares.reduce((sum, s) => sum + Math.round(s.amount * 100), 0);
      expect(shares).toBe(Math.round(after.totals.gross * 100));
    }
  });
});
