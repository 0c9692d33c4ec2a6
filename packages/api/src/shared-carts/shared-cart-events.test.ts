import type { TSharedCartSession, TSharedCartView } from '@tableside/shared/shared-cart.schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readSseUntil } from '../test/sse.ts';
import { BASE, createSharedCartTest, NOW, type TSharedCartTest } from './shared-carts.test-helpers.ts';

function dataOf(text: string, event: string): unknown[] {
  return text
    .split('\n\n')
    .filter((block) => block.includes(`event: ${event}`))
    .map((block) =>
      JSON.parse(
        block
          .split('\n')
          .find((line) => line.startsWith('data: '))
          ?.slice(6) ?? 'null',
      ),
    );
}

describe('shared carts: live updates and submission', () => {
  let t: TSharedCartTest;
  let espresso: number;

  beforeAll(async () => {
    t = await createSharedCartTest();
    espresso = await t.itemId('Espresso');
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  const addEspresso = (session: TSharedCartSession) =>
    t.call('POST', `/${session.sharedCartId}/items`, {
      participant_id: session.participant.id,
      line: { menuItemId: espresso, quantity: 1 },
    });

  async function placeOrder(benchName: string, createdAt: string, sharedCartId: string | null = null) {
    const row = await t.db
      .insertInto('customer_orders')
      .values({
        status: 'SUBMITTED',
        bench_id: await t.tableId(benchName),
        is_manual: 0,
        net: 280,
        taxes: 22,
        gross: 302,
        shared_cart_id: sharedCartId,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('streams this cart’s changes, and only this cart’s, with their version', async () => {
    const mine = await t.start();
    const other = await t.start();
    const res = await t.app.request(`${BASE}/${mine.sharedCartId}/events`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    try {
      await readSseUntil(reader, (text) => text.includes('event: ready'));
      expect((await addEspresso(other)).status).toBe(200);
      expect((await addEspresso(mine)).status).toBe(200);
      const text = await readSseUntil(reader, (so) => so.includes('event: shared_cart.changed'));
      expect(dataOf(text, 'shared_cart.changed')).toEqual([{ sharedCartId: mine.sharedCartId, version: 2 }]);
      expect(text).not.toContain(other.sharedCartId);
    } finally {
      await reader.cancel();
    }
  });

  it('answers 404 for the events of an unknown cart', async () => {
    expect((await t.call('GET', '/no-such-cart/events')).status).toBe(404);
  });

  it('marks the cart submitted with the table’s order, tells the phones, then refuses changes', async () => {
    const session = await t.start();
    const id = session.sharedCartId;
    const added = await addEspresso(session);
    const lineId = added.body.data.cart.items[0]!.id;
    const orderId = await placeOrder('Table 1', NOW);

    const res = await t.app.request(`${BASE}/${id}/events`);
    const reader = res.body!.getReader();
    try {
      await readSseUntil(reader, (text) => text.includes('event: ready'));
      const marked = await t.call('POST', `/${id}/mark-submitted`, { order_id: orderId });
      expect(marked.status).toBe(200);
      expect(marked.body.data).toMatchObject({
        status: 'submitted',
        order_id: orderId,
        submitted_at: NOW,
        version: 3,
      });
      const text = await readSseUntil(reader, (so) => so.includes('event: shared_cart.changed'));
      expect(dataOf(text, 'shared_cart.changed')).toEqual([{ sharedCartId: id, version: 3 }]);
    } finally {
      await reader.cancel();
    }

    const read = await t.call<TSharedCartView>('GET', `/${id}`);
    expect(read.body.data).toMatchObject({ status: 'submitted', order_id: orderId });
    const refusals = [
      await addEspresso(session),
      await t.call('PATCH', `/${id}/items/${lineId}`, { quantity: 2 }),
      await t.call('DELETE', `/${id}/items/${lineId}`),
      await t.call('POST', `/${id}/join`, {}),
      await t.call('POST', `/${id}/mark-submitted`, { order_id: await placeOrder('Table 1', NOW) }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(409);
      expect(refusal.body.message).toBe('This cart has already been submitted');
    }
    const repeated = await t.call('POST', `/${id}/mark-submitted`, { order_id: orderId });
    expect(repeated.status).toBe(200);
    expect(repeated.body.data.version).toBe(3);
  });

  it('accepts only an order of the same table, placed after the cart, and no other cart’s', async () => {
    const session = await t.start();
    const id = session.sharedCartId;
    const cases: Array<[number, string]> = [
      [999_999, 'Order not found'],
      [await placeOrder('Table 2', NOW), 'The order belongs to another table'],
      [
        await placeOrder('Table 1', '2025-03-12T11:59:00.000Z'),
        'The order was placed before this shared cart was created',
      ],
      [await placeOrder('Table 1', NOW, 'some-other-cart'), 'The order belongs to another shared cart'],
    ];
    for (const [orderId, message] of cases) {
      const res = await t.call('POST', `/${id}/mark-submitted`, { order_id: orderId });
      expect(res.status, message).toBe(422);
      expect(res.body.message).toBe(message);
      expect(res.body.errors).toHaveProperty('order_id');
    }
    for (const body of [{}, { order_id: 'one' }, { order_id: 0 }]) {
      const res = await t.call('POST', `/${id}/mark-submitted`, body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toHaveProperty('order_id');
    }
    const read = await t.call('GET', `/${id}`);
    expect(read.body.data).toMatchObject({ status: 'open', version: 1 });
    const linked = await placeOrder('Table 1', NOW, id);
    expect((await t.call('POST', `/${id}/mark-submitted`, { order_id: linked, version: 1 })).status).toBe(
      200,
    );
  });
});
