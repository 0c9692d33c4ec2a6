import type { TEndOfDayReport, TStaffBill } from '@tableside/shared/bills.schemas';
import { sumAmounts } from '@tableside/shared/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { createCafeContext } from '../customer/customer-orders.test-helpers.ts';
import { json, request } from '../test/http.ts';
import type { TTestContext } from '../test/test-context.ts';

/**
 * Issue 41: the sample cafe's end-of-day report is a real one. Its paid orders were paid on settled
 * bills, by cash with change and by card with tips, and one payment was refunded; each bill's
 * payments cover its total, as a bill settled through the API would.
 */
describe('the sample cafe settled its bills', () => {
  let ctx: TTestContext;
  let owner: { headers: { Authorization: string } };

  beforeAll(async () => {
    ctx = await createCafeContext();
    owner = await createSignedInUser(ctx.deps, { roles: ['OWNER'] });
  });
  afterAll(() => ctx.close());

  const get = async <T>(path: string) => {
    const res = await request(ctx.app, 'GET', path, { headers: owner.headers });
    expect(res.status, path).toBe(200);
    return (await json<T>(res)).data;
  };

  it("shows today's sales beside takings, settled bills and a refund", async () => {
    // CAFE_NOW is Friday 14 March 2025 in Berlin.
    const report = await get<TEndOfDayReport>('/reports/end-of-day?from=2025-03-14');
    expect(report.sales.count).toBeGreaterThan(0);
    expect(report.settled_bills.count).toBeGreaterThan(0);
    expect(report.by_method.map((m) => m.method)).toEqual(['CASH', 'CREDIT_CARD']);
    expect(report.totals.tips).toBeGreaterThan(0);
    expect(report.refunds.count).toBe(1);
    expect(report.unpaid.count).toBeGreaterThan(0);
  });

  it("pays every settled bill's total, cash with its change, numbered INV-", async () => {
    const bills = await get<TStaffBill[]>('/bills?status=SETTLED');
    expect(bills.length).toBeGreaterThan(10);
    for (const bill of bills) {
      expect(bill.invoice_number).toMatch(/^INV-\d{6}$/);
      expect(sumAmounts(bill.payments.map((p) => p.amount))).toBe(bill.totals.gross);
      expect(bill.outstanding_total).toBe(0);
      for (const cash of bill.payments.filter((p) => p.method === 'CASH'))
        expect(sumAmounts([cash.cash_given ?? 0, -(cash.change ?? 0)])).toBe(cash.total);
    }
  });
});
