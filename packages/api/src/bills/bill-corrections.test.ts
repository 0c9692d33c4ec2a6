import type { TEndOfDayReport, TStaffBill } from '@tableside/shared/bills.schemas';
import { STATUS_CODE } from '@tableside/shared/order-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCafeContext } from '../customer/customer-orders.test-helpers.ts';
import type { TTestContext } from '../test/test-context.ts';
import {
  billStaff,
  call,
  expectCall,
  freshBench,
  guestOrder,
  pay,
  requestBill,
  serve,
} from './bills.test-helpers.ts';

describe('clearing, voids, refunds and the end-of-day report', () => {
  let ctx: TTestContext;
  let staff: Awaited<ReturnType<typeof billStaff>>;

  beforeAll(async () => {
    // CAFE_NOW: Friday 14 March 2025, 16:30 in Berlin.
    ctx = await createCafeContext();
    staff = await billStaff(ctx);
  });
  afterAll(() => ctx.close());

  async function settledBill(cents: number, taxPercent = 0) {
    const bench = await freshBench(ctx);
    const order = await guestOrder(ctx, bench, cents, { taxPercent });
    const bill = await requestBill(ctx, bench, order.order_token, {
      split_mode: 'WHOLE',
      payment_method: 'CASH',
    });
    return { order, bill, bench };
  }

  it('clears a settled table: its orders move to COMPLETED by the staff member', async () => {
    const { order, bill } = await settledBill(1000);
    await serve(ctx, staff.waiter, order.id);
    await expectCall(ctx, 409, 'POST', `/bills/${bill.id}/clear`, { who: staff.waiter });
    await pay(ctx, staff.waiter, bill.id, { method: 'CASH', amount: 10 });
    await expectCall(ctx, 403, 'POST', `/bills/${bill.id}/clear`, { who: staff.host });
    const cleared = await expectCall<TStaffBill>(ctx, 200, 'POST', `/bills/${bill.id}/clear`, {
      who: staff.kitchen,
    });
    expect(cleared.orders.map((o) => o.status)).toEqual(['COMPLETED']);
    const history = await ctx.db
      .selectFrom('order_status_history')
      .select('created_by')
      .where('order_id', '=', order.id)
      .where('status', '=', STATUS_CODE.COMPLETED)
      .execute();
    expect(history).toEqual([{ created_by: staff.kitchen.id }]);
  });

  it('voids a payment of an open bill with a reason, so the share owes it again; refunds one of a settled bill', async () => {
    const { bill } = await settledBill(1000);
    const first = await pay(ctx, staff.waiter, bill.id, { method: 'CASH', amount: 4 });
    const paymentId = first.payments[0]!.id;
    await expectCall(ctx, 400, 'POST', `/payments/${paymentId}/void`, {
      who: staff.waiter,
      body: { reason: '' },
    });
    await expectCall(ctx, 409, 'POST', `/payments/${paymentId}/refund`, {
      who: staff.manager,
      body: { reason: 'Wrong table' },
    });
    const voided = await expectCall<TStaffBill>(ctx, 200, 'POST', `/payments/${paymentId}/void`, {
      who: staff.waiter,
      body: { reason: 'Typed 4 instead of 10' },
    });
    expect(voided.payments[0]).toMatchObject({ status: 'VOIDED', reason: 'Typed 4 instead of 10' });
    expect(voided.shares[0]).toMatchObject({ paid: 0, outstanding: 10 });
    await expectCall(ctx, 409, 'POST', `/payments/${paymentId}/void`, {
      who: staff.waiter,
      body: { reason: 'Again' },
    });

    const settled = await pay(ctx, staff.waiter, bill.id, { method: 'CREDIT_CARD', amount: 10, tip: 1 });
    expect(settled.status).toBe('SETTLED');
    const cardId = settled.payments[1]!.id;
    await expectCall(ctx, 409, 'POST', `/payments/${cardId}/void`, {
      who: staff.waiter,
      body: { reason: 'Too late' },
    });
    await expectCall(ctx, 403, 'POST', `/payments/${cardId}/refund`, {
      who: staff.waiter,
      body: { reason: 'Cold soup' },
    });
    const refunded = await expectCall<TStaffBill>(ctx, 200, 'POST', `/payments/${cardId}/refund`, {
      who: staff.manager,
      body: { reason: 'Cold soup' },
    });
    expect(refunded.status).toBe('SETTLED');
    expect(refunded.payments[1]).toMatchObject({ status: 'REFUNDED', reason: 'Cold soup' });
    await expectCall(ctx, 404, 'POST', '/payments/999999/refund', {
      who: staff.manager,
      body: { reason: 'Nothing' },
    });

    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'entity_id'])
      .where('entity_type', '=', 'payment')
      .where('action', 'in', ['payment.voided', 'payment.refunded'])
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'payment.voided', actor_id: staff.waiter.id, entity_id: String(paymentId) },
        { action: 'payment.refunded', actor_id: staff.manager.id, entity_id: String(cardId) },
      ]),
    );
  });

  it('reports a local day: payments by method, tips by staff, taxes by rate, refunds, orders and covers, as JSON and CSV', async () => {
    // Ordered during service; paid on a day of its own: Saturday 15 March 2025 in Berlin (UTC+1),
    // whose first minutes are still the 14th in UTC.
    const one = await settledBill(1000, 8); // 10.80 gross
    const two = await settledBill(500, 19); // 5.95 gross
    const next = await settledBill(300);
    ctx.clock.set('2025-03-14T23:30:00.000Z');
    // Sessions follow the test clock: sign in again at each time.
    const night = await billStaff(ctx);
    await pay(ctx, night.waiter, one.bill.id, { method: 'CASH', amount: 10.8, tip: 1.2, cash_given: 20 });
    const bill = await expectCall<TStaffBill>(ctx, 200, 'GET', `/bills/${two.bill.id}`, {
      who: night.waiter,
    });
    expect(bill.totals.gross).toBe(5.95);
    const paid = await pay(ctx, night.manager, two.bill.id, {
      method: 'CREDIT_CARD',
      amount: 5.95,
      tip: 0.5,
    });
    ctx.clock.set('2025-03-15T20:00:00.000Z');
    await expectCall(ctx, 200, 'POST', `/payments/${paid.payments[0]!.id}/refund`, {
      who: (await billStaff(ctx)).manager,
      body: { reason: 'Guest complained' },
    });
    // The next day's payment is not in it.
    ctx.clock.set('2025-03-15T23:30:00.000Z');
    staff = await billStaff(ctx);
    await pay(ctx, staff.waiter, next.bill.id, { method: 'CASH', amount: 3 });

    await expectCall(ctx, 403, 'GET', '/reports/end-of-day?from=2025-03-15', { who: staff.waiter });
    await expectCall(ctx, 400, 'GET', '/reports/end-of-day?from=15.03.2025', { who: staff.manager });
    await expectCall(ctx, 400, 'GET', '/reports/end-of-day?from=2025-03-15&to=2025-03-14', {
      who: staff.manager,
    });
    const report = await expectCall<TEndOfDayReport>(ctx, 200, 'GET', '/reports/end-of-day?from=2025-03-15', {
      who: staff.manager,
    });
    expect(report).toEqual({
      from: '2025-03-15',
      to: '2025-03-15',
      time_zone: 'Europe/Berlin',
      currency: 'EUR',
      by_method: [
        { method: 'CASH', count: 1, amount: 10.8, tips: 1.2 },
        { method: 'CREDIT_CARD', count: 1, amount: 0, tips: 0 },
      ],
      tips_by_staff: [{ user_id: night.waiter.id, name: 'Wendy Waiter', tips: 1.2 }],
      taxes_by_rate: [
        { rate: 8, net: 10, tax: 0.8 },
        { rate: 19, net: 5, tax: 0.95 },
      ],
      refunds: { count: 1, amount: 6.45 },
      orders: 2,
      covers: 2,
      totals: { amount: 10.8, tips: 1.2, gross: 12 },
      // The orders were placed on the 14th: the 15th sold nothing, yet settled both bills.
      sales: {
        states: [
          { state: 'OPEN', count: 0, amount: 0 },
          { state: 'SERVED', count: 0, amount: 0 },
          { state: 'PAID', count: 0, amount: 0 },
          { state: 'CANCELLED', count: 0, amount: 0 },
        ],
        count: 0,
        amount: 0,
      },
      settled_bills: { count: 2, amount: 16.75, tips: 1.7 },
      unpaid: { count: 0, amount: 0 },
    });

    const csv = await call(ctx, 'GET', '/reports/end-of-day?from=2025-03-15&format=csv', {
      who: staff.manager,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Type')).toContain('text/csv');
    expect(csv.headers.get('Content-Disposition')).toBe(
      'attachment; filename="end-of-day-2025-03-15-2025-03-15.csv"',
    );
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe('section,name,count,amount,tips,net,tax');
    expect(lines).toContain('by_method,CASH,1,10.80,1.20,,');
    expect(lines).toContain('tips_by_staff,Wendy Waiter,,,1.20,,');
    expect(lines).toContain('taxes_by_rate,19%,,,,5.00,0.95');
    expect(lines).toContain('refunds,,1,6.45,,,');
    expect(lines).toContain('covers,,2,,,,');
    expect(lines).toContain('sales,TOTAL,0,0.00,,,');
    expect(lines).toContain('settled_bills,,2,16.75,1.70,,');
    expect(lines).toContain('unpaid,,0,0.00,,,');
  });
});
