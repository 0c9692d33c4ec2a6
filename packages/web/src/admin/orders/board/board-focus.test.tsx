import type { TOrderStatus } from '@tableside/shared/order-status';
import type { TStaffOrderListItem } from '@tableside/shared/staff-orders.schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../auth/auth-session.service.ts';
import { jsonResponse, mockFetch, ok } from '../../../test/fetch-mock.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { STAFF_SETTINGS_PATH, staffSettings } from '../../staff-settings/staff-settings.test-fixtures.ts';
import { OrdersPage } from '../orders.page.tsx';
import { fullOrder, listOrder, signInStaff } from '../orders.test-fixtures.ts';

vi.mock('../../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// The board polls here; no live stream.
vi.mock('../../live/staff-events.ts', () => ({
  useStaffEvents: () => ({ connected: false }),
  useStaffBillEvents: () => ({ connected: false }),
}));

/**
 * Serves the board from `orders` and applies every status change to it, as the server would; or
 * refuses the change with 409 once `refuse` settles.
 */
function serveBoard(orders: TStaffOrderListItem[], { refuse }: { refuse?: Promise<void> } = {}) {
  mockFetch(({ url, method, body }) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === STAFF_SETTINGS_PATH) return ok(staffSettings());
    if (method === 'GET' && pathname === '/api/customer-orders' && searchParams.get('status_in')) {
      return ok(orders.filter((order) => ['SUBMITTED', 'OPENED', 'READY'].includes(order.status)));
    }
    const patch = /\/api\/customer-orders\/(\d+)\/status$/.exec(pathname);
    if (method === 'PATCH' && patch) {
      if (refuse) {
        return refuse.then(() =>
          jsonResponse(409, { success: false, code: 'STALE_STATE', message: 'Changed' }),
        );
      }
      const id = Number(patch[1]);
      const status = (body as { status: TOrderStatus }).status;
      const index = orders.findIndex((order) => order.id === id);
      orders[index] = { ...(orders[index] as TStaffOrderListItem), status };
      return ok(fullOrder(id, { status }));
    }
    return ok([]);
  });
}

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}, `) });
const announcement = () =>
  screen.getAllByRole('status').find((status) => status.textContent?.startsWith('Order ')) ?? null;

/** The board with the keyboard on `button`, as after Tab presses. */
async function boardWithFocusOn(name: string) {
  renderRoute([{ path: '/admin/orders', element: <OrdersPage /> }], '/admin/orders');
  const button = await screen.findByRole('button', { name });
  act(() => button.focus());
  return userEvent.setup();
}

afterEach(() => endSession());

describe('board focus (issue 41)', { timeout: 15_000 }, () => {
  it('follows a started card to its next action in the next column, and says where it went', async () => {
    signInStaff();
    serveBoard([listOrder(1), listOrder(2)]);
    const user = await boardWithFocusOn('Start ORD-000001');

    await user.keyboard('{Enter}');
    const ready = await within(column('In the kitchen')).findByRole('button', { name: 'Ready ORD-000001' });
    await waitFor(() => expect(ready).toHaveFocus());
    expect(announcement()).toHaveTextContent('Order ORD-000001: In the kitchen');

    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(column('Ready')).getByRole('button', { name: 'Served ORD-000001' })).toHaveFocus(),
    );
    expect(announcement()).toHaveTextContent('Order ORD-000001: Ready');
  });

  it('gives a card that leaves the board its place: the next card, the one before, then the column', async () => {
    signInStaff();
    serveBoard([listOrder(1, { status: 'READY' }), listOrder(2, { status: 'READY' })]);
    const user = await boardWithFocusOn('Served ORD-000001');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Served ORD-000002' })).toHaveFocus());
    expect(announcement()).toHaveTextContent('Order ORD-000001: Served');
    expect(screen.queryByRole('article', { name: 'ORD-000001' })).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(column('Ready')).toHaveFocus());
    expect(column('Ready')).toHaveAccessibleName('Ready, 0 orders');
    // Focusable for this, not a stop of the Tab order.
    expect(column('Ready')).toHaveAttribute('tabindex', '-1');
  });

  it('lands on the card before when the last of a column leaves', async () => {
    signInStaff();
    serveBoard([listOrder(1), listOrder(2)]);
    renderRoute([{ path: '/admin/orders', element: <OrdersPage /> }], '/admin/orders');
    const user = userEvent.setup();
    const more = await screen.findByRole('button', { name: 'More actions for ORD-000002' });
    act(() => more.focus());

    // Through the menu of other moves and the confirmation: Cancel takes the card off the board.
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order ORD-000002?' });
    act(() => within(dialog).getByRole('button', { name: 'Cancel order' }).focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start ORD-000001' })).toHaveFocus());
    expect(announcement()).toHaveTextContent('Order ORD-000002: Cancelled');
  });

  it('gives focus back to the menu button when the cancel confirmation is turned down', async () => {
    signInStaff();
    serveBoard([listOrder(1)]);
    renderRoute([{ path: '/admin/orders', element: <OrdersPage /> }], '/admin/orders');
    const user = userEvent.setup();
    const more = await screen.findByRole('button', { name: 'More actions for ORD-000001' });
    act(() => more.focus());
    // Twice: the second time the dialog's code is there and it opens as the menu closes.
    for (const _ of [1, 2]) {
      await user.keyboard('{Enter}');
      await user.click(await screen.findByRole('menuitem', { name: 'Cancel order' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel order ORD-000001?' });
      await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(more).toHaveFocus());
    }
  });

  it('follows the card back when the server refuses the change', async () => {
    signInStaff();
    let refuse = () => {};
    serveBoard([listOrder(1)], { refuse: new Promise((resolve) => (refuse = resolve)) });
    const user = await boardWithFocusOn('Start ORD-000001');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ready ORD-000001' })).toHaveFocus());
    await act(async () => refuse());
    await waitFor(() =>
      expect(within(column('Submitted')).getByRole('button', { name: 'Start ORD-000001' })).toHaveFocus(),
    );
    expect(announcement()).toHaveTextContent('Order ORD-000001: Submitted');
  });

  it('on a phone, where only one column shows, leaves focus to the next card of that column', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: !query.includes('min-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    signInStaff();
    serveBoard([listOrder(1), listOrder(2)]);
    const user = await boardWithFocusOn('Start ORD-000001');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start ORD-000002' })).toHaveFocus());
    // The phone stays on its column; the tab of the next one counts the card.
    expect(screen.getByRole('tab', { name: /Submitted/ })).toHaveAttribute('aria-selected', 'true');
    expect(announcement()).toHaveTextContent('Order ORD-000001: In the kitchen');
  });

  it('keeps still when the user left the board: a card moving live takes no focus', async () => {
    signInStaff();
    const orders = [listOrder(1), listOrder(2)];
    serveBoard(orders);
    const { queryClient } = renderRoute(
      [{ path: '/admin/orders', element: <OrdersPage /> }],
      '/admin/orders',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start ORD-000002' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ready ORD-000002' })).toHaveFocus());
    // Away from the board: a click on the page's background.
    await user.click(document.body);
    expect(document.activeElement).toBe(document.body);

    // A colleague starts the other order.
    orders[0] = listOrder(1, { status: 'OPENED' });
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(within(column('In the kitchen')).getAllByRole('article')).toHaveLength(2));
    expect(document.activeElement).toBe(document.body);
  });
});
