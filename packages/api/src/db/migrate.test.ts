import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TTestDatabase } from '../test/test-database.ts';
import { isForeignKeyViolation, isUniqueViolation } from './db-errors.ts';
import { isPostgres } from './dialect.ts';
import { MIGRATION_NAMES, SCHEMA_VERSION } from './migrate.ts';
import { ORDER_HISTORY_INDEXES } from './migrations/0011-order-history-indexes.ts';
import { DASHBOARD_INDEXES, dashboardIndexes } from './migrations/0012-dashboard-figures.ts';
import type { Database } from './schema.ts';

// Every table the Database type names must exist after migrating (schema.ts is the contract).
const TABLES: Record<keyof Database, true> = {
  branches: true,
  benches: true,
  menu_categories: true,
  menu_items: true,
  menu_item_customizations: true,
  menu_item_customization_options: true,
  item_tags: true,
  menu_item_tags: true,
  taxes: true,
  languages: true,
  currencies: true,
  countries: true,
  units: true,
  banks: true,
  number_records: true,
  customers: true,
  customer_orders: true,
  customer_order_items: true,
  customer_order_item_details: true,
  order_status_history: true,
  users: true,
  roles: true,
  claims: true,
  user_roles: true,
  role_claims: true,
  user_claims: true,
  role_hierarchies: true,
  refresh_tokens: true,
  password_reset_tokens: true,
  config_settings: true,
  config_setting_translations: true,
  config_group_translations: true,
  uploaded_files: true,
  shared_carts: true,
  idempotency_keys: true,
  app_meta: true,
  audit_log: true,
  rate_limits: true,
  sign_in_failures: true,
  waiter_calls: true,
  bills: true,
  bill_orders: true,
  bill_shares: true,
  bill_share_lines: true,
  payments: true,
  report_mails: true,
};

describe('migrations', () => {
  let database: TTestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  // Plain queries rather than Kysely's introspection, which reads every schema of a shared server.
  const migrationNames = async () =>
    (
      await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db)
    ).rows.map((row) => row.name);

  it('creates every table of the schema and records the latest version', async () => {
    for (const table of Object.keys(TABLES)) {
      await expect(
        sql`select count(*) from ${sql.table(table)}`.execute(database.db),
        table,
      ).resolves.toBeDefined();
    }
    expect(await migrationNames()).toEqual(MIGRATION_NAMES);
    expect(MIGRATION_NAMES[0]).toBe('0001-initial');
    expect(MIGRATION_NAMES.at(-1)).toBe(SCHEMA_VERSION);
  });

  const indexNames = async () =>
    (isPostgres(database.db)
      ? await sql<{
          name: string;
        }>`select indexname as name from pg_indexes where schemaname = current_schema()`.execute(database.db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(database.db)
    ).rows.map((row) => row.name);

  it('creates the indexes the order history needs (0011, 0012) on either database', async () => {
    const names = await indexNames();
    const replacedLater = new Set<string>(dashboardIndexes(database.db).map((index) => index.replaces.name));
    for (const index of [...ORDER_HISTORY_INDEXES, ...dashboardIndexes(database.db)]) {
      if (!replacedLater.has(index.name)) expect(names, index.table).toContain(index.name);
      // Each replaces a narrower index on the same leading columns, which is gone.
      expect(names, index.table).not.toContain(index.replaces.name);
    }
    // The PostgreSQL-only index is not on SQLite, whose backups would carry it.
    for (const index of DASHBOARD_INDEXES.filter((entry) => entry.postgresOnly)) {
      expect(names.includes(index.name)).toBe(isPostgres(database.db));
      expect(names.includes(index.replaces.name)).toBe(!isPostgres(database.db));
    }
  });

  it("reads the orders' dashboard columns from 0012's index alone", async () => {
    const [figures] = DASHBOARD_INDEXES;
    const span = sql`created_at >= '2025-01-01' and created_at < '2026-01-01'`;
    const query = sql`select count(*), sum(gross) from customer_orders where ${span} and status <> 'CANCELLED'`;
    if (isPostgres(database.db)) {
      // With no rows PostgreSQL would rather scan the table: ask it to use what an index offers.
      const { rows } = await database.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        return sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx);
      });
      expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(
        `Index Only Scan using ${figures.name}`,
      );
    } else {
      const { rows } = await sql<{ detail: string }>`explain query plan ${query}`.execute(database.db);
      expect(rows.map((row) => row.detail).join('\n')).toContain(`USING COVERING INDEX ${figures.name}`);
    }
  });

  it('is a no-op when run again', async () => {
    await database.db.insertInto('app_meta').values({ key: 'kept', value: 'yes' }).execute();
    await database.migrate();
    expect(await migrationNames()).toEqual(MIGRATION_NAMES);
    expect(await database.db.selectFrom('app_meta').select('value').executeTakeFirst()).toEqual({
      value: 'yes',
    });
  });

  it('fills defaults: ISO timestamps and active flags', async () => {
    const { db } = database;
    // Raw SQL on purpose: the typed insert requires these columns, the database must not.
    await sql`insert into benches (name) values ('T1')`.execute(db);
    const bench = await db.selectFrom('benches').selectAll().executeTakeFirstOrThrow();
    expect(bench).toMatchObject({ active: 1, archived: 0, branch_id: null });
    expect(bench.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(bench.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('deletes child rows with their parent and clears soft references', async () => {
    const { db } = database;
    const now = '2025-01-01T00:00:00.000Z';
    const bench = await db
      .insertInto('benches')
      .values({ name: 'T1', active: 1, archived: 0, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = await db
      .insertInto('customer_orders')
      .values({
        status: 'SUBMITTED',
        bench_id: bench.id,
        is_manual: 0,
        net: 0,
        taxes: 0,
        gross: 0,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('customer_order_items')
      .values({
        order_id: order.id,
        menu_item_name: 'Latte',
        default_price: 350,
        price: 350,
        quantity: 1,
        tax_rate: 800,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('order_status_history')
      .values({ order_id: order.id, status: 1, updated_at: now })
      .execute();

    await db.deleteFrom('benches').where('id', '=', bench.id).execute();
    const kept = await db.selectFrom('customer_orders').select('bench_id').executeTakeFirstOrThrow();
    expect(kept.bench_id).toBeNull();

    await db.deleteFrom('customer_orders').where('id', '=', order.id).execute();
    expect(await db.selectFrom('customer_order_items').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('order_status_history').selectAll().execute()).toEqual([]);
  });

  it('enforces unique keys and foreign keys', async () => {
    const { db } = database;
    const user = {
      name: 'A',
      email: 'a@example.com',
      password_hash: 'x',
      is_active: 1,
      failed_login_count: 0,
      updated_at: '2025-01-01T00:00:00.000Z',
    };
    await db.insertInto('users').values(user).execute();
    const duplicate = await db
      .insertInto('users')
      .values(user)
      .execute()
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isForeignKeyViolation(duplicate)).toBe(false);
    const dangling = await db
      .insertInto('user_roles')
      .values({ user_id: 999, role_id: 999 })
      .execute()
      .catch((error: unknown) => error);
    expect(isForeignKeyViolation(dangling)).toBe(true);
    expect(isUniqueViolation(dangling)).toBe(false);
  });
});
