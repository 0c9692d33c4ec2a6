import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { OrderTotals } from './detail/order-totals.tsx';
import { fullOrder } from './orders.test-fixtures.ts';
import { KitchenTicket } from './print/kitchen-ticket.tsx';

describe('order type and service charge on staff screens (issue 10)', () => {
  it('lists the service charge between taxes and gross when the order has one', async () => {
    mockFetch(() => ok([]));
    const order = fullOrder(7, {
      net: 20,
      taxes: 1.6,
      service_charge: 2.5,
      service_charge_percent: 12.5,
      gross: 24.1,
    });
    renderRoute([{ path: '/', element: <OrderTotals order={order} /> }], '/');
    const row = (await screen.findByText('Service charge (12.5 %)')).closest('div')!;
    expect(within(row).getByText('€2.50')).toBeInTheDocument();
  });

  it('has no service charge row without one', async () => {
    mockFetch(() => ok([]));
    renderRoute([{ path: '/', element: <OrderTotals order={fullOrder(7)} /> }], '/');
    await screen.findByText('Total');
    expect(screen.queryByText(/Service charge/)).not.toBeInTheDocument();
  });

  it('marks a takeaway order on the kitchen ticket', async () => {
    mockFetch(() => ok([]));
    renderRoute(
      [{ path: '/', element: <KitchenTicket order={fullOrder(8, { order_type: 'TAKEAWAY' })} /> }],
      '/',
    );
    expect(await screen.findByText('Takeaway')).toBeInTheDocument();
  });
});
