import type { TBill } from '@tableside/shared/bills.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCafeContext } from '../customer/customer-orders.test-helpers.ts';
import { TOO_MANY_REFUSED_MESSAGE } from '../customer/guest-quota.ts';
import { json } from '../test/http.ts';
import type { TTestContext } from '../test/test-context.ts';
import { BILL_QUOTA } from './bill-guests.service.ts';
import { call, expectCall, freshBench, guestOrder, requestBill } from './bills.test-helpers.ts';

/**
 * Issue 42 "Anyone can block a table" for the bill (decision 0047): asking for the bill and taking
 * shares count against the table only when they are accepted; a refused write (no token, a wrong
 * one, a bad body) counts against the sender's address.
 */
describe("the quota of a table's bill", () => {
  let ctx: TTestContext;
  const refusedLimit = BILL_QUOTA.refusedPerAddress.limit;

  beforeAll(async () => {
    ctx = await createCafeContext();
  });
  afterAll(() => ctx.close());

  it('lets no refused request cost the table: two addresses without a token, then the guest asks', async () => {
    const bench = await freshBench(ctx);
    const order = await guestOrder(ctx, bench, 1000);
    const body = { split_mode: 'WHOLE', payment_method: 'CASH' };
    const path = `/customer/benches/${bench}/bill/request`;
    // Together as many as the table may write in its window.
    for (const address of ['192.0.2.31', '192.0.2.32']) {
      for (let i = 0; i < BILL_QUOTA.perBench.limit / 2; i++) {
        const token = i % 2 === 0 ? undefined : 'not-a-token';
        expect((await call(ctx, 'POST', path, { address, body, ...(token ? { token } : {}) })).status).toBe(
          i % 2 === 0 ? 401 : 403,
        );
      }
    }
    const bill = await requestBill(ctx, bench, order.order_token, body);
    expect(bill.split_mode).toBe('WHOLE');
  });

  it(`counts refusals against the address, ${refusedLimit} in 5 minutes, and nobody else`, async () => {
    const bench = await freshBench(ctx);
    const order = await guestOrder(ctx, bench, 1000);
    const bill = await requestBill(ctx, bench, order.order_token, {
      split_mode: 'ITEMS',
      payment_method: 'CASH',
    });
    const address = '192.0.2.33';
    for (let i = 0; i < refusedLimit; i++) {
      const refused =
        i % 2 === 0
          ? call(ctx, 'POST', `/customer/bills/${bill.id}/shares`, { address })
          : call(ctx, 'PUT', `/customer/bills/${bill.id}/shares/1`, { address, body: { line_ids: 'x' } });
      expect((await refused).status).toBe(i % 2 === 0 ? 401 : 400);
    }
    const blocked = await call(ctx, 'POST', `/customer/bills/${bill.id}/shares`, {
      address,
      token: order.order_token,
    });
    expect(blocked.status).toBe(429);
    expect((await json(blocked)).message).toBe(TOO_MANY_REFUSED_MESSAGE);
    const joined = await expectCall<{ bill: TBill }>(ctx, 201, 'POST', `/customer/bills/${bill.id}/shares`, {
      token: order.order_token,
    });
    expect(joined.bill.shares).toHaveLength(1);
  });
});
