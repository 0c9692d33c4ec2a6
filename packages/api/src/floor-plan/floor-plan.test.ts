import type { TCartItem } from '@tableside/shared/cart';
import { type TFloorPlan, type TFloorTable, ZFloorPlan } from '@tableside/shared/floor-plan.schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { newDocument, serializeDocument } from '../shared-carts/shared-cart-document.ts';
import { json, request } from '../test/http.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

const NOW = '2025-03-01T18:00:00.000Z';
const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(new Date(NOW).getTime() - hours * HOUR).toISOString();

describe('/api/floor-plan', () => {
  let ctx: TTestContext;
  let manager: Record<string, string>;
  let waiter: Record<string, string>;
  let kitchen: Record<string, string>;
  const ids: Record<string, number> = {};

  /** Each plan answered fits the shared schema the web app parses it with. */
  const answer = async (res: Response) => {
    const body = await json<TFloorPlan>(res);
    if (res.status === 200) expect(ZFloorPlan.parse(body.data)).toEqual(body.data);
    return { status: res.status, body };
  };
  const plan = async (headers = manager) =>
    answer(await request(ctx.app, 'GET', '/api/floor-plan', { headers }));
  const table = async (name: string) => {
    const found = (await plan()).body.data.tables.find((t) => t.name === name);
    if (!found) throw new Error(`No ${name} on the plan`);
    return found;
  };
  const put = async (body: unknown, headers = manager) => {
    return answer(await request(ctx.app, 'PUT', '/api/floor-plan/positions', { body, headers }));
  };
  const positions = async () =>
    ctx.db.selectFrom('benches').select(['id', 'floor_x', 'floor_y', 'floor_shape']).orderBy('id').execute();

  const order = (benchName: string, status: string, updatedAt = NOW) => ({
    bench_id: ids[benchName] ?? null,
    status,
    order_number: null,
    is_manual: 0,
    net: 1000,
    taxes: 80,
    gross: 1080,
    created_at: updatedAt,
    updated_at: updatedAt,
  });

  beforeAll(async () => {
    ctx = await createTestContext({ now: NOW });
    const bench = (name: string, extra: Record<string, unknown> = {}) => ({
      name,
      seat_capacity: 4,
      active: 1,
      archived: 0,
      updated_at: NOW,
      ...extra,
    });
    const rows = await ctx.db
      .insertInto('benches')
      .values([
        bench('T1 free', { floor_x: 10, floor_y: 20, floor_shape: 'round' }),
        bench('T2 submitted'),
        bench('T3 opened'),
        bench('T4 ready'),
        bench('T5 delivered'),
        bench('T6 old delivered'),
        bench('T7 paid'),
        bench('T8 cart'),
        bench('T9 mixed', { floor_shape: 'oval' }),
        bench('T10 inactive', { active: 0 }),
        bench('Z archived', { archived: 1, active: 0 }),
      ])
      .returning(['id', 'name'])
      .execute();
    for (const row of rows) ids[row.name] = row.id;
    await ctx.db
      .insertInto('customer_orders')
      .values([
        order('T2 submitted', 'SUBMITTED'),
        order('T3 opened', 'OPENED'),
        order('T4 ready', 'READY'),
        order('T5 delivered', 'DELIVERED', hoursAgo(1)),
        order('T6 old delivered', 'DELIVERED', hoursAgo(30)),
        order('T7 paid', 'PAID'),
        order('T7 paid', 'COMPLETED'),
        order('T7 paid', 'CANCELLED'),
        order('T9 mixed', 'DELIVERED'),
        order('T9 mixed', 'READY'),
        order('T9 mixed', 'SUBMITTED'),
        order('T1 free', 'CANCELLED'),
      ])
      .execute();
    const document = newDocument('cart-1', ids['T8 cart']!, new Date(NOW));
    document.cart = { ...document.cart, items: [{ quantity: 2 } as TCartItem, { quantity: 1 } as TCartItem] };
    const emptyDocument = newDocument('cart-2', ids['T1 free']!, new Date(NOW));
    await ctx.db
      .insertInto('shared_carts')
      .values([
        {
          id: 'cart-1',
          bench_id: ids['T8 cart']!,
          cart: serializeDocument(document),
          version: 1,
          expires_at: hoursAgo(-2),
          updated_at: NOW,
        },
        {
          id: 'cart-2',
          bench_id: ids['T1 free']!,
          cart: serializeDocument(emptyDocument),
          version: 1,
          expires_at: hoursAgo(-2),
          updated_at: NOW,
        },
        {
          id: 'cart-3',
          bench_id: ids['T10 inactive']!,
          cart: serializeDocument(document),
          version: 1,
          expires_at: hoursAgo(1),
          updated_at: NOW,
        },
      ])
      .execute();
    manager = (await createSignedInUser(ctx.deps, { roles: ['MANAGER'] })).headers;
    waiter = (await createSignedInUser(ctx.deps, { roles: ['WAITER'] })).headers;
    kitchen = (await createSignedInUser(ctx.deps, { roles: ['KITCHEN'] })).headers;
  });
  afterAll(() => ctx.close());

  describe('GET', () => {
    it('lists every table but the archived ones, with position, shape and live state', async () => {
      const { status, body } = await plan();
      expect(status).toBe(200);
      const byName = Object.fromEntries(body.data.tables.map((t) => [t.name, t]));
      // Archived tables are not on the plan; numbers sort as staff count (T2 before T10).
      expect(body.data.tables.map((t) => t.name)).toEqual([
        'T1 free',
        'T2 submitted',
        'T3 opened',
        'T4 ready',
        'T5 delivered',
        'T6 old delivered',
        'T7 paid',
        'T8 cart',
        'T9 mixed',
        'T10 inactive',
      ]);
      expect(byName['T1 free']).toEqual({
        id: ids['T1 free']!,
        name: 'T1 free',
        seat_capacity: 4,
        active: true,
        floor_x: 10,
        floor_y: 20,
        floor_shape: 'round',
        state: 'free',
        orders: [],
        cart_items: 0,
      } satisfies TFloorTable);
      const states = Object.fromEntries(body.data.tables.map((t) => [t.name, t.state]));
      expect(states).toEqual({
        'T1 free': 'free',
        'T2 submitted': 'ordering',
        'T3 opened': 'waiting',
        'T4 ready': 'waiting',
        'T5 delivered': 'served',
        'T6 old delivered': 'free',
        'T7 paid': 'free',
        'T8 cart': 'ordering',
        'T9 mixed': 'ordering',
        'T10 inactive': 'free',
      });
    });

    it('names the orders behind the state, and the items of an open shared cart', async () => {
      const mixed = await table('T9 mixed');
      expect(mixed.orders.map((o) => o.status)).toEqual(['DELIVERED', 'READY', 'SUBMITTED']);
      expect((await table('T8 cart')).cart_items).toBe(3);
      expect((await table('T5 delivered')).orders).toHaveLength(1);
      // An unknown stored shape reads as the default; unplaced tables have no position.
      expect(mixed).toMatchObject({ floor_shape: 'square', floor_x: null, floor_y: null });
    });

    it('follows a status change at once', async () => {
      const row = await ctx.db
        .insertInto('customer_orders')
        .values(order('T10 inactive', 'SUBMITTED'))
        .returning('id')
        .executeTakeFirstOrThrow();
      expect((await table('T10 inactive')).state).toBe('ordering');
      await ctx.db
        .updateTable('customer_orders')
        .set({ status: 'OPENED' })
        .where('id', '=', row.id)
        .execute();
      expect((await table('T10 inactive')).state).toBe('waiting');
      await ctx.db
        .updateTable('customer_orders')
        .set({ status: 'COMPLETED' })
        .where('id', '=', row.id)
        .execute();
      expect((await table('T10 inactive')).state).toBe('free');
    });

    it('needs tables.read: 401 signed out, 403 for KITCHEN, 200 for WAITER', async () => {
      expect((await request(ctx.app, 'GET', '/api/floor-plan')).status).toBe(401);
      expect((await plan(kitchen)).status).toBe(403);
      expect((await plan(waiter)).status).toBe(200);
    });
  });

  describe('PUT /positions', () => {
    beforeEach(async () => {
      await ctx.db
        .updateTable('benches')
        .set({ floor_x: null, floor_y: null })
        .where('name', '!=', 'T1 free')
        .execute();
    });

    it('saves positions and shapes together and answers the plan', async () => {
      const { status, body } = await put({
        positions: [
          { id: ids['T2 submitted'], x: 12.345, y: 99.5, shape: 'rectangle' },
          { id: ids['T3 opened'], x: 0, y: 100 },
        ],
      });
      expect(status).toBe(200);
      expect(body.data.tables.find((t) => t.id === ids['T2 submitted'])).toMatchObject({
        floor_x: 12.35,
        floor_y: 99.5,
        floor_shape: 'rectangle',
        state: 'ordering',
      });
      const saved = await ctx.db
        .selectFrom('benches')
        .select(['floor_x', 'floor_y', 'updated_by_name'])
        .where('id', '=', ids['T3 opened']!)
        .executeTakeFirstOrThrow();
      expect(saved).toMatchObject({ floor_x: 0, floor_y: 100 });
      expect(saved.updated_by_name).toBeTruthy();
    });

    it('takes a table off the plan with x and y null', async () => {
      expect((await put({ positions: [{ id: ids['T1 free'], x: null, y: null }] })).status).toBe(200);
      expect(await table('T1 free')).toMatchObject({ floor_x: null, floor_y: null, floor_shape: 'round' });
      await put({ positions: [{ id: ids['T1 free'], x: 10, y: 20 }] });
    });

    it('refuses bad positions with 400 and writes nothing', async () => {
      const before = await positions();
      const id = ids['T2 submitted'];
      const bad = [
        {},
        { positions: [] },
        { positions: [{ id, x: -1, y: 5 }] },
        { positions: [{ id, x: 5, y: 100.5 }] },
        { positions: [{ id, x: '5', y: 5 }] },
        { positions: [{ id, x: 5, y: null }] },
        { positions: [{ id, x: 5, y: 5, shape: 'hexagon' }] },
        { positions: [{ id: 'abc', x: 5, y: 5 }] },
        { positions: [{ id: 1.5, x: 5, y: 5 }] },
        { positions: [{ x: 5, y: 5 }] },
        {
          positions: [
            { id, x: 5, y: 5 },
            { id, x: 6, y: 6 },
          ],
        },
        { positions: Array.from({ length: 501 }, (_, index) => ({ id: index + 1, x: 1, y: 1 })) },
      ];
      for (const body of bad) {
        const res = await put(body);
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(res.body.success).toBe(false);
      }
      expect(await positions()).toEqual(before);
    });

    it('saves all or nothing: an unknown or archived table is a 404 and nothing moves', async () => {
      const before = await positions();
      for (const missing of [ids['Z archived'], 999_999]) {
        const res = await put({
          positions: [
            { id: ids['T2 submitted'], x: 50, y: 50 },
            { id: missing, x: 60, y: 60 },
          ],
        });
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(`Table ${missing} not found`);
      }
      expect(await positions()).toEqual(before);
    });

    it('needs tables.manage: 401 signed out, 403 for WAITER and KITCHEN', async () => {
      const body = { positions: [{ id: ids['T2 submitted'], x: 1, y: 1 }] };
      expect((await request(ctx.app, 'PUT', '/api/floor-plan/positions', { body })).status).toBe(401);
      expect((await put(body, waiter)).status).toBe(403);
      expect((await put(body, kitchen)).status).toBe(403);
    });
  });
});
