import type { TGuestOrderView } from '@tableside/shared/orders.schemas';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok, type TFetchCall } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { saveOrderToken } from './order-tokens.store.ts';
import { OrdersPage } from './orders.page.tsx';
import { history, publicOrder, statusView } from './orders.test-fixtures.ts';

/** Stands in for the browser's EventSource; tests open, feed and break the stream by hand. */
class MockEventSource extends EventTarget {
  static instances: MockEventSource[] = [];
  readonly url: string;
  closed = false;
  constructor(url: string) {
    super();
    this.url = url;
    MockEventSource.instances.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown = {}) {
    act(() => {
      this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
    });
  }
  fail() {
    act(() => {
      this.dispatchEvent(new Event('error'));
    });
  }
}

/** The stream opens once the screen's first requests are answered (decision 0035). */
const streamOpened = () => waitFor(() => expect(MockEventSource.instances.length).toBeGreaterThan(0));

const stream = () => {
  const source = MockEventSource.instances.at(-1);
  if (!source) throw new Error('No EventSource was opened');
  return source;
};

function renderOrders(answers: TGuestOrderView[][], state?: unknown) {
  let round = 0;
  const fetch = mockFetch(({ url }) => {
    if (url.endsWith('/api/customer/orders/bench/3')) {
      const answer = answers[Math.min(round, answers.length - 1)] ?? [];
      round++;
      return ok(answer);
    }
    return ok({});
  });
  const listCalls = () => fetch.mock.calls.filter(([url]) => String(url).endsWith('/orders/bench/3')).length;
  renderRoute(
    [
      { path: '/table/:tableId/orders', element: <OrdersPage /> },
      { path: '/table/:tableId/orders/:orderId/modify', element: <p>Modify screen</p> },
    ],
    { pathname: '/table/3/orders', state },
  );
  const listTokens = () =>
    fetch.mock.calls
      .filter(([url]) => String(url).endsWith('/orders/bench/3'))
      .map(([, init]) => new Headers(init?.headers).get('X-Order-Token'));
  return { listCalls, listTokens };
}

const OLDER = publicOrder(5, { created_at: '2026-01-05T11:00:00.000Z' });
const NEWER = publicOrder(6, {
  status: 'OPENED',
  status_history: history(1, 2),
  created_at: '2026-01-05T12:00:00.000Z',
});

beforeEach(() => {
  MockEventSource.instances = [];
  vi.stubGlobal('EventSource', MockEventSource);
});

