import { SEED_VERSION_KEY } from '@tableside/shared/constants';
import type { Kysely } from 'kysely';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../app.ts';
import { createWebCryptoHasher } from '../auth/webcrypto-hasher.ts';
import { createMemoryBackupStore } from '../database/memory-backup-store.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { createSqlJsKysely } from '../db/sqljs-database.ts';
import { createSqlJsFileOpener } from '../db/sqljs-files.ts';
import type { TApiDeps, TLogger } from '../deps.ts';
import { silentLogger } from '../deps.ts';
import { createEventBus } from '../events/event-bus.ts';
import { createMemoryRateLimiter } from '../http/rate-limiter.ts';
import { createTestClock, createTestContext } from '../test/test-context.ts';
import { SAMPLE_TABLES, SAMPLE_TAGS } from './sample-cafe.ts';
import { SAMPLE_MENU } from './sample-menu.ts';
import { DEMO_SEED_FLAG, seedDemoCafe, type TDemoSeedOptions } from './seed-demo.ts';

type THost = {
  db: Kysely<Database>;
  deps: TApiDeps;
  fetch: TDemoSeedOptions['fetch'];
  close(): Promise<void>;
};

/** The browser demo's host: the API over sql.js (WebAssembly), as the demo worker runs it. */
async function sqlJsHost(): Promise<THost> {
  const SQL = await initSqlJs();
  const { db } = createSqlJsKysely(new SQL.Database());
  await migrateToLatest(db);
  const clock = createTestClock(new Date());
  const deps: TApiDeps = {
    db,
    clock,
    hasher: createWebCryptoHasher({ iterations: 1000 }),
    mailer: { send: async () => {} },
    logger: silentLogger,
    events: createEventBus(),
    jwtSecret: 'demo-test-secret',
    rateLimiter: createMemoryRateLimiter(clock),
    version: '0.0.0-test',
    secureCookies: false,
    backups: { openSqlite: createSqlJsFileOpener(SQL), store: createMemoryBackupStore() },
  };
  const app = createApi(deps);
  return { db, deps, fetch: (request) => app.fetch(request), close: () => db.destroy() };
}

/** The same routine over the suite's database (SQLite, or PostgreSQL with TEST_DATABASE_URL). */
async function testHost(): Promise<THost> {
  const ctx = await createTestContext();
  return { db: ctx.db, deps: ctx.deps, fetch: (request) => ctx.app.fetch(request), close: ctx.close };
}

const ALL_DAY = 'MON:ALLDAY|TUE:ALLDAY|WED:ALLDAY|THU:ALLDAY|FRI:ALLDAY|SAT:ALLDAY|SUN:ALLDAY';
const ITEM_COUNT = SAMPLE_MENU.reduce((sum, category) => sum + category.items.length, 0);

