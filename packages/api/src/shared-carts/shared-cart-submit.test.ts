import { ORDER_LIMITS } from '@tableside/shared/order-limits';
import type { TSubmittedOrder } from '@tableside/shared/orders.schemas';
import type { TSharedCartSession, TSharedCartView } from '@tableside/shared/shared-cart.schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRows, submit } from '../customer/customer-orders.test-helpers.ts';
import { json } from '../test/http.ts';
import { createSharedCartTest, NOW, type TSharedCartTest } from './shared-carts.test-helpers.ts';

/** POST /customer/orders/submit with shared_cart_id: one order per shared cart, however many phones tap. */
describe('submitting a shared cart', () => {
  let t: TSharedCartTest;
  let espresso: number;
  let table1: number;

  beforeAll(async () => {
    t = await createSharedCartTest();
    espresso = await t.itemId('Espresso');
    table1 = await t.tableId('Table 1');
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  async function cartWithEspresso(): Promise<TSharedCartSession> {
    const session = await t.start();
    const added = await t.call('POST', `/${session.sharedCartId}/items`, {
      participant_id: session.participant.id,
      line: { menuItemId: espresso, quantity: 2 },
    });
    expect(added.status).toBe(200);
    return session;
  }

  const orderBody = (cartId: string, extra: Record<string, unknown> = {}) => ({
    bench_id: table1,
    items: [{ menu_item_id: espresso, quantity: 2 }],
    shared_cart_id: cartId,
    ...extra,
  });

  it('makes the order and marks the cart submitted with it in one step', async () => {
    const { sharedCartId } = await cartWithEspresso();
    const res = await submit(t, orderBody(sharedCartId));
    expect(res.status).toBe(201);
    const order = (await json<TSubmittedOrder>(res)).data;
    const stored = await t.db
      .selectFrom('customer_orders')
      .select('shared_cart_id')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(stored.shared_cart_id).toBe(sharedCartId);

    const cart = await t.call('GET', `/${sharedCartId}`);
    expect(cart.body.data).toMatchObject({ status: 'submitted', order_id: order.id, version: 3 });
  });

  it('submits a full cart: a shared cart holds as many lines as one order takes', async () => {
    const lines = Array.from({ length: ORDER_LIMITS.lines }, (_, n) => ({
      menuItemId: espresso,
      quantity: 1,
      specialInstructions: `cup ${n + 1}`,
    }));
    const session = await t.start({ cart: { items: lines } });
    expect(session.cart.items).toHaveLength(ORDER_LIMITS.lines);

    const items = session.cart.items.map((line) => ({
      menu_item_id: line.menuItemId,
      quantity: line.quantity,
      special_instructions: line.specialInstructions,
    }));
    const res = await submit(t, orderBody(session.sharedCartId, { items }));
    expect(res.status).toBe(201);
    expect((await json<TSubmittedOrder>(res)).data.items).toHaveLength(ORDER_LIMITS.lines);
  });

  it('makes exactly one order when two phones submit the same cart at once', async () => {
    const { sharedCartId } = await cartWithEspresso();
    const ordersBefore = await countRows(t, 'customer_orders');

    const answers = await Promise.all([
      submit(t, orderBody(sharedCartId)),
      submit(t, orderBody(sharedCartId)),
    ]);

    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const refusal = answers.find((res) => res.status === 409);
    expect((await json(refusal as Response)).message).toMatch(/already been submitted/);
    expect(await countRows(t, 'customer_orders')).toBe(ordersBefore + 1);
  });

  it('refuses a cart that was already submitted, and writes nothing', async () => {
    const { sharedCartId } = await cartWithEspresso();
    expect((await submit(t, orderBody(sharedCartId))).status).toBe(201);
    const ordersBefore = await countRows(t, 'customer_orders');

    const again = await submit(t, orderBody(sharedCartId));
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe('This cart has already been submitted');
    expect(await countRows(t, 'customer_orders')).toBe(ordersBefore);
  });

  it('answers 409 with the current cart when it changed since the guest looked', async () => {
    const session = await cartWithEspresso();
    const ordersBefore = await countRows(t, 'customer_orders');

    const stale = await submit(t, orderBody(session.sharedCartId, { shared_cart_version: 1 }));
    expect(stale.status).toBe(409);
    const body = await json<TSharedCartView>(stale);
    expect(body.code).toBe('STALE_STATE');
    expect(body.data).toMatchObject({ version: 2, status: 'open' });
    expect(await countRows(t, 'customer_orders')).toBe(ordersBefore);

    expect((await submit(t, orderBody(session.sharedCartId, { shared_cart_version: 2 }))).status).toBe(201);
  });

  it('refuses another table’s cart and an unknown cart, and writes nothing', async () => {
    const { sharedCartId } = await cartWithEspresso();
    const ordersBefore = await countRows(t, 'customer_orders');

    const otherTable = await submit(t, orderBody(sharedCartId, { bench_id: await t.tableId('Table 2') }));
    expect(otherTable.status).toBe(422);
    expect((await json(otherTable)).errors).toEqual({
      shared_cart_id: ['The shared cart belongs to another table'],
    });
    expect((await submit(t, orderBody('no-such-cart'))).status).toBe(404);
    expect((await submit(t, orderBody(''))).status).toBe(400);
    expect(await countRows(t, 'customer_orders')).toBe(ordersBefore);
    expect((await t.call('GET', `/${sharedCartId}`)).body.data).toMatchObject({ status: 'open' });
  });
});
