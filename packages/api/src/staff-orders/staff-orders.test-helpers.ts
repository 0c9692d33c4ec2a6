import type { TFullOrderView } from '@tableside/shared/orders.schemas';
import { sql } from 'kysely';
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

/** Calls /api/customer-orders{path} with a staff member's headers. */
export function staffCall(
  ctx: TTestContext,
  who: { headers: Record<string, string> } | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  return request(ctx.app, method, `/customer-orders${path}`, { body, headers: who?.headers ?? {} });
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
