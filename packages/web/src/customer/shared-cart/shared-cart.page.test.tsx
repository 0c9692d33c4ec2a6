import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '../../test/fetch-mock.ts';
import {
  ANNA,
  apiHandler,
  BEN,
  CART_ID,
  joinAs,
  makeLine,
  makeView,
  renderSharedCart,
  stubEventSource,
} from './shared-cart.test-helpers.tsx';
import { readParticipant } from './shared-cart-participants.store.ts';

beforeEach(() => stubEventSource());

describe('shared cart guard (spec customer 2: /shared-cart/:cartId with its own guard)', () => {
  it('shows "Shared cart not found" for an unknown cart, with a way back to the tables', async () => {
    mockFetch(
      apiHandler((_call, path) =>
        path.startsWith('/customer/shared-carts/') ? fail(404, 'Shared cart not found') : undefined,
      ),
    );
    const { location } = renderSharedCart('nope');
    expect(await screen.findByRole('heading', { name: 'Shared cart not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to tables' }));
    expect(location().pathname).toBe('/table/');
  });

  it('shows "This shared cart has expired" for a 410', async () => {
    mockFetch(
      apiHandler((_call, path) =>
        path.startsWith('/customer/shared-carts/') ? fail(410, 'This shared cart has expired') : undefined,
      ),
    );
    renderSharedCart();
    expect(await screen.findByRole('heading', { name: 'This shared cart has expired' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to tables' })).toHaveAttribute('href', '/table/');
  });

  it('offers to try again when the cart cannot be loaded for another reason', async () => {
    let calls = 0;
    mockFetch(
      apiHandler((_call, path) => {
        if (path !== `/customer/shared-carts/${CART_ID}`) return undefined;
        calls += 1;
        return calls === 1 ? fail(400, 'Bad request') : ok(makeView());
      }),
    );
    renderSharedCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "Join the table's order" })).toBeInTheDocument();
  });
});

describe('joining a shared cart', () => {
  it('asks a newcomer to join, sends the optional name and remembers who they are', async () => {
    const joined = makeView({ version: 2, participants: [ANNA, BEN, { id: 'p-cleo', name: 'Cleo' }] });
    const fetch = mockFetch(
      apiHandler((_call, path) => {
        if (path === `/customer/shared-carts/${CART_ID}`) return ok(makeView());
        if (path === `/customer/shared-carts/${CART_ID}/join`) {
          return ok({ ...joined, participant: { id: 'p-cleo', name: 'Cleo' } });
        }
        return undefined;
      }),
    );
    renderSharedCart();
    expect(await screen.findByRole('heading', { name: "Join the table's order" })).toBeInTheDocument();
    expect(screen.getByText(/Anna, Ben/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your name (optional)'), '  Cleo ');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));

    expect(await screen.findByRole('heading', { name: 'Shared Cart' })).toBeInTheDocument();
    expect(readParticipant(CART_ID)).toEqual({ id: 'p-cleo', name: 'Cleo' });
    const join = fetch.mock.calls.find(([url]) => String(url).endsWith('/join'));
    expect(JSON.parse(String(join?.[1]?.body))).toEqual({ participant_name: 'Cleo' });
    expect(screen.getByText('Cleo (you)')).toBeInTheDocument();
  });

  it('asks again when the remembered participant is not in this cart', async () => {
    joinAs({ id: 'p-gone', name: 'Gone' });
    mockFetch(
      apiHandler((_call, path) =>
        path === `/customer/shared-carts/${CART_ID}` ? ok(makeView()) : undefined,
      ),
    );
    renderSharedCart();
    expect(await screen.findByRole('heading', { name: "Join the table's order" })).toBeInTheDocument();
  });
});

describe('the shared cart', () => {
  it('shows every line with who added it, the participants, the totals and the share panel', async () => {
    joinAs(BEN);
    const lines = [
      makeLine({ id: 'l1', menuItemName: 'Latte', quantity: 2, totalPrice: 7 }),
      makeLine({
        id: 'l2',
        menuItemName: 'Espresso',
        addedBy: BEN.name,
        participantId: BEN.id,
        totalPrice: 2.8,
      }),
    ];
    mockFetch(
      apiHandler((_call, path) =>
        path === `/customer/shared-carts/${CART_ID}` ? ok(makeView({}, lines)) : undefined,
      ),
    );
    renderSharedCart();

    const cart = await screen.findByRole('region', { name: "The table's order" });
    const [latte, espresso] = within(cart).getAllByRole('listitem');
    expect(within(latte!).getByText('Latte')).toBeInTheDocument();
    expect(within(latte!).getByText('added by Anna')).toBeInTheDocument();
    expect(within(espresso!).getByText('added by you')).toBeInTheDocument();
    expect(within(cart).getByText('Total')).toBeInTheDocument();
    expect(screen.getByText('Ben (you)')).toBeInTheDocument();
    expect(await screen.findByText('Table 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByLabelText('Link to this shared cart')).toHaveValue(
      `http://localhost:3000/shared-cart/${CART_ID}`,
    );
    expect(
      await screen.findByRole('img', { name: 'QR code of the link to this shared cart' }),
    ).toBeInTheDocument();
  });

  it('copies the link and says so', async () => {
    joinAs();
    mockFetch(
      apiHandler((_call, path) =>
        path === `/customer/shared-carts/${CART_ID}` ? ok(makeView()) : undefined,
      ),
    );
    const user = userEvent.setup();
    renderSharedCart();
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`http://localhost:3000/shared-cart/${CART_ID}`);
  });

  it('shows "Order submitted" with a link to the orders once the cart is submitted', async () => {
    mockFetch(
      apiHandler((_call, path) =>
        path === `/customer/shared-carts/${CART_ID}`
          ? ok(makeView({ status: 'submitted', order_id: 9 }, [makeLine({ id: 'l1' })]))
          : undefined,
      ),
    );
    renderSharedCart();
    expect(await screen.findByRole('heading', { name: 'Order submitted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View orders' })).toHaveAttribute('href', '/table/3/orders');
    expect(screen.queryByRole('button', { name: 'Submit order for the table' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });
});
