import { addItem, emptyCart } from '@tableside/shared/cart';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { writeStoredCart } from '../cart/cart-storage.ts';
import { seedSettings } from '../guest-settings.test-fixtures.ts';
import { BROWNIE, menuResponse } from '../menu/menu.test-fixtures.ts';
import { CheckoutPage } from './checkout.page.tsx';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function renderCheckout() {
  const line = {
    id: 'line-0',
    menuItemId: BROWNIE.id,
    menuItemName: BROWNIE.name,
    quantity: 4,
    unitPrice: 3.35,
    customizations: [],
    taxRatePercent: 8,
  };
  writeStoredCart(addItem(emptyCart(3, 'session-1', new Date()), line, new Date()));
  const fetch = mockFetch(({ url }) => menuResponse(url) ?? ok([]));
  const view = renderRoute(
    [
      { path: '/table/:tableId/checkout', element: <CheckoutPage /> },
      { path: '/table/:tableId/orders', element: <p>Orders screen</p> },
    ],
    '/table/3/checkout',
  );
  const submitted = () => {
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/orders/submit'));
    return call ? JSON.parse(String((call[1] as RequestInit).body)) : undefined;
  };
  return { ...view, submitted, user: userEvent.setup() };
}

describe('checkout and the restaurant settings (issue 10)', () => {
  it('shows the service charge in the totals, computed as the server will (to the cent)', async () => {
    const { queryClient } = renderCheckout();
    seedSettings(queryClient, { service_charge_percent: 12.5 });
    // 4 × 3.35 = 13.40; tax 8 % 1.07; 12.5 % of 13.40 = 1.675 → 1.68; total 16.15.
    const charge = (await screen.findByText('Service charge (12.5 %)')).closest('div')!;
    expect(within(charge).getByText('€1.68')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Place order/ })).toHaveTextContent('€16.15');
  });

  it('shows no service charge line when the restaurant charges none', async () => {
    const { queryClient } = renderCheckout();
    seedSettings(queryClient, { service_charge_percent: 0 });
    await screen.findByRole('button', { name: /Place order/ });
    expect(screen.queryByText(/Service charge/)).not.toBeInTheDocument();
  });

  it('offers dine in and takeaway when both are offered, and sends the choice', async () => {
    const { queryClient, user, submitted } = renderCheckout();
    seedSettings(queryClient, { order_types: ['DINE_IN', 'TAKEAWAY'] });
    await user.click(await screen.findByRole('radio', { name: 'Takeaway' }));
    await user.click(screen.getByRole('button', { name: /Place order/ }));
    await vi.waitFor(() => expect(submitted()).toBeDefined());
    expect(submitted().order_type).toBe('TAKEAWAY');
  });

  it('offers no choice when one type is offered, and orders that type', async () => {
    const { queryClient, user, submitted } = renderCheckout();
    seedSettings(queryClient, { order_types: ['TAKEAWAY'] });
    await screen.findByRole('button', { name: /Place order/ });
    expect(screen.queryByRole('radio', { name: 'Dine in' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Place order/ }));
    await vi.waitFor(() => expect(submitted()).toBeDefined());
    expect(submitted().order_type).toBe('TAKEAWAY');
  });
});
