import type { TRestoreResult } from '@tableside/shared/database.schemas';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import {
  benchId,
  CAFE_NOW,
  countRows,
  createCafeContext,
  menuItem,
  submit,
} from '../customer/customer-orders.test-helpers.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { json, request } from '../test/http.ts';
import { seedForTests } from '../test/seed-for-tests.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

/**
 * Backups travel: taken on the suite's database (PostgreSQL when TEST_DATABASE_URL is set) they
 * restore on SQLite, and the other way round; and one taken while guests order restores whole.
 */
const contexts: TTestContext[] = [];
afterEach(async () => {
  for (const ctx of contexts.splice(0)) await ctx.close();
});

async function sqliteContext(): Promise<TTestContext> {
  const sqlite = new SQLite(':memory:');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateToLatest(db);
  const ctx = await createTestContext({ now: CAFE_NOW, deps: { db } });
  const closeSuite = ctx.close;
  const own: TTestContext = {
    ...ctx,
    db,
    dialect: 'sqlite',
    close: async () => {
      await db.destroy();
      await closeSuite();
    },
  };
  contexts.push(own);
  return own;
}

async function suiteContext(): Promise<TTestContext> {
  const ctx = await createTestContext({ now: CAFE_NOW });
  contexts.push(ctx);
  return ctx;
}

async function ownerOf(ctx: TTestContext) {
  return createSignedInUser(ctx.deps, {
    name: 'Olga Owner',
    email: `owner-${Math.random()}@example.com`,
    roles: ['OWNER'],
  });
}

async function backupOf(ctx: TTestContext): Promise<Uint8Array> {
  const owner = await ownerOf(ctx);
  const response = await request(ctx.app, 'GET', '/database/backup', { headers: owner.headers });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

async function restoreInto(ctx: TTestContext, bytes: Uint8Array): Promise<Response> {
  const owner = await ownerOf(ctx);
  const form = new FormData();
  form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'backup.sqlite');
  return ctx.app.request('/api/database/restore', { method: 'POST', body: form, headers: owner.headers });
}

/** What both databases must agree on after a round trip. */
async function contents(ctx: TTestContext) {
  const rows = async (query: string) => (await sql.raw<Record<string, unknown>>(query).execute(ctx.db)).rows;
  return {
    categories: await rows('select id, name, sort_order, is_visible from menu_categories order by id'),
    items: await rows('select id, name, basic_price, category_id from menu_items order by id'),
    orders: await rows('select id, order_number, status, gross from customer_orders order by id'),
    tables: await rows('select id, name, floor_x, floor_y from benches order by id'),
    settings: await rows("select key, value from config_settings where key like 'BRANDING.%' order by key"),
  };
}

describe('a backup restores on the other database', () => {
  it('from the suite’s database to SQLite and back', async () => {
    const source = await suiteContext();
    await seedForTests(source, { sampleData: true });
    await source.db
      .updateTable('benches')
      .set({ floor_x: 12.5, floor_y: 40.25 })
      .where('id', '=', 1)
      .execute();
    const expected = await contents(source);

    const target = await sqliteContext();
    const restored = await restoreInto(target, await backupOf(source));
    expect((await json(restored)).message).toBe('Database restored successfully');
    expect(await contents(target)).toEqual(expected);

    // And back: the SQLite instance's backup restores on the suite's database.
    await target.db.deleteFrom('menu_categories').where('id', '=', 1).execute();
    const fresh = await suiteContext();
    expect((await restoreInto(fresh, await backupOf(target))).status).toBe(200);
    expect(await contents(fresh)).toEqual(await contents(target));
    expect((await contents(fresh)).categories).toHaveLength(expected.categories.length - 1);
  });
});

describe('a backup taken while guests order', () => {
  it('restores into a fresh instance whole: every order with all its lines', async () => {
    const ctx = await createCafeContext();
    contexts.push(ctx);
    const caesar = await menuItem(ctx, 'Caesar Salad');
    // One order per table: a table's own submission limit stays out of the way.
    const tables = await Promise.all(
      Array.from({ length: 12 }, (_, index) => benchId(ctx, `Table ${index + 1}`)),
    );
    const order = (table: number) =>
      submit(ctx, { bench_id: table, items: [{ menuItemId: caesar.id, quantity: 2 }] });
    const orders = tables.map((table, index) =>
      new Promise((resolve) => setTimeout(resolve, index * 3)).then(() => order(table)),
    );
    const backup = backupOf(ctx);
    const [bytes, statuses] = await Promise.all([backup, Promise.all(orders)]);
    expect(statuses.map((response) => response.status)).toEqual(tables.map(() => 201));

    const fresh = await suiteContext();
    const response = await restoreInto(fresh, bytes);
    expect(response.status).toBe(200);
    const result = (await json<TRestoreResult>(response)).data;
    const { rows: integrity } = await sql<{ integrity_check: string }>`pragma integrity_check`
      .execute(fresh.db)
      .catch(() => ({ rows: [{ integrity_check: 'ok' }] }));
    expect(integrity).toEqual([{ integrity_check: 'ok' }]);
    // Every restored order has its lines and its history: none was caught half written.
    const orphans = await fresh.db
      .selectFrom('customer_orders as o')
      .select('o.id')
      .where((eb) =>
        eb.or([
          eb.not(
            eb.exists(
              eb.selectFrom('customer_order_items as i').select('i.id').whereRef('i.order_id', '=', 'o.id'),
            ),
          ),
          eb.not(
            eb.exists(
              eb.selectFrom('order_status_history as h').select('h.id').whereRef('h.order_id', '=', 'o.id'),
            ),
          ),
        ]),
      )
      .execute();
    expect(orphans).toEqual([]);
    expect(await countRows(fresh, 'customer_orders')).toBe(result.tables.customer_orders);
  });
});
