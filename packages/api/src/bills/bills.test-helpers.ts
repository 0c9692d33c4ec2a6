import {
  type TBill,
  type TStaffBill,
  ZBill,
  ZBillReceipt,
  ZEndOfDayReport,
  ZJoinedShare,
  ZStaffBill,
  ZTableBill,
} from '@tableside/shared/bills.schemas';
import type { TSubmittedOrder } from '@tableside/shared/orders.schemas';
import { expect } from 'vitest';
import { z } from 'zod';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { freshAddress, menuItem, submitOk } from '../customer/customer-orders.test-helpers.ts';
import { json, request } from '../test/http.ts';
import type { TTestContext } from '../test/test-context.ts';

/** The bill tests' people: a waiter (takes payments), a manager (refunds, reports), a cook, a host. */
export type TWho = { id: number; headers: { Authorization: string } };

export async function billStaff(ctx: TTestContext) {
  return {
    waiter: await createSignedInUser(ctx.deps, { name: 'Wendy Waiter', roles: ['WAITER'] }),
    manager: await createSignedInUser(ctx.deps, { name: 'Max Manager', roles: ['MANAGER'] }),
    kitchen: await createSignedInUser(ctx.deps, { name: 'Kim Cook', roles: ['KITCHEN'] }),
    host: await createSignedInUser(ctx.deps, { name: 'Hugo Host', permissions: ['menu.read'] }),
  };
}

let benchCounter = 0;

/** A new, active table of its own, so each test's bill starts from nothing. */
export async function freshBench(ctx: TTestContext): Promise<number> {
  benchCounter += 1;
  const branch = await ctx.db.selectFrom('benches').select('branch_id').executeTakeFirstOrThrow();
  const now = ctx.clock.now().toISOString();
  const row = await ctx.db
    .insertInto('benches')
    .values({
      name: `Bill table ${benchCounter}`,
      seat_capacity: 4,
      branch_id: branch.branch_id,
      active: 1,
      archived: 0,
      floor_x: null,
      floor_y: null,
      floor_shape: null,
      created_at: now,
      updated_at: now,
      created_by: null,
      created_by_name: null,
      updated_by: null,
      updated_by_name: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A guest's order at the table whose one line then costs `cents` at `taxPercent` (stored as the
 * order's price, so the bill's figures are easy to state), and its token.
 */
export async function guestOrder(
  ctx: TTestContext,
  benchId: number,
  cents: number,
  options: { taxPercent?: number; quantity?: number; body?: Record<string, unknown> } = {},
): Promise<TSubmittedOrder> {
  const caesar = await menuItem(ctx, 'Caesar Salad');
  const order = await submitOk(ctx, {
    bench_id: benchId,
    items: [{ menuItemId: caesar.id, quantity: options.quantity ?? 1 }],
    ...options.body,
  });
  await ctx.db
    .updateTable('customer_order_items')
    .set({ price: cents, tax_rate: Math.round((options.taxPercent ?? 0) * 100) })
    .where('order_id', '=', order.id)
    .execute();
  return order;
}

/** The shared schema each successful answer must fit whole, as the web app parses it. */
const SCHEMAS: ReadonlyArray<readonly [method: string, path: RegExp, schema: z.ZodType]> = [
  ['GET', /^\/customer\/benches\/\d+\/bill$/, ZTableBill],
  ['POST', /^\/customer\/benches\/\d+\/bill\/request$/, ZBill],
  ['POST', /^\/customer\/bills\/\d+\/shares$/, ZJoinedShare],
  ['PUT', /^\/customer\/bills\/\d+\/shares\/\d+$/, ZBill],
  ['DELETE', /^\/customer\/bills\/\d+\/shares\/\d+$/, ZBill],
  ['GET', /^\/(customer\/)?bills\/\d+\/receipt$/, ZBillReceipt],
  ['GET', /^\/bills(\?.*)?$/, z.array(ZStaffBill)],
  ['GET', /^\/bills\/\d+$/, ZStaffBill],
  ['POST', /^\/bills(\/\d+\/(acknowledge|payments|clear))?$/, ZStaffBill],
  ['POST', /^\/payments\/\d+\/(void|refund)$/, ZStaffBill],
  ['GET', /^\/reports\/end-of-day\?(?!.*format=csv)/, ZEndOfDayReport],
];

export async function call(
  ctx: TTestContext,
  method: string,
  path: string,
  options: { who?: TWho | null; token?: string; body?: unknown; address?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    'X-Forwarded-For': options.address ?? freshAddress(),
    ...(options.who?.headers ?? {}),
  };
  if (options.token !== undefined) headers['X-Order-Token'] = options.token;
  const res = await request(ctx.app, method, path, { body: options.body, headers });
  const schema = SCHEMAS.find(([m, pattern]) => m === method && pattern.test(path))?.[2];
  if (res.ok && schema) {
    const { data } = await json<unknown>(res.clone());
    expect(schema.parse(data), `${method} ${path}`).toEqual(data);
  }
  return res;
}

/** Calls and expects `status`; answers the envelope's data. */
export async function expectCall<T>(
  ctx: TTestContext,
  status: number,
  method: string,
  path: string,
  options: Parameters<typeof call>[3] = {},
): Promise<T> {
  const res = await call(ctx, method, path, options);
  const body = await json<T>(res);
  expect(res.status, `${method} ${path}: ${JSON.stringify(body)}`).toBe(status);
  return body.data;
}

export function requestBill(ctx: TTestContext, benchId: number, token: string, body: unknown, status = 201) {
  return expectCall<TBill>(ctx, status, 'POST', `/customer/benches/${benchId}/bill/request`, { token, body });
}

export function pay(ctx: TTestContext, who: TWho, billId: number, body: unknown, status = 201) {
  return expectCall<TStaffBill>(ctx, status, 'POST', `/bills/${billId}/payments`, { who, body });
}

/** A new table with one guest order of `cents`, whose bill the guest asked for in two equal shares. */
export async function equalBillOfTwo(ctx: TTestContext, cents = 1000) {
  const bench = await freshBench(ctx);
  const order = await guestOrder(ctx, bench, cents);
  const bill = await requestBill(ctx, bench, order.order_token, {
    split_mode: 'EQUAL',
    split_count: 2,
    payment_method: 'CASH',
  });
  return { bench, order, bill };
}

/** Staff serve an order: SUBMITTED → READY → DELIVERED, as the kitchen and a waiter would. */
export async function serve(ctx: TTestContext, who: TWho, orderId: number): Promise<void> {
  for (const status of ['READY', 'DELIVERED']) {
    await expectCall(ctx, 200, 'PATCH', `/customer-orders/${orderId}/status`, { who, body: { status } });
  }
}
