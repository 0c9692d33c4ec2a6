import type { TBillReceipt, TStaffBill, TTableBill } from '@tableside/shared/bills.schemas';
import { STATUS_CODE } from '@tableside/shared/order-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCafeContext } from '../customer/customer-orders.test-helpers.ts';
import type { TDomainEvent } from '../events/event-bus.ts';
import { setSettingValue } from '../test/settings.ts';
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
  serve,
  type TWho,
} from './bills.test-helpers.ts';

describe('the bill: asking, splitting, paying, settling', () => {
  let ctx: TTestContext;
  let staff: Awaited<ReturnType<typeof billStaff>>;
  let waiter: TWho;
  const events: TDomainEvent[] = [];

  beforeAll(async () => {
    ctx = await createCafeContext();
    staff = await billStaff(ctx);
    waiter = staff.waiter;
    ctx.deps.events.subscribe((event) => events.push(event));
  });
  afterAll(() => ctx.close());

  it('asks for the whole bill, takes partial and cash payments, settles with an INV- number', async () => {
    const bench = await freshBench(ctx);
    const first = await guestOrder(ctx, bench, 600);
    const second = await guestOrder(ctx, bench, 400);
    const table = await expectCall<TTableBill>(ctx, 200, 'GET', `/customer/benches/${bench}/bill`);
    expect(table).toMatchObject({
      bill: null,
      totals: { gross: 10 },
      tips_enabled: true,
      tip_percentages: [5, 10, 15],
    });
    expect(table.payment_methods).toEqual(['CASH', 'CREDIT_CARD', 'DEBIT_CARD']);

    events.length = 0;
    const bill = await requestBill(ctx, bench, first.order_token, {
      split_mode: 'WHOLE',
      payment_method: 'CASH',
    });
    expect(bill).toMatchObject({
      status: 'OPEN',
      split_mode: 'WHOLE',
      payment_method: 'CASH',
      invoice_number: null,
    });
    expect(bill.orders.map((o) => o.id)).toEqual([first.id, second.id]);
    expect(bill.shares).toEqual([
      expect.objectContaining({
        position: 1,
        amount: 10,
        paid: 0,
        outstanding: 10,
        status: 'OPEN',
        line_ids: [],
      }),
    ]);
    expect(events).toContainEqual({ type: 'bill.requested', billId: bill.id, benchId: bench });

    // The first order is on the table; the second is still in the kitchen.
    await serve(ctx, waiter, first.id);

    // The receipt waits for the bill to be paid, and needs a token.
    await expectCall(ctx, 404, 'GET', `/customer/bills/${bill.id}/receipt`, { token: first.order_token });
    await expectCall(ctx, 401, 'GET', `/customer/bills/${bill.id}/receipt`);

    const partial = await pay(ctx, waiter, bill.id, { method: 'CREDIT_CARD', amount: 4 });
    expect(partial.shares[0]).toMatchObject({
      paid: 4,
      outstanding: 6,
      status: 'OPEN',
      payment_method: 'CREDIT_CARD',
    });
    expect(partial.payments[0]).toMatchObject({
      amount: 4,
      tip: 0,
      taken_by: waiter.id,
      taken_by_name: 'Wendy Waiter',
    });
    expect(partial.status).toBe('OPEN');

    const tooMuch = await call(ctx, 'POST', `/bills/${bill.id}/payments`, {
      who: waiter,
      body: { method: 'CASH', amount: 6.01 },
    });
    expect(tooMuch.status).toBe(409);
    expect((await tooMuch.json()).message).toBe('More than is owed');
    const short = await call(ctx, 'POST', `/bills/${bill.id}/payments`, {
      who: waiter,
      body: { method: 'CASH', amount: 6, tip: 1, cash_given: 6.5 },
    });
    expect(short.status).toBe(400);

    events.length = 0;
    const settled = await pay(ctx, waiter, bill.id, { method: 'CASH', amount: 6, tip: 1, cash_given: 10 });
    expect(settled.payments[1]).toMatchObject({
      method: 'CASH',
      amount: 6,
      tip: 1,
      cash_given: 10,
      change: 3,
    });
    expect(settled).toMatchObject({ status: 'SETTLED', paid_total: 10, tip_total: 1, total_with_tip: 11 });
    expect(settled.invoice_number).toMatch(/^INV-\d+$/);
    // Served orders are paid at once; one still in the kitchen stays on its board until served.
    expect(settled.orders.map((o) => o.status)).toEqual(['PAID', 'SUBMITTED']);
    await serve(ctx, waiter, second.id);
    const history = await ctx.db
      .selectFrom('order_status_history')
      .select(['order_id', 'created_by', 'created_by_name', 'notes'])
      .where('order_id', 'in', [first.id, second.id])
      .where('status', '=', STATUS_CODE.PAID)
      .execute();
    expect(history).toHaveLength(2);
    expect(history.find((h) => h.order_id === second.id)?.notes).toBe(`Bill ${settled.invoice_number}`);
    expect(history.every((h) => h.created_by === waiter.id && h.created_by_name === 'Wendy Waiter')).toBe(
      true,
    );
    expect(events).toContainEqual({ type: 'bill.settled', billId: bill.id, benchId: bench });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'order.status_changed', orderId: first.id, status: 'PAID' }),
    );
    const orders = await ctx.db
      .selectFrom('customer_orders')
      .select('invoice_number')
      .where('id', 'in', [first.id, second.id])
      .execute();
    expect(orders.map((o) => o.invoice_number)).toEqual([settled.invoice_number, settled.invoice_number]);

    // Settled: no more payments, the table's bill is free again, the receipt is there.
    await pay(ctx, waiter, bill.id, { method: 'CASH', amount: 1 }, 409);
    expect(
      (await expectCall<TTableBill>(ctx, 200, 'GET', `/customer/benches/${bench}/bill`)).bill,
    ).toBeNull();
    const receipt = await expectCall<TBillReceipt>(ctx, 200, 'GET', `/customer/bills/${bill.id}/receipt`, {
      token: second.order_token,
    });
    expect(receipt).toMatchObject({
      invoice_number: settled.invoice_number,
      restaurant: { name: 'Café Aroma', tax_id: null },
      currency: 'EUR',
      totals: { gross: 10 },
      tip_total: 1,
      total_with_tip: 11,
    });
    expect(receipt.payments).toHaveLength(2);
    const staffReceipt = await expectCall<TBillReceipt>(ctx, 200, 'GET', `/bills/${bill.id}/receipt`, {
      who: waiter,
    });
    expect(staffReceipt).toEqual(receipt);
    const other = await guestOrder(ctx, await freshBench(ctx), 100);
    await expectCall(ctx, 403, 'GET', `/customer/bills/${bill.id}/receipt`, { token: other.order_token });
  });

  it('splits equally, the last share taking the rounding cents, and shares the tip the same way', async () => {
    const bench = await freshBench(ctx);
    const order = await guestOrder(ctx, bench, 1000);
    const equal = await requestBill(ctx, bench, order.order_token, {
      split_mode: 'EQUAL',
      split_count: 3,
      payment_method: 'DEBIT_CARD',
      tip: { percent: 10 },
    });
    expect(equal.shares.map((s) => [s.position, s.amount, s.tip])).toEqual([
      [1, 3.33, 0.33],
      [2, 3.33, 0.33],
      [3, 3.34, 0.33],
    ]);
    expect(equal).toMatchObject({ tip_total: 0.99, total_with_tip: 10.99 });
    // While nothing is paid, asking again changes the bill (200).
    const changed = await requestBill(
      ctx,
      bench,
      order.order_token,
      { split_mode: 'EQUAL', split_count: 3, payment_method: 'CASH', tip: { amount: 1 } },
      200,
    );
    expect(changed.id).toBe(equal.id);
    expect(changed.shares.map((s) => s.tip)).toEqual([0.33, 0.33, 0.34]);

    for (const share of changed.shares.slice(0, 2)) {
      await pay(ctx, waiter, changed.id, {
        share_id: share.id,
        method: 'CASH',
        amount: share.amount,
        tip: share.tip,
      });
    }
    // Once a payment is recorded the split is fixed.
    await requestBill(ctx, bench, order.order_token, { split_mode: 'WHOLE', payment_method: 'CASH' }, 409);
    // A payment for a bill of several shares must say which.
    await pay(ctx, waiter, changed.id, { method: 'CASH', amount: 1 }, 400);
    const last = changed.shares[2]!;
    const done = await pay(ctx, waiter, changed.id, {
      share_id: last.id,
      method: 'CASH',
      amount: 3.34,
    });
    expect(done.status).toBe('SETTLED');
    expect(done.shares.map((s) => s.status)).toEqual(['PAID', 'PAID', 'PAID']);
  });

  it('keeps equal shares as they were split while they are paid one by one', async () => {
    const bench = await freshBench(ctx);
    const order = await guestOrder(ctx, bench, 1001);
    const bill = await requestBill(ctx, bench, order.order_token, {
      split_mode: 'EQUAL',
      split_count: 3,
      payment_method: 'CASH',
    });
    const amounts = (b: { shares: { amount: number }[] }) => b.shares.map((share) => share.amount);
    expect(amounts(bill)).toEqual([3.33, 3.33, 3.35]);
    let current = bill;
    for (const share of bill.shares) {
      current = await pay(ctx, waiter, bill.id, { share_id: share.id, method: 'CASH', amount: share.amount });
      // Each guest pays what they were shown, whoever paid before them.
      expect(amounts(current)).toEqual([3.33, 3.33, 3.35]);
    }
    expect(current.status).toBe('SETTLED');
  });

  it('covers the orders as they are until the first payment, and only those after it', async () => {
    const bench = await freshBench(ctx);
    const first = await guestOrder(ctx, bench, 500);
    const bill = await requestBill(ctx, bench, first.order_token, {
      split_mode: 'WHOLE',
      payment_method: 'CASH',
    });
    const second = await guestOrder(ctx, bench, 300);
    const now = await expectCall<TStaffBill>(ctx, 200, 'GET', `/bills/${bill.id}`, { who: waiter });
    expect(now.orders.map((o) => o.id)).toEqual([first.id, second.id]);
    expect(now.shares[0]!.amount).toBe(8);
    await pay(ctx, waiter, bill.id, { method: 'CASH', amount: 2 });
    const third = await guestOrder(ctx, bench, 700);
    const fixed = await expectCall<TStaffBill>(ctx, 200, 'GET', `/bills/${bill.id}`, { who: waiter });
    expect(fixed.orders.map((o) => o.id)).toEqual([first.id, second.id]);
    expect(fixed.shares[0]).toMatchObject({ amount: 8, outstanding: 6 });
    // The later order waits for the next bill: the table's bill shows it on its own.
    const table = await expectCall<TTableBill>(ctx, 200, 'GET', `/customer/benches/${bench}/bill`);
    expect(table.orders.map((o) => o.id)).toEqual([third.id]);
    expect(table.bill?.id).toBe(bill.id);
    // Its token still changes nothing on the fixed bill.
    await requestBill(ctx, bench, third.order_token, { split_mode: 'WHOLE', payment_method: 'CASH' }, 409);
    // A staff member cannot open a second bill for the table.
    await expectCall(ctx, 409, 'POST', '/bills', { who: waiter, body: { bench_id: bench } });
  });

  it('refuses what the restaurant does not offer, bad input and missing or wrong tokens, writing nothing', async () => {
    const bench = await freshBench(ctx);
    const order = await guestOrder(ctx, bench, 1000);
    const elsewhere = await guestOrder(ctx, await freshBench(ctx), 1000);
    const path = `/customer/benches/${bench}/bill/request`;
    const count = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('bills')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();

    const apple = await call(ctx, 'POST', path, {
      token: order.order_token,
      body: { split_mode: 'WHOLE', payment_method: 'APPLE_PAY' },
    });
    expect(apple.status).toBe(400);
    expect((await apple.json()).message).toBe('This restaurant does not accept Apple Pay');
    for (const body of [
      { split_mode: 'EQUAL', payment_method: 'CASH' },
      { split_mode: 'HALF', payment_method: 'CASH' },
      { split_mode: 'EQUAL', split_count: 31, payment_method: 'CASH' },
      { split_mode: 'WHOLE', payment_method: 'CASH', tip: { percent: 500 } },
      { split_mode: 'WHOLE', payment_method: 'CASH', tip: { amount: 1.234 } },
    ]) {
      expect(
        (await call(ctx, 'POST', path, { token: order.order_token, body })).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect(
      (await call(ctx, 'POST', path, { body: { split_mode: 'WHOLE', payment_method: 'CASH' } })).status,
    ).toBe(401);
    expect(
      (
        await call(ctx, 'POST', path, {
          token: elsewhere.order_token,
          body: { split_mode: 'WHOLE', payment_method: 'CASH' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(ctx, 'POST', path, {
          token: 'nonsense',
          body: { split_mode: 'WHOLE', payment_method: 'CASH' },
        })
      ).status,
    ).toBe(403);
    expect((await call(ctx, 'GET', '/customer/benches/999999/bill')).status).toBe(404);

    await setSettingValue(ctx, 'PAYMENT.TIPS_ENABLED', 'false');
    try {
      const tipped = await call(ctx, 'POST', path, {
        token: order.order_token,
        body: { split_mode: 'WHOLE', payment_method: 'CASH', tip: { percent: 10 } },
      });
      expect(tipped.status).toBe(400);
      expect((await tipped.json()).message).toBe('Tips are not offered');
      expect(await count()).toBe(before);
      const bill = await requestBill(ctx, bench, order.order_token, {
        split_mode: 'WHOLE',
        payment_method: 'CASH',
      });
      await pay(ctx, waiter, bill.id, { method: 'CASH', amount: 5, tip: 0.5 }, 400);
      await pay(ctx, waiter, bill.id, { method: 'GOOGLE_PAY', amount: 5 }, 400);
      await pay(ctx, waiter, bill.id, { method: 'CASH', amount: 0 }, 400);
      await pay(ctx, waiter, bill.id, { method: 'CREDIT_CARD', amount: 5, cash_given: 5 }, 400);
      expect(
        (await ctx.db.selectFrom('payments').selectAll().where('bill_id', '=', bill.id).execute()).length,
      ).toBe(0);
    } finally {
      await setSettingValue(ctx, 'PAYMENT.TIPS_ENABLED', 'true');
    }

    const empty = await freshBench(ctx);
    await expectCall(ctx, 400, 'POST', `/customer/benches/${empty}/bill/request`, {
      token: order.order_token,
      body: { split_mode: 'WHOLE', payment_method: 'CASH' },
    });
    await expectCall(ctx, 400, 'POST', '/bills', { who: waiter, body: { bench_id: empty } });
  });

  it('checks permissions: orders.read to read, payments.take to pay, payments.refund to refund', async () => {
    const bench = await freshBench(ctx);
    await guestOrder(ctx, bench, 1000);
    await expectCall(ctx, 401, 'GET', '/bills');
    await expectCall(ctx, 403, 'GET', '/bills', { who: staff.host });
    const opened = await expectCall<TStaffBill>(ctx, 201, 'POST', '/bills', {
      who: waiter,
      body: { bench_id: bench, split_mode: 'EQUAL', split_count: 2 },
    });
    expect(opened).toMatchObject({ requested_at: null, split_mode: 'EQUAL' });
    expect(opened.acknowledged_at).not.toBeNull();
    await expectCall(ctx, 403, 'POST', '/bills', { who: staff.kitchen, body: { bench_id: bench } });
    await expectCall(ctx, 200, 'GET', `/bills/${opened.id}`, { who: staff.kitchen });
    await pay(
      ctx,
      staff.kitchen,
      opened.id,
      { share_id: opened.shares[0]!.id, method: 'CASH', amount: 1 },
      403,
    );
    await expectCall(ctx, 401, 'POST', `/bills/${opened.id}/payments`, {
      body: { method: 'CASH', amount: 1 },
    });
    const listed = await expectCall<TStaffBill[]>(ctx, 200, 'GET', `/bills?bench_id=${bench}`, {
      who: waiter,
    });
    expect(listed.map((b) => b.id)).toEqual([opened.id]);
    await expectCall(ctx, 400, 'GET', '/bills?status=PAID', { who: waiter });
    await expectCall(ctx, 404, 'GET', '/bills/999999', { who: waiter });
    await expectCall(ctx, 404, 'GET', `/bills/${opened.id}/receipt`, { who: waiter });
  });

  it('acknowledges a request once', async () => {
    const bench = await freshBench(ctx);
    const order = await guestOrder(ctx, bench, 1000);
    const bill = await requestBill(ctx, bench, order.order_token, {
      split_mode: 'WHOLE',
      payment_method: 'CASH',
    });
    expect(bill.acknowledged_at).toBeNull();
    const seen = await expectCall<TStaffBill>(ctx, 200, 'POST', `/bills/${bill.id}/acknowledge`, {
      who: staff.kitchen,
    });
    ctx.clock.advance(60_000);
    const again = await expectCall<TStaffBill>(ctx, 200, 'POST', `/bills/${bill.id}/acknowledge`, {
      who: waiter,
    });
    expect(again.acknowledged_at).toBe(seen.acknowledged_at);
  });

  it('lets one of two payments racing for one share win; the other is a 409', async () => {
    const { bill } = await equalBillOfTwo(ctx);
    const share = bill.shares[0]!;
    const body = { share_id: share.id, method: 'CASH', amount: 5 };
    const [a, b] = await Promise.all([
      call(ctx, 'POST', `/bills/${bill.id}/payments`, { who: waiter, body }),
      call(ctx, 'POST', `/bills/${bill.id}/payments`, { who: staff.manager, body }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const after = await expectCall<TStaffBill>(ctx, 200, 'GET', `/bills/${bill.id}`, { who: waiter });
    expect(after.payments).toHaveLength(1);
    expect(after.shares[0]).toMatchObject({ paid: 5, status: 'PAID' });
    // Two shares paid at once both count, and the bill settles exactly once.
    const other = after.shares[1]!;
    const [c, d] = await Promise.all([
      call(ctx, 'POST', `/bills/${bill.id}/payments`, {
        who: waiter,
        body: { share_id: other.id, method: 'CASH', amount: 2 },
      }),
      call(ctx, 'POST', `/bills/${bill.id}/payments`, {
        who: staff.manager,
        body: { share_id: other.id, method: 'CASH', amount: 3 },
      }),
    ]);
    expect([c.status, d.status]).toEqual([201, 201]);
    const settled = await expectCall<TStaffBill>(ctx, 200, 'GET', `/bills/${bill.id}`, { who: waiter });
    expect(settled.status).toBe('SETTLED');
  });

  it('keeps public answers narrow: no names, emails, phones or notes', async () => {
    const bench = await freshBench(ctx);
    const order = await guestOrder(ctx, bench, 1000, {
      body: {
        customer: { name: 'Priscilla Private', email: 'priscilla@example.com', phone: '+49 170 5550123' },
        notes: 'Secret birthday surprise',
      },
    });
    const bill = await requestBill(ctx, bench, order.order_token, {
      split_mode: 'WHOLE',
      payment_method: 'CASH',
    });
    await pay(ctx, waiter, bill.id, { method: 'CASH', amount: 10 });
    const answers = [
      JSON.stringify(bill),
      await (await call(ctx, 'GET', `/customer/benches/${bench}/bill`)).text(),
      await (
        await call(ctx, 'GET', `/customer/bills/${bill.id}/receipt`, { token: order.order_token })
      ).text(),
    ];
    for (const text of answers) {
      for (const secret of ['Priscilla', 'priscilla@', '5550123', 'Secret birthday', 'Wendy']) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it("gives a bill of one order that already has a receipt that order's INV- number", async () => {
    const bench = await freshBench(ctx);
    const order = await guestOrder(ctx, bench, 1000);
    const printed = await expectCall<{ invoice_number: string }>(
      ctx,
      200,
      'POST',
      `/customer-orders/${order.id}/receipt`,
      {
        who: waiter,
      },
    );
    const bill = await requestBill(ctx, bench, order.order_token, {
      split_mode: 'WHOLE',
      payment_method: 'CASH',
    });
    const settled = await pay(ctx, waiter, bill.id, { method: 'CASH', amount: 10 });
    expect(settled.invoice_number).toBe(printed.invoice_number);
  });

  it('prices lines as ordered, each order with the tax mode it was ordered in', async () => {
    const bench = await freshBench(ctx);
    const net = await guestOrder(ctx, bench, 1000, { taxPercent: 8, quantity: 2 });
    await setSettingValue(ctx, 'PAYMENT.PRICES_INCLUDE_TAX', 'true');
    let gross: Awaited<ReturnType<typeof guestOrder>>;
    try {
      gross = await guestOrder(ctx, bench, 1000, { taxPercent: 8, quantity: 2 });
    } finally {
      await setSettingValue(ctx, 'PAYMENT.PRICES_INCLUDE_TAX', 'false');
    }
    const bill = await requestBill(ctx, bench, net.order_token, {
      split_mode: 'WHOLE',
      payment_method: 'CASH',
    });
    // Tax on top for the first order; 20.00 with 8 % in it for the second, though the setting is off now.
    expect(bill.lines.find((line) => line.order_id === net.id)).toMatchObject({
      quantity: 2,
      unit_price: 10,
      tax_rate: 8,
      net: 20,
      tax: 1.6,
      gross: 21.6,
    });
    expect(bill.lines.find((line) => line.order_id === gross.id)).toMatchObject({
      net: 18.52,
      tax: 1.48,
      gross: 20,
    });
    expect(bill.tax_breakdown).toEqual([{ rate: 8, net: 38.52, tax: 3.08 }]);
    expect(bill.totals).toEqual({ net: 38.52, taxes: 3.08, service_charge: 0, gross: 41.6 });
  });
});
