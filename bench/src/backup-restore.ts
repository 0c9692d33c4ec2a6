import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { restoreBackup, type TRestoreCaller, takeBackup } from '@tableside/api/database/database.service';
import { silentLogger, type TApiDeps } from '@tableside/api/deps';
import { ADMIN_NAME } from '@tableside/api/seed/reference-data';
import { ADMIN_USER_ID } from '@tableside/api/seed/seed-access';
import { createBackupHost } from '@tableside/server/backup-host';
import { openDatabase, type TOpenDatabase } from '@tableside/server/database';
import { BACKUP_MAX_BYTES } from '@tableside/shared/database.schemas';
import { SEEDED_ROLES } from '@tableside/shared/permissions';
import { sql } from 'kysely';
import { isEntryPoint, runMain } from './entry-point.ts';
import { heading, table } from './format.ts';
import { addOrderHistory, BENCH_ADMIN, benchApiDeps, prepareDatabase } from './order-history.ts';

/**
 * Backup and restore of a database with 100,000 orders (issue: "A benchmark under bench/ printing
 * backup and restore time for a database with 100,000 orders"), through the API's takeBackup and
 * restoreBackup with the Node host's backup host, on SQLite files in a temp folder; with
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) also into and out of PostgreSQL, in a private schema
 * dropped afterwards. Prints figures.
 */
const ORDERS = 100_000;
/** The newest orders are still in the kitchen; the older ones were completed or cancelled. */
const OPEN_ORDERS = 200;
/** The lock of packages/api/src/test/test-database.ts: migrations hold it shared, a schema drop alone. */
const SCHEMA_LOCK = 7_261_601;
const ORDER_TABLES = [
  'customer_orders',
  'customer_order_items',
  'customer_order_item_details',
  'order_status_history',
] as const;

/** The seeded Administrator, an OWNER in every database here, restores without a session. */
const CALLER: TRestoreCaller = {
  principal: {
    id: ADMIN_USER_ID,
    name: ADMIN_NAME,
    email: BENCH_ADMIN.email,
    roles: ['OWNER'],
    permissions: [...SEEDED_ROLES.OWNER.permissions],
  },
  sessionId: null,
};

/**
 * One measured step; rows are every row the backup holds, so rows/s compare across steps. pauseMs:
 * the event loop's longest pause during the step, how long a request arriving then would wait.
 */
type TStep = {
  name: string;
  ms: number;
  bytes: number;
  rows: number;
  rssStart: number;
  rssPeak: number;
  pauseMs: number;
};
/** The sampler's period: RSS and the event loop's pauses are read this often. */
const SAMPLE_MS = 5;

async function openSqliteFile(file: string): Promise<TOpenDatabase> {
  const database = await openDatabase({ dialect: 'sqlite', file }, silentLogger);
  await prepareDatabase(database);
  return database;
}

/**
 * Wall time and RSS of one step, RSS sampled every few milliseconds: the API awaits between its
 * queries and batches, so the sampler sees the memory the step holds across them. The sampler's
 * longest wait for its turn beyond its period is the step's longest pause of the event loop.
 */
