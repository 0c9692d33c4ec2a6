import type { TStaffOrderListItem } from '@tableside/shared/staff-orders.schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../auth/auth-session.service.ts';
import { jsonResponse, mockFetch, ok } from '../../../test/fetch-mock.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { toast } from '../../../ui/toast.ts';
import { STAFF_SETTINGS_PATH, staffSettings } from '../../staff-settings/staff-settings.test-fixtures.ts';
import { OrdersPage } from '../orders.page.tsx';
import { fullOrder, listOrder, signInStaff } from '../orders.test-fixtures.ts';

// Many clicks and typed keys per test; on a busy CI machine they outlast vitest's 5 s default.
const STEP_TIMEOUT_MS = 15_000;
vi.mock('../../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type TEvent = {
  type: 'order.created' | 'order.status_changed' | 'order.items_changed';
  orderId: number;
  benchId: number | null;
};
const events = vi.hoisted(() => ({
  connected: false,
  listener: null as ((event: TEvent) => void) | null,
  billListener: null as ((event: { type: string; billId: number; benchId: number | null }) => void) | null,
  watchers: new Set<() => void>(),
  setConnected(connected: boolean) {
    events.connected = connected;
    for (const watcher of events.watchers) watcher();
  },
}));
vi.mock('../../live/staff-events.ts', async () => {
  const { useSyncExternalStore } = await import('react');
  const watch = (watcher: () => void) => {
    events.watchers.add(watcher);
    return () => events.watchers.delete(watcher);
  };
  return {
    useStaffEvents: (onEvent: (event: TEvent) => void) => {
      events.listener = onEvent;
      return { connected: useSyncExternalStore(watch, () => events.connected) };
    },
    useStaffBillEvents: (onEvent: typeof events.billListener) => {
      events.billListener = onEvent;
      return { connected: useSyncExternalStore(watch, () => events.connected) };
    },
  };
});

/** Serves the board from `orders` (a live array the test may change) and counts the calls. */
function serveBoard(
  orders: TStaffOrderListItem[],
  onPatch?: () => Response | Promise<Response>,
  settings = staffSettings({ late_order_minutes: 10 }),
) {
  const calls = { board: 0, patch: [] as unknown[] };
  mockFetch(({ url, method, body }) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === STAFF_SETTINGS_PATH) return ok(settings);
    if (method === 'GET' && pathname === '/api/customer-orders' && searchParams.get('status_in')) {
      calls.board++;
      return ok(orders);
    }
    if (method === 'PATCH' && /\/api\/customer-orders\/\d+\/status$/.test(pathname)) {
      calls.patch.push(body);
      return onPatch ? onPatch() : ok(fullOrder(1, { status: 'CANCELLED' }));
    }
    return ok([]);
  });
  return calls;
}

const column = (name: RegExp) => screen.getByRole('region', { name });

beforeEach(() => {
  events.connected = false;
  events.listener = null;
  events.billListener = null;
  vi.mocked(toast.error).mockClear();
});
afterEach(() => endSession());

