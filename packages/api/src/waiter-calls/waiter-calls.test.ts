import type { TGuestWaiterCall, TWaiterCall } from '@tableside/shared/waiter-calls.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { benchOrderMessage } from '../customer/customer-events.routes.ts';
import { benchId, createCafeContext } from '../customer/customer-orders.test-helpers.ts';
import type { TDomainEvent } from '../events/event-bus.ts';
import { staffEventMessage } from '../events/staff-events.routes.ts';
import { json, request } from '../test/http.ts';
import type { TTestContext } from '../test/test-context.ts';
import { WAITER_CALL_QUOTA } from './waiter-calls.service.ts';

const LIMITS = {
  perBench: WAITER_CALL_QUOTA.perBench.limit,
  perAddress: WAITER_CALL_QUOTA.perAddress.limit,
  windowMs: WAITER_CALL_QUOTA.perBench.windowMs,
};

describe('waiter calls', () => {
  let ctx: TTestContext;
  let events: TDomainEvent[];
  /** Each test calls from its own address, so the per-address limit stays out of the way. */
  let addressCounter = 0;
  const call = (bench: number, body: unknown, address = `10.0.0.${++addressCounter}`) =>
    request(ctx.app, 'POST', `/customer/waiter-calls/bench/${bench}`, {
      body,
      headers: { 'X-Forwarded-For': address },
    });
  const callCount = async () =>
    Number(
      (
        await ctx.db
          .selectFrom('waiter_calls')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    ctx = await createCafeContext();
    events = [];
    ctx.deps.events.subscribe((event) => events.push(event));
  });
  afterAll(() => ctx.close());

  it('opens a call, publishes it without personal data, and answers the open one on a repeat', async () => {
    const table = await benchId(ctx, 'Table 1');
    events.length = 0;
    const first = await call(table, { reason: 'WATER' });
    expect(first.status).toBe(201);
    const opened = (await json<TGuestWaiterCall>(first)).data;
    expect(opened).toEqual({
      id: expect.any(Number),
      bench_id: table,
      reason: 'WATER',
      created_at: expect.any(String),
      acknowledged: false,
    });
    expect(events).toEqual([
      { type: 'waiter_call.created', callId: opened.id, benchId: table, reason: 'WATER' },
    ]);

    // Another phone at the table taps again: the same call, no new row, no new event.
    const again = await call(table, { reason: 'WATER' });
    expect(again.status).toBe(200);
    expect((await json<TGuestWaiterCall>(again)).data.id).toBe(opened.id);
    expect(events).toHaveLength(1);

    // Another reason is another call.
    const question = await call(table, { reason: 'QUESTION' });
    expect(question.status).toBe(201);

    const guestList = await request(ctx.app, 'GET', `/customer/waiter-calls/bench/${table}`);
    expect((await json<TGuestWaiterCall[]>(guestList)).data.map((c) => c.reason)).toEqual([
      'WATER',
      'QUESTION',
    ]);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const table = await benchId(ctx, 'Table 2');
    const before = await callCount();
    for (const body of [{}, { reason: 'CHAMPAGNE' }, { reason: 3 }, '{not json']) {
      const res = await call(table, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await call(0, { reason: 'WATER' })).status).toBe(404);
    expect(
      (await request(ctx.app, 'POST', '/customer/waiter-calls/bench/abc', { body: { reason: 'WATER' } }))
        .status,
    ).toBe(400);
    expect(await callCount()).toBe(before);
  });

  it('answers 404 for an unknown, switched-off or archived table', async () => {
    const before = await callCount();
    expect((await call(999_999, { reason: 'WATER' })).status).toBe(404);
    const off = await benchId(ctx, 'Table 3');
    await ctx.db.updateTable('benches').set({ active: 0 }).where('id', '=', off).execute();
    const res = await call(off, { reason: 'WATER' });
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe(`Bench ${off} not found`);
    const archived = await benchId(ctx, 'Table 4');
    await ctx.db.updateTable('benches').set({ archived: 1, active: 0 }).where('id', '=', archived).execute();
    expect((await call(archived, { reason: 'QUESTION' })).status).toBe(404);
    expect(await callCount()).toBe(before);
  });

  it(`allows ${LIMITS.perBench} new calls per table in 10 minutes, then answers 429`, async () => {
    const table = await benchId(ctx, 'Table 5');
    const manager = await createSignedInUser(ctx.deps, { roles: ['MANAGER'] });
    const reasons = ['WATER', 'QUESTION', 'READY_TO_ORDER'] as const;
    for (let index = 0; index < LIMITS.perBench; index += 1) {
      const res = await call(table, { reason: reasons[index % 3] });
      expect(res.status).toBe(201);
      // Staff take it at once, so the next call of that reason is a new one.
      const { id } = (await json<TGuestWaiterCall>(res)).data;
      expect(
        (await request(ctx.app, 'POST', `/waiter-calls/${id}/acknowledge`, { headers: manager.headers }))
          .status,
      ).toBe(200);
    }
    const refused = await call(table, { reason: 'WATER' });
    expect(refused.status).toBe(429);
    expect((await json(refused)).message).toMatch(/several times/);
    // A new window opens after 10 minutes.
    ctx.clock.advance(LIMITS.windowMs + 1000);
    expect((await call(table, { reason: 'WATER' })).status).toBe(201);
  });

  it(`allows ${LIMITS.perAddress} new calls per address in 10 minutes`, async () => {
    const tables = await Promise.all([6, 7, 8, 9].map((n) => benchId(ctx, `Table ${n}`)));
    const reasons = ['WATER', 'QUESTION', 'READY_TO_ORDER'] as const;
    const statuses: number[] = [];
    for (let index = 0; index <= LIMITS.perAddress; index += 1) {
      const table = tables[Math.floor(index / 3)] as number;
      statuses.push((await call(table, { reason: reasons[index % 3] }, '192.0.2.77')).status);
    }
    expect(statuses.slice(0, LIMITS.perAddress).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('lets no refused call cost the table: an address over its limit, then the table calls six times', async () => {
    const tables = await Promise.all([12, 13, 14, 15].map((n) => benchId(ctx, `Table ${n}`)));
    const reasons = ['WATER', 'QUESTION', 'READY_TO_ORDER'] as const;
    const script = '192.0.2.88';
    for (let index = 0; index < LIMITS.perAddress; index += 1) {
      const table = tables[Math.floor(index / 3)] as number;
      expect((await call(table, { reason: reasons[index % 3] }, script)).status).toBe(201);
    }
    const target = await benchId(ctx, 'Table 16');
    for (let index = 0; index < LIMITS.perBench; index += 1) {
      expect((await call(target, { reason: 'WATER' }, script)).status).toBe(429);
    }
    const manager = await createSignedInUser(ctx.deps, { roles: ['MANAGER'] });
    for (let index = 0; index < LIMITS.perBench; index += 1) {
      const res = await call(target, { reason: reasons[index % 3] });
      expect(res.status).toBe(201);
      const { id } = (await json<TGuestWaiterCall>(res)).data;
      await request(ctx.app, 'POST', `/waiter-calls/${id}/acknowledge`, { headers: manager.headers });
    }
    expect((await call(target, { reason: 'WATER' })).status).toBe(429);
  });

  it('counts refused calls against the address, 30 in 10 minutes, and nobody else', async () => {
    const table = await benchId(ctx, 'Table 17');
    const script = '192.0.2.99';
    for (let index = 0; index < WAITER_CALL_QUOTA.refusedPerAddress.limit; index += 1) {
      const refused =
        index % 2 === 0 ? call(table, { reason: 'DANCE' }, script) : call(9999, { reason: 'WATER' }, script);
      expect((await refused).status).toBe(index % 2 === 0 ? 400 : 404);
    }
    const blocked = await call(table, { reason: 'WATER' }, script);
    expect(blocked.status).toBe(429);
    expect((await json(blocked)).message).toBe(
      'Too many refused requests from this network. Please wait a few minutes.',
    );
    expect((await call(table, { reason: 'WATER' })).status).toBe(201);
  });

  it('lists open calls for staff who read orders; only those who change orders acknowledge, once', async () => {
    const table = await benchId(ctx, 'Table 10');
    const opened = (await json<TGuestWaiterCall>(await call(table, { reason: 'READY_TO_ORDER' }))).data;

    expect((await request(ctx.app, 'GET', '/waiter-calls?open=true')).status).toBe(401);
    expect((await request(ctx.app, 'POST', `/waiter-calls/${opened.id}/acknowledge`)).status).toBe(401);
    const reader = await createSignedInUser(ctx.deps, { permissions: ['orders.read'] });
    const open = await request(ctx.app, 'GET', '/waiter-calls?open=true', { headers: reader.headers });
    expect(open.status).toBe(200);
    const listed = (await json<TWaiterCall[]>(open)).data.find((c) => c.id === opened.id);
    expect(listed).toMatchObject({
      bench_id: table,
      bench_name: 'Table 10',
      reason: 'READY_TO_ORDER',
      acknowledged_at: null,
    });
    expect(
      (await request(ctx.app, 'GET', '/waiter-calls?open=maybe', { headers: reader.headers })).status,
    ).toBe(400);
    const refused = await request(ctx.app, 'POST', `/waiter-calls/${opened.id}/acknowledge`, {
      headers: reader.headers,
    });
    expect(refused.status).toBe(403);
    const stranger = await createSignedInUser(ctx.deps, { permissions: [] });
    expect((await request(ctx.app, 'GET', '/waiter-calls', { headers: stranger.headers })).status).toBe(403);

    const waiter = await createSignedInUser(ctx.deps, { roles: ['WAITER'], name: 'Wanda Waiter' });
    events.length = 0;
    const taken = await request(ctx.app, 'POST', `/waiter-calls/${opened.id}/acknowledge`, {
      headers: waiter.headers,
    });
    expect(taken.status).toBe(200);
    expect((await json<TWaiterCall>(taken)).data).toMatchObject({
      id: opened.id,
      acknowledged_by: waiter.id,
      acknowledged_by_name: 'Wanda Waiter',
      acknowledged_at: expect.any(String),
    });
    expect(events).toEqual([
      { type: 'waiter_call.acknowledged', callId: opened.id, benchId: table, reason: 'READY_TO_ORDER' },
    ]);

    const twice = await request(ctx.app, 'POST', `/waiter-calls/${opened.id}/acknowledge`, {
      headers: waiter.headers,
    });
    expect(twice.status).toBe(409);
    expect((await json(twice)).message).toBe('This call was already acknowledged by Wanda Waiter');
    expect(events).toHaveLength(1);
    expect(
      (await request(ctx.app, 'POST', '/waiter-calls/999999/acknowledge', { headers: waiter.headers }))
        .status,
    ).toBe(404);

    // Gone from the open list; the guest sees it acknowledged, with no name.
    const after = (
      await json<TWaiterCall[]>(
        await request(ctx.app, 'GET', '/waiter-calls?open=true', { headers: reader.headers }),
      )
    ).data;
    expect(after.some((c) => c.id === opened.id)).toBe(false);
    const guest = (
      await json<TGuestWaiterCall[]>(await request(ctx.app, 'GET', `/customer/waiter-calls/bench/${table}`))
    ).data;
    expect(guest.find((c) => c.id === opened.id)).toEqual({ ...opened, acknowledged: true });
    expect(JSON.stringify(guest)).not.toContain('Wanda');
  });

  it('lets only one of two simultaneous calls of a reason open a call', async () => {
    const table = await benchId(ctx, 'Table 11');
    const [a, b] = await Promise.all([
      call(table, { reason: 'QUESTION' }),
      call(table, { reason: 'QUESTION' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect((await json<TGuestWaiterCall>(a)).data.id).toBe((await json<TGuestWaiterCall>(b)).data.id);
  });

  it('streams calls to staff and to the guests of that table only, with ids and the reason', () => {
    const created = { type: 'waiter_call.created', callId: 5, benchId: 3, reason: 'WATER' } as const;
    expect(staffEventMessage(created, ['orders.read'])).toEqual({
      event: 'waiter_call.created',
      data: { callId: 5, benchId: 3, reason: 'WATER' },
    });
    const taken = { ...created, type: 'waiter_call.acknowledged' } as const;
    expect(benchOrderMessage(taken, 3)).toEqual({
      event: 'waiter_call.acknowledged',
      data: { callId: 5, reason: 'WATER' },
    });
    expect(benchOrderMessage(taken, 4)).toBeNull();
  });

  it('documents every endpoint', async () => {
    const doc = (await (await request(ctx.app, 'GET', '/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/customer/waiter-calls/bench/{benchId}',
        '/api/waiter-calls',
        '/api/waiter-calls/{id}/acknowledge',
      ]),
    );
  });
});
