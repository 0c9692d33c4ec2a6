import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, consentEntry, MENU_PAGE_PATH } from './browser-setup.ts';
import { isEntryPoint, runMain } from './entry-point.ts';
import { heading, table } from './format.ts';
import { withProduct } from './start-product.ts';

/**
 * The main thread's work while the menu page loads, in thread CPU time rather than wall time, so a
 * busy machine (other processes taking the cores) barely moves it. Lighthouse's TBT comes from the
 * same tasks: it multiplies them by its 4x CPU slowdown and counts what a task spends past 50 ms,
 * which `blocking (4x)` estimates here. For comparing builds on a shared machine, where Lighthouse's
 * own figures swing by seconds:
 *
 *   WEB_DIR=/path/to/dist npx tsx bench/src/main-thread-cpu.ts [--runs 3]
 */
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/** A Chromium trace event, as far as the benches read it. */
export type TTraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string; type?: string } };
};

export type TCpuReport = {
  /** Thread CPU of all top-level main-thread tasks, ms. */
  totalMs: number;
  /** The longest task's thread CPU, ms. */
  longestMs: number;
  /** Σ max(0, 4 × task − 50 ms): roughly what Lighthouse's TBT would add up for these tasks. */
  blockingMs: number;
  /** Tasks longer than 50 ms after the 4x slowdown. */
  longTasks: number;
};

export async function measureMainThread(baseUrl: string): Promise<TCpuReport> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), consentEntry());
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.goto(`${baseUrl}${MENU_PAGE_PATH}`, { waitUntil: 'networkidle' });
    // The menu renders after its data arrives; give the deferred render time to finish. The wait
    // looks for the first heading with a plain selector every 100 ms: a role query, polled, works
    // out the accessible names of the whole page each time, Playwright's work that the trace counted.
    await page.waitForFunction('document.querySelector("h2") !== null', undefined, {
      polling: 100,
      timeout: 20_000,
    });
    await page.waitForTimeout(1500);
    const buffer = await browser.stopTracing();
    if (process.env.TRACE_OUT) (await import('node:fs')).writeFileSync(process.env.TRACE_OUT, buffer);
    const events = (JSON.parse(buffer.toString()) as { traceEvents: TTraceEvent[] }).traceEvents;
    // The renderer's main thread is the one that ran the app's script.
    const main = events.find(
      (event) => event.name === 'FunctionCall' && (event.args?.data?.url ?? '').includes('/assets/'),
    );
    if (!main) throw new Error('The trace has no main-thread work of the page.');
    const tasks = events
      .filter(
        (event) =>
          event.pid === main.pid && event.tid === main.tid && event.name === 'RunTask' && event.ph === 'X',
      )
      .map((event) => (event.tdur ?? event.dur ?? 0) / 1000);
    const slowed = tasks.map((ms) => ms * CPU_SLOWDOWN);
    return {
      totalMs: tasks.reduce((sum, ms) => sum + ms, 0),
      longestMs: Math.max(0, ...tasks),
      blockingMs: slowed.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0),
      longTasks: slowed.filter((ms) => ms > LONG_TASK_MS).length,
    };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
  const reports = await withProduct(async (url) => {
    const done: TCpuReport[] = [];
    for (let run = 0; run < runs; run++) done.push(await measureMainThread(url));
    return done;
  });
  const rows = reports.map((report, index) => [
    String(index + 1),
    report.totalMs.toFixed(0),
    report.longestMs.toFixed(0),
    String(report.longTasks),
    report.blockingMs.toFixed(0),
  ]);
  process.stdout.write(
    `${heading(`Main thread CPU while ${MENU_PAGE_PATH} loads (ms, ${process.env.WEB_DIR ?? 'packages/web/dist'})`)}\n` +
      `${table(['run', 'total', 'longest', 'long tasks (4x)', 'blocking (4x)'], rows, 'rrrrr')}\n`,
  );
}

if (isEntryPoint(import.meta.url)) runMain(main);
