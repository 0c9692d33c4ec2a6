import type { TBillReceipt, TEndOfDayReport, TStaffBill } from '@tableside/shared/bills.schemas';
import type { TDashboardSummary } from '@tableside/shared/dashboard.schemas';
import { sumAmounts } from '@tableside/shared/money';
import type { TFullOrderView } from '@tableside/shared/orders.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { createCafeContext } from '../customer/customer-orders.test-helpers.ts';
import { setSettingValue } from '../test/settings.ts';
import type { TTestContext } from '../test/test-context.ts';
import { billStaff, call, expectCall, freshBench, type TWho } from './bills.test-helpers.ts';
import { buildDay, type TDay } from './reconciliation.test-helpers.ts';

/**
 * Issue 41 "every screen agrees to the cent": one day of a cafe (reconciliation.test-helpers.ts) built
 * through the API, then the dashboard, the end-of-day report, the receipts, the CSV export and the
 * bills list, each read as a screen reads it, must agree, each by its own definition
 * (shared/report-figures.ts). Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
const DAY = '2025-03-21';

describe('one day reconciles to the cent', () => {
  let ctx: TTestContext;
  let owner: TWho;
  let day: TDay;
  let report: TEndOfDayReport;

  beforeAll(async () => {
    ctx = await createCafeContext();
    // Friday a week after the sample orders: 12:00 in Berlin (lunch is served), nothing sold yet.
    ctx.clock.set(`${DAY}T11:00:00.000Z`);
    await setSettingValue(ctx, 'OPERATIONS.SERVICE_CHARGE_PERCENT', '10');
    await setSettingValue(ctx, 'PAYMENT.TIPS_ENABLED', 'true');
    const staff = await billStaff(ctx);
    const benches = [];
    for (let n = 0; n < 5; n++) benches.push(await freshBench(ctx));
    day = await buildDay(ctx, staff, benches);
    // 21:00 in Berlin; sessions follow the test clock, so the owner signs in now.
    ctx.clock.set(`${DAY}T20:00:00.000Z`);
    owner = await createSignedInUser(ctx.deps, { name: 'Olga Owner', roles: ['OWNER'] });
    report = await expectCall<TEndOfDayReport>(ctx, 200, 'GET', `/reports/end-of-day?from=${DAY}`, {
      who: owner,
    });
    // A whole day through the API: longer than one request on a busy PostgreSQL.
  }, 120_000);
  afterAll(() => ctx.close());

  const staffBill = (id: number) => expectCall<TStaffBill>(ctx, 200, 'GET', `/bills/${id}`, { who: owner });
  const order = (id: number) =>
    expectCall<TFullOrderView>(ctx, 200, 'GET', `/customer-orders/${id}/full`, { who: owner });

  it("sales: the dashboard's revenue is the report's sales, orders by state add up", async () => {
    const dashboard = await expectCall<TDashboardSummary>(
      ctx,
      200,
      'GET',
      '/dashboard/summary?period=TODAY',
      {
        who: owner,
      },
    );
    const orders = await Promise.all(day.orderIds.map(order));
    const counted = orders.filter((o) => o.status !== 'CANCELLED');
    expect(report.sales.count).toBe(counted.length);
    expect(report.sales.amount).toBe(sumAmounts(counted.map((o) => o.gross)));
    expect(dashboard.totals).toEqual({
      count: report.sales.count,
      revenue: report.sales.amount,
      cancelled: report.sales.states.find((s) => s.state === 'CANCELLED')!.count,
    });
    const states = new Map(report.sales.states.map((s) => [s.state, s]));
    expect(states.get('CANCELLED')).toEqual({ state: 'CANCELLED', count: 1, amount: day.cancelledGross });
    expect(sumAmounts(report.sales.states.filter((s) => s.state !== 'CANCELLED').map((s) => s.amount))).toBe(
      report.sales.amount,
    );
  });

  it("every order's lines, taxes by rate and totals agree with its bill, by its own tax mode", async () => {
    for (const billId of day.settledBillIds) {
      const bill = await staffBill(billId);
      const orders = await Promise.all(bill.orders.map((o) => order(o.id)));
      expect(sumAmounts(orders.map((o) => o.gross))).toBe(bill.totals.gross);
      expect(sumAmounts(orders.map((o) => o.taxes))).toBe(bill.totals.taxes);
      for (const o of orders) {
        expect(sumAmounts(o.items.map((i) => i.tax))).toBe(o.taxes);
        expect(sumAmounts(o.items.map((i) => i.net))).toBe(o.net);
        for (const item of o.items) {
          const line = bill.lines.find((l) => l.id === item.id)!;
          expect([item.net, item.tax]).toEqual([line.net, line.tax]);
        }
      }
      if (orders.length === 1) expect(orders[0]!.tax_breakdown).toEqual(bill.tax_breakdown);
    }
    // The order placed with prices including tax holds its tax: net + taxes is what the menu showed.
    const inclusive = await order(day.inclusiveOrderId);
    expect(inclusive.prices_include_tax).toBe(true);
    expect(inclusive.net + inclusive.taxes).toBeCloseTo(sumAmounts(inclusive.items.map((i) => i.amount)), 9);
  });

  it('the receipts add up to the settled bills, their tips and their taxes by rate', async () => {
    const receipts = await Promise.all(
      day.settledBillIds.map((id) =>
        expectCall<TBillReceipt>(ctx, 200, 'GET', `/bills/${id}/receipt`, { who: owner }),
      ),
    );
    expect(report.settled_bills).toEqual({
      count: receipts.length,
      amount: sumAmounts(receipts.map((r) => r.totals.gross)),
      tips: sumAmounts(receipts.map((r) => r.tip_total)),
    });
    const rates = [...new Set(receipts.flatMap((r) => r.tax_breakdown.map((t) => t.rate)))].sort(
      (a, b) => a - b,
    );
    expect(report.taxes_by_rate).toEqual(
      rates.map((rate) => {
        const rows = receipts.flatMap((r) => r.tax_breakdown.filter((t) => t.rate === rate));
        return { rate, net: sumAmounts(rows.map((t) => t.net)), tax: sumAmounts(rows.map((t) => t.tax)) };
      }),
    );
    expect(rates).toEqual([8, 20]);
  });

  it("takings: the bills' payments, less the refund, by method; the change given is no takings", async () => {
    const bills = await Promise.all(day.billIds.map(staffBill));
    const payments = bills.flatMap((b) => b.payments).filter((p) => p.status !== 'VOIDED');
    const refunded = payments.filter((p) => p.status === 'REFUNDED');
    expect(refunded).toHaveLength(1);
    expect(payments.some((p) => p.change !== null && p.change > 0)).toBe(true);
    expect(report.totals.amount).toBe(
      sumAmounts([...payments.map((p) => p.amount), ...refunded.map((p) => -p.amount)]),
    );
    expect(report.totals.tips).toBe(
      sumAmounts([...payments.map((p) => p.tip), ...refunded.map((p) => -p.tip)]),
    );
    expect(report.refunds).toEqual({ count: 1, amount: refunded[0]!.total });
    for (const row of report.by_method) {
      const mine = payments.filter((p) => p.method === row.method);
      const back = mine.filter((p) => p.status === 'REFUNDED');
      expect(row.amount).toBe(sumAmounts([...mine.map((p) => p.amount), ...back.map((p) => -p.amount)]));
    }
  });

  it('unpaid at the end of the day: the open bills still owe it and the unbilled order', async () => {
    const open = await expectCall<TStaffBill[]>(ctx, 200, 'GET', '/bills?status=OPEN', { who: owner });
    const settled = await expectCall<TStaffBill[]>(ctx, 200, 'GET', '/bills?status=SETTLED', { who: owner });
    const ours = (bills: TStaffBill[]) => bills.filter((b) => day.billIds.includes(b.id));
    expect(sumAmounts(ours(settled).map((b) => b.totals.gross))).toBe(report.settled_bills.amount);
    const unbilled = await order(day.unbilledOrderId);
    expect(report.unpaid).toEqual({
      count: 2,
      amount: sumAmounts([...ours(open).map((b) => b.outstanding_total), unbilled.gross]),
    });
    // What was sold is what settled, what was paid in part and what is still owed.
    const partial = sumAmounts(ours(open).map((b) => b.paid_total));
    expect(sumAmounts([report.settled_bills.amount, partial, report.unpaid.amount])).toBe(
      report.sales.amount,
    );
  });

  it('the CSV export says what the report says', async () => {
    const res = await call(ctx, 'GET', `/reports/end-of-day?from=${DAY}&format=csv`, { who: owner });
    const lines = (await res.text()).split('\r\n');
    const money = (value: number) => value.toFixed(2);
    expect(lines).toContain(`sales,TOTAL,${report.sales.count},${money(report.sales.amount)},,,`);
    for (const s of report.sales.states)
      expect(lines).toContain(`sales,${s.state},${s.count},${money(s.amount)},,,`);
    const { count, amount, tips } = report.settled_bills;
    expect(lines).toContain(`settled_bills,,${count},${money(amount)},${money(tips)},,`);
    expect(lines).toContain(`unpaid,,${report.unpaid.count},${money(report.unpaid.amount)},,,`);
    expect(lines).toContain(`totals,EUR,,${money(report.totals.amount)},${money(report.totals.tips)},,`);
    for (const t of report.taxes_by_rate)
      expect(lines).toContain(`taxes_by_rate,${t.rate}%,,,,${money(t.net)},${money(t.tax)}`);
  });
});