describe('kitchen board', { timeout: STEP_TIMEOUT_MS }, () => {
  it('shows the active orders in three columns with counts, items, options, instructions and notes', async () => {
    signInStaff();
    serveBoard([
      listOrder(1, { status: 'SUBMITTED', notes: 'Allergic to nuts' }),
      listOrder(2, { status: 'OPENED' }),
      listOrder(3, { status: 'OPENED', bench: null, bench_id: null }),
      listOrder(4, { status: 'READY' }),
    ]);
    renderRoute([{ path: '/admin/orders', element: <OrdersPage /> }], '/admin/orders');

    const submitted = await screen.findByRole('region', { name: /Submitted/ });
    expect(within(submitted).getAllByRole('article')).toHaveLength(1);
    expect(column(/In the kitchen/)).toHaveAccessibleName('In the kitchen, 2 orders');
    expect(within(column(/Ready/)).getAllByRole('article')).toHaveLength(1);

    const card = within(submitted).getByRole('article', { name: 'ORD-000001' });
    expect(card).toHaveTextContent('Table 4');
    expect(card).toHaveTextContent('2× Latte');
    expect(card).toHaveTextContent('Size: Large');
    expect(card).toHaveTextContent('Allergic to nuts');
    expect(within(column(/In the kitchen/)).getByText('No table')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Start ORD-000001' })).toBeInTheDocument();
    expect(within(column(/Ready/)).getByRole('button', { name: 'Served ORD-000004' })).toBeInTheDocument();
  });

  it('moves a card at once and puts it back with a toast when the server answers 409', async () => {
    signInStaff();
    let answer: (response: Response) => void = () => {};
    const calls = serveBoard(
      [listOrder(1, { status: 'SUBMITTED' })],
      () => new Promise((resolve) => (answer = resolve)),
    );
    const user = userEvent.setup();
    renderRoute([{ path: '/admin/orders', element: <OrdersPage /> }], '/admin/orders');

    await user.click(await screen.findByRole('button', { name: 'Start ORD-000001' }));
    // Optimistic: in the kitchen before the server has answered.
    await waitFor(() => expect(within(column(/In the kitchen/)).queryByRole('article')).toBeInTheDocument());
    expect(within(column(/Submitted/)).queryByRole('article')).not.toBeInTheDocument();
    expect(calls.patch).toEqual([{ status: 'OPENED' }]);

    const boardCallsBefore = calls.board;
    await act(async () =>
      answer(
        jsonResponse(409, {
          success: false,
          code: 'STALE_STATE',
          message: 'The order was changed by someone else. Reload and try again.',
        }),
      ),
    );
    await waitFor(() => expect(within(column(/Submitted/)).getByRole('article')).toBeInTheDocument());
    expect(within(column(/In the kitchen/)).queryByRole('article')).not.toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('The order was changed by someone else. Reload and try again.');
    // Then the board is fetched again (spec admin 4).
    await waitFor(() => expect(calls.board).toBeGreaterThan(boardCallsBefore));
  });

  it('asks before cancelling from the menu of other moves', async () => {
    signInStaff();
    const calls = serveBoard([listOrder(1, { status: 'READY' })]);
    const user = userEvent.setup();
    renderRoute([{ path: '/admin/orders', element: <OrdersPage /> }], '/admin/orders');

    await user.click(await screen.findByRole('button', { name: 'More actions for ORD-000001' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Paid', 'Complete', 'Cancel order']);
    await user.click(screen.getByRole('menuitem', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order ORD-000001?' });
    expect(calls.patch).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(calls.patch).toEqual([{ status: 'CANCELLED' }]));
  });

  it('offers no Cancel on a card whose order a bill payment fixed (decision 0032)', async () => {
    signInStaff();
    serveBoard([listOrder(1, { status: 'READY' }), listOrder(2, { status: 'READY', on_bill: true })]);
    const user = userEvent.setup();
    renderRoute([{ path: '/admin/orders', element: <OrdersPage /> }], '/admin/orders');
    const moves = async (number: string) => {
      await user.click(await screen.findByRole('button', { name: `More actions for ${number}` }));
      const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      return items;
    };

    expect(await moves('ORD-000001')).toEqual(['Paid', 'Complete', 'Cancel order']);
    // Its status still moves on; cancelled, it would still be charged.
    expect(await moves('ORD-000002')).toEqual(['Paid', 'Complete']);
  });

  it('refetches when the live stream reports an order and highlights the new card', async () => {
    signInStaff();
    events.connected = true;
    const orders = [listOrder(1)];
    const calls = serveBoard(orders);
    renderRoute([{ path: '/admin/orders', element: <OrdersPage /> }], '/admin/orders');
    await screen.findByRole('article', { name: 'ORD-000001' });
    expect(screen.getByText('Live: new orders appear at once')).toBeInTheDocument();
    expect(calls.board).toBe(1);

    orders.push(listOrder(2, { created_at: '2026-03-14T11:30:00.000Z' }));
    act(() => events.listener?.({ type: 'order.created', orderId: 2, benchId: 4 }));
    const fresh = await screen.findByRole('article', { name: 'ORD-000002' });
    expect(calls.board).toBe(2);
    expect(fresh).toHaveTextContent('New order');
    expect(fresh).toHaveClass('order-card-arrived');
    expect(screen.getByRole('article', { name: 'ORD-000001' })).not.toHaveClass('order-card-arrived');
  });

  it('refetches when a bill changes, not when one is asked for: a payment fixes its orders (on_bill)', async () => {
    signInStaff();
    events.connected = true;
    const orders = [listOrder(1, { status: 'READY' })];
    const calls = serveBoard(orders);
    renderRoute([{ path: '/admin/orders', element: <OrdersPage /> }], '/admin/orders');
    await screen.findByRole('article', { name: 'ORD-000001' });
    expect(calls.board).toBe(1);

    act(() => events.billListener?.({ type: 'bill.requested', billId: 3, benchId: 4 }));
    orders[0] = listOrder(1, { status: 'READY', on_bill: true });
    act(() => events.billListener?.({ type: 'bill.changed', billId: 3, benchId: 4 }));
    await waitFor(() => expect(calls.board).toBe(2));
    const card = screen.getByRole('article', { name: 'ORD-000001' });
    await userEvent.click(within(card).getByRole('button', { name: 'More actions for ORD-000001' }));
    expect(await screen.findByRole('menuitem', { name: 'Complete' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('refetches after the stream comes back, as events may have been missed', async () => {
    signInStaff();
    events.connected = true;
    const calls = serveBoard([listOrder(1)]);
    renderRoute([{ path: '/admin/orders', element: <OrdersPage /> }], '/admin/orders');
    await screen.findByRole('article', { name: 'ORD-000001' });
    act(() => events.setConnected(false));
    expect(await screen.findByText('Updating every 30 seconds')).toBeInTheDocument();
    expect(calls.board).toBe(1);
    act(() => events.setConnected(true));
    await waitFor(() => expect(calls.board).toBe(2));
  });

  it('says it polls while the stream is down', async () => {
    signInStaff();
    serveBoard([]);
    renderRoute([{ path: '/admin/orders', element: <OrdersPage /> }], '/admin/orders');
    expect(await screen.findByText('Updating every 30 seconds')).toBeInTheDocument();
    expect(within(column(/Submitted/)).getByText('No orders')).toBeInTheDocument();
  });

  it('hides status buttons without orders.update_status and the new order without orders.create', async () => {
    signInStaff([]);
    serveBoard([listOrder(1)]);
    renderRoute([{ path: '/admin/orders', element: <OrdersPage /> }], '/admin/orders');
    await screen.findByRole('article', { name: 'ORD-000001' });
    expect(screen.queryByRole('button', { name: /Start/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New order' })).not.toBeInTheDocument();
  });

  it('colours a card by its age: amber after LATE_ORDER_MINUTES (here 10), red after twice that', async () => {
    signInStaff();
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    serveBoard([
      listOrder(1, { created_at: minutesAgo(3) }),
      listOrder(2, { created_at: minutesAgo(12) }),
      listOrder(3, { created_at: minutesAgo(25) }),
    ]);
    renderRoute([{ path: '/admin/orders', element: <OrdersPage /> }], '/admin/orders');
    expect(await screen.findByRole('article', { name: 'ORD-000001' })).toHaveTextContent('3 min');
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'ORD-000002' })).toHaveTextContent('12 min, waiting long'),
    );
    expect(screen.getByRole('article', { name: 'ORD-000002' })).toHaveTextContent('Late');
    expect(screen.getByRole('article', { name: 'ORD-000001' })).not.toHaveTextContent('Late');
    expect(screen.getByRole('article', { name: 'ORD-000002' })).toHaveClass('border-amber-500');
    expect(screen.getByRole('article', { name: 'ORD-000003' })).toHaveTextContent(
      '25 min, waiting very long',
    );
    expect(screen.getByRole('article', { name: 'ORD-000003' })).toHaveClass('border-red-600');
  });

  it('marks open orders late only past KITCHEN_OPERATIONS.LATE_ORDER_MINUTES, never ready ones', async () => {
    signInStaff();
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    serveBoard(
      [
        listOrder(1, { status: 'SUBMITTED', created_at: minutesAgo(14) }),
        listOrder(2, { status: 'OPENED', created_at: minutesAgo(16) }),
        listOrder(3, { status: 'READY', created_at: minutesAgo(40) }),
      ],
      undefined,
      staffSettings({ late_order_minutes: 15 }),
    );
    renderRoute([{ path: '/admin/orders', element: <OrdersPage /> }], '/admin/orders');
    await screen.findByRole('article', { name: 'ORD-000001' });
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'ORD-000002' })).toHaveTextContent('Late'),
    );
    expect(screen.getByRole('article', { name: 'ORD-000002' })).toHaveClass('border-amber-500');
    expect(screen.getByRole('article', { name: 'ORD-000001' })).not.toHaveTextContent('Late');
    expect(screen.getByRole('article', { name: 'ORD-000003' })).not.toHaveTextContent('Late');
  });

  it('polls every ADMIN_INTERFACE.ORDER_REFRESH_SECONDS while the stream is down', async () => {
    signInStaff();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const calls = serveBoard([listOrder(1)], undefined, staffSettings({ order_refresh_seconds: 10 }));
      renderRoute([{ path: '/admin/orders', element: <OrdersPage /> }], '/admin/orders');
      expect(await screen.findByText('Updating every 10 seconds')).toBeInTheDocument();
      const before = calls.board;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10_500);
      });
      await waitFor(() => expect(calls.board).toBeGreaterThan(before));
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers no sound switch when NOTIFICATIONS.SOUND_ENABLED is off', async () => {
    signInStaff();
    serveBoard([listOrder(1)], undefined, staffSettings({ sound_enabled: false }));
    renderRoute([{ path: '/admin/orders', element: <OrdersPage /> }], '/admin/orders');
    await screen.findByRole('article', { name: 'ORD-000001' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Alert sound' })).not.toBeInTheDocument(),
    );
  });
});
