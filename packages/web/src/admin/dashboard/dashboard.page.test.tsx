import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../auth/auth-session.service.ts';
import { fail, mockFetch, ok, type TFetchCall } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import type { TStaffEventListener } from '../live/staff-events.ts';
import { signInStaff } from '../orders/orders.test-fixtures.ts';
import { DashboardPage } from './dashboard.page.tsx';
import { dashboardSummary, EMPTY_HOURS } from './dashboard.test-fixtures.ts';

const live = vi.hoisted(() => ({ listeners: new Set<TStaffEventListener>() }));
vi.mock('../live/staff-events.ts', async () => {
  const { useEffect } = await import('react');
  return {
    useStaffEvents: (listener: TStaffEventListener) => {
      useEffect(() => {
        live.listeners.add(listener);
        return () => void live.listeners.delete(listener);
      }, [listener]);
      return { connected: true };
    },
    useStaffBillEvents: () => ({ connected: true }),
  };
});

const MANAGER = ['reports.read'];

function serveSummary(answer: (period: string | null) => Response = () => ok(dashboardSummary())) {
  const periods: (string | null)[] = [];
  mockFetch((call: TFetchCall) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/dashboard/summary') {
      periods.push(url.searchParams.get('period'));
      return answer(url.searchParams.get('period'));
    }
    return fail(404, `Not found: ${url.pathname}`);
  });
  return periods;
}

function renderDashboard(path = '/admin') {
  return renderRoute(
    [
      { path: '/admin', element: <DashboardPage /> },
      { path: '/admin/orders', element: <p>Order board</p> },
    ],
    path,
  );
}

afterEach(() => {
  endSession();
  live.listeners.clear();
});

describe('dashboard', () => {
  it("shows the period's figures with their trend", async () => {
    signInStaff(MANAGER);
    serveSummary();
    renderDashboard();

    const orders = await screen.findByRole('region', { name: 'Orders' });
    expect(within(orders).getByText('4')).toBeInTheDocument();
    expect(within(orders).getByText('+300%')).toBeInTheDocument();
    expect(within(orders).getByText('vs. yesterday at this time: 1')).toBeInTheDocument();
    expect(within(orders).getByText('1 cancelled order not counted')).toBeInTheDocument();

    const revenue = screen.getByRole('region', { name: 'Revenue' });
    expect(within(revenue).getByText('€39.30')).toBeInTheDocument();
    expect(within(revenue).getByText('+162%')).toBeInTheDocument();
    expect(within(revenue).getByText('vs. yesterday at this time: €15.00')).toBeInTheDocument();

    const prep = screen.getByRole('region', { name: 'Average preparation time' });
    expect(within(prep).getByText('16 min')).toBeInTheDocument();
    expect(within(prep).getByText('From submitted to ready, over 2 orders')).toBeInTheDocument();
    expect(screen.getByText(/Mar 14, 2025/)).toBeInTheDocument();
  });

  it('links each active status to the order list filtered by it', async () => {
    signInStaff(MANAGER);
    serveSummary();
    renderDashboard();

    const active = await screen.findByRole('region', { name: 'Active orders right now' });
    const links = within(active).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Submitted1', '/admin/orders?view=list&status=SUBMITTED'],
      ['In the kitchen2', '/admin/orders?view=list&status=OPENED'],
      ['Ready1', '/admin/orders?view=list&status=READY'],
    ]);
  });

  it('gives the hourly chart as a table too, and the busiest hour in words', async () => {
    signInStaff(MANAGER);
    serveSummary();
    renderDashboard();

    const table = await screen.findByRole('table', { name: 'Orders per hour of the day' });
    expect(within(table).getAllByRole('row')).toHaveLength(25);
    expect(within(table).getByRole('row', { name: '12:00–13:00 2' })).toBeInTheDocument();
    expect(screen.getByText('Busiest hour: 12:00–13:00 with 2 orders')).toBeInTheDocument();
  });

  it('lists top items and top customers; a guest without a name by number', async () => {
    signInStaff(MANAGER);
    serveSummary();
    renderDashboard();

    const items = await screen.findByRole('region', { name: 'Top items' });
    expect(within(items).getByRole('row', { name: 'Caffè Latte 3 €13.50' })).toBeInTheDocument();
    const customers = screen.getByRole('region', { name: 'Top customers' });
    const rows = within(customers).getAllByRole('row').slice(1);
    // The orders column gives way on a phone; the count is repeated under the name for it.
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ada Lovelaceada@example.com2 orders2€16.30',
      'Guest #21 order1€20.00',
      'Guest #31 order1€9.50',
      'Anna SmithGuest1 order1€4.00',
    ]);
  });

  it('asks for the chosen period and keeps it in the address', async () => {
    signInStaff(MANAGER);
    const periods = serveSummary((period) =>
      ok(dashboardSummary({ period: { ...dashboardSummary().period, key: (period ?? 'TODAY') as 'TODAY' } })),
    );
    const user = userEvent.setup();
    const { location } = renderDashboard();

    const picker = await screen.findByLabelText('Period');
    await waitFor(() => expect(picker).toHaveValue('TODAY'));
    expect(periods).toEqual([null]);
    await user.selectOptions(picker, 'Last 7 days');
    await waitFor(() => expect(periods).toEqual([null, 'LAST_7_DAYS']));
    expect(location().search).toBe('?period=LAST_7_DAYS');
    expect(picker).toHaveValue('LAST_7_DAYS');
  });

  it('says when the period has no orders', async () => {
    signInStaff(MANAGER);
    serveSummary(() =>
      ok(
        dashboardSummary({
          totals: { count: 0, revenue: 0, cancelled: 0 },
          previous: { count: 0, revenue: 0 },
          average_prep_minutes: null,
          prepared_count: 0,
          orders_by_hour: EMPTY_HOURS,
          top_items: [],
          top_customers: [],
        }),
      ),
    );
    renderDashboard('/admin?period=YESTERDAY');

    expect(await screen.findByText('No orders in this period')).toBeInTheDocument();
    expect(screen.getByText('No order reached Ready in this period')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Orders per hour' })).not.toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    signInStaff(MANAGER);
    let healthy = false;
    serveSummary(() => (healthy ? ok(dashboardSummary()) : fail(403, 'Missing permission: reports.read')));
    const user = userEvent.setup();
    renderDashboard();

    expect(await screen.findByText('The dashboard could not be loaded.')).toBeInTheDocument();
    healthy = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Orders' })).toBeInTheDocument();
  });

  it('refreshes when a live order event arrives', async () => {
    signInStaff(MANAGER);
    let count = 4;
    const periods = serveSummary(() =>
      ok(dashboardSummary({ totals: { count, revenue: 39.3, cancelled: 0 } })),
    );
    renderDashboard();

    const orders = await screen.findByRole('region', { name: 'Orders' });
    expect(within(orders).getByText('4')).toBeInTheDocument();
    count = 5;
    for (const listener of live.listeners) listener({ type: 'order.created', orderId: 9, benchId: 1 });
    await waitFor(() => expect(within(orders).getByText('5')).toBeInTheDocument());
    expect(periods).toHaveLength(2);
  });

  it('shows staff without reports.read the way to the board, and asks for no figures', async () => {
    signInStaff([]);
    const periods = serveSummary();
    const user = userEvent.setup();
    renderDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open the order board' }));
    expect(await screen.findByText('Order board')).toBeInTheDocument();
    expect(periods).toEqual([]);
  });
});
