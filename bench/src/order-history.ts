import { createHash } from 'node:crypto';
import { createWebCryptoHasher } from '@tableside/api/auth/webcrypto-hasher';
import { migrateToLatest } from '@tableside/api/db/migrate';
import type { Database } from '@tableside/api/db/schema';
import { silentLogger, systemClock, type TApiDeps, type TBackupHost } from '@tableside/api/deps';
import { createEventBus } from '@tableside/api/events/event-bus';
import { createMemoryRateLimiter } from '@tableside/api/http/rate-limiter';
import { ADMIN_NAME, padNumber } from '@tableside/api/seed/reference-data';
import { seedDatabase } from '@tableside/api/seed/seed';
import { ADMIN_USER_ID } from '@tableside/api/seed/seed-access';
import type { TOpenDatabase } from '@tableside/server/database';
import { computeTotals, unitPriceCents } from '@tableside/shared/money';
import {
  canTransition,
  formatOrderNumber,
  STATUS_CODE,
  type TOrderStatus,
} from '@tableside/shared/order-status';
import { type Insertable, sql } from 'kysely';

/**
 * A year of orders written straight into the tables, for the benches that need a big order history
 * (backup-restore.ts, year-of-orders.ts): each order with 2-3 items (some with a chosen option) and
 * two status history entries (SUBMITTED, then its status), like the seeded sample orders. SQLite
 * gets prepared one-row inserts in one transaction (better-sqlite3's fast path); PostgreSQL gets
 * multi-row inserts. The data are the same every run (a seeded random).
 */
export const YEAR_MS = 365 * 24 * 60 * 60_000;

export const BENCH_ADMIN = { email: 'admin@example.com', password: 'bench-password' };

/** Migrates and seeds the sample cafe, as the server does with a new database. */
export async function prepareDatabase(database: TOpenDatabase): Promise<void> {
  await migrateToLatest(database.db);
  await seedDatabase(database.db, {
    adminEmail: BENCH_ADMIN.email,
    adminPassword: BENCH_ADMIN.password,
    hasher: createWebCryptoHasher({ iterations: 1000 }),
    clock: systemClock,
    sampleData: true,
  });
}

/** Mulberry32: every run measures the same data. */
export function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type TDb = TOpenDatabase['db'];
type TTable =
  | 'customer_orders'
  | 'customer_order_items'
  | 'customer_order_item_details'
  | 'order_status_history';
type TRows = { [T in TTable]: Insertable<Database[T]>[] };

export type TOrderHistoryOptions = {
  /** Orders in the database afterwards, the seeded sample orders included. */
  total: number;
  /** The newest orders are still in the kitchen (OPENED or READY); the older ones are finished. */
  openOrders: number;
  seed: number;
};

async function readMenu(db: TDb) {
  const items = await db.selectFrom('menu_items').select(['id', 'name', 'default_price']).execute();
  const options = await db
    .selectFrom('menu_item_customization_options as o')
    .innerJoin('menu_item_customizations as c', 'c.id', 'o.menu_item_customization_id')
    .select(['c.menu_item_id', 'c.id as customization_id', 'c.name', 'c.type', 'c.sort_order'])
    .select(['o.id as option_id', 'o.name as value', 'o.value_added', 'o.percent'])
    .execute();
  return items.map((item) => ({ ...item, options: options.filter((o) => o.menu_item_id === item.id) }));
}

/**
 * Adds orders until there are `total`, spread evenly over the past year up to now; returns how many
 * it added. Ids are given explicitly (PostgreSQL's identities are moved past them afterwards).
 */
