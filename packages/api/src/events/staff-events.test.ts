import type { TFullOrderView } from '@tableside/shared/orders.schemas';
import type { TBenchDetail } from '@tableside/shared/tables.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { benchId, menuItem } from '../customer/customer-orders.test-helpers.ts';
import {
  createManualOrder,
  createStaffCafeContext,
  staffCall,
  type TStaff,
} from '../staff-orders/staff-orders.test-helpers.ts';
import { json, request } from '../test/http.ts';
import { readSseUntil } from '../test/sse.ts';
import type { TTestContext } from '../test/test-context.ts';
import { staffEventMessage } from './staff-events.routes.ts';

/** The data of every `event` in a Server-Sent Events text, in order. */
function dataOf(text: string, event: string): unknown[] {
  return text
    .split('\n\n')
    .filter((block) => block.split('\n').includes(`event: ${event}`))
    .map((block) =>
      JSON.parse(
        block
          .split('\n')
          .find((line) => line.startsWith('data: '))
          ?.slice(6) ?? 'null',
      ),
    );
}

const count = (text: string, event: string) => dataOf(text, event).length;

describe('GET /api/events', () => {
  let ctx: TTestContext;
  let staff: TStaff;
  let order: TFullOrderView;

  beforeAll(async () => {
    ({ ctx, staff } = await createStaffCafeContext());
    const croissant = await menuItem(ctx, 'Butter Croissant');
    order = await createManualOrder(ctx, staff.waiter, {
      items: [{ menuItemId: croissant.id, quantity: 1 }],
    });
  });
  afterAll(() => ctx.close());

  /** Opens the stream; `auth` is the Authorization header or the access_token query parameter. */
  async function open(auth: { header?: string; query?: string }) {
    const controller = new AbortController();
    const query = auth.query === undefined ? '' : `?access_token=${encodeURIComponent(auth.query)}`;
    const res = await ctx.app.request(`/api/events${query}`, {
      headers: auth.header ? { Authorization: auth.header } : {},
      signal: controller.signal,
    });
    return { res, close: () => controller.abort() };
  }
  const tokenOf = (who: { headers: { Authorization: string } }) =>
    who.headers.Authorization.slice('Bearer '.length);

  it('streams a status change made by staff, with table, status and previous status', async () => {
    const { res, close } = await open({ header: staff.kitchen.headers.Authorization });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    try {
      await readSseUntil(reader, 'event: ready');
      ctx.deps.events.publish({ type: 'menu.changed' });
      const patch = await staffCall(ctx, staff.kitchen, 'PATCH', `/${order.id}/status`, { status: 'OPENED' });
      expect(patch.status).toBe(200);
      const received = await readSseUntil(reader, 'event: order.status_changed');
      expect(received).toContain(
        `data: {"orderId":${order.id},"benchId":null,"status":"OPENED","previous":"SUBMITTED"}`,
      );
      expect(received).not.toContain('menu.changed');
    } finally {
      close();
      await reader.cancel().catch(() => undefined);
    }
  });

  it('takes the access token as a query parameter, for EventSource', async () => {
    const { res, close } = await open({ query: tokenOf(staff.kitchen) });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    try {
      await readSseUntil(reader, 'event: ready');
      ctx.deps.events.publish({ type: 'order.items_changed', orderId: order.id, benchId: 4 });
      expect(await readSseUntil(reader, 'event: order.items_changed')).toContain(
        `data: {"orderId":${order.id},"benchId":4}`,
      );
    } finally {
      close();
      await reader.cancel().catch(() => undefined);
    }
  });

  it('answers 401 without a valid token and 403 without orders.read', async () => {
    expect((await open({})).res.status).toBe(401);
    expect((await open({ query: 'not-a-token' })).res.status).toBe(401);
    const forbidden = await open({ query: tokenOf(staff.host) });
    expect(forbidden.res.status).toBe(403);
    expect((await json(forbidden.res)).message).toBe('Missing permission: orders.read');
    expect((await open({ header: staff.host.headers.Authorization })).res.status).toBe(403);
  });

  it('reads the query parameter on this endpoint only', async () => {
    const res = await staffCall(ctx, null, 'GET', `?access_token=${tokenOf(staff.kitchen)}`);
    expect(res.status).toBe(401);
  });

  it('sends every order event, and table events to those who may see tables', () => {
    const cook = ['orders.read'];
    const waiter = ['orders.read', 'tables.read'];
    expect(
      staffEventMessage({ type: 'order.created', orderId: 1, benchId: 2, status: 'SUBMITTED' }, cook),
    ).toEqual({
      event: 'order.created',
      data: { orderId: 1, benchId: 2, status: 'SUBMITTED' },
    });
    expect(staffEventMessage({ type: 'order.items_changed', orderId: 1, benchId: null }, cook)).toEqual({
      event: 'order.items_changed',
      data: { orderId: 1, benchId: null },
    });
    const cart = { type: 'shared_cart.changed', cartId: 'secret-cart-id', benchId: 3, version: 2 } as const;
    expect(staffEventMessage(cart, cook)).toBeNull();
    expect(staffEventMessage(cart, waiter)).toEqual({ event: 'shared_cart.changed', data: { benchId: 3 } });
    expect(staffEventMessage({ type: 'tables.changed', benchIds: [4] }, cook)).toBeNull();
    expect(staffEventMessage({ type: 'tables.changed', benchIds: [4] }, waiter)).toEqual({
      event: 'tables.changed',
      data: { benchIds: [4] },
    });
    expect(staffEventMessage({ type: 'tables.changed' }, waiter)).toEqual({
      event: 'tables.changed',
      data: { benchIds: null },
    });
    expect(staffEventMessage({ type: 'menu.changed' }, waiter)).toBeNull();
    expect(staffEventMessage({ type: 'config.changed', keys: ['NOTIFICATIONS.SOUND'] }, cook)).toEqual({
      event: 'settings.changed',
      data: { keys: ['NOTIFICATIONS.SOUND'] },
    });
  });

  it('streams every table write with the table ids, to staff who may see tables only', async () => {
    const manager = await createSignedInUser(ctx.deps, { name: 'Mia Manager', roles: ['MANAGER'] });
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await request(ctx.app, method, path, { headers: manager.headers, body });
      expect(res.status, `${method} ${path}`).toBeLessThan(300);
      return (await json<TBenchDetail>(res)).data;
    };
    const waiterStream = await open({ header: staff.waiter.headers.Authorization });
    const cookStream = await open({ header: staff.kitchen.headers.Authorization });
    const waiterReader = waiterStream.res.body!.getReader();
    const cookReader = cookStream.res.body!.getReader();
    try {
      await readSseUntil(waiterReader, 'event: ready');
      await readSseUntil(cookReader, 'event: ready');

      const { id } = await call('POST', '/benches', { name: 'Pop-up', seat_capacity: 2 });
      await call('PUT', `/benches/${id}`, { name: 'Pop-up 2', seat_capacity: 4 });
      await call('PATCH', `/benches/${id}/toggle-active`);
      await call('PUT', '/floor-plan/positions', { positions: [{ id, x: 40, y: 60 }] });
      await call('POST', `/benches/${id}/archive`);
      await call('POST', `/benches/${id}/unarchive`, { reactivate: true });
      await call('DELETE', `/benches/${id}`);

      const text = await readSseUntil(waiterReader, (so) => count(so, 'tables.changed') === 7);
      expect(dataOf(text, 'tables.changed')).toEqual(Array(7).fill({ benchIds: [id] }));

      // The cook may not see tables: the next event they get is the order event after the writes.
      ctx.deps.events.publish({ type: 'order.items_changed', orderId: order.id, benchId: null });
      const cookText = await readSseUntil(cookReader, 'event: order.items_changed');
      expect(cookText).not.toContain('tables.changed');
    } finally {
      waiterStream.close();
      cookStream.close();
      await waiterReader.cancel().catch(() => undefined);
      await cookReader.cancel().catch(() => undefined);
    }
  });

  it("streams a guest's shared-cart change as its table, never the cart's id or lines", async () => {
    const table = await benchId(ctx, 'Table 7');
    const croissant = await menuItem(ctx, 'Butter Croissant');
    const { res, close } = await open({ header: staff.waiter.headers.Authorization });
    const reader = res.body!.getReader();
    try {
      await readSseUntil(reader, 'event: ready');
      const started = await request(ctx.app, 'POST', '/customer/shared-carts', {
        body: { bench_id: table, participant_name: 'Ada', cart: { items: [] } },
      });
      expect(started.status).toBe(201);
      const session = (await json<{ sharedCartId: string; participant: { id: string } }>(started)).data;
      const added = await request(ctx.app, 'POST', `/customer/shared-carts/${session.sharedCartId}/items`, {
        body: { participant_id: session.participant.id, line: { menuItemId: croissant.id, quantity: 2 } },
      });
      expect(added.status).toBe(200);

      const text = await readSseUntil(reader, (so) => count(so, 'shared_cart.changed') === 2);
      expect(dataOf(text, 'shared_cart.changed')).toEqual([{ benchId: table }, { benchId: table }]);
      expect(text).not.toContain(session.sharedCartId);
      expect(text).not.toContain('Ada');
      expect(text).not.toContain('Croissant');
    } finally {
      close();
      await reader.cancel().catch(() => undefined);
    }
  });
});
