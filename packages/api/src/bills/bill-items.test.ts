import type { TBill, TJoinedShare, TStaffBill } from '@tableside/shared/bills.schemas';
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
  type TWho,
} from './bills.test-helpers.ts';

describe('the bill split by items', () => {
  let ctx: TTestContext;
  let waiter: TWho;

  beforeAll(async () => {
    ctx = await createCafeContext();
    waiter = (await billStaff(ctx)).waiter;
  });
  afterAll(() => ctx.close());

  it('lets each phone take its lines; amounts follow the lines, and the bill settles when all are taken and paid', async () => {
    const bench = await freshBench(ctx);
    const a = await guestOrder(ctx, bench, 600);
    const b = await guestOrder(ctx, bench, 300);
    const c = await guestOrder(ctx, bench, 100);
    const bill = await requestBill(ctx, bench, a.order_token, {
      split_mode: 'ITEMS',
      payment_method: 'CREDIT_CARD',
    });
    expect(bill.shares).toEqual([]);
    const lineOf = (orderId: number) => bill.lines.find((line) => line.order_id === orderId)!.id;
    expect(bill.unclaimed_line_ids).toEqual([lineOf(a.id), lineOf(b.id), lineOf(c.id)]);

    const join = (token: string) =>
      expectCall<TJoinedShare>(ctx, 201, 'POST', `/customer/bills/${bill.id}/shares`, { token });
    const put = (shareId: number, token: string, body: unknown, status = 200) =>
      expectCall<TBill>(ctx, status, 'PUT', `/customer/bills/${bill.id}/shares/${shareId}`, { token, body });

    const first = await join(a.order_token);
    await put(first.share_id, a.order_token, { line_ids: [lineOf(a.id)], tip: { percent: 10 } });
    const second = await join(b.order_token);
    expect(second.bill.shares.map((s) => s.position)).toEqual([1, 2]);
    const taken = await call(ctx, 'PUT', `/customer/bills/${bill.id}/shares/${second.share_id}`, {
      token: b.order_token,
      body: { line_ids: [lineOf(a.id)] },
    });
    expect(taken.status).toBe(409);
    expect((await taken.json()).message).toBe('That item is on another share');
    await put(second.share_id, b.order_token, { line_ids: [999_999] }, 400);
    await put(second.share_id, b.order_token, { line_ids: [lineOf(b.id)], payment_method: 'APPLE_PAY' }, 400);
    await put(second.share_id, 'wrong', { line_ids: [lineOf(b.id)] }, 403);
    const split = await put(second.share_id, b.order_token, {
      line_ids: [lineOf(b.id)],
      payment_method: 'CASH',
    });
    expect(split.shares.map((s) => [s.amount, s.tip, s.line_ids, s.payment_method])).toEqual([
      [6, 0.6, [lineOf(a.id)], 'CREDIT_CARD'],
      [3, 0, [lineOf(b.id)], 'CASH'],
    ]);
    expect(split.unclaimed_line_ids).toEqual([lineOf(c.id)]);

    await pay(ctx, waiter, bill.id, { share_id: first.share_id, method: 'CREDIT_CARD', amount: 6, tip: 0.6 });
    // A share with a payment keeps its lines.
    await put(first.share_id, a.order_token, { line_ids: [lineOf(a.id), lineOf(c.id)] }, 409);
    await expectCall(ctx, 409, 'DELETE', `/customer/bills/${bill.id}/shares/${first.share_id}`, {
      token: a.order_token,
    });
    const paidTwo = await pay(ctx, waiter, bill.id, { share_id: second.share_id, method: 'CASH', amount: 3 });
    expect(paidTwo.status).toBe('OPEN');
    expect(paidTwo.unclaimed_line_ids).toEqual([lineOf(c.id)]);

    // A phone that joins and leaves: the others close up.
    const passing = await join(c.order_token);
    const left = await expectCall<TBill>(
      ctx,
      200,
      'DELETE',
      `/customer/bills/${bill.id}/shares/${passing.share_id}`,
      {
        token: c.order_token,
      },
    );
    expect(left.shares.map((s) => s.position)).toEqual([1, 2]);
    const third = await join(c.order_token);
    const all = await put(third.share_id, c.order_token, { line_ids: [lineOf(c.id)] });
    expect(all.shares.map((s) => s.amount)).toEqual([6, 3, 1]);
    expect(all.unclaimed_line_ids).toEqual([]);
    const settled = await pay(ctx, waiter, bill.id, { share_id: third.share_id, method: 'CASH', amount: 1 });
    expect(settled).toMatchObject({ status: 'SETTLED', tip_total: 0.6 });
    expect(settled.invoice_number).toMatch(/^INV-/);
  });

  it("splits the amount by the lines' weights, the unclaimed lines taking the last slot", async () => {
    const bench = await freshBench(ctx);
    const a = await guestOrder(ctx, bench, 333);
    await guestOrder(ctx, bench, 333);
    await guestOrder(ctx, bench, 334);
    const bill = await requestBill(ctx, bench, a.order_token, {
      split_mode: 'ITEMS',
      payment_method: 'CASH',
    });
    const mine = await expectCall<TJoinedShare>(ctx, 201, 'POST', `/customer/bills/${bill.id}/shares`, {
      token: a.order_token,
    });
    const line = bill.lines.find((l) => l.order_id === a.id)!.id;
    const after = await expectCall<TBill>(
      ctx,
      200,
      'PUT',
      `/customer/bills/${bill.id}/shares/${mine.share_id}`,
      {
        token: a.order_token,
        body: { line_ids: [line] },
      },
    );
    expect(after.shares[0]!.amount).toBe(3.33);
    const staff = await expectCall<TStaffBill>(ctx, 200, 'GET', `/bills/${bill.id}`, { who: waiter });
    expect(staff.totals.gross).toBe(10);
  });

  it('takes shares only on a bill split by items', async () => {
    const bench = await freshBench(ctx);
    const order = await guestOrder(ctx, bench, 500);
    const bill = await requestBill(ctx, bench, order.order_token, {
      split_mode: 'WHOLE',
      payment_method: 'CASH',
    });
    await expectCall(ctx, 409, 'POST', `/customer/bills/${bill.id}/shares`, { token: order.order_token });
    await expectCall(ctx, 401, 'POST', `/customer/bills/${bill.id}/shares`);
  });
});
