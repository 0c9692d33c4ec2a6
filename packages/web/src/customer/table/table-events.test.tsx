import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useBranding } from '../../lib/branding/branding.queries.ts';
import { mockFetch, ok } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { testBranding } from '../guest-settings.test-fixtures.ts';
import { testMenu } from '../menu/menu.test-fixtures.ts';
import { usePublicMenu } from '../menu-data/menu.queries.ts';
import { useBenchOrderEvents } from '../orders/use-bench-order-events.hook.ts';
import { TableGuard } from './table-guard.tsx';

class MockEventSource extends EventTarget {
  static instances: MockEventSource[] = [];
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
    MockEventSource.instances.push(this);
  }
  close() {}
  emit(type: string) {
    act(() => {
      this.dispatchEvent(new MessageEvent(type, { data: '{}' }));
    });
  }
}

/** A table screen as the orders pages are: it asks for the stream too. */
function Screen() {
  const { live } = useBenchOrderEvents(4);
  const branding = useBranding();
  usePublicMenu();
  return <p>{`${branding.settings.accept_orders ? 'open' : 'paused'} ${live ? 'live' : 'polling'}`}</p>;
}

describe("the table's stream (issue 10)", () => {
  beforeEach(() => {
    MockEventSource.instances = [];
    vi.stubGlobal('EventSource', MockEventSource);
  });

  it('opens one stream per table page and refetches settings and menu when they change', async () => {
    let acceptOrders = true;
    const fetch = mockFetch(({ url }) => {
      if (url.endsWith('/validate'))
        return ok({ valid: true, bench: { id: 4, name: 'Table 4', seat_capacity: 2 } });
      if (url.endsWith('/api/branding')) return ok(testBranding({ accept_orders: acceptOrders }));
      // The table's location decides its menu (decision 0019).
      if (url.endsWith('/api/public/menu?bench_id=4&customizations=separate')) return ok(testMenu());
      return ok([]);
    });
    const calls = (end: string) => fetch.mock.calls.filter(([url]) => String(url).endsWith(end)).length;
    renderRoute(
      [
        {
          path: '/table/:tableId',
          element: <TableGuard />,
          children: [{ index: true, element: <Screen /> }],
        },
      ],
      '/table/4',
    );
    expect(await screen.findByText('open polling')).toBeInTheDocument();
    // Once the first screen has its data (decision 0035).
    await waitFor(() => expect(MockEventSource.instances).toHaveLength(1));
    const stream = MockEventSource.instances[0]!;
    expect(stream.url).toBe('/api/customer/orders/bench/4/events');
    stream.emit('ready');
    expect(await screen.findByText('open live')).toBeInTheDocument();

    acceptOrders = false;
    const menuCalls = calls('/api/public/menu?bench_id=4&customizations=separate');
    stream.emit('settings.changed');
    expect(await screen.findByText('paused live')).toBeInTheDocument();
    expect(calls('/api/public/menu?bench_id=4&customizations=separate')).toBe(menuCalls);
    stream.emit('menu.changed');
    await waitFor(() =>
      expect(calls('/api/public/menu?bench_id=4&customizations=separate')).toBe(menuCalls + 1),
    );
    expect(MockEventSource.instances).toHaveLength(1);
  });

  it('shows at once that staff switched the table off (issue 14)', async () => {
    let active = true;
    mockFetch(({ url }) => {
      if (url.endsWith('/validate'))
        return ok(
          active ? { valid: true, bench: { id: 4, name: 'Table 4', seat_capacity: 2 } } : { valid: false },
        );
      if (url.endsWith('/api/branding')) return ok(testBranding());
      if (url.endsWith('/api/public/menu?bench_id=4&customizations=separate')) return ok(testMenu());
      return ok([]);
    });
    renderRoute(
      [
        {
          path: '/table/:tableId',
          element: <TableGuard />,
          children: [{ index: true, element: <Screen /> }],
        },
      ],
      '/table/4',
    );
    expect(await screen.findByText('open polling')).toBeInTheDocument();
    await waitFor(() => expect(MockEventSource.instances).toHaveLength(1));
    const stream = MockEventSource.instances[0]!;
    stream.emit('ready');
    active = false;
    stream.emit('table.changed');
    expect(await screen.findByRole('heading', { name: 'Table not found' })).toBeInTheDocument();
  });
});
