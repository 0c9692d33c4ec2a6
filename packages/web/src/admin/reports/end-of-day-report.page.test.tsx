import type { TEndOfDayReport } from '@tableside/shared/bills.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../auth/auth-session.service.ts';
import { dateTimeFormat } from '../../lib/format/date-time-format.ts';
import { mockFetch, ok, type TFetchCall } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { signInStaff } from '../orders/orders.test-fixtures.ts';
import { STAFF_SETTINGS_DEFAULTS } from '../staff-settings/staff-settings.queries.ts';
import { EndOfDayReportPage } from './end-of-day-report.page.tsx';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const report = (from: string, to: string): TEndOfDayReport => ({
  from,
  to,
  time_zone: 'Europe/Berlin',
  currency: 'EUR',
  by_method: [
    { method: 'CASH', count: 3, amount: 84.5, tips: 6 },
    { method: 'CREDIT_CARD', count: 2, amount: 61.2, tips: 4.8 },
  ],
  tips_by_staff: [
    { user_id: 1, name: 'Ada Lovelace', tips: 7.3 },
    { user_id: 2, name: 'Grace Hopper', tips: 3.5 },
  ],
  taxes_by_rate: [{ rate: 7, net: 120, tax: 8.4 }],
  refunds: { count: 1, amount: 9.5 },
  orders: 9,
  covers: 14,
  totals: { amount: 145.7, tips: 10.8, gross: 156.5 },
  sales: {
    states: [
      { state: 'OPEN', count: 1, amount: 9.2 },
      { state: 'SERVED', count: 1, amount: 18.42 },
      { state: 'PAID', count: 11, amount: 208.89 },
      { state: 'CANCELLED', count: 1, amount: 4.6 },
    ],
    count: 13,
    amount: 236.51,
  },
  settled_bills: { count: 7, amount: 155.2, tips: 10.8 },
  unpaid: { count: 2, amount: 22.62 },
});

function serve(overrides: Partial<TEndOfDayReport> = {}) {
  const calls: TFetchCall[] = [];
  mockFetch((call) => {
    calls.push(call);
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname !== '/api/reports/end-of-day') return ok({});
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? from;
    if (url.searchParams.get('format') === 'csv')
      return new Response('section,key,value\n', {
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': `attachment; filename="end-of-day-${from}-${to}.csv"`,
        },
      });
    return ok({ ...report(from, to), ...overrides });
  });
  return calls;
}

const render = (path = '/admin/reports') =>
  renderRoute([{ path: '/admin/reports', element: <EndOfDayReportPage /> }], path);

describe('EndOfDayReportPage', () => {
  afterEach(() => endSession());

  it('shows today by default: by method, tips by staff, taxes by rate, refunds, orders and covers', async () => {
    signInStaff(['reports.read']);
    const calls = serve();
    render();
    const byMethod = await screen.findByRole('table', { name: 'By payment method' });
    // The page's day is the restaurant's (REGIONAL.TIMEZONE, Berlin by default), not this machine's.
    const today = dateTimeFormat({ language: 'en', timeZone: STAFF_SETTINGS_DEFAULTS.time_zone }).today();
    expect(calls.some((call) => call.url.includes(`from=${today}&to=${today}`))).toBe(true);
    expect(within(byMethod).getByText('Cash')).toBeInTheDocument();
    expect(within(byMethod).getByText('€84.50')).toBeInTheDocument();
    expect(within(byMethod).getByText('€145.70')).toBeInTheDocument();
    const tips = screen.getByRole('table', { name: 'Tips by staff member' });
    expect(within(tips).getByText('Grace Hopper')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Taxes by rate' })).getByText('€8.40'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 refund · €9.50')).toBeInTheDocument();
    expect(screen.getByText('9 orders · 14 covers · tips €10.80')).toBeInTheDocument();
  });

  it('shows sales beside takings, what is unpaid at day end and the settled bills, each with its definition (issue 41)', async () => {
    signInStaff(['reports.read']);
    serve();
    render();
    const states = await screen.findByRole('table', { name: 'Orders by state' });
    expect(within(states).getByText('Still open')).toBeInTheDocument();
    expect(within(states).getByText('€18.42')).toBeInTheDocument();
    expect(within(states).getByText('Cancelled: not part of sales.')).toBeInTheDocument();
    expect(within(states).getByText('Sales (cancelled left out)')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('13 orders · €236.51')).toBeInTheDocument();
    expect(within(summary).getByText('2 orders · €22.62')).toBeInTheDocument();
    expect(within(summary).getByText('7 bills · €155.20')).toBeInTheDocument();
    expect(
      within(summary).getByText(
        "The day's orders, cancelled ones left out, at their total: the dashboard's revenue for the day.",
      ),
    ).toBeInTheDocument();
    expect(
      within(summary).getByText(
        'Payments taken on the day by method, tips apart, less refunds given on the day.',
      ),
    ).toBeInTheDocument();
  });

  it('counts one settled order and one cover in the singular', async () => {
    signInStaff(['reports.read']);
    serve({ orders: 1, covers: 1, settled_bills: { count: 1, amount: 4.21, tips: 0.42 } });
    render();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(await within(summary).findByText('1 order · 1 cover · tips €0.42')).toBeInTheDocument();
    expect(within(summary).getByText('1 bill · €4.21')).toBeInTheDocument();
  });

  it('reads a chosen period and refuses an end before the start', async () => {
    signInStaff(['reports.read']);
    const calls = serve();
    const user = userEvent.setup();
    const view = render('/admin/reports?from=2026-03-01&to=2026-03-07');
    expect(await screen.findByText('2026-03-01 – 2026-03-07 (Europe/Berlin)')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('from=2026-03-01&to=2026-03-07'))).toBe(true);
    await view.navigate('/admin/reports?from=2026-03-07&to=2026-03-01');
    expect(await screen.findByText('The end date cannot be before the start date')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(view.location().search).toBe('');
  });

  it('downloads the CSV the API makes, with the staff token, under the name it gives', async () => {
    signInStaff(['reports.read']);
    const calls = serve();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    const user = userEvent.setup();
    render('/admin/reports?from=2026-03-01&to=2026-03-07');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['end-of-day-2026-03-01-2026-03-07.csv blob:report']));
    const csv = calls.find((call) => call.url.includes('format=csv'));
    expect(csv?.url).toContain('/api/reports/end-of-day?from=2026-03-01&to=2026-03-07&format=csv');
    expect(csv?.headers.authorization).toMatch(/^Bearer /);
    click.mockRestore();
  });
});
