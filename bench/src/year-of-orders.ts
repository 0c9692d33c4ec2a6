import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApi } from '@tableside/api/app';
import { createSignedInUser } from '@tableside/api/auth/auth.test-helpers';
import * as orderHistoryIndexes from '@tableside/api/db/migrations/0011-order-history-indexes';
import * as dashboardFigures from '@tableside/api/db/migrations/0012-dashboard-figures';
import { silentLogger } from '@tableside/api/deps';
import { createBackupHost } from '@tableside/server/backup-host';
import { openDatabase, type TOpenDatabase } from '@tableside/server/database';
import { TIME_PERIODS } from '@tableside/shared/constants';
import { ACTIVE_STATUSES } from '@tableside/shared/order-status';
import { CompiledQuery, type Kysely, type KyselyPlugin, sql } from 'kysely';
import { isEntryPoint, runMain } from './entry-point.ts';
import { heading, table } from './format.ts';
import { addOrderHistory, benchApiDeps, prepareDatabase } from './order-history.ts';

/**
 * "A year of a busy cafe" (issue 15 "Fast at real scale"): 110,000 orders over the past 365 days
 * (about 300 a day), each with 2-3 items and its status history, written straight into the tables;
 * then the median time of each request the staff and guests make all day, through `app.request` (the
 * API and the database alone, no network), against a budget. On a SQLite file like the server's, and
 * on PostgreSQL (a scratch database, dropped afterwards) when BENCH_DATABASE_URL is set.
 *
 *   --plans    also print the query plans of the requests' order queries
 *   --compare  also measure without the indexes of migrations 0011 and 0012 (dropped, then created again)
 *   --runs N   timed calls per request (default 15, after 3 warm-up calls)
 */
export const YEAR_ORDERS = 110_000;
/** Orders still in the kitchen: about an afternoon's worth. */
const OPEN_ORDERS = 60;
const WARM_UP = 3;

/** Budgets in ms per request (the median); bench/README.md says why. */
export const YEAR_BUDGETS = { dashboard: 100, firstPage: 50, deepPage: 100, search: 100, tracking: 20 };

/** `ms`: the median of the timed calls; `firstMs`: the first call, before any warm-up (decision 0029: a cold dashboard cache). */
export type TYearFigure = {
  database: string;
  indexes: string;
  name: string;
  ms: number;
  firstMs: number;
  budget: number;
};

type TRequest = { name: string; path: string; budget: number };

function requests(benchId: number): TRequest[] {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const month = `date_from=${day(30)}&date_to=${day(0)}`;
  return [
    ...TIME_PERIODS.map((period) => ({
      name: `dashboard ${period}`,
      path: `/api/dashboard/summary?period=${period}`,
      budget: YEAR_BUDGETS.dashboard,
    })),
    {
      name: 'orders, first page',
      path: '/api/customer-orders?page=0&size=20',
      budget: YEAR_BUDGETS.firstPage,
    },
    {
      name: 'orders, first page, COMPLETED last 30 days',
      path: `/api/customer-orders?page=0&size=20&status=COMPLETED&${month}`,
      budget: YEAR_BUDGETS.firstPage,
    },
    {
      name: 'orders, first page, CANCELLED',
      path: '/api/customer-orders?page=0&size=20&status=CANCELLED',
      budget: YEAR_BUDGETS.firstPage,
    },
    {
      name: 'orders, page 2500 (orders 50,001-50,020)',
      path: '/api/customer-orders?page=2500&size=20',
      budget: YEAR_BUDGETS.deepPage,
    },
    {
      name: 'orders, page 200, COMPLETED last 30 days',
      path: `/api/customer-orders?page=200&size=20&status=COMPLETED&${month}`,
      budget: YEAR_BUDGETS.deepPage,
    },
    { name: 'search "mocha"', path: '/api/search?q=mocha', budget: YEAR_BUDGETS.search },
    { name: 'search "a"', path: '/api/search?q=a', budget: YEAR_BUDGETS.search },
    {
      name: `guest tracking, table ${benchId}`,
      path: `/api/customer/orders/bench/${benchId}`,
      budget: YEAR_BUDGETS.tracking,
    },
  ];
}

