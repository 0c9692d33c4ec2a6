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
});

function serve() {
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
    return ok(report(from, to));
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
    expect(screen.getByText('14')).toBeInTheDocument();
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
