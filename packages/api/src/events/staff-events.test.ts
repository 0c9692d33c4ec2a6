import type { TFullOrderView } from '@tableside/shared/orders.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItem } from '../customer/customer-orders.test-helpers.ts';
import {
  createManualOrder,
  createStaffCafeContext,
  staffCall,
  type TStaff,
} from '../staff-orders/staff-orders.test-helpers.ts';
import { json } from '../test/http.ts';
import { readSseUntil } from '../test/sse.ts';
import type { TTestContext } from '../test/test-context.ts';
import { staffOrderMessage } from './staff-events.routes.ts';

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

  it('sends every order event and nothing else', () => {
    expect(staffOrderMessage({ type: 'order.created', orderId: 1, benchId: 2, status: 'SUBMITTED' })).toEqual(
      {
        event: 'order.created',
        data: { orderId: 1, benchId: 2, status: 'SUBMITTED' },
      },
    );
    expect(staffOrderMessage({ type: 'order.items_changed', orderId: 1, benchId: null })).toEqual({
      event: 'order.items_changed',
      data: { orderId: 1, benchId: null },
    });
    expect(
      staffOrderMessage({ type: 'shared_cart.changed', cartId: 'c', benchId: 3, version: 2 }),
    ).toBeNull();
    expect(staffOrderMessage({ type: 'tables.changed' })).toBeNull();
    expect(staffOrderMessage({ type: 'config.changed', keys: ['NOTIFICATIONS.SOUND'] })).toEqual({
      event: 'settings.changed',
      data: { keys: ['NOTIFICATIONS.SOUND'] },
    });
  });
});
