import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium, type Page } from 'playwright-core';
import { BIG_MENU_ITEMS, type TSeeding, withBigMenuProduct } from './big-menu-seed.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, consentEntry, MENU_PAGE_PATH } from './browser-setup.ts';
import { isEntryPoint, runMain } from './entry-point.ts';
import { heading, kb, table } from './format.ts';
import {
  lighthouseRunLines,
  measureLighthouse,
  median,
  seconds,
  type TLighthouseSeries,
} from './lighthouse-menu.ts';
import { measureMainThread, type TCpuReport, type TTraceEvent } from './main-thread-cpu.ts';

/**
 * Issue 15 "Fast at real scale": the guest menu page with 2,000 items (big-menu-seed.ts). Four
 * figures, each beside its budget: the menu's JSON, Lighthouse mobile (median of 3), the main
 * thread's work per keystroke of the menu search (median of 3 typings), and the main thread's work while
 * the page loads.
 *
 *   npm run bench:big-menu -w @tableside/bench [-- --lighthouse-runs 3] [-- --throttle]
 *   WEB_DIR=/path/to/dist npx tsx bench/src/big-menu.ts
 *   BENCH_TRACE_OUT=/tmp/typing.json ...   also writes the first typing's Chromium trace (for DevTools)
 */

/**
 * What the page fetches (web/src/customer/menu-data/menu.queries.ts): the menu of table 1's location,
 * without the items' customizations (decision 0037).
 */
const MENU_API_PATH = '/api/public/menu?bench_id=1&customizations=separate';
/** The same menu with every item's customizations inline, as the admin and API clients get it. */
const INLINE_MENU_API_PATH = '/api/public/menu?bench_id=1';
/** What Debian's Chromium sends; the server picks the encoding it answers with. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** Lighthouse's simulated slow 4G: 1.6 Mbit/s down (and 150 ms round trips, left out here). */
const SLOW_4G_BYTES_PER_S = (1.6 * 1024 * 1024) / 8;
/** Lighthouse's CPU slowdown and the long-task line: work a phone does in one go should fit 50 ms. */
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/** Issue 15's budgets for the 2,000-item menu (Lighthouse: the median of 3 runs). */
export const BIG_MENU_BUDGETS = {
  lighthouseScore: 90,
  tbtMs: 200,
  /** Main-thread time per keystroke on a phone (4x this machine). */
  keystrokeMs: 50,
  /** JSON.parse of the menu on this machine: 50 ms on a phone at 4x, one long task's worth. */
  parseMs: LONG_TASK_MS / CPU_SLOWDOWN,
};

/** A word of the sample menu's names (Spicy Chicken Wrap), descriptions and options (Grilled Chicken). */
const SEARCH_QUERY = 'chicken';
/** The search box's accessible name (web/src/locales/en.json customer.menu.search). */
const SEARCH_BOX_NAME = 'Search the menu';
/**
 * A dish the menu shows first and the query must filter away, and text every result has (a name,
 * description or ingredient with the word): whichever results are rendered, one of them shows it.
 */
const NOT_MATCHING = 'Espresso';
const MATCHING = new RegExp(SEARCH_QUERY, 'i');
/** After a keystroke the page counts as settled when its DOM has not changed for this long (then idle). */
const QUIET_MS = 750;
/**
 * A key's own work ends when the main thread has had no task of ACTIVE_TASK_MS or more for this long
 * after the key's last DOM change: well after any frame, observer or effect the change sets off, and
 * before the caret's next blink (500 ms) and the bench's own wait (QUIET_MS).
 */
const QUIET_GAP_MS = 200;
const ACTIVE_TASK_MS = 0.5;
/** The performance mark the page script sets at every DOM change (the trace's clock). */
const DOM_CHANGE_MARK = 'bench-dom-change';
const SETTLE_TIMEOUT_MS = 15_000;

