import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../auth/auth-session.service.ts';
import { mockFetch, ok, type TFetchCall } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { toast } from '../../ui/toast.ts';
import { enumsAnswer } from '../enums/enums.test-fixtures.ts';
import { OrdersPage } from './orders.page.tsx';
import { fullOrder, listOrder, menu, page, signInStaff } from './orders.test-fixtures.ts';

// Many clicks and typed keys per test; on a busy CI machine they outlast vitest's 5 s default.
const STEP_TIMEOUT_MS = 15_000;
vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../live/staff-events.ts', () => ({
  useStaffEvents: () => ({ connected: true }),
  useStaffBillEvents: () => ({ connected: true }),
}));

const BENCHES = [
  { id: 4, name: 'Table 4', seat_capacity: 4, branch_id: 1, active: true, archived: false },
  { id: 5, name: 'Table 5', seat_capacity: 2, branch_id: 1, active: true, archived: false },
];

function serveOrders(enums = enumsAnswer()) {
  const calls: TFetchCall[] = [];
  mockFetch((call) => {
    calls.push(call);
    const { pathname, searchParams } = new URL(call.url, 'http://localhost');
    if (pathname === '/api/enums') return ok(enums);
    if (pathname === '/api/customer-orders' && call.method === 'GET') {
      return searchParams.has('page')
        ? ok(
            page([listOrder(42, { status: 'READY' })], {
              total_elements: 45,
              total_pages: 3,
              has_next: true,
            }),
          )
        : ok([]);
    }
    if (pathname === '/api/customer-orders' && call.method === 'POST')
      return ok(fullOrder(77), 'Order created');
    if (pathname === '/api/benches') return ok(BENCHES);
    if (pathname === '/api/public/menu') return ok(menu());
    return ok({});
  });
  const listQueries = () =>
    calls
      .map((call) => new URL(call.url, 'http://localhost'))
      .filter((url) => url.pathname === '/api/customer-orders' && url.searchParams.has('page'))
      .map((url) => Object.fromEntries(url.searchParams));
  return { calls, listQueries };
}

function renderOrders(path = '/admin/orders') {
  return renderRoute(
    [
      { path: '/admin/orders', element: <OrdersPage /> },
      { path: '/admin/orders/:orderId', element: <p>Order screen</p> },
    ],
    path,
  );
}

afterEach(() => endSession());

describe('order list', { timeout: STEP_TIMEOUT_MS }, () => {
  it('sends the filters as list parameters and keeps them in the address', async () => {
    signInStaff();
    const { listQueries } = serveOrders();
    const user = userEvent.setup();
    const { location } = renderOrders();

    await user.click(screen.getByRole('tab', { name: 'List' }));
    const row = await screen.findByRole('row', { name: /ORD-000042/ });
    expect(within(row).getByRole('link', { name: 'ORD-000042' })).toHaveAttribute('href', '/admin/orders/42');
    expect(screen.getByText('45 orders')).toBeInTheDocument();
    expect(listQueries()[0]).toMatchObject({ page: '0', size: '20', include: 'bench' });

    await user.click(screen.getByRole('button', { name: 'Ready', pressed: false }));
    await user.click(screen.getByRole('button', { name: 'In the kitchen', pressed: false }));
    await user.selectOptions(screen.getByLabelText('Table'), 'Table 5');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    await user.type(screen.getByLabelText('Order number'), '42');
    await waitFor(() =>
      expect(listQueries().at(-1)).toMatchObject({
        status_in: 'OPENED,READY',
        bench_id: '5',
        date_from: '2026-03-01',
        sequence_number_like: '42',
        page: '0',
      }),
    );
    expect(location().search).toBe('?view=list&status=OPENED%2CREADY&table=5&from=2026-03-01&q=42');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ page: '1', status_in: 'OPENED,READY' }));
  });

  it('opens on the list with the filters from the address', async () => {
    signInStaff();
    const { listQueries } = serveOrders();
    renderOrders('/admin/orders?view=list&status=CANCELLED&page=2');
    await screen.findByRole('row', { name: /ORD-000042/ });
    expect(listQueries()[0]).toMatchObject({ status_in: 'CANCELLED', page: '1' });
    expect(screen.getByRole('button', { name: 'Cancelled', pressed: true })).toBeInTheDocument();
  });

  it('offers the statuses GET /enums names, in its order, one more included', async () => {
    signInStaff();
    const { listQueries } = serveOrders(enumsAnswer({ OrderStatus: ['ON_HOLD'] }));
    const user = userEvent.setup();
    const { location } = renderOrders('/admin/orders?view=list&status=READY');
    const filter = await screen.findByRole('group', { name: 'Status' });
    const chips = await within(filter).findAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Submitted',
      'In the kitchen',
      'Ready',
      'Served',
      'Paid',
      'Completed',
      'Cancelled',
      'On hold',
    ]);

    await user.click(within(filter).getByRole('button', { name: 'On hold', pressed: false }));
    expect(within(filter).getByRole('button', { name: 'On hold', pressed: true })).toBeInTheDocument();
    expect(location().search).toBe('?view=list&status=READY%2CON_HOLD');
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ status_in: 'READY,ON_HOLD' }));
  });
});

describe('manual order', { timeout: STEP_TIMEOUT_MS }, () => {
  it('picks a table and items with options, submits, and opens the new order', async () => {
    signInStaff();
    const { calls } = serveOrders();
    const user = userEvent.setup();
    renderOrders();

    await user.click(screen.getByRole('button', { name: 'New order' }));
    const dialog = await screen.findByRole('dialog', { name: 'New order' });
    await user.selectOptions(
      within(dialog).getByLabelText('Table'),
      await within(dialog).findByRole('option', { name: 'Table 4' }),
    );
    await user.selectOptions(await within(dialog).findByLabelText('Item'), 'Latte · €4.00');
    await user.selectOptions(within(dialog).getByLabelText('Size (required)'), 'Large (+€0.50)');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Extra shot (+€0.80)' }));
    await user.type(within(dialog).getByLabelText('Special instructions'), 'Oat milk');
    await user.click(within(dialog).getByRole('button', { name: 'One more Latte' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add line · €10.60' }));
    expect(within(dialog).getByText('2× Latte')).toBeInTheDocument();
    expect(within(dialog).getByText('Large, Extra shot')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Notes for the order'), 'Window seat');
    await user.click(within(dialog).getByRole('button', { name: 'Submit order' }));

    expect(await screen.findByText('Order screen')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      bench_id: 4,
      notes: 'Window seat',
      items: [
        {
          menuItemId: 10,
          quantity: 2,
          special_instructions: 'Oat milk',
          customizations: [
            { customizationId: 1, selectedOptions: [{ optionId: 2 }] },
            { customizationId: 2, selectedOptions: [{ optionId: 3 }] },
          ],
        },
      ],
    });
    expect(toast.success).toHaveBeenCalledWith('Order ORD-000077 created');
  });

  it('asks for a table and an item before sending anything', async () => {
    signInStaff();
    const { calls } = serveOrders();
    const user = userEvent.setup();
    renderOrders();
    await user.click(screen.getByRole('button', { name: 'New order' }));
    const dialog = await screen.findByRole('dialog', { name: 'New order' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a table');
    await user.selectOptions(within(dialog).getByLabelText('Table'), 'No table (counter or takeaway)');
    await user.click(within(dialog).getByRole('button', { name: 'Submit order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Add at least one item.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
