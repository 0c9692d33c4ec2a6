import type { TSharedCartSession, TSharedCartView } from '@tableside/shared/shared-cart.schemas';
import { seedDatabase } from '../seed/seed.ts';
import { json, request, type TTestEnvelope } from '../test/http.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

/** A Wednesday, 13:00 in Berlin (the sample cafe's time zone): coffee and salads are both served. */
export const NOW = '2025-03-12T12:00:00.000Z';
export const BASE = '/api/customer/shared-carts';

export type TSharedCartTest = TTestContext & {
  tableId(name: string): Promise<number>;
  itemId(name: string): Promise<number>;
  /** Ids of an item's customization and of one of its options, by name. */
  option(
    item: string,
    customization: string,
    option: string,
  ): Promise<{ customizationId: number; optionId: number }>;
  call<T = TSharedCartView>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: TTestEnvelope<T> }>;
  /** Starts a cart at 'Table 1' (or the given table) and answers its session. */
  start(extra?: Record<string, unknown>): Promise<TSharedCartSession>;
  sharedCartCount(): Promise<number>;
};

/** The API over the seeded sample cafe, with helpers that read the menu by name. */
export async function createSharedCartTest(): Promise<TSharedCartTest> {
  const ctx = await createTestContext({ now: NOW });
  await seedDatabase(ctx.db, {
    adminEmail: 'owner@example.com',
    adminPassword: 'secret-password',
    hasher: ctx.deps.hasher,
    clock: ctx.clock,
    sampleData: true,
  });
  const tableId = async (name: string) =>
    (await ctx.db.selectFrom('benches').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const itemId = async (name: string) =>
    (await ctx.db.selectFrom('menu_items').select('id').where('name', '=', name).executeTakeFirstOrThrow())
      .id;
  // Each call comes from its own address, so only the test about it meets the per-address limit.
  let calls = 0;
  const call = async <T = TSharedCartView>(method: string, path: string, body?: unknown) => {
    const headers = { 'x-forwarded-for': `198.51.100.${++calls % 250}` };
    const res = await request(ctx.app, method, `${BASE}${path}`, { body, headers });
    return { status: res.status, body: await json<T>(res) };
  };
  return {
    ...ctx,
    tableId,
    itemId,
    async option(item, customization, option) {
      const row = await ctx.db
        .selectFrom('menu_item_customization_options as o')
        .innerJoin('menu_item_customizations as c', 'c.id', 'o.menu_item_customization_id')
        .select(['c.id as customizationId', 'o.id as optionId'])
        .where('c.menu_item_id', '=', await itemId(item))
        .where('c.name', '=', customization)
        .where('o.name', '=', option)
        .executeTakeFirstOrThrow();
      return row;
    },
    call,
    async start(extra = {}) {
      const { status, body } = await call<TSharedCartSession>('POST', '', {
        bench_id: await tableId('Table 1'),
        ...extra,
      });
      if (status !== 201) throw new Error(`Could not start a shared cart: ${status} ${body.message}`);
      return body.data;
    },
    async sharedCartCount() {
      const row = await ctx.db
        .selectFrom('shared_carts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