export type TPayloadReport = {
  url: string;
  status: number;
  rawBytes: number;
  /** The whole menu, customizations inline (INLINE_MENU_API_PATH), for comparison. */
  inlineRawBytes: number;
  gzipBytes: number;
  /** What the server sent to the browser's Accept-Encoding: its Content-Encoding and body bytes. */
  servedEncoding: string;
  servedBytes: number;
  /** Wall time of each JSON.parse, and the median of their process CPU time, which load barely moves. */
  parseMs: number[];
  parseMedianMs: number;
  parseCpuMedianMs: number;
  /**
   * `Response.json()` of the same body in Chromium, median of 5: what the page itself does with it
   * (decoding the text and building the objects), which takes longer than Node's JSON.parse.
   */
  browserParseMedianMs: number;
  items: number;
};

export type TKeystroke = {
  key: string;
  query: string;
  /** The key's own main-thread time (splitByKeydown), ms as measured. */
  mainThreadMs: number;
  /** Every main-thread task until the next key: also the caret's blinking and the bench's waiting. */
  untilNextKeyMs: number;
  longestTaskMs: number;
  /** The same on a phone: 4x unless measured under CDP's 4x throttling (then it is the figure itself). */
  phoneMs: number;
  /** Wall time from the key press to the last DOM change before the page went quiet; null: no change. */
  shownAfterMs: number | null;
};

export type TTypingReport = {
  throttled: boolean;
  /**
   * Lighthouse's benchmarkIndex of this machine, measured in the typing page before the keys: the
   * same work takes longer where it is lower. Lighthouse's 4x fits a desktop of about 1,500-2,000.
   */
  benchmarkIndex: number;
  /** Each typing's own benchmarkIndex: how much the machine's speed moved between them. */
  benchmarkIndexes: number[];
  /** The main thread's time over QUIET_MS with no key: part of every row's `untilNextKeyMs`. */
  idleMs: number;
  keystrokes: TKeystroke[];
  /** The query filtered the menu: the first dish is gone and a matching one shows. */
  filtered: boolean;
  note: string | null;
};

export type TBigMenuReport = {
  page: string;
  web: string;
  seeding: TSeeding;
  payload: TPayloadReport;
  lighthouse: TLighthouseSeries;
  typing: TTypingReport;
  /** The same keys typed into a page of one search box (barePage): the floor of a key on this machine. */
  bareField: TTypingReport;
  load: TCpuReport;
};

export type TBigMenuOptions = { lighthouseRuns: number; throttle: boolean };

export async function measureBigMenu(options: TBigMenuOptions = { lighthouseRuns: 3, throttle: false }) {
  return withBigMenuProduct(async (product): Promise<TBigMenuReport> => {
    const payload = await measurePayload(product.url);
    const lighthouse = await measureLighthouse(product.url, options.lighthouseRuns);
    // BENCH_TRACE_OUT keeps the first typing's trace.
    const typing = await measureTyping(menuPage(product.url), options.throttle, process.env.BENCH_TRACE_OUT);
    const bareField = await measureTyping(barePage, options.throttle);
    const load = await measureMainThread(product.url);
    return {
      page: MENU_PAGE_PATH,
      web: process.env.WEB_DIR ?? 'packages/web/dist',
      seeding: product.seeding,
      payload,
      lighthouse,
      typing,
      bareField,
      load,
    };
  });
}

/* ---- 1. The menu's JSON ---- */

