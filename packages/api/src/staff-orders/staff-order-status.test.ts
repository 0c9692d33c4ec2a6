import {
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  STATUS_CODE,
  type TOrderStatus,
} from '@tableside/shared/order-status';
import type { TFullOrderView } from '@tableside/shared/orders.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchId, menuItem } from '../customer/customer-orders.test-helpers.ts';
import type { TDomainEvent } from '../events/event-bus.ts';
import { json } from '../test/http.ts';
import { setSettingValue } from '../test/settings.ts';
import type { TTestContext } from '../test/test-context.ts';
import { commitStatusChange } from './staff-orders.service.ts';
import {
  createManualOrder,
  createStaffCafeContext,
  staffCall,
  type TStaff,
} from './staff-orders.test-helpers.ts';

describe('PATCH /api/customer-orders/:id/status', () => {
  let ctx: TTestContext;
  let staff: TStaff;
  let table: number;
  let croissantId: number;

  beforeAll(async () => {
    ({ ctx, staff } = await createStaffCafeContext());
    table = await benchId(ctx, 'Table 7');
    croissantId = (await menuItem(ctx, 'Butter Croissant')).id;
  });
  afterAll(() => ctx.close());

  const newOrder = () =>
    createManualOrder(ctx, staff.waiter, {
      bench_id: table,
      items: [{ menuItemId: croissantId, quantity: 1 }],
    });
  const patch = (id: number | string, body: unknown, who: TStaff[keyof TStaff] | null = staff.kitchen) =>
    staffCall(ctx, who, 'PATCH', `/${id}/status`, body);
  const setStatus = (id: number, status: TOrderStatus) =>
    ctx.db.updateTable('customer_orders').set({ status }).where('id', '=', id).execute();
  const historyOf = (id: number) =>
    ctx.db.selectFrom('order_status_history').selectAll().where('order_id', '=', id).orderBy('id').execute();

  it('lets a waiter cancel only while USER_PERMISSIONS.WAITER_CAN_CANCEL is on', async () => {
    const order = await newOrder();
    await setSettingValue(ctx, 'USER_PERMISSIONS.WAITER_CAN_CANCEL', 'false');
    try {
      const refused = await patch(order.id, { status: 'CANCELLED' }, staff.waiter);
      expect(refused.status).toBe(403);
      expect((await json(refused)).message).toBe('Waiters may not cancel orders here. Please ask a manager.');
      expect((await historyOf(order.id)).map((entry) => entry.status)).toEqual([STATUS_CODE.SUBMITTED]);
      // Other moves stay open to the waiter.
      expect((await patch(order.id, { status: 'OPENED' }, staff.waiter)).status).toBe(200);
    } finally {
      await setSettingValue(ctx, 'USER_PERMISSIONS.WAITER_CAN_CANCEL', 'true');
    }
    expect((await patch(order.id, { status: 'CANCELLED' }, staff.waiter)).status).toBe(200);
  });

  it('moves the order on, records who did it with the notes, and announces the change', async () => {
    const order = await newOrder();
    const events: TDomainEvent[] = [];
    const unsubscribe = ctx.deps.events.subscribe((event) => events.push(event));
    const res = await patch(order.id, { status: 'OPENED', notes: '  Started on the grill ' });
    unsubscribe();

    expect(res.status).toBe(200);
    const body = await json<TFullOrderView>(res);
    expect(body.message).toBe('Status updated');
    expect(body.data).toMatchObject({
      id: order.id,
      status: 'OPENED',
      updated_by: staff.kitchen.id,
      updated_by_name: 'Kim Cook',
      created_by: staff.waiter.id,
      created_by_name: 'Wendy Waiter',
    });
    expect(body.data.status_history).toMatchObject([
      { status: 1, created_by: staff.waiter.id, created_by_name: 'Wendy Waiter', notes: null },
      {
        status: 2,
        notes: 'Started on the grill',
        created_by: staff.kitchen.id,
        created_by_name: 'Kim Cook',
        created_at: ctx.clock.now().toISOString(),
      },
    ]);
    expect(events).toEqual([
      {
        type: 'order.status_changed',
        orderId: order.id,
        benchId: table,
        status: 'OPENED',
        previous: 'SUBMITTED',
      },
    ]);
  });

  // spec admin 4: every sample sequence of history codes; 7 is the legacy paid code and means PAID.
  const SAMPLE_PATHS = [
    [1, 2, 3, 7, 6],
    [1, 2, 3, 4],
    [1, 2, 5],
    [1, 2, 3, 4, 5, 6],
    [1, 8],
    [1, 6],
  ];
  for (const path of SAMPLE_PATHS) {
    it(`follows the sample path ${path.join('→')}`, async () => {
      const order = await newOrder();
      for (const code of path.slice(1)) {
        const res = await patch(order.id, { status: code });
        expect(res.status, `code ${code}`).toBe(200);
      }
      const full = await json<TFullOrderView>(
        await staffCall(ctx, staff.kitchen, 'GET', `/${order.id}/full`),
      );
      const expectedCodes = path.map((code) => (code === 7 ? STATUS_CODE.PAID : code));
      expect(full.data.status_history.map((entry) => entry.status)).toEqual(expectedCodes);
      expect(STATUS_CODE[full.data.status]).toBe(expectedCodes.at(-1));
    });
  }

  it('accepts names in any case and numeric text', async () => {
    const order = await newOrder();
    expect((await patch(order.id, { status: 'opened' })).status).toBe(200);
    expect((await patch(order.id, { status: '3' })).status).toBe(200);
    const res = await patch(order.id, { status: 7 });
    expect((await json<TFullOrderView>(res)).data.status).toBe('PAID');
  });

  it('enforces the transition table for every pair of statuses', async () => {
    const order = await newOrder();
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        if (from === to) continue;
        await setStatus(order.id, from);
        const res = await patch(order.id, { status: to });
        const allowed = ORDER_TRANSITIONS[from].includes(to);
        expect(res.status, `${from} → ${to}`).toBe(allowed ? 200 : 409);
        if (!allowed) expect((await json(res)).message).toBe(`Cannot change order from ${from} to ${to}`);
      }
    }
  });

  it('keeps COMPLETED and CANCELLED final, writing nothing', async () => {
    for (const final of ['COMPLETED', 'CANCELLED'] as const) {
      const order = await newOrder();
      expect((await patch(order.id, { status: final })).status).toBe(200);
      const before = await historyOf(order.id);
      for (const to of ORDER_STATUSES.filter((status) => status !== final)) {
        const res = await patch(order.id, { status: to });
        expect(res.status).toBe(409);
        const body = await json(res);
        expect(body.code).toBe('CONFLICT');
        expect(body.message).toBe(`Cannot change order from ${final} to ${to}`);
      }
      expect(await historyOf(order.id)).toEqual(before);
    }
    const completed = await newOrder();
    await patch(completed.id, { status: 6 });
    expect((await json(await patch(completed.id, { status: 'OPENED' }))).message).toBe(
      'Cannot change order from COMPLETED to OPENED',
    );
  });

  it('answers 409 STALE_STATE for the status the order already has, without a history entry', async () => {
    const order = await newOrder();
    await patch(order.id, { status: 'OPENED' });
    const res = await patch(order.id, { status: 2 });
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({
      code: 'STALE_STATE',
      message: 'The order was changed by someone else. Reload and try again.',
      errors: { status: ['The order is already OPENED'] },
    });
    expect((await historyOf(order.id)).map((entry) => entry.status)).toEqual([1, 2]);
  });

  it('lets exactly one of two simultaneous changes from the same state win', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await newOrder();
      const results = await Promise.all([
        patch(order.id, { status: 'OPENED' }, staff.kitchen),
        patch(order.id, { status: 'OPENED' }, staff.waiter),
      ]);
      expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
      const loser = await json(results.find((res) => res.status === 409)!);
      // Whether the loser read the order before the winner committed (its conditional update then
      // finds nothing) or after (the order is already OPENED), it is told the order moved on.
      expect(loser).toMatchObject({
        code: 'STALE_STATE',
        message: 'The order was changed by someone else. Reload and try again.',
      });
      expect((await historyOf(order.id)).map((entry) => entry.status)).toEqual([1, 2]);
    }
  });

  it('refuses a change based on a status the order no longer has (409 STALE_STATE), writing nothing', async () => {
    const order = await newOrder();
    await patch(order.id, { status: 'OPENED' });
    const stamp = { at: ctx.clock.now().toISOString(), by: { id: staff.waiter.id, name: 'Wendy Waiter' } };
    // What the losing request of a race does: it decided on SUBMITTED, which another change replaced.
    const attempt = ctx.db
      .transaction()
      .execute((trx) => commitStatusChange(trx, order.id, 'SUBMITTED', 'CANCELLED', stamp, null));
    await expect(attempt).rejects.toMatchObject({
      code: 'STALE_STATE',
      status: 409,
      message: 'The order was changed by someone else. Reload and try again.',
    });
    const row = await ctx.db
      .selectFrom('customer_orders')
      .select(['status', 'updated_by'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'OPENED', updated_by: staff.kitchen.id });
    expect((await historyOf(order.id)).map((entry) => entry.status)).toEqual([1, 2]);
  });

  it('answers 400 with field errors for a bad status or notes, writing nothing', async () => {
    const order = await newOrder();
    for (const body of [
      {},
      { status: 'FOO' },
      { status: 9 },
      { status: 0 },
      { status: 2.5 },
      { status: null },
    ]) {
      const res = await patch(order.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).errors?.status).toBeDefined();
    }
    const longNotes = await patch(order.id, { status: 'OPENED', notes: 'x'.repeat(501) });
    expect(longNotes.status).toBe(400);
    expect((await json(longNotes)).errors?.notes).toEqual(['At most 500 characters']);
    const malformed = await staffCall(ctx, staff.kitchen, 'PATCH', `/${order.id}/status`, '{"status":');
    expect(malformed.status).toBe(400);
    expect((await historyOf(order.id)).map((entry) => entry.status)).toEqual([1]);
  });

  it('answers 400 for an id that is not a positive number and 404 for an unknown order', async () => {
    for (const id of ['0', 'abc', '-1', '1.5']) {
      const res = await patch(id, { status: 'OPENED' });
      expect(res.status, id).toBe(400);
      expect((await json(res)).errors?.id).toBeDefined();
    }
    const res = await patch(999_999, { status: 'OPENED' });
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe('Order 999999 not found');
  });

  it('needs orders.update_status: 401 without a token, 403 without the permission', async () => {
    const order = await newOrder();
    expect((await patch(order.id, { status: 'OPENED' }, null)).status).toBe(401);
    const forbidden = await patch(order.id, { status: 'OPENED' }, staff.host);
    expect(forbidden.status).toBe(403);
    expect((await json(forbidden)).message).toBe('Missing permission: orders.update_status');
    expect((await historyOf(order.id)).map((entry) => entry.status)).toEqual([1]);
  });
});
