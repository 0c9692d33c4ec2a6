import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '../../test/fetch-mock.ts';
import {
  apiHandler,
  BEN,
  CART_ID,
  FakeEventSource,
  joinAs,
  makeLine,
  makeView,
  renderSharedCart,
  stubEventSource,
} from './shared-cart.test-helpers.tsx';

const CART_PATH = `/customer/shared-carts/${CART_ID}`;

beforeEach(() => {
  stubEventSource();
  joinAs();
});

/** Serves `current()` for the cart and counts the reads. */
function serveCart(current: () => Response) {
  const reads = { count: 0 };
  mockFetch(
    apiHandler((_call, path) => {
      if (path !== CART_PATH) return undefined;
      reads.count += 1;
      return current();
    }),
  );
  return reads;
}

async function liveSource(): Promise<FakeEventSource> {
  await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
  const source = FakeEventSource.instances.at(-1)!;
  expect(source.url).toBe(`/api/customer/shared-carts/${CART_ID}/events`);
  return source;
}

describe('shared cart live updates (issue "Guest journey": everyone sees additions live)', () => {
  it('refetches when another phone changed the cart and shows the new line with who added it', async () => {
    let view = makeView({ version: 4 });
    const reads = serveCart(() => ok(view));
    renderSharedCart();
    expect(await screen.findByText('Nothing in the cart yet')).toBeInTheDocument();
    const source = await liveSource();

    view = makeView({ version: 5 }, [
      makeLine({ id: 'l9', menuItemName: 'Espresso', addedBy: BEN.name, participantId: BEN.id }),
    ]);
    act(() => source.emit('shared_cart.changed', { sharedCartId: CART_ID, version: 5 }));
    expect(await screen.findByText('Espresso')).toBeInTheDocument();
    expect(screen.getByText('added by Ben')).toBeInTheDocument();
    expect(reads.count).toBe(2);
  });

  it('skips a version the phone already has', async () => {
    const reads = serveCart(() => ok(makeView({ version: 4 })));
    renderSharedCart();
    await screen.findByText('Nothing in the cart yet');
    const source = await liveSource();
    act(() => {
      source.emit('ready', {});
      source.emit('shared_cart.changed', { sharedCartId: CART_ID, version: 4 });
      source.emit('shared_cart.changed', { sharedCartId: CART_ID, version: 3 });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads.count).toBe(1);
  });

  it('refetches after the stream reconnects, since changes may have been missed meanwhile', async () => {
    const reads = serveCart(() => ok(makeView({ version: 4 })));
    renderSharedCart();
    await screen.findByText('Nothing in the cart yet');
    const source = await liveSource();
    act(() => source.emit('ready', {}));
    act(() => source.emit('ready', {}));
    await waitFor(() => expect(reads.count).toBe(2));
  });

  it('shows "Order submitted" on every phone when someone submitted, and stops listening', async () => {
    let view = makeView({ version: 4 }, [makeLine({ id: 'l1' })]);
    serveCart(() => ok(view));
    renderSharedCart();
    await screen.findByRole('button', { name: 'Submit order for the table' });
    const source = await liveSource();

    view = makeView({ version: 5, status: 'submitted', order_id: 12 }, [makeLine({ id: 'l1' })]);
    act(() => source.emit('shared_cart.changed', { sharedCartId: CART_ID, version: 5 }));
    expect(await screen.findByRole('heading', { name: 'Order submitted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View orders' })).toHaveAttribute('href', '/table/3/orders');
    expect(screen.queryByRole('button', { name: 'Submit order for the table' })).not.toBeInTheDocument();
    expect(source.closed).toBe(true);
  });

  it('switches to the expired screen when the cart expires while on screen', async () => {
    let expired = false;
    serveCart(() => (expired ? fail(410, 'This shared cart has expired') : ok(makeView({ version: 4 }))));
    renderSharedCart();
    await screen.findByText('Nothing in the cart yet');
    const source = await liveSource();
    expired = true;
    act(() => source.emit('shared_cart.changed', { sharedCartId: CART_ID, version: 6 }));
    expect(await screen.findByRole('heading', { name: 'This shared cart has expired' })).toBeInTheDocument();
  });
});
