import type { TSubmittedOrder } from '@tableside/shared/orders.schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, request } from '../test/http.ts';
import { setSettingValue } from '../test/settings.ts';
import type { TTestContext } from '../test/test-context.ts';
import {
  benchId,
  countRows,
  createCafeContext,
  menuItem,
  submit,
  type TMenuRef,
} from './customer-orders.test-helpers.ts';

/**
 * Issue 42 "Anyone can block a table from ordering" and "Idempotent replays are not new orders"
 * (decision 0047): a table's 10 orders in 5 minutes are spent only by orders it accepted; refusals
 * count against the sender's address; a replay of an Idempotency-Key counts nothing, concurrently too.
 */
const FIVE_MINUTES = 5 * 60_000;
const TOO_MANY_ORDERS = 'Too many orders from this table. Please wait a moment.';

describe('the quota of guest orders', () => {
  let ctx: TTestContext;
  let caesar: TMenuRef;
  let tableNumber = 0;
  let table: number;
  let addressNumber = 0;
  /** An address of its own per test, so no test spends another's limits. */
  let address: string;

  const order = (extra: Record<string, unknown> = {}) => ({
    bench_id: table,
    items: [{ menuItemId: caesar.id, quantity: 1 }],
    ...extra,
  });
  const from = (sender: string, headers: Record<string, string> = {}) => ({
    'X-Forwarded-For': sender,
    ...headers,
  });
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    request(ctx.app, 'POST', '/customer/orders/submit', { body, headers: from(address, headers) });
  const orders = () => countRows(ctx, 'customer_orders');

  beforeAll(async () => {
    ctx = await createCafeContext();
    caesar = await menuItem(ctx, 'Caesar Salad');
  });
  beforeEach(async () => {
    // A fresh window for every limit, and a table and an address no other test used.
    ctx.clock.advance(FIVE_MINUTES);
    tableNumber += 1;
    table = await benchId(ctx, `Table ${tableNumber}`);
    addressNumber += 1;
    address = `198.51.100.${addressNumber}`;
  });
  afterAll(() => ctx.close());

  it('lets no refused submission cost the table: ten unknown items, then a guest orders ten times', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await send(order({ items: [{ menuItemId: 999_999, quantity: 1 }] }));
      expect(res.status).toBe(422);
    }
    for (let i = 0; i < 10; i++) {
      expect((await submit(ctx, order())).status).toBe(201);
    }
    const eleventh = await submit(ctx, order());
    expect(eleventh.status).toBe(429);
    expect((await json(eleventh)).message).toBe(TOO_MANY_ORDERS);
  });

  it('counts refusals of every kind against the address: 30 in 5 minutes, then 429 until the window ends', async () => {
    const bodies: [unknown, number][] = [
      [order({ items: [] }), 400],
      ['{"bench_id": 1, "items": [', 400],
      [order({ bench_id: 9999 }), 404],
      [order({ bench_id: await benchId(ctx, 'Table 22') }), 409],
      [order({ items: [{ menuItemId: 999_999, quantity: 1 }] }), 422],
    ];
    for (let i = 0; i < 30; i++) {
      const [body, status] = bodies[i % bodies.length]!;
      expect((await send(body)).status).toBe(status);
    }
    const blocked = await send(order());
    expect(blocked.status).toBe(429);
    expect((await json(blocked)).message).toBe(
      'Too many refused requests from this network. Please wait a few minutes.',
    );
    // Nobody else pays for it: the table takes another guest's order at once.
    expect((await submit(ctx, order())).status).toBe(201);
    ctx.clock.advance(FIVE_MINUTES);
    expect((await send(order())).status).toBe(201);
  });

  it('counts an accepted order once against the address: 30 a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      // Tables 1–20 are active; ten rounds over them keep each far below its own limit.
      const bench = await benchId(ctx, `Table ${(i % 20) + 1}`);
      statuses.push((await send(order({ bench_id: bench }))).status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(201));
    expect(statuses[30]).toBe(429);
  });

  it('takes 10 of 20 orders sent to one table at once and refuses the rest', async () => {
    const before = await orders();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit(ctx, order({ notes: `Guest ${i}` }))),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(10).fill(429)]);
    expect((await orders()) - before).toBe(10);
    expect((await submit(ctx, order())).status).toBe(429);
  });

  it('lets a guest order while a script sends refused submissions to the table at the same moment', async () => {
    const script = Array.from({ length: 20 }, () =>
      send(order({ items: [{ menuItemId: 999_999, quantity: 1 }] })),
    );
    const guests = Array.from({ length: 10 }, () => submit(ctx, order()));
    const [refused, accepted] = await Promise.all([Promise.all(script), Promise.all(guests)]);
    expect(refused.map((res) => res.status)).toEqual(Array(20).fill(422));
    expect(accepted.map((res) => res.status)).toEqual(Array(10).fill(201));
  });

  describe('with an Idempotency-Key', () => {
    it('answers 20 identical requests at once with one order and spends one of the table’s 10 slots', async () => {
      const before = await orders();
      const headers = { 'Idempotency-Key': `burst-${table}` };
      const answers = await Promise.all(Array.from({ length: 20 }, () => send(order(), headers)));
      expect(answers.map((res) => res.status)).toEqual(Array(20).fill(201));
      const bodies = await Promise.all(answers.map((res) => json<TSubmittedOrder>(res)));
      expect(new Set(bodies.map((body) => body.data.id)).size).toBe(1);
      expect(new Set(bodies.map((body) => body.data.order_token)).size).toBe(1);
      expect((await orders()) - before).toBe(1);

      for (let i = 0; i < 9; i++) expect((await submit(ctx, order())).status).toBe(201);
      expect((await submit(ctx, order())).status).toBe(429);
    });

    it('answers a replay after the table used its quota with the first answer, not 429', async () => {
      const headers = { 'Idempotency-Key': `late-replay-${table}` };
      const first = await send(order(), headers);
      expect(first.status).toBe(201);
      for (let i = 0; i < 9; i++) expect((await submit(ctx, order())).status).toBe(201);
      const replay = await send(order(), headers);
      expect(replay.status).toBe(201);
      expect((await json(replay)).data).toEqual((await json(first)).data);
    });

    it('frees the key of a refused request, so the same request later succeeds', async () => {
      const headers = { 'Idempotency-Key': `paused-${table}` };
      await setSettingValue(ctx, 'OPERATIONS.ACCEPT_ORDERS', 'false');
      try {
        expect((await send(order(), headers)).status).toBe(409);
      } finally {
        await setSettingValue(ctx, 'OPERATIONS.ACCEPT_ORDERS', 'true');
      }
      expect((await send(order(), headers)).status).toBe(201);
    });

    it('answers 20 identical refused requests at once each with the refusal, and writes nothing', async () => {
      const before = await orders();
      const headers = { 'Idempotency-Key': `refused-burst-${table}` };
      const body = order({ items: [{ menuItemId: 999_999, quantity: 1 }] });
      const answers = await Promise.all(Array.from({ length: 20 }, () => send(body, headers)));
      expect(answers.map((res) => res.status)).toEqual(Array(20).fill(422));
      expect(await orders()).toBe(before);
      const key = await ctx.db
        .selectFrom('idempotency_keys')
        .select('key')
        .where('key', '=', headers['Idempotency-Key'])
        .execute();
      expect(key).toEqual([]);
    });
  });
});
