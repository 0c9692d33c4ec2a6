import { ORDER_STATUSES, type TOrderStatus } from '@tableside/shared/order-status';
import type { TPublicOrderView } from '@tableside/shared/orders.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok, type TFetchCall } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { toast } from '../../ui/toast.ts';
import { LATTE, menuResponse } from '../menu/menu.test-fixtures.ts';
import { ModifyOrderPage } from './modify-order.page.tsx';
import { canAddItems, canEditLines } from './order-change-rules.ts';
import { saveOrderToken } from './order-tokens.store.ts';
import { history, publicOrder, statusView } from './orders.test-fixtures.ts';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type TWriteHandler = (call: TFetchCall) => Response | Promise<Response>;

function renderModify(orders: TPublicOrderView[], onWrite: TWriteHandler = () => ok(orders[0])) {
  let reads = 0;
  const fetch = mockFetch((call) => {
    const menu = menuResponse(call.url);
    if (menu) return menu;
    if (call.url.endsWith('/api/customer/orders/5/public') && call.method === 'GET') {
      // Like the server (decision 0022): the full order only with its token.
      const order = orders[Math.min(reads++, orders.length - 1)] as TPublicOrderView;
      return ok(call.headers['x-order-token'] === 'token-5' ? order : statusView(order));
    }
    if (call.url.includes('/api/customer/orders/5')) return onWrite(call);
    return ok([]);
  });
  const writes = () =>
    fetch.mock.calls
      .filter(
        ([, init]) => (init as RequestInit).method !== 'GET' && (init as RequestInit).method !== undefined,
      )
      .map(([url, init]) => ({
        url: String(url),
        method: (init as RequestInit).method,
        token: new Headers((init as RequestInit).headers).get('X-Order-Token'),
        body: (init as RequestInit).body ? JSON.parse(String((init as RequestInit).body)) : undefined,
      }));
  renderRoute(
    [{ path: '/table/:tableId/orders/:orderId/modify', element: <ModifyOrderPage /> }],
    '/table/3/orders/5/modify',
  );
  return { fetch, writes, user: userEvent.setup() };
}

const SUBMITTED = publicOrder(5);
const OPENED = publicOrder(5, { status: 'OPENED', status_history: history(1, 2) });
const READY = publicOrder(5, { status: 'READY', status_history: history(1, 2, 3) });

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('EventSource', undefined);
});

describe('change rules by status', () => {
  it('edits while SUBMITTED, only adds while OPENED, nothing from READY on', () => {
    const open = (status: TOrderStatus) => ({ status, on_bill: false });
    expect(ORDER_STATUSES.filter((status) => canEditLines(open(status)))).toEqual(['SUBMITTED']);
    expect(ORDER_STATUSES.filter((status) => canAddItems(open(status)))).toEqual(['SUBMITTED', 'OPENED']);
  });

  it('allows nothing once a payment on the bill has fixed the order', () => {
    const onBill = (status: TOrderStatus) => ({ status, on_bill: true });
    expect(ORDER_STATUSES.filter((status) => canAddItems(onBill(status)))).toEqual([]);
  });
});

