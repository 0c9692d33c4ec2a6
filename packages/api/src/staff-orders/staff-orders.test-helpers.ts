import { ZPageOf } from '@tableside/shared/list.schemas';
import { type TFullOrderView, ZFullOrderView } from '@tableside/shared/orders.schemas';
import { ZStaffOrderListItem, ZTodayOrderCount } from '@tableside/shared/staff-orders.schemas';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { z } from 'zod';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { createCafeContext } from '../customer/customer-orders.test-helpers.ts';
import { json, request, type TTestEnvelope } from '../test/http.ts';
import type { TTestContext } from '../test/test-context.ts';

/**
 * Staff members of the seeded cafe for the staff order tests (spec admin 6; roles from
 * SEEDED_ROLES): a waiter (reads, creates, edits, changes status), a cook (reads, changes status)
 * and a host who may see the menu but not the orders.
 */
export type TStaff = {
  waiter: { id: number; headers: { Authorization: string } };
  kitchen: { id: number; headers: { Authorization: string } };
  host: { id: number; headers: { Authorization: string } };
};

/** The sample cafe at CAFE_NOW with its staff signed in (tokens follow the test clock). */
export async function createStaffCafeContext(): Promise<{ ctx: TTestContext; staff: TStaff }> {
  const ctx = await createCafeContext();
  return { ctx, staff: await createStaff(ctx) };
}

async function createStaff(ctx: TTestContext): Promise<TStaff> {
  const waiter = await createSignedInUser(ctx.deps, { name: 'Wendy Waiter', roles: ['WAITER'] });
  const kitchen = await createSignedInUser(ctx.deps, { name: 'Kim Cook', roles: ['KITCHEN'] });
  const host = await createSignedInUser(ctx.deps, { name: 'Hugo Host', permissions: ['menu.read'] });
  return { waiter, kitchen, host };
}

/**
 * The shared schemas web/src/admin/orders/orders.api.ts parses these answers with (paths under
 * /customer-orders): each successful answer must fit its schema whole (nothing the schema would drop).
 */
const WEB_SCHEMAS: ReadonlyArray<readonly [method: string, path: RegExp, schema: z.ZodType]> = [
  ['GET', /^(\?(?!.*\bpage=).*)?$/, z.array(ZStaffOrderListItem)],
  ['GET', /^\?.*\bpage=/, ZPageOf(ZStaffOrderListItem)],
  ['GET', /^\/\d+\/full$/, ZFullOrderView],
  ['GET', /^\/today-count$/, ZTodayOrderCount],
  ['PATCH', /^\/\d+\/status$/, ZFullOrderView],
  ['POST', /^(\/\d+\/(receipt|add-items))?$/, ZFullOrderView],
  ['DELETE', /^\/\d+\/items\/\d+$/, ZFullOrderView],
];

/** Calls /api/customer-orders{path} with a staff member's headers. */
export async function staffCall(
  ctx: TTestContext,
  who: { headers: Record<string, string> } | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  const res = await request(ctx.app, method, `/customer-orders${path}`, {
    body,
    headers: who?.headers ?? {},
  });
  const schema = WEB_SCHEMAS.find(([m, pattern]) => m === method && pattern.test(path))?.[2];
  if (res.ok && schema) {
    const { data } = await json<unknown>(res.clone());
    expect(schema.parse(data), `${method} /customer-orders${path}`).toEqual(data);
  }
  return res;
}

/** Creates a manual order and expects success. */
export async function createManualOrder(
  ctx: TTestContext,
  who: { headers: Record<string, string> },
  body: unknown,
): Promise<TFullOrderView> {
  const res = await staffCall(ctx, who, 'POST', '', body);
  const envelope: TTestEnvelope<TFullOrderView> = await json<TFullOrderView>(res);
  if (res.status !== 201) throw new Error(`Create failed: ${res.status} ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** Moves an order's creation time; the table types keep created_at out of updates, as the app must. */
export async function backdate(ctx: TTestContext, orderId: number, createdAt: string): Promise<void> {
  await sql`update customer_orders set created_at = ${createdAt} where id = ${orderId}`.execute(ctx.db);
}