async function measurePayload(baseUrl: string): Promise<TPayloadReport> {
  const url = `${baseUrl}${MENU_API_PATH}`;
  const plain = await get(url, 'identity');
  const served = await get(url, BROWSER_ACCEPT_ENCODING);
  const text = plain.body.toString('utf8');
  const parseMs: number[] = [];
  const parseCpuMs: number[] = [];
  let parsed: unknown;
  for (let run = 0; run < 5; run++) {
    const startedAt = performance.now();
    const cpuBefore = process.cpuUsage();
    parsed = JSON.parse(text);
    const cpu = process.cpuUsage(cpuBefore);
    parseMs.push(performance.now() - startedAt);
    parseCpuMs.push((cpu.user + cpu.system) / 1000);
  }
  return {
    url: MENU_API_PATH,
    status: plain.status,
    browserParseMedianMs: await measureBrowserParse(baseUrl, plain.body),
    rawBytes: plain.body.length,
    inlineRawBytes: (await get(`${baseUrl}${INLINE_MENU_API_PATH}`, 'identity')).body.length,
    gzipBytes: gzipSync(plain.body).length,
    servedEncoding: served.encoding,
    servedBytes: served.body.length,
    parseMs,
    parseMedianMs: median(parseMs) ?? 0,
    parseCpuMedianMs: median(parseCpuMs) ?? 0,
    items: countItems(parsed),
  };
}

/** A GET with exactly this Accept-Encoding (fetch adds its own), answering the body as sent. */
function get(
  url: string,
  acceptEncoding: string,
): Promise<{ status: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers: { 'accept-encoding': acceptEncoding, accept: 'application/json' } });
    sent.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: String(response.headers['content-encoding'] ?? 'none'),
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

function countItems(menu: unknown): number {
  const categories = (menu as { data?: { categories?: Array<{ items?: unknown[] }> } }).data?.categories;
  return (categories ?? []).reduce((sum, category) => sum + (category.items?.length ?? 0), 0);
}

/**
 * The menu page's own parse of the body, in Chromium: `Response.json()` of the bytes, five times on an
 * otherwise idle page of the product (its welcome screen), median of the wall times. Idle: the
 * parse awaits the body, so any task of the page's own start that runs meanwhile (the app renders
 * after the load event) would count as parsing; right after `load` the median was 10-29 ms on the
 * same machine where the idle page parses the body in 2-5 ms.
 */
