import type { TFullOrderView } from '@tableside/shared/orders.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../auth/auth-session.service.ts';
import { fail, jsonResponse, mockFetch, ok, type TFetchCall } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { toast } from '../../ui/toast.ts';
import { OrderDetailPage } from './order-detail.page.tsx';
import { fullOrder, menu, signInStaff } from './orders.test-fixtures.ts';

// Many clicks and typed keys per test; on a busy CI machine they outlast vitest's 5 s default.
const STEP_TIMEOUT_MS = 15_000;
vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../live/staff-events.ts', () => ({
  useStaffEvents: () => ({ connected: true }),
  useStaffBillEvents: () => ({ connected: true }),
}));

function serveOrder(order: TFullOrderView | null) {
  const calls: TFetchCall[] = [];
  mockFetch((call) => {
    calls.push(call);
    const { pathname } = new URL(call.url, 'http://localhost');
    if (pathname === `/api/customer-orders/${order?.id}/full`)
      return order ? ok(order) : fail(404, 'Not found');
    // decision 0017: the first receipt gives the order its invoice number.
    if (pathname === `/api/customer-orders/${order?.id}/receipt` && order)
      return ok({ ...order, invoice_number: 'INV-000042' });
    if (pathname.endsWith('/full')) return fail(404, 'Order 9 not found');
    if (pathname === '/api/branding')
      return ok({
        primary: '#000000',
        secondary: '#ffffff',
        accent: '#ff0000',
        restaurant_name: 'Cafe Aurora',
        logo_url: null,
      });
    if (pathname === '/api/public/menu') return ok(menu());
    return ok({});
  });
  return calls;
}

const renderDetail = (path: string) =>
  renderRoute([{ path: '/admin/orders/:orderId', element: <OrderDetailPage /> }], path);

beforeEach(() => vi.mocked(toast.error).mockClear());
afterEach(() => endSession());

