import type { TSubmittedOrder } from '@tableside/shared/orders.schemas';
import type { Database } from '../db/schema.ts';
import { seedDatabase } from '../seed/seed.ts';
import { json, request, type TTestEnvelope } from '../test/http.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

/**
 * The sample cafe at a fixed time for the guest order tests: Friday 14 March 2025, 16:30 in Berlin
 * (REGIONAL.TIMEZONE). The cafe is open (Fri 09:00–23:00), lunch is served (11:00–21:00), breakfast
 * is over (until 11:30) and the weekend-only Full Breakfast is closed for the day.
 */
export const CAFE_NOW = '2025-03-14T15:30:00.000Z';

export async function createCafeContext(): Promise<TTestContext> {
  const ctx = await createTestContext({ now: CAFE_NOW });
  await seedDatabase(ctx.db, {
    adminEmail: 'owner@cafe.example',
    adminPassword: 'first-start-secret',
    hasher: ctx.deps.hasher,
    clock: ctx.clock,
    sampleData: true,
  });
  return ctx;
}

export type TMenuRef = {
  id: number;
  basicPrice: number;
  /** Customization name → its id and option ids by option name. */
  customizations: Map<string, { id: number; options: Map<string, number> }>;
};

/** A seeded menu item by name, with the ids a guest's cart would send. */
export async function menuItem(ctx: TTestContext, name: string): Promise<TMenuRef> {
  const item = await ctx.db
    .selectFrom('menu_items')
    .select(['id', 'basic_price'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  const rows = await ctx.db
    .selectFrom('menu_item_customizations as c')
    .leftJoin('menu_item_customization_options as o', 'o.menu_item_customization_id', 'c.id')
    .select(['c.id', 'c.name', 'o.id as option_id', 'o.name as option_name'])
    .where('c.menu_item_id', '=', item.id)
    .execute();
  const customizations: TMenuRef['customizations'] = new Map();
  for (const row of rows) {
    const entry = customizations.get(row.name) ?? { id: row.id, options: new Map() };
    if (row.option_id !== null && row.option_name !== null) entry.options.set(row.option_name, row.option_id);
    customizations.set(row.name, entry);
  }
  return { id: item.id, basicPrice: item.basic_price, customizations };
}

/** The choice a cart sends for one customization of `item`. */
export function choose(item: TMenuRef, customization: string, ...options: string[]) {
  const found = item.customizations.get(customization);
  if (!found) throw new Error(`No customization ${customization}`);
  return {
    customizationId: found.id,
    selectedOptions: options.map((option) => {
      const optionId = found.options.get(option);
      if (optionId === undefined) throw new Error(`No option ${option} in ${customization}`);
      return { optionId, price: 999 };
    }),
  };
}

export async function benchId(ctx: TTestContext, name: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('benches')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countRows(ctx: TTestContext, table: keyof Database): Promise<number> {
  const row = await ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Rows in every table an order submission writes to. */
export async function orderTableCounts(ctx: TTestContext): Promise<number[]> {
  const tables = [
    'customer_orders',
    'customer_order_items',
    'customer_order_item_details',
    'order_status_history',
    'customers',
    'idempotency_keys',
  ] as const;
  return Promise.all(tables.map((table) => countRows(ctx, table)));
}

let addressCounter = 0;

/** A fresh client address, so one test's submissions do not use up another's rate limit. */
export function freshAddress(): string {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
}

export function submit(
  ctx: TTestContext,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return request(ctx.app, 'POST', '/customer/orders/submit', {
    body,
    headers: { 'X-Forwarded-For': freshAddress(), ...headers },
  });
}

/** Submits and expects success; returns the order with its token. */
export async function submitOk(ctx: TTestContext, body: unknown): Promise<TSubmittedOrder> {
  const res = await submit(ctx, body);
  const envelope: TTestEnvelope<TSubmittedOrder> = await json<TSubmittedOrder>(res);
  if (res.status !== 201) throw new Error(`Submit failed: ${res.status} ${JSON.stringify(envelope)}`);
  return envelope.data;
}