async function measureBrowserParse(baseUrl: string, body: Buffer): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/welcome`, { waitUntil: 'networkidle' });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    const times = await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const result: number[] = [];
      for (let run = 0; run < 5; run++) {
        const startedAt = performance.now();
        await new Response(bytes).json();
        result.push(performance.now() - startedAt);
      }
      return result;
    }, body.toString('base64'));
    return median(times) ?? 0;
  } finally {
    await browser.close();
  }
}

/* ---- 3. Typing in the menu search ---- */

/**
 * Each key's figures are the median of this many typings, each in a browser of its own: one typing's
 * figure for a key moves by ±10 % from run to run on a quiet machine, more than a change to the page
 * is often worth (decision 0030, eighth round). As Lighthouse's median of 3.
 */
const TYPING_RUNS = 3;

async function measureTyping(
  target: TTypingTarget,
  throttle: boolean,
  traceOut?: string,
): Promise<TTypingReport> {
  const runs: TTypingReport[] = [];
  for (let run = 0; run < TYPING_RUNS; run++) {
    runs.push(await typeOnce(target, throttle, run === 0 ? traceOut : undefined));
  }
  return medianTyping(runs);
}

/** Per key, the median of each figure over the typings; `shown after` is null unless most showed a change. */
function medianTyping(runs: TTypingReport[]): TTypingReport {
  const middle = (values: number[]) => median(values) ?? 0;
  const first = runs[0];
  if (!first) throw new Error('No typing to take the median of.');
  const keystrokes = first.keystrokes.map((keystroke, index) => {
    const same = runs.flatMap((run) => run.keystrokes[index] ?? []);
    const shown = same.flatMap((one) => (one.shownAfterMs === null ? [] : [one.shownAfterMs]));
    return {
      ...keystroke,
      mainThreadMs: middle(same.map((one) => one.mainThreadMs)),
      untilNextKeyMs: middle(same.map((one) => one.untilNextKeyMs)),
      longestTaskMs: middle(same.map((one) => one.longestTaskMs)),
      phoneMs: middle(same.map((one) => one.phoneMs)),
      shownAfterMs: shown.length * 2 > same.length ? middle(shown) : null,
    };
  });
  const notes = [...new Set(runs.flatMap((run) => (run.note ? [run.note] : [])))];
  return {
    throttled: first.throttled,
    benchmarkIndex: Math.round(middle(runs.map((run) => run.benchmarkIndex))),
    benchmarkIndexes: runs.map((run) => run.benchmarkIndex),
    idleMs: middle(runs.map((run) => run.idleMs)),
    keystrokes,
    filtered: runs.every((run) => run.filtered),
    note: notes.length ? notes.join('; ') : null,
  };
}

/** Where a typing happens: how the page is opened, and whether the query did its work there. */
type TTypingTarget = {
  /** Brings the page to where typing starts: loaded, its search box showing. */
  open(page: Page): Promise<void>;
  /** After the keys: whether the query did what it should (the menu filtered). */
  searched(page: Page): Promise<boolean>;
};

/** A returning guest on the menu page, its first dish showing. */
function menuPage(baseUrl: string): TTypingTarget {
  return {
    async open(page) {
      await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), consentEntry());
      await page.goto(`${baseUrl}${MENU_PAGE_PATH}`, { waitUntil: 'load' });
      await page.getByRole('searchbox', { name: SEARCH_BOX_NAME }).waitFor({ timeout: 30_000 });
      await page.getByText(NOT_MATCHING, { exact: true }).first().waitFor({ timeout: 30_000 });
    },
    async searched(page) {
      return (
        !(await page.getByText(NOT_MATCHING, { exact: true }).first().isVisible()) &&
        (await page.getByText(MATCHING).first().isVisible())
      );
    },
  };
}

/**
 * The floor of a key on this machine: a page with nothing but a search box of the same name and
 * attributes as the menu's (web/src/customer/menu/browser/menu-search.tsx), whose text a paragraph
 * repeats (the DOM change a key's own work is measured until). What a key costs
 * here is the browser's own work (the text input, its events, a frame), which no page can spend
 * less on; the menu's figure is this and the search.
 */
const BARE_PAGE = `<!doctype html><meta name="viewport" content="width=device-width">
<input type="search" aria-label="${SEARCH_BOX_NAME}" autocomplete="off" autocorrect="off" autocapitalize="off" spellcheck="false"><p></p>
<script>
  const box = document.querySelector('input');
  box.addEventListener('input', () => { document.querySelector('p').textContent = box.value; });
