import { STATUS_CODE, type TOrderStatus } from '@tableside/shared/order-status';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { seedDatabase } from '../seed/seed.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

/**
 * A database with the configuration catalogue (Berlin time) and no sample orders, so every figure
 * on the dashboard comes from the orders a test writes itself, at the instants it chooses.
 */
export async function createDashboardContext(now: string): Promise<TTestContext> {
  const ctx = await createTestContext({ now });
  await seedDatabase(ctx.db, {
    adminEmail: 'owner@cafe.example',
    adminPassword: 'first-start-secret',
    hasher: ctx.deps.hasher,
    clock: ctx.clock,
    sampleData: false,
  });
  return ctx;
}

export type TViewer = { headers: { Authorization: string } };

export async function signedIn(ctx: TTestContext, who: { roles?: string[]; permissions?: string[] }) {
  return createSignedInUser(ctx.deps, who) as Promise<TViewer>;
}

export async function addMenuItem(ctx: TTestContext, name: string, priceCents: number): Promise<number> {
  const stamp = { updated_at: ctx.clock.now().toISOString() };
  const category =
    (await ctx.db.selectFrom('menu_categories').select('id').executeTakeFirst()) ??
    (await ctx.db
      .insertInto('menu_categories')
      .values({ name: 'Test', sort_order: 1, is_available: 1, is_visible: 1, ...stamp })
      .returning('id')
      .executeTakeFirstOrThrow());
  const row = await ctx.db
    .insertInto('menu_items')
    .values({
      category_id: category.id,
      name,
      basic_price: priceCents,
      default_price: priceCents,
      is_available: 1,
      is_visible: 1,
      sort_order: 1,
      ...stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addCustomer(
  ctx: TTestContext,
  customer: { name: string | null; email?: string; guest?: boolean },
): Promise<number> {
  const row = await ctx.db
    .insertInto('customers')
    .values({
      name: customer.name,
      email: customer.email ?? null,
      is_guest: customer.guest ? 1 : 0,
      is_active: 1,
      updated_at: ctx.clock.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type TTestLine = { menuItemId: number | null; name: string; priceCents: number; quantity: number };

export type TTestOrder = {
  at: string;
  status: TOrderStatus;
  grossCents: number;
  customerId?: number;
  benchId?: number;
  lines?: TTestLine[];
  /** Status changes after submission: [status, instant]. Submission itself is always recorded. */
  history?: [TOrderStatus, string][];
};

/** Writes an order as it would look after its history, with known totals. */
export async function addOrder(ctx: TTestContext, order: TTestOrder): Promise<number> {
  const { id } = await ctx.db
    .insertInto('customer_orders')
    .values({
      status: order.status,
      customer_id: order.customerId ?? null,
      bench_id: order.benchId ?? null,
      is_manual: 0,
      net: order.grossCents,
      taxes: 0,
      gross: order.grossCents,
      created_at: order.at,
      updated_at: order.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const line of order.lines ?? []) {
    await ctx.db
      .insertInto('customer_order_items')
      .values({
        order_id: id,
        menu_item_id: line.menuItemId,
        menu_item_name: line.name,
        default_price: line.priceCents,
        price: line.priceCents,
        quantity: line.quantity,
        tax_rate: 0,
        created_at: order.at,
        updated_at: order.at,
      })
      .execute();
  }
  const history: [TOrderStatus, string][] = [['SUBMITTED', order.at], ...(order.history ?? [])];
  for (const [status, at] of history) {
    await ctx.db
      .insertInto('order_status_history')
      .values({ order_id: id, status: STATUS_CODE[status], created_at: at, updated_at: at })
      .execute();
  }
  return id;
}
