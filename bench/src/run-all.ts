import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { measureApi, printApiReport, type TApiReport } from './api-throughput.ts';
import { bigMenuSummary, measureBigMenu, printBigMenuReport } from './big-menu.ts';
import { MENU_PAGE_PATH } from './browser-setup.ts';
import { budgetVerdict, measureBundles, printBundleReport, type TBundleReport } from './bundle-size.ts';
import { measureNights, nightVerdict, printNightReport } from './busy-night.ts';
import { runMain } from './entry-point.ts';
import { heading } from './format.ts';
import { measureLighthouse, printLighthouseReport, sampleMenuSummary } from './lighthouse-menu.ts';
import { machineVerdict, sampleMachine } from './machine-state.ts';
import { measureOrderWrites, orderVerdict, printOrderReport } from './order-writes.ts';
import { startProduct } from './start-product.ts';
import { measureYear, yearSummary } from './year-of-orders.ts';

/** Issue "Guest journey" asks for a bench that finishes in under 3 minutes (the build is extra). */
const TIME_LIMIT_MS = 180_000;
/** The year of a busy cafe (issue 15) runs after it, on its own databases: about 30 s on SQLite, 90 s more with PostgreSQL. */
const YEAR_TIME_LIMIT_MS = 300_000;
/** Durable order writes (issue 15), on their own databases: about 40 s per database. */
const ORDERS_TIME_LIMIT_MS = 150_000;
/** A busy night (issue 15): 60 s of 40 tables per database, plus about 10 s of setting up each. */
const NIGHT_TIME_LIMIT_MS = 200_000;
/** The 2,000-item menu (issue 15): about 20 s of seeding, 3 Lighthouse runs, typing and a trace. */
const BIG_MENU_TIME_LIMIT_MS = 300_000;

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url));

/** The benchmarks measure a build, so a checkout without one gets it first; an existing one is kept. */
function ensureWebBuild(): void {
  if (existsSync(`${REPO_ROOT}packages/web/dist/index.html`)) return;
  process.stdout.write('No web build yet: npm run build -w @tableside/web\n');
  const build = spawnSync('npm', ['run', 'build', '-w', '@tableside/web'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The web build failed; nothing to measure.');
}

async function main(): Promise<void> {
  ensureWebBuild();
  let watchdog = stopAfter(TIME_LIMIT_MS, 'The bench');
  const startedAt = new Date();

  // The machine's speed along the run: a run whose samples differ was not a quiet one.
  const machine = [sampleMachine()];
  // One product for all three: each benchmark only reads, so they cannot disturb each other's data.
  const product = await startProduct();
  try {
    const bundles = await measureBundles(product.url);
    for (const bundle of bundles) printBundleReport(bundle);
    const lighthouse = await measureLighthouse(product.url);
    printLighthouseReport(lighthouse);
    const api = await measureApi(product.url);
    printApiReport(api);
    clearTimeout(watchdog);
    watchdog = stopAfter(YEAR_TIME_LIMIT_MS, 'The year of a busy cafe');
    const year = await measureYear();
    clearTimeout(watchdog);
    watchdog = stopAfter(ORDERS_TIME_LIMIT_MS, 'The order writes');
    const orders = await measureOrderWrites();
    printOrderReport(orders);
    clearTimeout(watchdog);
    watchdog = stopAfter(NIGHT_TIME_LIMIT_MS, 'The busy night');
    const nights = await measureNights();
    for (const night of nights) printNightReport(night);
    clearTimeout(watchdog);
    watchdog = stopAfter(BIG_MENU_TIME_LIMIT_MS, 'The big menu');
    machine.push(sampleMachine());
    const bigMenu = await measureBigMenu();
    printBigMenuReport(bigMenu);
    clearTimeout(watchdog);
    machine.push(sampleMachine());

    const violations = [...new Set(bundles.flatMap((bundle) => bundle.violations))];
    const summary = [
      heading('Summary'),
      ...bundles.map(bundleSummary),
      `Admin/demo in page:    ${violations.length === 0 ? 'none  ok' : `VIOLATION ${violations.join('; ')}`}`,
      `Lighthouse mobile:     ${sampleMenuSummary(lighthouse)}`,
      `Menu API req/s:        ${rate(api, 'menu')} (bare Hono ${rate(api, 'bare hono')}),` +
        ` ratio menu/bare ${ratio(api.menuToBare)}, 304/bare ${ratio(api.menu304ToBare)}`,
      ...yearSummary(year),
      ...orders.loads.map((load) => `Order writes ${load.dialect}:`.padEnd(23) + orderVerdict(load)),
      ...nights.map((night) => `Busy night ${night.dialect}:`.padEnd(23) + nightVerdict(night)),
      `Big menu (2,000):      ${bigMenuSummary(bigMenu)}`,
      `Machine (Node):        ${machineVerdict(machine)}`,
    ];
    const file = writeResults(startedAt, {
      page: MENU_PAGE_PATH,
      bundles,
      lighthouse,
      api,
      year,
      orders,
      nights,
      bigMenu,
      machineSpeed: machine,
    });
    summary.push(`Results: ${file}`);
    process.stdout.write(`${summary.join('\n')}\n`);
  } finally {
    await product.stop();
  }
}

/** Stops the process when a part of the bench runs past its time: a hang must not go unnoticed. */
function stopAfter(ms: number, what: string): NodeJS.Timeout {
  const watchdog = setTimeout(() => {
    process.stderr.write(`${what} ran past ${ms / 1000} s and was stopped.\n`);
    process.exit(1);
  }, ms);
  watchdog.unref();
  return watchdog;
}

/** "Menu JS, first-time:  104.2 KB gzipped vs budget 110.0 KB: within budget". */
function bundleSummary(bundle: TBundleReport): string {
  const label = `Menu JS, ${bundle.visitor}:`.padEnd(23);
  const status = bundle.documentStatus === 200 ? '' : `  (page answered HTTP ${bundle.documentStatus})`;
  return `${label}${budgetVerdict(bundle)}${status}`;
}

function rate(report: TApiReport, name: string): string {
  return report.targets.find((target) => target.name === name)?.reqPerSec.toFixed(0) ?? 'n/a';
}

function ratio(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : 'n/a';
}

/** bench/results/<date-time>.json (git-ignored), one per run, so runs can be compared later. */
function writeResults(startedAt: Date, figures: Record<string, unknown>): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = `${RESULTS_DIR}${startedAt.toISOString().replace(/[:.]/g, '-')}.json`;
  const machine = { node: process.version, platform: process.platform, arch: process.arch };
  writeFileSync(
    file,
    `${JSON.stringify({ startedAt: startedAt.toISOString(), machine, ...figures }, null, 2)}\n`,
  );
  return file;
}

runMain(main);