describe('OrdersPage', () => {
  it("lists the table's orders newest first with status steps, estimate, lines and totals", async () => {
    renderOrders([[OLDER, NEWER]]);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Order ORD-000006',
      'Order ORD-000005',
    ]);
    const newer = cards[0] as HTMLElement;
    const steps = within(within(newer).getByRole('list', { name: 'Order status' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Submitted'),
      expect.stringContaining('In the kitchen'),
      expect.stringContaining('Ready'),
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(within(newer).getByText('about 12 min')).toBeInTheDocument();
    expect(within(newer).getByText('Size: Large')).toBeInTheDocument();
    expect(within(newer).getByText('€13.50')).toBeInTheDocument();
  });

  it('offers changes only for orders this phone submitted', async () => {
    saveOrderToken(5, 'token-5');
    saveOrderToken(6, 'token-6');
    const { listTokens } = renderOrders([
      [OLDER, NEWER, statusView(publicOrder(7, { status: 'READY', status_history: history(1, 2, 3) }))],
    ]);
    const submitted = await screen.findByRole('article', { name: 'Order ORD-000005' });
    expect(listTokens()[0]).toBe('token-5,token-6');
    expect(within(submitted).getByRole('link', { name: /Add items/ })).toHaveAttribute(
      'href',
      '/table/3/orders/5/modify',
    );
    expect(within(submitted).getByRole('link', { name: /Change order/ })).toBeInTheDocument();
    // The kitchen opened it: only additions.
    const opened = screen.getByRole('article', { name: 'Order ORD-000006' });
    expect(within(opened).getByRole('link', { name: /Add items/ })).toBeInTheDocument();
    expect(within(opened).queryByRole('link', { name: /Change order/ })).not.toBeInTheDocument();
    // Not this phone's order.
    const other = screen.getByRole('article', { name: 'Order ORD-000007' });
    expect(within(other).queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows another phone's order by its progress only: no items, notes or totals (decision 0047)", async () => {
    const { listTokens } = renderOrders([
      [
        statusView(
          publicOrder(8, { status: 'OPENED', notes: 'allergy: peanuts', status_history: history(1, 2) }),
        ),
      ],
    ]);
    const other = await screen.findByRole('article', { name: 'Order ORD-000008' });
    expect(listTokens()[0]).toBeNull();
    expect(within(other).getByText('Not ordered on this phone')).toBeInTheDocument();
    expect(
      within(other).getByText('Only the phone that placed this order sees its items and notes.'),
    ).toBeInTheDocument();
    expect(within(other).getByRole('list', { name: 'Order status' })).toBeInTheDocument();
    expect(within(other).queryByText(/Latte|peanuts|€/)).not.toBeInTheDocument();
    expect(within(other).queryByText('Ordered on this phone')).not.toBeInTheDocument();
  });

  it('says why an order on the bill being paid offers no changes, where it otherwise would', async () => {
    saveOrderToken(5, 'token-5');
    saveOrderToken(7, 'token-7');
    renderOrders([
      [
        { ...OLDER, on_bill: true },
        publicOrder(7, { status: 'READY', status_history: history(1, 2, 3), on_bill: true }),
      ],
    ]);
    const fixed = await screen.findByRole('article', { name: 'Order ORD-000005' });
    expect(within(fixed).queryByRole('link')).not.toBeInTheDocument();
    expect(within(fixed).getByText(/is on the bill being paid/)).toBeInTheDocument();
    // Ready: it could not change anyway, and its status says so.
    const ready = screen.getByRole('article', { name: 'Order ORD-000007' });
    expect(within(ready).queryByText(/is on the bill being paid/)).not.toBeInTheDocument();
  });

  it('highlights the order just submitted', async () => {
    renderOrders([[OLDER, NEWER]], { newOrderId: 5 });
    const card = await screen.findByRole('article', { name: 'Order ORD-000005' });
    expect(within(card).getByText('Just submitted')).toBeInTheDocument();
  });

  it("shows 'No active orders' with a way to the menu", async () => {
    renderOrders([[]]);
    expect(await screen.findByRole('heading', { name: 'No active orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/table/3/menu');
    expect(screen.queryByRole('link', { name: 'Play a game while you wait' })).not.toBeInTheDocument();
  });

  it('offers a game while an order is active (issue 14)', async () => {
    renderOrders([[OLDER]]);
    await screen.findByRole('article');
    expect(screen.getByRole('link', { name: 'Play a game while you wait' })).toHaveAttribute(
      'href',
      '/table/3/game',
    );
  });

  it('refetches on every event of the table stream and announces status changes politely', async () => {
    const opened = { ...OLDER, status: 'OPENED' as const, status_history: history(1, 2) };
    const { listCalls } = renderOrders([[OLDER], [OLDER], [opened]]);
    await screen.findByRole('article');
    await streamOpened();
    expect(stream().url).toBe('/api/customer/orders/bench/3/events');
    // The first 'ready' fetches once what may have changed before the stream opened.
    stream().emit('ready');
    await waitFor(() => expect(listCalls()).toBe(2));
    stream().emit('order.status_changed', { orderId: 5, status: 'OPENED' });
    await waitFor(() => expect(listCalls()).toBe(3));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Order ORD-000005: In the kitchen'),
    );
  });

  /** The table lists order 5, then not; its own read answers like the server (decision 0022). */
  function renderDeparture(): { detailCalls: () => TFetchCall[] } {
    const cancelled = { ...OLDER, status: 'CANCELLED' as const, status_history: history(1, 8) };
    let round = 0;
    const calls: TFetchCall[] = [];
    mockFetch((call) => {
      if (call.url.endsWith('/orders/5/public')) {
        calls.push(call);
        return call.headers['x-order-token'] === 'token-5' ? ok(cancelled) : fail(404, 'Order 5 not found');
      }
      if (call.url.includes('/waiter-calls/')) return ok([]);
      if (call.url.endsWith('/bill')) return fail(404, 'Table not found');
      return ok(round++ === 0 ? [OLDER] : []);
    });
    renderRoute([{ path: '/table/:tableId/orders', element: <OrdersPage /> }], '/table/3/orders');
    return { detailCalls: () => calls };
  }

  it('shows an order this phone placed that left the list with its final status, cancelled distinctly', async () => {
    saveOrderToken(5, 'token-5');
    const { detailCalls } = renderDeparture();
    await screen.findByRole('article');
    await streamOpened();
    stream().emit('order.status_changed', { orderId: 5, status: 'CANCELLED' });
    const finished = await screen.findByRole('region', { name: 'Recently finished' });
    const card = within(finished).getByRole('article', { name: 'Order ORD-000005' });
    expect(within(card).getByText(/This order was cancelled/)).toBeInTheDocument();
    const steps = within(card)
      .getAllByRole('listitem')
      .filter((item) => item.closest('ol'));
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Submitted'),
      expect.stringContaining('Cancelled'),
    ]);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Order ORD-000005: Cancelled'));
    expect(detailCalls().map((call) => call.headers['x-order-token'])).toEqual(['token-5']);
  });

  it("lets another guest's order leave the list on a second phone without reading it", async () => {
    const { detailCalls } = renderDeparture();
    await screen.findByRole('article', { name: 'Order ORD-000005' });
    await streamOpened();
    stream().emit('order.status_changed', { orderId: 5, status: 'CANCELLED' });
    expect(await screen.findByRole('heading', { name: 'No active orders' })).toBeInTheDocument();
    // Time for a read the departure would start (it would answer 404: the order is finished).
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole('region', { name: 'Recently finished' })).not.toBeInTheDocument();
    expect(detailCalls()).toEqual([]);
  });

  describe('polling fallback (spec customer 7: every 30 s, on focus, on reconnect)', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('polls every 30 s only while the stream is down', async () => {
      const { listCalls } = renderOrders([[OLDER]]);
      await screen.findByRole('article');
      await streamOpened();
      // The stream opens after the first screen: what changed since the list loaded is fetched once.
      stream().emit('ready');
      await waitFor(() => expect(listCalls()).toBe(2));
      await act(() => vi.advanceTimersByTimeAsync(31_000));
      expect(listCalls()).toBe(2);

      stream().fail();
      await act(() => vi.advanceTimersByTimeAsync(31_000));
      expect(listCalls()).toBe(3);
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(listCalls()).toBe(4);

      // Back online: what happened meanwhile is fetched once, then polling stops again.
      stream().emit('ready');
      await waitFor(() => expect(listCalls()).toBe(5));
      await act(() => vi.advanceTimersByTimeAsync(31_000));
      expect(listCalls()).toBe(5);
    });

    it('polls when the browser has no EventSource', async () => {
      vi.stubGlobal('EventSource', undefined);
      const { listCalls } = renderOrders([[OLDER]]);
      await screen.findByRole('article');
      await act(() => vi.advanceTimersByTimeAsync(31_000));
      expect(listCalls()).toBe(2);
    });

    it('refetches when the guest comes back to the page and when the connection returns', async () => {
      const { listCalls } = renderOrders([[OLDER]]);
      await screen.findByRole('article');
      await streamOpened();
      stream().emit('ready');
      await waitFor(() => expect(listCalls()).toBe(2));
      act(() => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });
      await waitFor(() => expect(listCalls()).toBe(3));
      act(() => {
        onlineManager.setOnline(false);
        onlineManager.setOnline(true);
      });
      await waitFor(() => expect(listCalls()).toBe(4));
      focusManager.setFocused(undefined);
    });
  });
});