</script>`;

const barePage: TTypingTarget = {
  async open(page) {
    await page.setContent(BARE_PAGE, { waitUntil: 'load' });
  },
  async searched(page) {
    return (await page.locator('p').textContent()) === SEARCH_QUERY;
  },
};

/**
 * A phone-sized page (375x812); the query is typed one key at a time into the box named "Search the
 * menu". Between keys the page must settle: its DOM unchanged for QUIET_MS, so a
 * search that waits (debounce, deferred render) has shown its results before the next key. The main
 * thread is traced meanwhile; a keystroke's figure is every main-thread task from the one that ran
 * its keydown until the next keydown, in thread CPU time (other processes on the machine barely
 * move it), times 4 for a phone. With --throttle, Chromium itself runs 4x slower (CDP
 * Emulation.setCPUThrottlingRate) and the figure is the tasks' wall time, which a busy machine moves.
 */
async function typeOnce(
  target: TTypingTarget,
  throttle: boolean,
  traceOut: string | undefined,
): Promise<TTypingReport> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await target.open(page);
    const searchBox = page.getByRole('searchbox', { name: SEARCH_BOX_NAME });
    const benchmarkIndex = Math.round(
      await page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`),
    );
    await watchDom(page);
    await searchBox.focus();
    await settle(page, await page.evaluate(() => performance.now()));
    if (throttle) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }

    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
    });
    // The idle baseline: as long as the shortest wait after a key, with no key.
    await settle(page, await page.evaluate(() => performance.now()));
    const settled: Array<{ shownAfterMs: number | null; timedOut: boolean }> = [];
    for (const key of SEARCH_QUERY) {
      const pressedAt = await page.evaluate(() => performance.now());
      await page.keyboard.press(key);
      settled.push(await settle(page, pressedAt));
    }
    const traceFile = await browser.stopTracing();
    if (traceOut) writeFileSync(traceOut, traceFile);
    const trace = JSON.parse(traceFile.toString()) as { traceEvents: TTraceEvent[] };

    const filtered = await target.searched(page);
    const split = splitByKeydown(trace.traceEvents, throttle);
    const keystrokes = split.keys.map((work, index) => ({
      key: SEARCH_QUERY[index] ?? '?',
      query: SEARCH_QUERY.slice(0, index + 1),
      ...work,
      phoneMs: throttle ? work.mainThreadMs : work.mainThreadMs * CPU_SLOWDOWN,
      shownAfterMs: settled[index]?.shownAfterMs ?? null,
    }));
    const notes = [
      ...(keystrokes.length === SEARCH_QUERY.length
        ? []
        : [`the trace shows ${keystrokes.length} keydowns for ${SEARCH_QUERY.length} keys`]),
      ...(settled.some((one) => one.timedOut)
        ? [`the page kept changing for ${SETTLE_TIMEOUT_MS / 1000} s after a key; the next key came anyway`]
        : []),
    ];
    return {
      throttled: throttle,
      benchmarkIndex,
      benchmarkIndexes: [benchmarkIndex],
      idleMs: split.idleMs,
      keystrokes,
      filtered,
      note: notes.length ? notes.join('; ') : null,
    };
  } finally {
    await browser.close();
  }
}

/**
 * In the page: notes the time of its last DOM change (leaving out the search box's own value), and
 * `__benchSettle(since, quiet, timeout)`, which resolves once the DOM has been still for `quiet` ms
 * (and at least `quiet` ms after `since`) and then the main thread is idle: a requestIdleCallback
 * runs only when no task is queued, so a render that yields (React's concurrent rendering commits to
 * the DOM only at its end) still counts as busy, and the wait starts again if the DOM changed in the
 * meantime. Timers wake only at the next possible deadline, not a poll, so the wait adds next to
 * nothing to the main thread being measured. Plain script text: tsx would wrap named functions of a
 * TypeScript callback in a helper the page does not have.
 */
const PAGE_SCRIPT = `
  window.__benchLastChange = performance.now();
  new MutationObserver(function (records) {
    if (records.some(function (record) { return !(record.target instanceof HTMLInputElement); })) {
      window.__benchLastChange = performance.now();
      performance.mark('${DOM_CHANGE_MARK}');
    }
  }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  window.__benchSettle = function (since, quiet, timeout) {
    return new Promise(function (resolve) {
      function done(timedOut) {
        var last = window.__benchLastChange;
        resolve({ shownAfterMs: last > since ? last - since : null, timedOut: timedOut });
      }
      function check() {
        var last = window.__benchLastChange;
        var now = performance.now();
        var wait = Math.max(last, since) + quiet - now;
        if (now - since >= timeout) return done(true);
        if (wait > 0) return void setTimeout(check, wait);
        requestIdleCallback(function (deadline) {
          if (window.__benchLastChange !== last) check();
          else done(deadline.didTimeout);
        }, { timeout: Math.max(1, since + timeout - now) });
      }
      check();
    });
  };
`;

async function watchDom(page: Page): Promise<void> {
  await page.evaluate(PAGE_SCRIPT);
}

/**
 * Waits until the page has settled after `since` (its performance.now()); answers how long after
 * `since` the DOM last changed (null: nothing changed), and whether it never went still.
 */