describe('ModifyOrderPage', () => {
  it('explains that only the phone that ordered may change the order', async () => {
    const { fetch } = renderModify([SUBMITTED]);
    expect(
      screen.getByRole('heading', { name: 'Only the phone that placed this order can change it' }),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reads the order with this phone's token, so after a reload it is shown in full", async () => {
    saveOrderToken(5, 'token-5');
    const { fetch } = renderModify([SUBMITTED]);
    expect(await screen.findByRole('heading', { level: 1, name: /ORD-000005/ })).toBeInTheDocument();
    expect(screen.getByText(/The kitchen has not started yet/)).toBeInTheDocument();
    const reads = fetch.mock.calls.filter(([url]) => String(url).endsWith('/orders/5/public'));
    expect(reads.map(([, init]) => new Headers((init as RequestInit).headers).get('X-Order-Token'))).toEqual([
      'token-5',
    ]);
  });

  it('treats a stored token the server no longer accepts like none', async () => {
    saveOrderToken(5, 'token-from-before-a-reset');
    renderModify([SUBMITTED]);
    expect(
      await screen.findByRole('heading', { name: 'Only the phone that placed this order can change it' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'One more Latte' })).not.toBeInTheDocument();
  });

  it('changes quantities and removes lines with the order token while SUBMITTED', async () => {
    saveOrderToken(5, 'token-5');
    const fewer = { ...SUBMITTED, items: SUBMITTED.items.slice(0, 1) };
    const { writes, user } = renderModify([SUBMITTED], (call) =>
      ok(call.method === 'DELETE' ? fewer : SUBMITTED),
    );
    expect(await screen.findByText(/The kitchen has not started yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'One more Latte' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      url: '/api/customer/orders/5/items/105',
      method: 'PATCH',
      token: 'token-5',
      body: { quantity: 3 },
    });

    await user.click(screen.getByRole('button', { name: 'Remove Walnut Brownie' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Removed from order'));
    expect(writes()[1]).toMatchObject({
      url: '/api/customer/orders/5/items/205',
      method: 'DELETE',
      token: 'token-5',
    });
    // The last line stays: cancelling is for staff.
    expect(await screen.findByRole('button', { name: 'Remove Latte' })).toBeDisabled();
    expect(screen.getByText(/An order needs at least one item/)).toBeInTheDocument();
  });

  it('offers only additions once the kitchen opened the order, and says why', async () => {
    saveOrderToken(5, 'token-5');
    renderModify([OPENED]);
    expect(await screen.findByText(/The kitchen has started on this order/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /One more/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add items' })).toBeInTheDocument();
  });

  it('allows no changes once the order is ready', async () => {
    saveOrderToken(5, 'token-5');
    renderModify([READY]);
    expect(
      await screen.findByText(/This order is ready, so it can no longer be changed/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add items' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /One more/ })).not.toBeInTheDocument();
  });

  it('allows no changes once the order is on the bill being paid, and says why', async () => {
    saveOrderToken(5, 'token-5');
    renderModify([publicOrder(5, { on_bill: true })]);
    expect(await screen.findByText(/This order is on the bill being paid/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add items' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /One more/ })).not.toBeInTheDocument();
  });

  it('gives the status as the reason where the status alone stops changes, on the bill or not', async () => {
    saveOrderToken(5, 'token-5');
    renderModify([{ ...READY, on_bill: true }]);
    expect(
      await screen.findByText(/This order is ready, so it can no longer be changed/),
    ).toBeInTheDocument();
  });

  it("explains a refused change (409) with the server's message and the order's new state", async () => {
    saveOrderToken(5, 'token-5');
    const { user } = renderModify([SUBMITTED, OPENED], () =>
      fail(409, 'The kitchen has started this order; you can only add items now'),
    );
    await user.click(await screen.findByRole('button', { name: 'One more Latte' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to update item', {
        description: 'The kitchen has started this order; you can only add items now',
      }),
    );
    expect(await screen.findByText(/The kitchen has started on this order/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'One more Latte' })).not.toBeInTheDocument();
  });

  it('adds items picked from the menu in one call', async () => {
    saveOrderToken(5, 'token-5');
    const { writes, user } = renderModify([OPENED]);
    await user.click(await screen.findByText('Coffee'));
    await user.click(screen.getByRole('button', { name: 'Choose Latte' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    const toAdd = screen.getByRole('heading', { name: 'To add' }).parentElement as HTMLElement;
    expect(within(toAdd).getByText('Latte')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add 1 item to the order' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Items added to your order'));
    const [write] = writes();
    expect(write).toMatchObject({
      url: '/api/customer/orders/5/add-items',
      method: 'POST',
      token: 'token-5',
    });
    expect(write?.body.items).toEqual([
      expect.objectContaining({ menuItemId: LATTE.id, quantity: 1, special_instructions: null }),
    ]);
    expect(screen.queryByRole('heading', { name: 'To add' })).not.toBeInTheDocument();
  });

  it('keeps the list within what one addition takes, and the dialog open to take fewer', async () => {
    saveOrderToken(5, 'token-5');
    const { user } = renderModify([OPENED]);
    await user.click(await screen.findByText('Coffee'));
    await user.click(screen.getByRole('button', { name: 'Choose Latte' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Add to list' }));
    const toAdd = screen.getByRole('heading', { name: 'To add' }).parentElement as HTMLElement;
    const more = within(toAdd).getByRole('button', { name: 'One more Latte' });
    for (let n = 1; n < 99; n++) fireEvent.click(more);
    expect(more).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Choose Latte' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    expect(toast.error).toHaveBeenCalledWith('Failed to add item', {
      description: 'At most 99 of one item per order.',
    });
    expect(dialog).toBeInTheDocument();
    // Behind the open dialog, the list still holds its 99.
    expect(
      screen.getByRole('button', { name: 'Add 99 items to the order', hidden: true }),
    ).toBeInTheDocument();
  });
});
