import { addItem, emptyCart } from '@tableside/shared/cart';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { toast } from '../../ui/toast.ts';
import { writeStoredCart } from '../cart/cart-storage.ts';
import { seedSettings } from '../guest-settings.test-fixtures.ts';
import { BROWNIE, menuResponse } from '../menu/menu.test-fixtures.ts';
import { CheckoutPage } from './checkout.page.tsx';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const PAUSED = 'We are not taking orders right now. Please ask a member of staff.';

function renderCheckout() {
  const cart = emptyCart(3, 'session-1', new Date());
  const line = {
    id: 'line-0',
    menuItemId: BROWNIE.id,
    menuItemName: BROWNIE.name,
    quantity: 1,
    unitPrice: BROWNIE.price,
    customizations: [],
    taxRatePercent: 8,
  };
  writeStoredCart(addItem(cart, line, new Date()));
  const fetch = mockFetch(({ url }) => {
    const menu = menuResponse(url);
    if (menu) return menu;
    if (url.endsWith('/api/customer/orders/submit')) return fail(409, PAUSED);
    return ok([]);
  });
  const view = renderRoute(
    [{ path: '/table/:tableId/checkout', element: <CheckoutPage /> }],
    '/table/3/checkout',
  );
  const submits = () => fetch.mock.calls.filter(([url]) => String(url).endsWith('/orders/submit'));
  return { ...view, submits, user: userEvent.setup() };
}

describe('checkout while ordering is paused (OPERATIONS.ACCEPT_ORDERS, issue 10)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('disables the submit and says why', async () => {
    const { queryClient } = renderCheckout();
    seedSettings(queryClient, { accept_orders: false });
    const submit = await screen.findByRole('button', { name: /Place order/ });
    expect(submit).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(PAUSED);
  });

  it("shows the server's message when it refuses the order with 409", async () => {
    const { user, submits } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: /Place order/ }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(submits()).toHaveLength(1);
    expect(toast.error).toHaveBeenCalledWith('Failed to submit order', { description: PAUSED });
  });
});