function settle(page: Page, since: number): Promise<{ shownAfterMs: number | null; timedOut: boolean }> {
  return page.evaluate(
    ([since, quiet, timeout]) =>
      (
        window as unknown as {
          __benchSettle(
            since: number,
            quiet: number,
            timeout: number,
          ): Promise<{ shownAfterMs: number | null; timedOut: boolean }>;
        }
      ).__benchSettle(since, quiet, timeout),
    [since, QUIET_MS, SETTLE_TIMEOUT_MS] as const,
  );
}

type TKeyWork = Pick<TKeystroke, 'mainThreadMs' | 'longestTaskMs' | 'untilNextKeyMs'>;

/**
 * The renderer main thread's tasks, grouped by keystroke. A key's own work starts with the task that
 * ran its keydown and ends when the page goes quiet after the key's last DOM change (the bench's
 * mark): QUIET_GAP_MS without a task of ACTIVE_TASK_MS or more. So the input, the filtering, React's
 * render, the frames that paint the results, the effects and observers they set off and any render
 * put off (a transition, slices near the screen) all count; the caret's blinking (500 ms after a key)
 * and the bench's own waiting (QUIET_MS) do not. `untilNextKeyMs` counts everything until the next key.
 */
function splitByKeydown(events: TTraceEvent[], throttle: boolean): { idleMs: number; keys: TKeyWork[] } {
  const keydowns = events.filter(
    (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown',
  );
  const first = keydowns[0];
  if (!first) return { idleMs: 0, keys: [] };
  const tasks = events
    .filter(
      (event) =>
        event.pid === first.pid && event.tid === first.tid && event.name === 'RunTask' && event.ph === 'X',
    )
    .sort((a, b) => a.ts - b.ts);
  const changes = events
    .filter((event) => event.name === DOM_CHANGE_MARK && event.pid === first.pid)
    .map((event) => event.ts);
  // Each keystroke starts with the task that ran its keydown.
  const starts = keydowns.map(
    (keydown) =>
      tasks.find((task) => task.ts <= keydown.ts && keydown.ts <= task.ts + (task.dur ?? 0))?.ts ??
      keydown.ts,
  );
  const duration = (task: TTraceEvent) => ((throttle ? task.dur : (task.tdur ?? task.dur)) ?? 0) / 1000;
  const firstStart = starts[0] ?? first.ts;
  const keys = starts.map((start, index) => {
    const next = starts[index + 1] ?? Number.POSITIVE_INFINITY;
    const window = tasks.filter((task) => task.ts >= start && task.ts < next);
    const lastChange = Math.max(start, ...changes.filter((ts) => ts >= start && ts < next));
    const end = quietAfter(window, lastChange);
    const own = window.filter((task) => task.ts < end).map(duration);
    return {
      mainThreadMs: sum(own),
      longestTaskMs: Math.max(0, ...own),
      untilNextKeyMs: sum(window.map(duration)),
    };
  });
  return { idleMs: sum(tasks.filter((task) => task.ts < firstStart).map(duration)), keys };
}

/** When the main thread went quiet after `since` (trace µs): the start of the first long enough gap. */
function quietAfter(tasks: TTraceEvent[], since: number): number {
  let busyUntil = since;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    if (end <= since || (task.dur ?? 0) < ACTIVE_TASK_MS * 1000) continue;
    if (task.ts - busyUntil >= QUIET_GAP_MS * 1000) break;
    busyUntil = Math.max(busyUntil, end);
  }
  return busyUntil + QUIET_GAP_MS * 1000;
}

/* ---- Report ---- */

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function verdict(ok: boolean): string {
  return ok ? 'within budget' : 'OVER BUDGET';
}