describe.each([
  ['sql.js (the demo host)', sqlJsHost],
  ['the test database', testHost],
])('demo seeding through the API over %s', (_name, createHost) => {
  let host: THost;
  const warnings: string[] = [];
  const logger: TLogger = { ...silentLogger, warn: (message) => warnings.push(message) };

  const seed = (version?: string) =>
    seedDemoCafe({
      db: host.db,
      fetch: host.fetch,
      hasher: host.deps.hasher,
      clock: host.deps.clock,
      logger,
      admin: { email: 'admin@example.com', password: 'demo-admin' },
      config: { 'OPERATIONS.OPERATING_HOURS': ALL_DAY },
      version,
    });
  const count = async (table: keyof Database) =>
    Number(
      (
        await host.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const counts = async () => ({
    branches: await count('branches'),
    benches: await count('benches'),
    categories: await count('menu_categories'),
    tags: await count('item_tags'),
    items: await count('menu_items'),
    itemTags: await count('menu_item_tags'),
    customizations: await count('menu_item_customizations'),
    options: await count('menu_item_customization_options'),
    customers: await count('customers'),
    orders: await count('customer_orders'),
    history: await count('order_status_history'),
    settings: await count('config_settings'),
  });

  beforeAll(async () => {
    host = await createHost();
  });
  afterAll(() => host.close());

  it('seeds the sample cafe and records the seed version', async () => {
    expect(await seed()).toEqual({ seeded: true });
    const seeded = await counts();
    expect(seeded).toMatchObject({
      branches: 1,
      benches: SAMPLE_TABLES.length,
      categories: SAMPLE_MENU.length,
      tags: SAMPLE_TAGS.length,
      items: ITEM_COUNT,
    });
    expect(seeded.customizations).toBeGreaterThan(0);
    expect(seeded.options).toBeGreaterThan(0);
    expect(seeded.itemTags).toBeGreaterThan(0);
    expect(seeded.orders).toBeGreaterThan(0);
    expect(seeded.history).toBeGreaterThan(seeded.orders);
    expect(warnings).toEqual([]);

    const flag = await host.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', DEMO_SEED_FLAG)
      .executeTakeFirst();
    expect(flag?.value).toBe(SEED_VERSION_KEY);
    const hours = await host.db
      .selectFrom('config_settings')
      .select('value')
      .where('key', '=', 'OPERATIONS.OPERATING_HOURS')
      .executeTakeFirstOrThrow();
    expect(hours.value).toBe(ALL_DAY);

    const placed = await host.db
      .selectFrom('benches')
      .select('id')
      .where('floor_x', 'is not', null)
      .execute();
    expect(placed.length).toBe(SAMPLE_TABLES.filter((table) => table.floor).length);

    // Signed out again: the seeding leaves no open session behind.
    const open = await host.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('revoked_at', 'is', null)
      .execute();
    expect(open).toEqual([]);

    // Written through the API: the audit columns name the signed-in demo owner.
    const item = await host.db
      .selectFrom('menu_items')
      .select(['created_by', 'basic_price'])
      .executeTakeFirstOrThrow();
    expect(item.created_by).toBe(1);
    expect(item.basic_price).toBe(SAMPLE_MENU[0]!.items[0]!.priceCents);
  });

  it('leaves a database seeded with the current version alone', async () => {
    const before = await counts();
    expect(await seed()).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
  });

  it('updates rather than duplicates under a new seed version, keeping ids', async () => {
    const before = await counts();
    const ids = await host.db
      .selectFrom('menu_item_customization_options')
      .select('id')
      .orderBy('id')
      .execute();
    await host.db.updateTable('benches').set({ seat_capacity: 99 }).execute();
    await host.db.updateTable('menu_items').set({ description: 'changed' }).execute();

    expect(await seed('next-version')).toEqual({ seeded: true });
    expect(await counts()).toEqual(before);
    expect(
      await host.db.selectFrom('menu_item_customization_options').select('id').orderBy('id').execute(),
    ).toEqual(ids);
    const capacities = await host.db.selectFrom('benches').select('seat_capacity').execute();
    expect(capacities.some((bench) => bench.seat_capacity === 99)).toBe(false);
    const changed = await host.db
      .selectFrom('menu_items')
      .select('id')
      .where('description', '=', 'changed')
      .execute();
    expect(changed).toEqual([]);
    const flag = await host.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', DEMO_SEED_FLAG)
      .executeTakeFirst();
    expect(flag?.value).toBe('next-version');
  });
});

describe('the cafe seeded through the API', () => {
  it('is the cafe the seed module writes, as guests see it', async () => {
    const [viaApi, viaModule] = [await sqlJsHost(), await sqlJsHost()];
    const admin = { email: 'admin@example.com', password: 'demo-admin' };
    await seedDemoCafe({
      db: viaApi.db,
      fetch: viaApi.fetch,
      hasher: viaApi.deps.hasher,
      clock: viaApi.deps.clock,
      logger: silentLogger,
      admin,
      config: {},
    });
    const { seedDatabase } = await import('./seed.ts');
    await seedDatabase(viaModule.db, {
      adminEmail: admin.email,
      adminPassword: admin.password,
      hasher: viaModule.deps.hasher,
      clock: viaModule.deps.clock,
      sampleData: true,
    });
    const menu = async (host: THost) =>
      withoutIds(await (await host.fetch(new Request('http://demo.local/api/public/menu'))).json());
    expect(await menu(viaApi)).toEqual(await menu(viaModule));
    await Promise.all([viaApi.close(), viaModule.close()]);
  });
});

/**
 * Through the API, customizations and options get their ids item by item (the seed module numbers
 * all customizations after all items), and sort orders are dense from 0 (the sample numbers
 * customizations from 1); the order itself is the arrays' order.
 */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !/(^id$|_id$|_at$|^sort_order$|^display_order$)/.test(key))
      .map(([key, inner]) => [key, withoutIds(inner)]),
  );
}