async function timed<T>(
  work: () => Promise<T>,
): Promise<{ value: T; ms: number; rssStart: number; rssPeak: number; pauseMs: number }> {
  const rssStart = process.memoryUsage.rss();
  let rssPeak = rssStart;
  let lastTick = performance.now();
  let pauseMs = 0;
  const tick = () => {
    const now = performance.now();
    pauseMs = Math.max(pauseMs, now - lastTick - SAMPLE_MS);
    lastTick = now;
  };
  const sampler = setInterval(() => {
    tick();
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  }, SAMPLE_MS);
  try {
    const started = performance.now();
    const value = await work();
    const ms = performance.now() - started;
    tick();
    return { value, ms, rssStart, rssPeak: Math.max(rssPeak, process.memoryUsage.rss()), pauseMs };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Restores the backup twice: into the new database, then over the orders the first restore brought
 * in, which makes the restore's own before-restore backup as large as the one restored.
 */
async function measureRestores(deps: TApiDeps, backup: Uint8Array, dialect: string): Promise<TStep[]> {
  const restore = () => restoreBackup(deps, CALLER, backup, 'the bench backup');
  const first = await timed(restore);
  if (first.value.tables.customer_orders !== ORDERS) {
    throw new Error(`The restore copied ${first.value.tables.customer_orders} orders, not ${ORDERS}`);
  }
  const rows = Object.values(first.value.tables).reduce((sum, count) => sum + count, 0);
  const again = await timed(restore);
  return [
    { name: `${dialect} restore into a new database`, ...first, bytes: backup.byteLength, rows },
    { name: `${dialect} restore over ${ORDERS} orders`, ...again, bytes: backup.byteLength, rows },
  ];
}

/** The live database with ORDERS orders, backed up by the SQLite host's snapshot and by the table copy. */
async function measureSqlite(dir: string, opened: TOpenDatabase[]) {
  const file = join(dir, 'live.sqlite');
  const generation = performance.now();
  const source = await openSqliteFile(file);
  opened.push(source);
  await addOrderHistory(source, { total: ORDERS, openOrders: OPEN_ORDERS, seed: 20_240_601 });
  const generatedIn = performance.now() - generation;
  const counts: string[] = [];
  for (const name of ORDER_TABLES) {
    const row = await source.db
      .selectFrom(name)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts.push(`${name} ${Number(row.count)}`);
  }
  process.stdout.write(
    `${heading(`Backup and restore, ${ORDERS} orders`)}\n` +
      `Generated in ${(generatedIn / 1000).toFixed(1)} s (not part of the figures): ${counts.join(', ')}\n` +
      `Live SQLite file: ${mb((await stat(file)).size)} MB (WAL mode, checkpointed)\n`,
  );

  const backupDir = join(dir, 'backups');
  const online = await timed(() =>
    takeBackup(benchApiDeps(source, createBackupHost({ backupDir, liveFile: source.sqlite?.name }))),
  );
  const copied = await timed(() => takeBackup(benchApiDeps(source, createBackupHost({ backupDir }))));
  const target = await openSqliteFile(join(dir, 'restored.sqlite'));
  opened.push(target);
  const targetHost = createBackupHost({
    backupDir: join(dir, 'restored-backups'),
    liveFile: target.sqlite?.name,
  });
  const restores = await measureRestores(benchApiDeps(target, targetHost), online.value, 'SQLite');
  const rows = restores[0]!.rows;
  const backups: TStep[] = [
    { name: 'SQLite backup (snapshot on a worker thread)', ...online, bytes: online.value.byteLength, rows },
    { name: 'SQLite backup (table copy)', ...copied, bytes: copied.value.byteLength, rows },
  ];
  return { backup: online.value, steps: [...backups, ...restores] };
}

/** Restores the SQLite backup into a private PostgreSQL schema, then backs that database up. */
async function measurePostgres(url: string, dir: string, backup: Uint8Array): Promise<TStep[]> {
  const schema = `bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await openDatabase({ dialect: 'postgres', url }, silentLogger);
  const inSchema = new URL(url);
  // Every pooled connection starts with the private schema on its search path.
  inSchema.searchParams.set('options', `-c search_path=${schema}`);
  let database: TOpenDatabase | undefined;
  try {
    await admin.db.schema.createSchema(schema).execute();
    database = await openDatabase({ dialect: 'postgres', url: inSchema.toString() }, silentLogger);
    const { rows: current } = await sql<{ name: string }>`select current_schema() as name`.execute(
      database.db,
    );
    if (current[0]?.name !== schema) throw new Error(`The search path does not start with ${schema}`);
    const opened = database;
    await admin.db.connection().execute(async (lock) => {
      await sql`select pg_advisory_lock_shared(${SCHEMA_LOCK})`.execute(lock);
      await prepareDatabase(opened).finally(() =>
        sql`select pg_advisory_unlock_shared(${SCHEMA_LOCK})`.execute(lock),
      );
    });
    const deps = benchApiDeps(opened, createBackupHost({ backupDir: join(dir, 'postgres-backups') }));
    const restores = await measureRestores(deps, backup, 'PostgreSQL');
    const taken = await timed(() => takeBackup(deps));
    const rows = restores[0]!.rows;
    return [
      ...restores,
      { name: 'PostgreSQL backup (table copy)', ...taken, bytes: taken.value.byteLength, rows },
    ];
  } finally {
    await database?.close();
    await admin.db.connection().execute(async (lock) => {
      await sql`select pg_advisory_lock(${SCHEMA_LOCK})`.execute(lock);
      await admin.db.schema.dropSchema(schema).ifExists().cascade().execute();
      await sql`select pg_advisory_unlock(${SCHEMA_LOCK})`.execute(lock);
    });
    await admin.close();
  }
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

export async function measureBackupRestore(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'tableside-bench-backup-'));
  const opened: TOpenDatabase[] = [];
  try {
    const sqlite = await measureSqlite(dir, opened);
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    const steps = [...sqlite.steps, ...(url ? await measurePostgres(url, dir, sqlite.backup) : [])];
    const rows = steps.map((step) => [
      step.name,
      step.ms.toFixed(0),
      mb(step.bytes),
      ((step.rows / step.ms) * 1000).toFixed(0),
      mb(step.rssPeak),
      mb(step.rssPeak - step.rssStart),
      step.pauseMs.toFixed(0),
    ]);
    const size = sqlite.backup.byteLength;
    process.stdout.write(
      `\n${table(['step', 'ms', 'file MB', 'rows/s', 'peak RSS MB', '+RSS MB', 'longest pause ms'], rows, 'lrrrrrr')}\n\n` +
        `rows: every row the backup holds (${steps[0]?.rows}); a restore includes its before-restore backup.\n` +
        `longest pause: the event loop's longest stretch without a turn during the step (a request arriving then waits that long).\n` +
        `Upload limit ${mb(BACKUP_MAX_BYTES)} MB: the backup is ${size > BACKUP_MAX_BYTES ? 'OVER it' : 'within it'}.\n` +
        (url ? '' : 'PostgreSQL: not measured (set BENCH_DATABASE_URL or TEST_DATABASE_URL).\n'),
    );
  } finally {
    for (const database of opened) await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (isEntryPoint(import.meta.url)) runMain(measureBackupRestore);