function ms(value: number | null): string {
  if (value === null) return 'n/a';
  return `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
}

/** The worst keystroke on a phone, the figure the summary and the budget use. */
export function worstKeystroke(report: TBigMenuReport): TKeystroke | null {
  return report.typing.keystrokes.reduce<TKeystroke | null>(
    (worst, keystroke) => (worst === null || keystroke.phoneMs > worst.phoneMs ? keystroke : worst),
    null,
  );
}

export function printBigMenuReport(report: TBigMenuReport): void {
  const { seeding, payload, typing, bareField, load } = report;
  const lh = report.lighthouse.median;
  const lines = [
    heading(`Big menu: ${report.page} with ${BIG_MENU_ITEMS} items (${report.web})`),
    `Seeded through the admin API: ${seeding.items} items in ${seeding.categories} categories, ` +
      `${seeding.requests} requests, ${(seeding.ms / 1000).toFixed(1)} s`,
    '',
    `1. GET ${payload.url} (HTTP ${payload.status}, ${payload.items} items)`,
    table(
      ['figure', 'value', 'budget'],
      [
        ['raw JSON', kb(payload.rawBytes), 'none set'],
        ['raw JSON with the customizations inline (not fetched by the page)', kb(payload.inlineRawBytes), ''],
        ['gzip -6', kb(payload.gzipBytes), 'none set'],
        [
          `served to the browser (${payload.servedEncoding})`,
          kb(payload.servedBytes),
          `~${(payload.servedBytes / SLOW_4G_BYTES_PER_S).toFixed(1)} s on slow 4G`,
        ],
        ['JSON.parse in Node, median of 5, wall', ms(payload.parseMedianMs), ''],
        [
          'JSON.parse in Node, median of 5, CPU',
          ms(payload.parseCpuMedianMs),
          `<= ${BIG_MENU_BUDGETS.parseMs} ms (50 ms at 4x): ${verdict(payload.parseCpuMedianMs <= BIG_MENU_BUDGETS.parseMs)}`,
        ],
        [
          'Response.json() in Chromium, median of 5',
          ms(payload.browserParseMedianMs),
          `<= ${BIG_MENU_BUDGETS.parseMs} ms (50 ms at 4x): ${verdict(payload.browserParseMedianMs <= BIG_MENU_BUDGETS.parseMs)}`,
        ],
      ],
      'lrl',
    ),
    '',
    `2. Lighthouse mobile, median of ${report.lighthouse.runs.filter((run) => run.ran).length} runs`,
  ];
  lines.push(...lighthouseRunLines(report.lighthouse));
  if (report.lighthouse.runs.some((run) => run.ran)) {
    lines.push(
      `Median: score ${lh.score ?? 'n/a'} vs >= ${BIG_MENU_BUDGETS.lighthouseScore}: ${verdict((lh.score ?? 0) >= BIG_MENU_BUDGETS.lighthouseScore)}; ` +
        `TBT ${ms(lh.tbtMs)} vs <= ${BIG_MENU_BUDGETS.tbtMs} ms: ${verdict((lh.tbtMs ?? Number.POSITIVE_INFINITY) <= BIG_MENU_BUDGETS.tbtMs)}; ` +
        `LCP ${seconds(lh.lcpMs)}; benchmarkIndex ${lh.benchmarkIndex ?? 'n/a'}`,
    );
  }
  const how = typing.throttled
    ? 'CDP 4x CPU throttling, wall time of the tasks'
    : 'no throttling, thread CPU time; phone = 4x';
  lines.push(
    '',
    `3. Typing "${SEARCH_QUERY}" into "${SEARCH_BOX_NAME}", 375x812, one key at a time, median of ${TYPING_RUNS} typings (${how})`,
    table(
      [
        'key',
        'query',
        'main thread',
        'bare box',
        'longest task',
        'phone',
        'until next key',
        'shown after',
        'budget',
      ],
      typing.keystrokes.map((keystroke, index) => [
        keystroke.key,
        keystroke.query,
        ms(keystroke.mainThreadMs),
        ms(bareField.keystrokes[index]?.mainThreadMs ?? null),
        ms(keystroke.longestTaskMs),
        ms(keystroke.phoneMs),
        ms(keystroke.untilNextKeyMs),
        keystroke.shownAfterMs === null ? 'no change' : ms(keystroke.shownAfterMs),
        `<= ${BIG_MENU_BUDGETS.keystrokeMs} ms: ${verdict(keystroke.phoneMs <= BIG_MENU_BUDGETS.keystrokeMs)}`,
      ]),
      'llrrrrrrl',
    ),
    `main thread: the key's own work, until the page went quiet (${QUIET_GAP_MS} ms) after its last DOM change; ` +
      `until next key: also the caret's blinking and the bench's waiting (${QUIET_MS} ms)`,
    `Idle baseline (no key, ${QUIET_MS} ms, in every "until next key"): main thread ${ms(typing.idleMs)}`,
    `bare box: the same key typed into a page of nothing but a search box (${bareFieldLine(bareField)}), ` +
      `the browser's own work for a key on this machine`,
    `This machine's Lighthouse benchmarkIndex: ${typing.benchmarkIndex}, typings ${typing.benchmarkIndexes.join(', ')} ` +
      `(Lighthouse's 4x fits a desktop of about 1,500-2,000; the same work takes longer where it is lower)`,
  );
  if (!bareField.filtered) lines.push('WARNING: the bare search box did not show the query typed into it.');
  if (!typing.filtered) {
    lines.push(
      `WARNING: after typing, "${NOT_MATCHING}" still showed or no text with "${SEARCH_QUERY}" did: did the search run?`,
    );
  }
  if (typing.note) lines.push(`WARNING: ${typing.note}`);
  lines.push(
    '',
    '4. Main thread while the page loads (thread CPU, no throttling)',
    `total ${ms(load.totalMs)}, longest task ${ms(load.longestMs)}, ${load.longTasks} long tasks at 4x, ` +
      `blocking (4x) ${ms(load.blockingMs)} vs TBT budget <= ${BIG_MENU_BUDGETS.tbtMs} ms: ${verdict(load.blockingMs <= BIG_MENU_BUDGETS.tbtMs)}`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** The bare search box's keys on a phone, from the cheapest to the dearest, and the machine's speed then. */
function bareFieldLine(bareField: TTypingReport): string {
  const phone = bareField.keystrokes.map((key) => key.phoneMs);
  return `phone ${ms(Math.min(...phone))} to ${ms(Math.max(...phone))}, benchmarkIndex ${bareField.benchmarkIndex}`;
}

/** One line for `npm run bench`'s summary. */
export function bigMenuSummary(report: TBigMenuReport): string {
  const lh = report.lighthouse.median;
  const worst = worstKeystroke(report);
  const ok =
    (lh.score ?? 0) >= BIG_MENU_BUDGETS.lighthouseScore &&
    (lh.tbtMs ?? Number.POSITIVE_INFINITY) <= BIG_MENU_BUDGETS.tbtMs &&
    worst !== null &&
    worst.phoneMs <= BIG_MENU_BUDGETS.keystrokeMs;
  return (
    `score ${lh.score ?? 'n/a'} (>= ${BIG_MENU_BUDGETS.lighthouseScore}), TBT ${ms(lh.tbtMs)} (<= ${BIG_MENU_BUDGETS.tbtMs}), ` +
    `LCP ${seconds(lh.lcpMs)}, JSON ${kb(report.payload.rawBytes)}, ` +
    `keystroke ${worst ? ms(worst.phoneMs) : 'n/a'} (<= ${BIG_MENU_BUDGETS.keystrokeMs}; a bare search box's ` +
    `${ms(Math.max(0, ...report.bareField.keystrokes.map((key) => key.phoneMs)))})  ${ok ? 'ok' : 'OVER BUDGET'}`
  );
}

function optionValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

if (isEntryPoint(import.meta.url)) {
  runMain(async () => {
    const lighthouseRuns = Number(optionValue('--lighthouse-runs') ?? 3);
    printBigMenuReport(
      await measureBigMenu({ lighthouseRuns, throttle: process.argv.includes('--throttle') }),
    );
  });
}
