import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, jsonResponse, mockFetch, ok, type TFetchCall } from '../../test/fetch-mock.ts';
import { toast } from '../../ui/toast.ts';
import { getOrderToken } from '../orders/order-tokens.store.ts';
import {
  ANNA,
  apiHandler,
  CART_ID,
  joinAs,
  makeLine,
  makeView,
  renderSharedCart,
  stubEventSource,
} from './shared-cart.test-helpers.tsx';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const BASE = `/customer/shared-carts/${CART_ID}`;

beforeEach(() => {
  stubEventSource();
  joinAs(ANNA);
});

/** Records every call and answers with `handle`, falling back to the common screens' answers. */
function serve(handle: (call: TFetchCall, path: string) => Response | Promise<Response> | undefined) {
  const calls: (TFetchCall & { path: string })[] = [];
  mockFetch(
    apiHandler((call, path) => {
      calls.push({ ...call, path });
      return handle(call, path);
    }),
  );
  return calls;
}

describe('changing quantities together', () => {
  it('writes on the version it saw, and on 409 takes the server cart and retries once on its version', async () => {
    let server = makeView({ version: 3 }, [makeLine({ id: 'l1', quantity: 2, totalPrice: 7 })]);
    let patches = 0;
    const calls = serve((call, path) => {
      if (path === BASE && call.method === 'GET') return ok(server);
      if (path === `${BASE}/items/l1` && call.method === 'PATCH') {
        patches += 1;
        if (patches === 1) {
          // Meanwhile another phone raised the line to 4.
          server = makeView({ version: 5 }, [makeLine({ id: 'l1', quantity: 4, totalPrice: 14 })]);
          return jsonResponse(409, { success: false, code: 'STALE_STATE', message: 'Changed', data: server });
        }
        server = makeView({ version: 6 }, [makeLine({ id: 'l1', quantity: 5, totalPrice: 17.5 })]);
        return ok(server);
      }
      return undefined;
    });
    renderSharedCart();
    await userEvent.click(await screen.findByRole('button', { name: 'One more Latte' }));

    await waitFor(() => expect(patches).toBe(2));
    const bodies = calls.filter((call) => call.method === 'PATCH').map((call) => call.body);
    expect(bodies).toEqual([
      { quantity: 3, version: 3 },
      { quantity: 5, version: 5 },
    ]);
    const cart = screen.getByRole('region', { name: "The table's order" });
    await waitFor(() => expect(within(cart).getByText('5')).toBeInTheDocument());
  });

  it('shows a change at once, before the server answers', async () => {
    let release: (response: Response) => void = () => undefined;
    serve((call, path) => {
      if (path === BASE && call.method === 'GET')
        return ok(makeView({ version: 3 }, [makeLine({ id: 'l1', quantity: 2 })]));
      if (call.method === 'PATCH') {
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      }
      return undefined;
    });
    renderSharedCart();
    await userEvent.click(await screen.findByRole('button', { name: 'One less Latte' }));
    const cart = screen.getByRole('region', { name: "The table's order" });
    expect(within(cart).getByText('1')).toBeInTheDocument();
    release(ok(makeView({ version: 4 }, [makeLine({ id: 'l1', quantity: 1 })])));
  });
});

describe('adding from the menu', () => {
  it('adds the line as this phone’s participant and shows the server’s cart', async () => {
    const calls = serve((call, path) => {
      if (path === BASE && call.method === 'GET') return ok(makeView({ version: 2 }));
      if (path === `${BASE}/items` && call.method === 'POST') {
        return ok(makeView({ version: 3 }, [makeLine({ id: 'l1', menuItemName: 'Latte' })]));
      }
      return undefined;
    });
    renderSharedCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Latte' }));

    const cart = screen.getByRole('region', { name: "The table's order" });
    expect(await within(cart).findByText('added by you')).toBeInTheDocument();
    const post = calls.find((call) => call.path === `${BASE}/items`);
    expect(post?.body).toEqual({
      participant_id: ANNA.id,
      line: { menuItemId: 11, quantity: 1, customizations: [] },
    });
  });
});

describe('a cart as full as one order', () => {
  it('says the server’s refusal of a line too many in the guest’s words', async () => {
    serve((call, path) => {
      if (path === BASE && call.method === 'GET') return ok(makeView({ version: 2 }));
      if (path === `${BASE}/items` && call.method === 'POST') {
        return fail(422, 'At most 50 lines per order', { items: ['At most 50 lines per order'] });
      }
      return undefined;
    });
    renderSharedCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Latte' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to add item', {
        description: 'At most 50 different items per order. Order these first, then add more to your order.',
      }),
    );
  });
});

describe('submitting for the table', () => {
  it('sends all lines as one order for the cart with one Idempotency-Key and opens the orders', async () => {
    const lines = [
      makeLine({ id: 'l1', quantity: 2, specialInstructions: 'extra hot' }),
      makeLine({ id: 'l2', menuItemId: 12, menuItemName: 'Espresso' }),
    ];
    let submits = 0;
    const calls = serve((call, path) => {
      if (path === BASE && call.method === 'GET') return ok(makeView({ version: 7 }, lines));
      if (path === '/customer/orders/submit') {
        submits += 1;
        // The first attempt fails on the way; the request layer tries again with the same key.
        if (submits === 1) return jsonResponse(503, { success: false, message: 'Unavailable' });
        return jsonResponse(201, {
          success: true,
          message: 'Created',
          data: { id: 41, order_token: 'tok-41' },
        });
      }
      return undefined;
    });
    const { location } = renderSharedCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit order for the table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the order for the whole table?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit order' }));

    await waitFor(() => expect(location().pathname).toBe('/table/3/orders'), { timeout: 4000 });
    const orderCalls = calls.filter((call) => call.path === '/customer/orders/submit');
    expect(orderCalls).toHaveLength(2);
    const keys = orderCalls.map((call) => call.headers['idempotency-key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(orderCalls[0]?.body).toEqual({
      bench_id: 3,
      items: [
        { menuItemId: 11, quantity: 2, special_instructions: 'extra hot', customizations: [] },
        { menuItemId: 12, quantity: 1, customizations: [] },
      ],
      shared_cart_id: CART_ID,
      shared_cart_version: 7,
    });
    expect(getOrderToken(41)).toBe('tok-41');
  });

  it('keeps the key for a second try of the same cart, so a lost answer never orders twice', async () => {
    const calls = serve((call, path) => {
      if (path === BASE && call.method === 'GET')
        return ok(makeView({ version: 7 }, [makeLine({ id: 'l1' })]));
      if (path === '/customer/orders/submit')
        return jsonResponse(400, { success: false, message: 'Table is not accepting orders' });
      return undefined;
    });
    renderSharedCart();
    const user = userEvent.setup();
    for (let attempt = 0; attempt < 2; attempt++) {
      await user.click(await screen.findByRole('button', { name: 'Submit order for the table' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Submit order' }));
      expect(await screen.findByText('Table is not accepting orders')).toBeInTheDocument();
    }
    const keys = calls
      .filter((call) => call.path === '/customer/orders/submit')
      .map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('cannot submit an empty cart', async () => {
    serve((call, path) => (path === BASE && call.method === 'GET' ? ok(makeView()) : undefined));
    renderSharedCart();
    expect(await screen.findByRole('button', { name: 'Submit order for the table' })).toBeDisabled();
  });
});
