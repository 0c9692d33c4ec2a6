import { addItem, emptyCart, type TNewCartLine } from '@tableside/shared/cart';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from '../../lib/router/router.tsx';
import { fail, jsonResponse, mockFetch, ok, type TFetchCall } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { toast } from '../../ui/toast.ts';
import { readCart } from '../cart/cart.store.ts';
import { writeStoredCart } from '../cart/cart-storage.ts';
import { BROWNIE, LATTE, menuResponse, SALAD } from '../menu/menu.test-fixtures.ts';
import { ORDER_TOKENS_STORAGE_KEY } from '../orders/order-tokens.store.ts';
import { publicOrder } from '../orders/orders.test-fixtures.ts';
import { CheckoutPage } from './checkout.page.tsx';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const LATTE_LINE: TNewCartLine = {
  menuItemId: LATTE.id,
  menuItemName: LATTE.name,
  quantity: 2,
  unitPrice: LATTE.price,
  customizations: [{ customizationId: 1, selectedOptions: [{ optionId: 13, price: 1 }] }],
  specialInstructions: 'Extra hot',
  taxRatePercent: 8,
};
const line = (item: typeof BROWNIE): TNewCartLine => ({
  menuItemId: item.id,
  menuItemName: item.name,
  quantity: 1,
  unitPrice: item.price,
  customizations: [],
  taxRatePercent: 8,
});

function storeCart(lines: TNewCartLine[]) {
  let cart = emptyCart(3, 'session-1', new Date());
  lines.forEach((next, index) => {
    cart = addItem(cart, { ...next, id: `line-${index}` }, new Date());
  });
  writeStoredCart(cart);
}

function OrdersStub() {
  const state = useLocation().state as { newOrderId?: number } | null;
  return <p>Orders screen, new order {state?.newOrderId}</p>;
}

type TSubmitHandler = (call: TFetchCall) => Response | Promise<Response>;

function renderCheckout(onSubmit: TSubmitHandler = () => submitted()) {
  const fetch = mockFetch((call) => {
    const menu = menuResponse(call.url);
    if (menu) return menu;
    if (call.url.endsWith('/api/customer/orders/submit')) return onSubmit(call);
    return ok([]);
  });
  const view = renderRoute(
    [
      { path: '/table/:tableId/checkout', element: <CheckoutPage /> },
      { path: '/table/:tableId/orders', element: <OrdersStub /> },
    ],
    '/table/3/checkout',
  );
  const submitCalls = () =>
    fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/customer/orders/submit'));
  return { ...view, fetch, submitCalls, user: userEvent.setup() };
}

function submitted(id = 41) {
  return jsonResponse(201, {
    success: true,
    message: 'Order submitted',
    data: { ...publicOrder(id), order_token: `token-${id}` },
  });
}

const submitButton = () => screen.getByRole('button', { name: /Place order/ });
const headersOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers);
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));