/** Never used here: no request of this bench takes a backup. */
const noBackups = () => createBackupHost({ backupDir: join(tmpdir(), 'tableside-bench-year-backups') });

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The table with the most active orders: the guest's screen with the most to show. */
async function busiestTable(database: TOpenDatabase): Promise<number> {
  const row = await database.db
    .selectFrom('customer_orders')
    .select(['bench_id', (eb) => eb.fn.countAll().as('n')])
    .where('bench_id', 'is not', null)
    .where('status', 'in', ACTIVE_STATUSES)
    .groupBy('bench_id')
    .orderBy('n', 'desc')
    .executeTakeFirst();
  return row?.bench_id ?? 1;
}

type TTimer = (database: TOpenDatabase, indexes: string) => Promise<TYearFigure[]>;

/** Times every request on `database`; `label` names the database in the figures. */
function timer(label: string, runs: number): TTimer {
  return async (database, indexes) => {
    const { headers } = await createSignedInUser(benchApiDeps(database, noBackups()), { roles: ['OWNER'] });
    const figures: TYearFigure[] = [];
    for (const request of requests(await busiestTable(database))) {
      // A fresh instance per request: its first call finds every cache empty (the dashboard's kept days).
      const app = createApi(benchApiDeps(database, noBackups()));
      const call = async () => {
        const res = await app.request(request.path, { headers });
        if (res.status !== 200)
          throw new Error(`GET ${request.path} answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
      };
      const firstStarted = performance.now();
      await call();
      const firstMs = performance.now() - firstStarted;
      for (let run = 1; run < WARM_UP; run++) await call();
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        await call();
        times.push(performance.now() - started);
      }
      figures.push({
        database: label,
        indexes,
        name: request.name,
        ms: median(times),
        firstMs,
        budget: request.budget,
      });
    }
    return figures;
  };
}

/** Order tables a plan should reach through an index, not by reading them whole. */
const GROWING = /customer_orders|customer_order_items|customer_order_item_details|order_status_history/;
/**
 * Plan lines that read a whole order table or index, or sort in a temporary b-tree (SQLite's and
 * PostgreSQL's wording). An index SCAN under a LIMIT (the list's first page) stops early: read the
 * flagged lines, they are candidates, not verdicts.
 */
const FULL_SCAN =
  /SCAN (customer_orders|customer_order_items|customer_order_item_details|order_status_history|[a-z])\b|Seq Scan on (customer_orders|customer_order_items|customer_order_item_details|order_status_history)|TEMP B-TREE|Sort Method: external/;

/** Runs each request once, capturing its SQL, and prints the plans of the ones on the order tables. */
async function printPlans(database: TOpenDatabase, label: string): Promise<void> {
  const captured: CompiledQuery[] = [];
  const db = database.db;
  const capture: KyselyPlugin = {
    transformQuery(args) {
      captured.push(db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const deps = benchApiDeps({ ...database, db: db.withPlugin(capture) }, noBackups());
  const app = createApi(deps);
  const { headers } = await createSignedInUser(deps, { roles: ['OWNER'] });
  const pg = !database.sqlite;
  const out: string[] = [heading(`Query plans, ${label}`)];
  for (const request of requests(await busiestTable(database))) {
    captured.length = 0;
    await app.request(request.path, { headers });
    const seen = new Set<string>();
    out.push(`\n--- ${request.name}: GET ${request.path}`);
    for (const query of captured) {
      if (!GROWING.test(query.sql) || seen.has(query.sql) || /^\s*(insert|update|delete)/i.test(query.sql))
        continue;
      seen.add(query.sql);
      const explain = CompiledQuery.raw(`${pg ? 'explain' : 'explain query plan'} ${query.sql}`, [
        ...query.parameters,
      ]);
      const { rows } = await db.executeQuery<Record<string, unknown>>(explain);
      const lines = rows.map((row) => String(pg ? row['QUERY PLAN'] : row.detail));
      out.push(`  ${query.sql.replace(/\s+/g, ' ').slice(0, 220)}`);
      for (const line of lines) out.push(`    ${FULL_SCAN.test(line) ? '!! ' : '   '}${line}`);
    }
  }
  process.stdout.write(`${out.join('\n')}\n`);
}

type TOptions = { plans: boolean; compare: boolean; runs: number };

/** Seeds one database, prints its plans when asked, times the requests (without 0011's and 0012's indexes too). */
async function measureDatabase(
  database: TOpenDatabase,
  label: string,
  options: TOptions,
): Promise<TYearFigure[]> {
  const started = performance.now();
  const added = await addOrderHistory(database, {
    total: YEAR_ORDERS,
    openOrders: OPEN_ORDERS,
    seed: 20_251_126,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`${label}: ${added} orders with items and histories written in ${seconds} s\n`);
  const time = timer(label, options.runs);
  const figures: TYearFigure[] = [];
  if (options.compare) {
    const db = database.db as Kysely<unknown>;
    // Newest first, as a rollback would: 0012 brings back 0011's index, 0011 the ones before it.
    await dashboardFigures.down(db);
    await orderHistoryIndexes.down(db);
    await analyze(database);
    if (options.plans)
      await printPlans(database, `${label}, without the indexes of migrations 0011 and 0012`);
    figures.push(...(await time(database, 'up to 0010')));
    await orderHistoryIndexes.up(db);
    await dashboardFigures.up(db);
    await analyze(database);
  }
  if (options.plans) await printPlans(database, label);
  figures.push(...(await time(database, 'latest')));
  return figures;
}

/** PostgreSQL's statistics and visibility map, as autovacuum keeps them; SQLite servers keep none (the product never runs ANALYZE). */
async function analyze(database: TOpenDatabase): Promise<void> {
  if (!database.sqlite) await sql`vacuum analyze`.execute(database.db);
}

async function onSqlite(options: TOptions): Promise<TYearFigure[]> {
  const dir = await mkdtemp(join(tmpdir(), 'tableside-bench-year-'));
  const database = await openDatabase({ dialect: 'sqlite', file: join(dir, 'year.sqlite') }, silentLogger);
  try {
    await prepareDatabase(database);
    return await measureDatabase(database, 'SQLite', options);
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** A scratch database next to the one the URL names, dropped afterwards. */
async function onPostgres(url: string, options: TOptions): Promise<TYearFigure[]> {
  const name = `tableside_bench_year_${Date.now().toString(36)}`;
  const admin = await openDatabase({ dialect: 'postgres', url }, silentLogger);
  const target = new URL(url);
  target.pathname = `/${name}`;
  let database: TOpenDatabase | undefined;
  try {
    await sql`create database ${sql.id(name)}`.execute(admin.db);
    database = await openDatabase({ dialect: 'postgres', url: target.toString() }, silentLogger);
    await prepareDatabase(database);
    return await measureDatabase(database, 'PostgreSQL', options);
  } finally {
    await database?.close();
    await sql`drop database if exists ${sql.id(name)}`.execute(admin.db);
    await admin.close();
  }
}

export async function measureYear(options: Partial<TOptions> = {}): Promise<TYearFigure[]> {
  const full: TOptions = { plans: false, compare: false, runs: 15, ...options };
  process.stdout.write(
    `${heading(`A year of a busy cafe: ${YEAR_ORDERS} orders`)}\n` +
      `Median of ${full.runs} calls after ${WARM_UP} warm-up calls, through app.request\n`,
  );
  const figures = await onSqlite(full);
  const url = process.env.BENCH_DATABASE_URL;
  if (url) figures.push(...(await onPostgres(url, full)));
  printYearReport(figures, !url);
  return figures;
}

const verdict = (figure: TYearFigure) => (figure.ms <= figure.budget ? 'ok' : 'OVER BUDGET');

export function printYearReport(figures: TYearFigure[], noPostgres: boolean): void {
  const rows = figures.map((figure) => [
    figure.database,
    figure.indexes,
    figure.name,
    figure.ms.toFixed(1),
    figure.firstMs.toFixed(1),
    `<= ${figure.budget}`,
    verdict(figure),
  ]);
  process.stdout.write(
    `\n${table(['database', 'schema', 'request', 'median ms', 'first call ms', 'budget ms', ''], rows, 'lllrrrl')}\n` +
      (noPostgres ? 'PostgreSQL: not measured (set BENCH_DATABASE_URL).\n' : ''),
  );
}

/** One summary line per figure, for run-all.ts. */
export function yearSummary(figures: TYearFigure[]): string[] {
  return figures.map((figure) => {
    const schema = figure.indexes === 'latest' ? '' : ` (${figure.indexes})`;
    const label = `Year, ${figure.database}${schema}, ${figure.name}:`.padEnd(60);
    const first = `(first call ${figure.firstMs.toFixed(1)} ms)`;
    return `${label}${figure.ms.toFixed(1)} ms / budget <= ${figure.budget} ms  ${verdict(figure)}  ${first}`;
  });
}

function readOptions(argv: string[]): TOptions {
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 15;
  return { plans: argv.includes('--plans'), compare: argv.includes('--compare'), runs: runs > 0 ? runs : 15 };
}

if (isEntryPoint(import.meta.url))
  runMain(() => measureYear(readOptions(process.argv.slice(2))).then(() => {}));
