import { addItem } from '@tableside/shared/cart';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLocation } from '../../lib/router/router.tsx';
import { fail, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { changeCart, readCart } from '../cart/cart.store.ts';
import { useTogetherRequested } from '../menu/use-together-requested.hook.ts';
import { makeLine, makeView } from './shared-cart.test-helpers.tsx';
import { readParticipant } from './shared-cart-participants.store.ts';
import { StartSharedCartButton } from './start-shared-cart-button.tsx';

function MenuStandIn() {
  const together = useTogetherRequested();
  return together ? <StartSharedCartButton tableId={3} /> : <p>Menu</p>;
}

function CartStandIn() {
  return <h1>Shared cart at {useLocation().pathname}</h1>;
}

function renderMenu(path = '/table/3/menu?together=1') {
  return renderRoute(
    [
      { path: '/table/:tableId/menu', element: <MenuStandIn /> },
      { path: '/shared-cart/:cartId', element: <CartStandIn /> },
    ],
    path,
  );
}

describe('StartSharedCartButton', () => {
  it('shows only when the guest asked to order together', () => {
    renderMenu('/table/3/menu');
    expect(screen.getByText('Menu')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start a shared cart' })).not.toBeInTheDocument();
  });

  it('starts a shared cart with the name and the local cart, clears the local cart and opens the shared one', async () => {
    changeCart(3, (cart, now) =>
      addItem(
        cart,
        {
          menuItemId: 11,
          menuItemName: 'Latte',
          quantity: 2,
          unitPrice: 3.5,
          customizations: [],
          specialInstructions: 'oat',
        },
        now,
      ),
    );
    const session = {
      ...makeView({ sharedCartId: 'new-cart' }, [makeLine({ id: 'l1', quantity: 2 })]),
      participant: { id: 'p-anna', name: 'Anna' },
    };
    const fetch = mockFetch(() => jsonResponse(201, { success: true, message: 'Created', data: session }));
    renderMenu();

    await userEvent.click(screen.getByRole('button', { name: 'Start a shared cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a shared cart' });
    expect(within(dialog).getByText('The 2 items in your cart move to the shared cart.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Your name (optional)'), 'Anna');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));

    expect(
      await screen.findByRole('heading', { name: 'Shared cart at /shared-cart/new-cart' }),
    ).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/customer/shared-carts');
    expect(JSON.parse(String(init?.body))).toEqual({
      bench_id: 3,
      participant_name: 'Anna',
      cart: {
        items: [{ menuItemId: 11, quantity: 2, special_instructions: 'oat', customizations: [] }],
      },
    });
    expect(readParticipant('new-cart')).toEqual({ id: 'p-anna', name: 'Anna' });
    expect(readCart(3).items).toHaveLength(0);
  });

  it('keeps the local cart and says why when the table cannot start one', async () => {
    changeCart(3, (cart, now) =>
      addItem(
        cart,
        { menuItemId: 11, menuItemName: 'Latte', quantity: 1, unitPrice: 3.5, customizations: [] },
        now,
      ),
    );
    mockFetch(() => fail(409, 'Table is not accepting orders'));
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Start a shared cart' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await within(dialog).findByText('Table is not accepting orders')).toBeInTheDocument();
    await waitFor(() => expect(readCart(3).items).toHaveLength(1));
  });
});