describe('CheckoutPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it("blocks an empty cart with 'Cart is empty'", async () => {
    const { submitCalls } = renderCheckout();
    expect(screen.getByRole('heading', { name: 'Cart is empty' })).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
    expect(submitCalls()).toHaveLength(0);
  });

  it('shows the lines with options, notes and the shared totals', async () => {
    storeCart([LATTE_LINE, line(BROWNIE)]);
    const { fetch } = renderCheckout();
    expect(await screen.findByText('Size: Large')).toBeInTheDocument();
    // The choices are named from the customizations of the lines that have choices, asked for once.
    const customizationCalls = fetch.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/public/menu/customizations'));
    expect(customizationCalls).toEqual([`/api/public/menu/customizations?items=${LATTE.id}`]);
    expect(screen.getByText(/Extra hot/)).toBeInTheDocument();
    // (4 + 1) × 2 + 3.50 = 13.50; 8 % tax per line: 0.80 + 0.28.
    const totals = screen.getByText('Subtotal').closest('dl') as HTMLElement;
    expect(within(totals).getByText('€13.50')).toBeInTheDocument();
    expect(within(totals).getByText('€1.08')).toBeInTheDocument();
    expect(within(totals).getByText('€14.58')).toBeInTheDocument();
    expect(submitButton()).toHaveAccessibleName('Place order · €14.58');
  });

  it('holds up submission while a line is unavailable, until it is removed', async () => {
    storeCart([line(BROWNIE), line(SALAD)]);
    const { user } = renderCheckout();
    expect(await screen.findByText('Not available on Monday')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("Some items can't be ordered right now.");
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: `Remove ${SALAD.name}` }));
    expect(submitButton()).toBeEnabled();
  });

  it('submits the cart once, keeps the token, clears the cart and shows the new order', async () => {
    storeCart([LATTE_LINE, line(BROWNIE)]);
    const { user, submitCalls } = renderCheckout();
    await screen.findByText('Size: Large');
    await user.type(screen.getByLabelText('Name (optional)'), '  Ada ');
    await user.type(screen.getByLabelText('Notes for the kitchen (optional)'), 'Window seat');
    await user.click(submitButton());

    expect(await screen.findByText('Orders screen, new order 41')).toBeInTheDocument();
    const [call] = submitCalls();
    expect(bodyOf(call)).toEqual({
      bench_id: 3,
      order_type: 'DINE_IN',
      customer: { name: 'Ada' },
      notes: 'Window seat',
      items: [
        {
          menuItemId: LATTE.id,
          quantity: 2,
          special_instructions: 'Extra hot',
          customizations: [{ customizationId: 1, selectedOptions: [{ optionId: 13 }] }],
        },
        { menuItemId: BROWNIE.id, quantity: 1, special_instructions: null, customizations: [] },
      ],
    });
    expect(headersOf(call as unknown[]).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(localStorage.getItem(ORDER_TOKENS_STORAGE_KEY) ?? '{}')).toEqual({ 41: 'token-41' });
    expect(readCart(3).items).toHaveLength(0);
    expect(toast.success).toHaveBeenCalledWith('Order submitted', {
      description: 'Order ORD-000041 is on its way to the kitchen.',
    });
  });

  it('sends no customer when no name was given', async () => {
    storeCart([line(BROWNIE)]);
    const { user, submitCalls } = renderCheckout();
    await screen.findByText(BROWNIE.name);
    await user.click(submitButton());
    await screen.findByText(/Orders screen/);
    const body = bodyOf(submitCalls()[0]);
    expect(body).not.toHaveProperty('customer');
    expect(body).not.toHaveProperty('notes');
  });

  it('sends a double click as one request, disabled with a spinner while in flight', async () => {
    storeCart([line(BROWNIE)]);
    let answer: (response: Response) => void = () => {};
    const { submitCalls } = renderCheckout(() => new Promise<Response>((resolve) => (answer = resolve)));
    await screen.findByText(BROWNIE.name);
    const button = submitButton();
    fireEvent.click(button);
    fireEvent.click(button);
    // Even a submit that gets past the disabled button (Enter in a field) sends nothing more.
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    await waitFor(() => expect(submitCalls()).toHaveLength(1));
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Placing order…');
    answer(submitted());
    expect(await screen.findByText(/Orders screen/)).toBeInTheDocument();
    expect(submitCalls()).toHaveLength(1);
  });

  it('keeps the Idempotency-Key for a retry after a failure', async () => {
    storeCart([line(BROWNIE)]);
    let attempt = 0;
    const { user, submitCalls } = renderCheckout(() =>
      ++attempt === 1 ? fail(400, 'Table is not accepting orders') : submitted(),
    );
    await screen.findByText(BROWNIE.name);
    await user.click(submitButton());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to submit order', {
        description: 'Table is not accepting orders',
      }),
    );
    await user.click(submitButton());
    await screen.findByText(/Orders screen/);
    const [first, second] = submitCalls().map((call) => headersOf(call).get('Idempotency-Key'));
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it('sends the same key when the request layer retries a lost answer', async () => {
    storeCart([line(BROWNIE)]);
    let attempt = 0;
    const { user, submitCalls } = renderCheckout(() =>
      ++attempt === 1 ? fail(503, 'Service unavailable') : submitted(),
    );
    await screen.findByText(BROWNIE.name);
    await user.click(submitButton());
    expect(await screen.findByText(/Orders screen/, {}, { timeout: 4000 })).toBeInTheDocument();
    const keys = submitCalls().map((call) => headersOf(call).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  });

  it("shows the server's reasons on the lines it refused (422)", async () => {
    storeCart([LATTE_LINE, line(BROWNIE)]);
    const { user } = renderCheckout(() =>
      fail(422, 'Some items cannot be ordered', { 'items.1': ['Item temporarily unavailable'] }),
    );
    await screen.findByText('Size: Large');
    await user.click(submitButton());
    const brownie = (await screen.findByText('Item temporarily unavailable')).closest('li') as HTMLElement;
    expect(within(brownie).getByText(BROWNIE.name)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Failed to submit order', {
      description: 'Some items cannot be ordered',
    });
    expect(readCart(3).items).toHaveLength(2);
  });
});