describe('order detail', { timeout: STEP_TIMEOUT_MS }, () => {
  it('shows items with options, totals, customer, table and the status history with who and when', async () => {
    signInStaff();
    serveOrder(fullOrder(12));
    renderDetail('/admin/orders/12');

    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-000012' })).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(items).toHaveTextContent('2× Latte');
    expect(items).toHaveTextContent('Size: Large (+€0.50)');
    expect(items).toHaveTextContent('Warm it up');
    expect(items).toHaveTextContent('Net€12.00');
    expect(items).toHaveTextContent('Taxes€0.96');
    expect(items).toHaveTextContent('Total€12.96');
    const facts = screen.getByRole('region', { name: 'Details' });
    expect(facts).toHaveTextContent('Grace Hopper');
    expect(facts).toHaveTextContent('grace@example.com');
    expect(facts).toHaveTextContent('Birthday');
    // One order number (decision 0043): the title's; the id-derived one appears nowhere.
    expect(facts).not.toHaveTextContent('Sequence number');
    expect(document.body).not.toHaveTextContent('O-000012');
    expect(facts).toHaveTextContent('Invoice numberNot issued yet');
    expect(facts).toHaveTextContent('Customer number CUST-000003');

    const history = within(screen.getByRole('region', { name: 'Status history' })).getAllByRole('listitem');
    expect(history).toHaveLength(2);
    expect(history[0]).toHaveTextContent('Submitted');
    expect(history[0]).toHaveTextContent('by Guest');
    expect(history[1]).toHaveTextContent('In the kitchen');
    expect(history[1]).toHaveTextContent('by Chef Remy');
    expect(within(history[1] as HTMLElement).getByText(/2026/)).toHaveAttribute(
      'datetime',
      '2026-03-14T11:05:00.000Z',
    );
  });

  it.each(['0', '-3', 'abc'])('shows "Order not found" for id %s without asking the server', async (id) => {
    signInStaff();
    const calls = serveOrder(null);
    renderDetail(`/admin/orders/${id}`);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('/customer-orders'))).toEqual([]);
  });

  it('shows "Order not found" when the server knows no such order', async () => {
    signInStaff();
    serveOrder(null);
    renderDetail('/admin/orders/9');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  });

  it('changes the status optimistically and rolls back on a conflict', async () => {
    signInStaff();
    let answer: (response: Response) => void = () => {};
    const order = fullOrder(12);
    mockFetch(({ url, method }) => {
      if (method === 'PATCH') return new Promise<Response>((resolve) => (answer = resolve));
      return url.endsWith('/full') ? ok(order) : ok({});
    });
    const user = userEvent.setup();
    renderDetail('/admin/orders/12');
    await user.click(await screen.findByRole('button', { name: 'Ready ORD-000012' }));
    const header = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    await waitFor(() => expect(header).toHaveTextContent('Ready'));
    answer(
      jsonResponse(409, {
        success: false,
        code: 'CONFLICT',
        message: 'Cannot change order from OPENED to READY',
      }),
    );
    await waitFor(() => expect(header).toHaveTextContent('In the kitchen'));
    expect(toast.error).toHaveBeenCalledWith('Cannot change order from OPENED to READY');
  });

  it('prints the kitchen ticket and the receipt on their own', async () => {
    signInStaff();
    const calls = serveOrder(fullOrder(12));
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    renderDetail('/admin/orders/12');

    await user.click(await screen.findByRole('button', { name: 'Print kitchen ticket' }));
    const ticket = screen.getByRole('article', { name: 'Kitchen ticket' });
    expect(print).toHaveBeenCalledTimes(1);
    expect(ticket.parentElement).toHaveClass('order-print');
    expect(ticket.parentElement?.parentElement).toBe(document.body);
    expect(ticket).toHaveTextContent('ORD-000012');
    expect(ticket).toHaveTextContent('Table 4');
    expect(ticket).toHaveTextContent('1× Croissant');
    expect(ticket).toHaveTextContent('Size: Large');
    expect(ticket).toHaveTextContent('Warm it up');
    expect(ticket).toHaveTextContent('Birthday');
    expect(ticket).not.toHaveTextContent('€');

    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Kitchen ticket' })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Print receipt' }));
    const receipt = await screen.findByRole('article', { name: 'Receipt' });
    expect(print).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(receipt).toHaveTextContent('Cafe Aurora'));
    // Issued before printing, so the receipt carries the invoice number, and so does the page.
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/customer-orders/12/receipt',
    ]);
    expect(receipt).toHaveTextContent('Invoice INV-000042');
    expect(receipt).toHaveTextContent('ORD-000012 · Table 4');
    expect(receipt).not.toHaveTextContent('O-000012');
    expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent('Invoice numberINV-000042');
    expect(receipt).toHaveTextContent('2× LatteSize: Large (+€0.50)€9.00');
    expect(receipt).toHaveTextContent('Taxes€0.96');
    expect(receipt).toHaveTextContent('Total€12.96');
  });

  it('prints no receipt the server would not issue, and says why', async () => {
    signInStaff();
    const order = fullOrder(12, { status: 'CANCELLED' });
    mockFetch(({ url, method }) => {
      if (method === 'POST') {
        return jsonResponse(409, {
          success: false,
          code: 'CONFLICT',
          message: 'A cancelled order is not billed and gets no receipt',
        });
      }
      return url.endsWith('/full') ? ok(order) : ok({});
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    renderDetail('/admin/orders/12');
    await user.click(await screen.findByRole('button', { name: 'Print receipt' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The receipt could not be issued', {
        description: 'A cancelled order is not billed and gets no receipt',
      }),
    );
    expect(print).not.toHaveBeenCalled();
    expect(screen.queryByRole('article', { name: 'Receipt' })).not.toBeInTheDocument();
  });

  it('removes an item after asking and adds items from the menu', async () => {
    signInStaff();
    // The server's copy of the order: the edits change it, the refetches read it.
    let order = fullOrder(12);
    const calls: TFetchCall[] = [];
    mockFetch((call) => {
      calls.push(call);
      if (call.method === 'DELETE') order = fullOrder(12, { items: order.items.slice(0, 1) });
      if (call.url.endsWith('/api/public/menu')) return ok(menu());
      return ok(order);
    });
    const user = userEvent.setup();
    renderDetail('/admin/orders/12');

    await user.click(await screen.findByRole('button', { name: 'Remove Croissant' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Croissant?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText(/Croissant/)).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    // The last line stays: the API refuses to remove it.
    expect(screen.queryByRole('button', { name: 'Remove Latte' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add items' });
    await user.selectOptions(await within(dialog).findByLabelText('Item'), 'Latte · €4.00');
    await user.click(within(dialog).getByRole('button', { name: 'Add line · €4.00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 line' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add items' })).not.toBeInTheDocument());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      items: [
        {
          menuItemId: 10,
          quantity: 1,
          special_instructions: null,
          customizations: [
            { customizationId: 1, selectedOptions: [{ optionId: 1 }] },
            { customizationId: 2, selectedOptions: [] },
          ],
        },
      ],
    });
  });

  it('hides item edits without orders.edit and status buttons without orders.update_status', async () => {
    signInStaff([]);
    serveOrder(fullOrder(12));
    renderDetail('/admin/orders/12');
    await screen.findByRole('heading', { level: 1, name: 'Order ORD-000012' });
    expect(screen.queryByRole('button', { name: 'Add items' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ready/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
  });

  it('keeps the items of an order on a bill being paid, and says so', async () => {
    signInStaff();
    serveOrder(fullOrder(12, { on_bill: true }));
    renderDetail('/admin/orders/12');
    expect(await screen.findByText(/This order is on a bill that is being paid/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add items' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    // Its status still moves on: the kitchen serves it. Cancelled, it would still be charged.
    expect(screen.getByRole('button', { name: /Ready/ })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'More actions for ORD-000012' }));
    const moves = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves).not.toContain('Cancel order');
  });
});
