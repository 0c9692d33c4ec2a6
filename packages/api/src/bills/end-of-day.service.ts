import type { TEndOfDayReport } from '@tableside/shared/bills.schemas';
import type { PAYMENT_METHODS } from '@tableside/shared/constants';
import { AppError } from '@tableside/shared/errors';
import { computeTotals, fromCents, lineAmounts, taxesByRate } from '@tableside/shared/money';
import { nextZonedDay, startOfZonedDay } from '@tableside/shared/zoned-time';
import { readSettings } from '../config/settings.ts';
import type { TApiDeps } from '../deps.ts';
import { groupBy } from '../orders/group-by.ts';
import { findReportPayments, findSettledBillFigures } from './end-of-day.repository.ts';
import { endOfDaySales } from './end-of-day-sales.ts';

/**
 * GET /reports/end-of-day (decision 0032): the restaurant's local days from `from` to `to` in
 * REGIONAL.TIMEZONE. Payments count on the day they were taken; a refund counts on the day it was
 * given, against the method and the staff member of the payment, so a day's report printed at
 * closing never changes later. Taxes, orders and covers are those of the bills settled in the days.
 * Sales (the days' orders by state), settled bills and what was unpaid at the end sit beside these
 * takings (end-of-day-sales.ts, decision 0041).
 */
type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

export async function endOfDayReport(
  deps: TApiDeps,
  from: string,
  to: string | undefined,
): Promise<TEndOfDayReport> {
  const last = to ?? from;
  const days = (Date.parse(last) - Date.parse(from)) / DAY_MS;
  if (Number.isNaN(days)) throw AppError.validation({ from: ['Expected a date YYYY-MM-DD'] });
  if (days < 0)
    throw AppError.validation({ to: ['The end is before the start'] }, 'The end is before the start');
  if (days >= MAX_DAYS)
    throw AppError.validation({ to: [`At most ${MAX_DAYS} days`] }, `At most ${MAX_DAYS} days`);
  const settings = await readSettings(deps);
  const timeZone = settings.get('REGIONAL.TIMEZONE');
  const span = {
    start: startOfZonedDay(from, timeZone).toISOString(),
    end: nextZonedDay(last, timeZone).toISOString(),
  };
  const within = (at: string | null) => at !== null && at >= span.start && at < span.end;

  const byMethod = new Map<TPaymentMethod, { count: number; amount: number; tips: number }>();
  const byStaff = new Map<string, { user_id: number | null; name: string; tips: number }>();
  const refunds = { count: 0, amount: 0 };
  for (const payment of await findReportPayments(deps.db, span)) {
    const method = byMethod.get(payment.method as TPaymentMethod) ?? { count: 0, amount: 0, tips: 0 };
    const staffKey = `${payment.taken_by ?? ''}:${payment.taken_by_name ?? ''}`;
    const staff = byStaff.get(staffKey) ?? {
      user_id: payment.taken_by,
      name: payment.taken_by_name ?? '',
      tips: 0,
    };
    if (within(payment.created_at) && payment.status !== 'VOIDED') {
      method.count += 1;
      method.amount += payment.amount;
      method.tips += payment.tip;
      staff.tips += payment.tip;
    }
    if (payment.status === 'REFUNDED' && within(payment.corrected_at)) {
      method.amount -= payment.amount;
      method.tips -= payment.tip;
      staff.tips -= payment.tip;
      refunds.count += 1;
      refunds.amount += payment.amount + payment.tip;
    }
    byMethod.set(payment.method as TPaymentMethod, method);
    byStaff.set(staffKey, staff);
  }

  const bills = await findSettledBillFigures(deps.db, span);
  const sales = await endOfDaySales(deps, span, settledGross(bills.lines));
  // The same line amounts and the same grouping as the bills' receipts (bill-view.ts).
  const byRate = taxesByRate(
    bills.lines.map((line) => ({
      rate: line.tax_rate,
      ...lineAmounts(
        { unitPriceCents: line.price, quantity: line.quantity, taxRateHundredths: line.tax_rate },
        { pricesIncludeTax: line.prices_include_tax === 1 },
      ),
    })),
  );

  const methods = [...byMethod.entries()].sort(([a], [b]) => a.localeCompare(b));
  const amount = methods.reduce((sum, [, m]) => sum + m.amount, 0);
  const tips = methods.reduce((sum, [, m]) => sum + m.tips, 0);
  return {
    from,
    to: last,
    time_zone: timeZone,
    currency: String(settings.get('REGIONAL.CURRENCY')),
    by_method: methods.map(([method, m]) => ({
      method,
      count: m.count,
      amount: fromCents(m.amount),
      tips: fromCents(m.tips),
    })),
    tips_by_staff: [...byStaff.values()]
      .filter((staff) => staff.tips !== 0)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((staff) => ({ user_id: staff.user_id, name: staff.name, tips: fromCents(staff.tips) })),
    taxes_by_rate: byRate.map((t) => ({ rate: t.rate / 100, net: fromCents(t.net), tax: fromCents(t.tax) })),
    refunds: { count: refunds.count, amount: fromCents(refunds.amount) },
    orders: bills.orders,
    covers: bills.covers,
    totals: { amount: fromCents(amount), tips: fromCents(tips), gross: fromCents(amount + tips) },
    ...sales,
  };
}

/** The settled bills' total as their receipts show it: each order's totals from its lines (bill-view.ts). */
function settledGross(lines: Awaited<ReturnType<typeof findSettledBillFigures>>['lines']): number {
  let gross = 0;
  for (const orderLines of groupBy(lines, (line) => line.order_id).values()) {
    const first = orderLines[0]!;
    gross += computeTotals(
      orderLines.map((line) => ({
        unitPriceCents: line.price,
        quantity: line.quantity,
        taxRateHundredths: line.tax_rate,
      })),
      first.service_charge_rate,
      { pricesIncludeTax: first.prices_include_tax === 1 },
    ).gross;
  }
  return gross;
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break; quotes doubled. */
function field(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const money = (value: number) => value.toFixed(2);

/** The report as CSV: a header line, then one line per figure, section by section, CRLF line ends. */
export function endOfDayCsv(report: TEndOfDayReport): string {
  const rows: (string | number)[][] = [['section', 'name', 'count', 'amount', 'tips', 'net', 'tax']];
  for (const m of report.by_method)
    rows.push(['by_method', m.method, m.count, money(m.amount), money(m.tips), '', '']);
  for (const s of report.tips_by_staff) rows.push(['tips_by_staff', s.name, '', '', money(s.tips), '', '']);
  for (const t of report.taxes_by_rate)
    rows.push(['taxes_by_rate', `${t.rate}%`, '', '', '', money(t.net), money(t.tax)]);
  rows.push(['refunds', '', report.refunds.count, money(report.refunds.amount), '', '', '']);
  rows.push(['orders', '', report.orders, '', '', '', '']);
  rows.push(['covers', '', report.covers, '', '', '', '']);
  rows.push(['totals', report.currency, '', money(report.totals.amount), money(report.totals.tips), '', '']);
  // Sales beside takings (issue 41): the sections are report-figures.ts's names.
  for (const s of report.sales.states) rows.push(['sales', s.state, s.count, money(s.amount), '', '', '']);
  rows.push(['sales', 'TOTAL', report.sales.count, money(report.sales.amount), '', '', '']);
  const settled = report.settled_bills;
  rows.push(['settled_bills', '', settled.count, money(settled.amount), money(settled.tips), '', '']);
  rows.push(['unpaid', '', report.unpaid.count, money(report.unpaid.amount), '', '', '']);
  return `${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