export async function addOrderHistory(
  database: TOpenDatabase,
  options: TOrderHistoryOptions,
): Promise<number> {
  const { db, sqlite } = database;
  const menu = await readMenu(db);
  const benchIds = (await db.selectFrom('benches').select('id').execute()).map((row) => row.id);
  const customerIds = (await db.selectFrom('customers').select('id').execute()).map((row) => row.id);
  const { tax_rate: taxRate } = await db
    .selectFrom('customer_order_items')
    .select('tax_rate')
    .executeTakeFirstOrThrow();
  const seeded = await db
    .selectFrom('customer_orders')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('id').as('last')])
    .executeTakeFirstOrThrow();
  const lastItem = await db
    .selectFrom('customer_order_items')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirstOrThrow();
  const random = randomFrom(options.seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const admin = { id: ADMIN_USER_ID, name: ADMIN_NAME };
  const stamp = (at: string, by: { id: number; name: string } | null) => ({
    created_at: at,
    updated_at: at,
    created_by: by?.id ?? null,
    created_by_name: by?.name ?? null,
    updated_by: by?.id ?? null,
    updated_by_name: by?.name ?? null,
  });

  const toAdd = options.total - Number(seeded.count);
  const firstAt = Date.now() - YEAR_MS;
  let itemId = Number(lastItem.last ?? 0);
  /** The rows of orders [from, to) of the ones to add. */
  const generate = (from: number, to: number): TRows => {
    const rows: TRows = {
      customer_orders: [],
      customer_order_items: [],
      customer_order_item_details: [],
      order_status_history: [],
    };
    for (let index = from; index < to; index++) {
      const id = Number(seeded.last ?? 0) + index + 1;
      const createdMs = firstAt + ((index + random()) * YEAR_MS) / toAdd;
      const created = new Date(createdMs).toISOString();
      const changed = new Date(createdMs + (5 + random() * 55) * 60_000).toISOString();
      const status: TOrderStatus =
        index >= toAdd - options.openOrders
          ? pick(['OPENED', 'READY'])
          : random() < 0.93
            ? 'COMPLETED'
            : 'CANCELLED';
      if (!canTransition('SUBMITTED', status)) throw new Error(`SUBMITTED cannot become ${status}`);
      // Guests' orders have no creator and carry a token hash; staff orders are the Administrator's.
      const manual = random() < 0.1;
      const creator = manual ? admin : null;
      const takeaway = random() < 0.15;
      const lines = Array.from({ length: random() < 0.5 ? 2 : 3 }, () => {
        const item = pick(menu);
        const option = item.options.length > 0 && random() < 0.4 ? pick(item.options) : null;
        const surcharges = option ? [{ valueAdded: option.value_added, percent: option.percent === 1 }] : [];
        const price = unitPriceCents(item.default_price, surcharges);
        return { item, option, price, quantity: 1 + Math.floor(random() * 3) };
      });
      const totals = computeTotals(
        lines.map((line) => ({
          unitPriceCents: line.price,
          quantity: line.quantity,
          taxRateHundredths: taxRate,
        })),
      );
      rows.customer_orders.push({
        id,
        order_number: formatOrderNumber(id),
        status,
        bench_id: takeaway ? null : pick(benchIds),
        customer_id: customerIds.length > 0 && random() < 0.2 ? pick(customerIds) : null,
        is_manual: manual ? 1 : 0,
        notes: random() < 0.05 ? 'Birthday: bring the cake with the coffee' : null,
        ...totals,
        service_charge_rate: 0,
        order_type: takeaway ? 'TAKEAWAY' : 'DINE_IN',
        order_token_hash: manual ? null : createHash('sha256').update(`order ${id}`).digest('hex'),
        shared_cart_id: null,
        ...stamp(created, creator),
        updated_at: changed,
        updated_by: admin.id,
        updated_by_name: admin.name,
      });
      for (const { item, option, price, quantity } of lines) {
        itemId += 1;
        rows.customer_order_items.push({
          id: itemId,
          order_id: id,
          menu_item_id: item.id,
          menu_item_name: item.name,
          default_price: item.default_price,
          price,
          quantity,
          tax_rate: taxRate,
          special_instructions: random() < 0.1 ? 'No onions, please' : null,
          added_by_name: null,
          ...stamp(created, creator),
        });
        if (!option) continue;
        rows.customer_order_item_details.push({
          order_item_id: itemId,
          customization_id: option.customization_id,
          option_id: option.option_id,
          name: option.name,
          value: option.value,
          value_added: option.value_added,
          percent: option.percent,
          type: option.type,
          sort_order: option.sort_order,
          ...stamp(created, creator),
        });
      }
      rows.order_status_history.push(
        { order_id: id, status: STATUS_CODE.SUBMITTED, notes: null, ...stamp(created, creator) },
        { order_id: id, status: STATUS_CODE[status], notes: null, ...stamp(changed, admin) },
      );
    }
    return rows;
  };

  const BATCH = 2000;
  if (sqlite) {
    const insert = rowInserter(sqlite);
    sqlite.transaction(() => {
      for (let from = 0; from < toAdd; from += BATCH) {
        const rows = generate(from, Math.min(toAdd, from + BATCH));
        for (const table of TABLES) for (const row of rows[table]) insert(table, row);
      }
    })();
  } else {
    await db.transaction().execute(async (trx) => {
      for (let from = 0; from < toAdd; from += BATCH) {
        const rows = generate(from, Math.min(toAdd, from + BATCH));
        for (const table of TABLES) await insertMany(trx, table, rows[table]);
      }
      for (const table of ['customer_orders', 'customer_order_items'] as const) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
          trx,
        );
      }
    });
  }
  await db
    .updateTable('number_records')
    .set({ current_number: padNumber(options.total) })
    .where('entity_name', '=', 'ORDER')
    .execute();
  if (sqlite) {
    // A quiet live database: everything in the main file, nothing waiting in the WAL.
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
  } else {
    // What autovacuum does soon after a load of this size: the planner's statistics and the
    // visibility map that lets index-only scans skip the table.
    await sql`vacuum analyze`.execute(db);
  }
  return toAdd;
}

/** Parents before children, for the foreign keys. */
const TABLES: readonly TTable[] = [
  'customer_orders',
  'customer_order_items',
  'customer_order_item_details',
  'order_status_history',
];

/** Multi-row inserts in chunks under PostgreSQL's 65,535 bound parameters. */
async function insertMany<T extends TTable>(db: TDb, table: T, rows: TRows[T]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const perRow = Object.keys(first).length;
  const chunk = Math.floor(60_000 / perRow);
  for (let start = 0; start < rows.length; start += chunk) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + chunk) as never)
      .execute();
  }
}

/** Prepared inserts of whole rows, one statement per table, for better-sqlite3's fast path. */
function rowInserter(sqlite: NonNullable<TOpenDatabase['sqlite']>) {
  const statements = new Map<string, ReturnType<typeof sqlite.prepare>>();
  return <T extends TTable>(name: T, row: Insertable<Database[T]>): void => {
    let statement = statements.get(name);
    if (!statement) {
      const columns = Object.keys(row);
      statement = sqlite.prepare(
        `insert into ${name} (${columns.join(', ')}) values (${columns.map((column) => `@${column}`).join(', ')})`,
      );
      statements.set(name, statement);
    }
    statement.run(row);
  };
}

/** The API's host parts for a bench that drives the API in this process (no mail, no log). */
export function benchApiDeps(database: TOpenDatabase, backups: TBackupHost): TApiDeps {
  return {
    db: database.db,
    clock: systemClock,
    hasher: createWebCryptoHasher({ iterations: 1000 }),
    mailer: { send: async () => {} },
    logger: silentLogger,
    events: createEventBus(),
    jwtSecret: 'bench-secret',
    rateLimiter: createMemoryRateLimiter(systemClock),
    version: '0.0.0-bench',
    secureCookies: false,
    backups,
  };
}
