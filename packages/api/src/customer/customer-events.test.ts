import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { json, request } from '../test/http.ts';
import { readSseUntil } from '../test/sse.ts';
import type { TTestContext } from '../test/test-context.ts';
import { benchOrderMessage } from './customer-events.routes.ts';
import { benchId, createCafeContext, menuItem, submitOk } from './customer-orders.test-helpers.ts';

describe('GET /api/customer/orders/bench/:benchId/events', () => {
  let ctx: TTestContext;
  let table: number;
  let otherTable: number;

  beforeAll(async () => {
    ctx = await createCafeContext();
    table = await benchId(ctx, 'Table 11');
    otherTable = await benchId(ctx, 'Table 12');
  });
  afterAll(() => ctx.close());

  it("streams this table's order events and none of another table's", async () => {
    const controller = new AbortController();
    const res = await ctx.app.request(`/api/customer/orders/bench/${table}/events`, {
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    try {
      await readSseUntil(reader, 'event: ready');

      ctx.deps.events.publish({
        type: 'order.created',
        orderId: 901,
        benchId: otherTable,
        status: 'SUBMITTED',
      });
      ctx.deps.events.publish({ type: 'menu.changed' });
      ctx.deps.events.publish({
        type: 'order.status_changed',
        orderId: 77,
        benchId: table,
        status: 'OPENED',
        previous: 'SUBMITTED',
      });
      const statusChange = await readSseUntil(reader, 'event: order.status_changed');
      expect(statusChange).toContain('data: {"orderId":77,"status":"OPENED"}');
      expect(statusChange).not.toContain('901');

      // A real submission at this table arrives as order.created.
      const croissant = await menuItem(ctx, 'Butter Croissant');
      const order = await submitOk(ctx, {
        bench_id: table,
        items: [{ menuItemId: croissant.id, quantity: 1 }],
      });
      const created = await readSseUntil(reader, 'event: order.created');
      expect(created).toContain(`data: {"orderId":${order.id},"status":"SUBMITTED"}`);
    } finally {
      controller.abort();
      await reader.cancel().catch(() => undefined);
    }
  });

  it('tells the guests of a table that staff switched it off, and not those of another table', async () => {
    const manager = await createSignedInUser(ctx.deps, { roles: ['MANAGER'] });
    const controller = new AbortController();
    const res = await ctx.app.request(`/api/customer/orders/bench/${table}/events`, {
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    const toggle = async (id: number) => {
      const answer = await request(ctx.app, 'PATCH', `/benches/${id}/toggle-active`, {
        headers: manager.headers,
      });
      expect(answer.status).toBe(200);
    };
    try {
      await readSseUntil(reader, 'event: ready');
      await toggle(otherTable);
      await toggle(table);
      const text = await readSseUntil(reader, 'event: table.changed');
      expect(text.match(/event: table\.changed/g)).toHaveLength(1);
      expect(text).toContain('event: table.changed\ndata: {}');
    } finally {
      controller.abort();
      await reader.cancel().catch(() => undefined);
      await toggle(otherTable);
      await toggle(table);
    }
  });

  it('answers 404 for an unknown table', async () => {
    const res = await request(ctx.app, 'GET', '/customer/orders/bench/9999/events');
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe('Bench 9999 not found');
  });

  it('selects order events of the table only, with ids and statuses but no contents', () => {
    expect(benchOrderMessage({ type: 'order.items_changed', orderId: 5, benchId: 3 }, 3)).toEqual({
      event: 'order.items_changed',
      data: { orderId: 5 },
    });
    expect(benchOrderMessage({ type: 'order.items_changed', orderId: 5, benchId: null }, 3)).toBeNull();
    expect(
      benchOrderMessage({ type: 'shared_cart.changed', cartId: 'c', benchId: 3, version: 2 }, 3),
    ).toBeNull();
    expect(benchOrderMessage({ type: 'tables.changed', benchIds: [4, 5] }, 3)).toBeNull();
  });

  it('tells a table that it, or any table, changed, without what changed', () => {
    expect(benchOrderMessage({ type: 'tables.changed', benchIds: [2, 3] }, 3)).toEqual({
      event: 'table.changed',
      data: {},
    });
    expect(benchOrderMessage({ type: 'tables.changed' }, 3)).toEqual({ event: 'table.changed', data: {} });
  });

  it('tells every table that settings or the menu changed, without their values', () => {
    expect(benchOrderMessage({ type: 'config.changed', keys: ['CONTACT.EMAIL'] }, 3)).toEqual({
      event: 'settings.changed',
      data: {},
    });
    expect(benchOrderMessage({ type: 'menu.changed' }, 3)).toEqual({ event: 'menu.changed', data: {} });
  });
});
