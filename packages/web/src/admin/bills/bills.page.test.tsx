import type { TStaffBill } from '@tableside/shared/bills.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../auth/auth-session.service.ts';
import { mockFetch, ok, type TFetchCall } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { signInStaff } from '../orders/orders.test-fixtures.ts';
import { BillsPage } from './bills.page.tsx';
import { share, staffBill } from './bills.test-fixtures.ts';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function serve(bills: TStaffBill[]) {
  let open = bills;
  const calls: TFetchCall[] = [];
  mockFetch((call) => {
    calls.push(call);
    const { pathname, searchParams } = new URL(call.url, 'http://localhost');
    if (pathname === '/api/benches')
      return ok([
        { id: 3, name: 'Table 3', seat_capacity: 4, branch_id: null, active: true, archived: false },
      ]);
    if (pathname === '/api/bills' && call.method === 'POST')
      return ok(staffBill(12, { bench_id: 3, bench_name: 'Table 3', split_mode: 'EQUAL' }));
    if (pathname === '/api/bills' && call.method === 'GET')
      return ok(searchParams.get('status') === 'SETTLED' ? [] : open);
    const ack = /^\/api\/bills\/(\d+)\/acknowledge$/.exec(pathname);
    if (ack && call.method === 'POST') {
      open = open.map((bill) =>
        bill.id === Number(ack[1]) ? { ...bill, acknowledged_at: '2026-03-14T12:05:00.000Z' } : bill,
      );
      return ok(open.find((bill) => bill.id === Number(ack[1])));
    }
    return ok({});
  });
  return calls;
}

const render = (path = '/admin/bills') =>
  renderRoute(
    [
      { path: '/admin/bills', element: <BillsPage /> },
      { path: '/admin/bills/:billId', element: <p>bill page</p> },
    ],
    path,
  );

describe('BillsPage', () => {
  afterEach(() => endSession());

  it('lists open bills newest request first, with split, method, totals and what each share owes', async () => {
    signInStaff(['payments.take']);
    serve([
      staffBill(1, {
        bench_name: 'Table 1',
        requested_at: '2026-03-14T11:00:00.000Z',
        acknowledged_at: '2026-03-14T11:01:00.000Z',
      }),
      staffBill(2, {
        bench_name: 'Table 2',
        requested_at: '2026-03-14T12:30:00.000Z',
        split_mode: 'EQUAL',
        payment_method: 'DEBIT_CARD',
        total_with_tip: 33,
        paid_total: 15,
        shares: [
          share(21, { position: 1, amount: 15, paid: 15, outstanding: 0, status: 'PAID' }),
          share(22, { position: 2, amount: 15, outstanding: 15 }),
        ],
      }),
    ]);
    render();
    const table = await screen.findByRole('table', { name: 'Bills' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Table 2',
      'Table 1',
    ]);
    const newest = rows[0] as HTMLElement;
    expect(within(newest).getByText('New')).toBeInTheDocument();
    expect(within(newest).getByText(/Equal shares · 2 shares/)).toBeInTheDocument();
    expect(within(newest).getByText('Debit card')).toBeInTheDocument();
    expect(within(newest).getByText('Share 2: €15.00')).toBeInTheDocument();
    expect(within(newest).getByText('€33.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open a bill' })).toBeInTheDocument();
  });

  it('acknowledges a new request', async () => {
    signInStaff([]);
    const user = userEvent.setup();
    const calls = serve([staffBill(7)]);
    render();
    await user.click(await screen.findByRole('button', { name: 'Acknowledge the bill request of Table 5' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Acknowledge the bill request/ })).not.toBeInTheDocument(),
    );
    expect(
      calls.some((call) => call.method === 'POST' && call.url.endsWith('/api/bills/7/acknowledge')),
    ).toBe(true);
    // Without payments.take there is no "Open a bill".
    expect(screen.queryByRole('button', { name: 'Open a bill' })).not.toBeInTheDocument();
  });

  it('says so when nothing is open', async () => {
    signInStaff([]);
    serve([]);
    render();
    expect(
      await screen.findByText('No open bills. Requests from the tables appear here.'),
    ).toBeInTheDocument();
  });

  it('opens a bill for a table in equal shares, then shows it', async () => {
    signInStaff(['payments.take']);
    const user = userEvent.setup();
    const calls = serve([]);
    const view = render();
    await user.click(await screen.findByRole('button', { name: 'Open a bill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a bill' });
    await user.click(within(dialog).getByRole('button', { name: 'Open bill' }));
    expect(within(dialog).getByText('Choose the table first')).toBeInTheDocument();
    await within(dialog).findByRole('option', { name: 'Table 3' });
    await user.selectOptions(within(dialog).getByLabelText('Table'), 'Table 3');
    await user.click(within(dialog).getByLabelText('Equal shares'));
    const count = within(dialog).getByLabelText('Number of shares');
    await user.clear(count);
    await user.type(count, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Open bill' }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/bills/12'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      bench_id: 3,
      split_mode: 'EQUAL',
      split_count: 3,
    });
  });

  it('goes from the floor plan straight to the open bill of the table', async () => {
    signInStaff(['payments.take']);
    serve([staffBill(7)]);
    const view = render('/admin/bills?open=5');
    await waitFor(() => expect(view.location().pathname).toBe('/admin/bills/7'));
  });
});
