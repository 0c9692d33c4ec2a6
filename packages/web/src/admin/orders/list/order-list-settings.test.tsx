import type { TStaffSettings } from '@tableside/shared/config.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../auth/auth-session.service.ts';
import { mockFetch, ok, type TFetchCall } from '../../../test/fetch-mock.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { STAFF_SETTINGS_PATH, staffSettings } from '../../staff-settings/staff-settings.test-fixtures.ts';
import { listOrder, page, signInStaff } from '../orders.test-fixtures.ts';
import { OrderList } from './order-list.tsx';

vi.mock('../../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function serveList(settings: Partial<TStaffSettings>) {
  const calls: TFetchCall[] = [];
  mockFetch((call) => {
    calls.push(call);
    const { pathname } = new URL(call.url, 'http://localhost');
    if (pathname === STAFF_SETTINGS_PATH) return ok(staffSettings(settings));
    if (pathname === '/api/customer-orders') {
      return ok(
        page([
          listOrder(1, { status: 'OPENED', created_at: minutesAgo(20), gross: 12.5 }),
          listOrder(2, { status: 'SUBMITTED', created_at: minutesAgo(5) }),
          listOrder(3, { status: 'READY', created_at: minutesAgo(60) }),
        ]),
      );
    }
    return ok([]);
  });
  const sizes = () =>
    calls
      .map((call) => new URL(call.url, 'http://localhost'))
      .filter((url) => url.pathname === '/api/customer-orders')
      .map((url) => url.searchParams.get('size'));
  return { sizes };
}

function renderList(path = '/admin/orders?view=list') {
  return renderRoute([{ path: '/admin/orders', element: <OrderList connected branchId={null} /> }], path);
}

afterEach(() => endSession());

describe('order list and the staff settings', () => {
  it('asks for OPERATIONS.DEFAULT_PAGE_SIZE rows, once, when the address names no size', async () => {
    signInStaff();
    const { sizes } = serveList({ default_page_size: 50 });
    renderList();
    await screen.findByRole('row', { name: /ORD-000001/ });
    expect(sizes()).toEqual(['50']);
  });

  it('keeps the size the address names', async () => {
    signInStaff();
    const { sizes } = serveList({ default_page_size: 50 });
    renderList('/admin/orders?view=list&size=10');
    await screen.findByRole('row', { name: /ORD-000001/ });
    expect(sizes()).toEqual(['10']);
  });

  it('marks open orders past KITCHEN_OPERATIONS.LATE_ORDER_MINUTES as Late, in words', async () => {
    signInStaff();
    serveList({ late_order_minutes: 15 });
    renderList();
    const late = await screen.findByRole('row', { name: /ORD-000001/ });
    expect(within(late).getByText('Late')).toBeInTheDocument();
    expect(late).toHaveAttribute('data-late', 'true');
    expect(within(screen.getByRole('row', { name: /ORD-000002/ })).queryByText('Late')).toBeNull();
    // Ready orders wait for the waiter, not the kitchen.
    expect(within(screen.getByRole('row', { name: /ORD-000003/ })).queryByText('Late')).toBeNull();
  });

  it('shows prices in REGIONAL.CURRENCY and times in REGIONAL.TIMEZONE / TIME_FORMAT', async () => {
    signInStaff();
    serveList({ currency: 'USD', time_zone: 'America/New_York', time_format: '12H' });
    renderList();
    const row = await screen.findByRole('row', { name: /ORD-000001/ });
    await waitFor(() => expect(within(row).getByText('$12.50')).toBeInTheDocument());
    expect(row).toHaveTextContent(/\d{1,2}:\d{2}\s?(AM|PM)/);
  });
});
