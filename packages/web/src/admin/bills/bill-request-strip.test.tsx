import type { TFloorTable } from '@tableside/shared/floor-plan.schemas';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../auth/auth-session.service.ts';
import { mockFetch, ok, type TFetchCall } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { FloorTableShape } from '../floor-plan/floor-table.tsx';
import { signInStaff } from '../orders/orders.test-fixtures.ts';
import { BillRequestStrip } from './bill-request-strip.tsx';
import { staffBill } from './bills.test-fixtures.ts';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe('BillRequestStrip (the board)', () => {
  afterEach(() => endSession());

  it('lists the tables waiting to pay, oldest request first, and acknowledges one', async () => {
    signInStaff([]);
    const user = userEvent.setup();
    let bills = [
      staffBill(8, { bench_name: 'Table 8', requested_at: new Date(Date.now() - 60_000).toISOString() }),
      staffBill(7, { requested_at: new Date(Date.now() - 5 * 60_000).toISOString() }),
      staffBill(9, { bench_name: 'Table 9', requested_at: null }),
    ];
    const calls: TFetchCall[] = [];
    mockFetch((call) => {
      calls.push(call);
      if (call.url.includes('/api/bills?status=OPEN')) return ok(bills);
      if (call.url.endsWith('/api/bills/7/acknowledge')) {
        bills = bills.map((bill) =>
          bill.id === 7 ? { ...bill, acknowledged_at: new Date().toISOString() } : bill,
        );
        return ok(bills.find((bill) => bill.id === 7));
      }
      return ok({});
    });
    renderRoute([{ path: '/admin/orders', element: <BillRequestStrip /> }], '/admin/orders');
    const strip = await screen.findByRole('region', { name: /Bill requests/ });
    const items = within(strip).getAllByRole('listitem');
    // A bill staff opened themselves is no request.
    expect(items.map((item) => within(item).getByText(/^Table/).textContent)).toEqual(['Table 5', 'Table 8']);
    expect(within(items[0] as HTMLElement).getByText('Waiting 5 min')).toBeInTheDocument();
    await user.click(within(strip).getByRole('button', { name: 'Acknowledge the bill request of Table 5' }));
    await waitFor(() =>
      expect(within(strip).queryByRole('button', { name: /request of Table 5/ })).not.toBeInTheDocument(),
    );
    expect(within(strip).getByRole('link', { name: 'Open bill of Table 5' })).toHaveAttribute(
      'href',
      '/admin/bills/7',
    );
  });

  it('shows nothing while no table asks', async () => {
    signInStaff([]);
    const fetch = mockFetch(() => ok([]));
    renderRoute([{ path: '/admin/orders', element: <BillRequestStrip /> }], '/admin/orders');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('the floor plan badge', () => {
  it('names a table whose guests asked for the bill', () => {
    const table: TFloorTable = {
      id: 5,
      name: 'Table 5',
      seat_capacity: 4,
      active: true,
      floor_x: 20,
      floor_y: 20,
      floor_shape: 'square',
      state: 'served',
      orders: [],
      cart_items: 0,
    };
    render(
      <FloorTableShape table={table} at={{ x: 20, y: 20 }} dragging={false} movable={false} billRequested />,
    );
    const button = screen.getByRole('button', { name: 'Table 5: Served, asks for the bill' });
    expect(button).toHaveAttribute('data-bill-requested', 'true');
  });
});
