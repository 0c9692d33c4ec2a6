import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium, type Page, type Response } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, consentEntry, MENU_PAGE_PATH } from './browser-setup.ts';
import { isEntryPoint, runMain } from './entry-point.ts';
import { heading, kb, table } from './format.ts';
import { withProduct } from './start-product.ts';

/**
 * Who opens the menu page. Issue 15 "Fast at real scale" budgets the first-time guest: a fresh
 * browser after a QR scan, the consent notice showing and not yet answered. The returning guest has
 * answered it (the issue "Guest journey" measured this one).
 */
export type TVisitor = 'first-time' | 'returning';

/**
 * The JavaScript a guest's phone downloads, gzipped: issue 15 asks at most 110 KB of a first-time
 * guest; the returning guest keeps the 120 KB of the issue "Guest journey" (docs/decisions/0007).
 */
export const BUNDLE_BUDGETS: Record<TVisitor, number> = {
  'first-time': 110 * 1024,
  returning: 120 * 1024,
};

const VISITOR_LABELS: Record<TVisitor, string> = {
  'first-time': 'first-time guest: fresh browser, consent notice showing, not answered',
  returning: 'returning guest: consent answered',
};

/** Chunks that must never load for a guest (DESIGN.md section 5: admin and demo are lazy, apart). */
const FORBIDDEN_CHUNKS: ReadonlyArray<{ pattern: RegExp; reason: string }> = [
  { pattern: /admin/i, reason: 'admin area' },
  { pattern: /demo/i, reason: 'demo mode' },
  { pattern: /sql-wasm|sql\.js/i, reason: 'demo mode (sql.js)' },
];

/** How long the page may keep the network busy; a live stream that never ends must not hang the bench. */
const NETWORK_IDLE_TIMEOUT_MS = 20_000;

export type TScriptSize = {
  url: string;
  name: string;
  rawBytes: number;
  gzipBytes: number;
  violation?: string;
};

export type TBundleReport = {
  visitor: TVisitor;
  page: string;
  /** Where the browser ended up; differs from `page` when the app redirected (e.g. unknown table). */
  finalUrl: string;
  /** The page's own HTTP status: anything but 200 means the bench measured an error page. */
  documentStatus: number | null;
  networkIdle: boolean;
  /** Whether the consent notice was open once the network was idle: it must be for a first visit only. */
  consentShown: boolean;
  scripts: TScriptSize[];
  totalRawBytes: number;
  totalGzipBytes: number;
  budgetBytes: number;
  overBudget: boolean;
  violations: string[];
};

/** Both guests, the first-time one first, each in a browser of its own. */
export async function measureBundles(baseUrl: string): Promise<TBundleReport[]> {
  return [await measureBundle(baseUrl, 'first-time'), await measureBundle(baseUrl, 'returning')];
}

/** Loads the menu page in a fresh headless Chromium and sizes every script it fetched. */
export async function measureBundle(baseUrl: string, visitor: TVisitor): Promise<TBundleReport> {
  const page = `${baseUrl}${MENU_PAGE_PATH}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    // A new context is a fresh profile: empty cache and storage, as on a phone that just scanned the code.
    const context = await browser.newContext();
    if (visitor === 'returning') await storeConsentAnswer(context);
    const tab = await context.newPage();
    const sizing: Array<Promise<TScriptSize | null>> = [];
    tab.on('response', (response) => sizing.push(sizeIfCode(response)));
    const document = await tab.goto(page, { waitUntil: 'load' });
    const networkIdle = await tab
      .waitForLoadState('networkidle', { timeout: NETWORK_IDLE_TIMEOUT_MS })
      .then(() => true)
      .catch(() => false);
    const finalUrl = tab.url();
    const consentShown = await isConsentShown(tab);
    const sized = await Promise.all(sizing);
    // A module may be preloaded and imported; the browser serves both from one cache entry.
    const byUrl = new Map(sized.filter((script) => script !== null).map((script) => [script.url, script]));
    const scripts = [...byUrl.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
    const totalGzipBytes = sum(scripts.map((script) => script.gzipBytes));
    const budgetBytes = BUNDLE_BUDGETS[visitor];
    return {
      visitor,
      page,
      finalUrl,
      documentStatus: document?.status() ?? null,
      networkIdle,
      consentShown,
      scripts,
      totalRawBytes: sum(scripts.map((script) => script.rawBytes)),
      totalGzipBytes,
      budgetBytes,
      overBudget: totalGzipBytes > budgetBytes,
      violations: scripts.flatMap((script) =>
        script.violation ? [`${script.name}: ${script.violation}`] : [],
      ),
    };
  } finally {
    await browser.close();
  }
}

/** A returning guest answered the consent notice on an earlier visit (browser-setup.ts). */
async function storeConsentAnswer(context: BrowserContext): Promise<void> {
  const consent = consentEntry();
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), consent);
}

/** The only dialog the menu page opens by itself is the consent notice (spec customer 2). */
async function isConsentShown(tab: Page): Promise<boolean> {
  return tab
    .getByRole('dialog')
    .first()
    .isVisible()
    .catch(() => false);
}

/** JavaScript (and WebAssembly, which only demo mode's sql.js would bring) with its gzipped size. */
async function sizeIfCode(response: Response): Promise<TScriptSize | null> {
  const url = new URL(response.url());
  const type = response.headers()['content-type'] ?? '';
  const isCode = /javascript|wasm/.test(type) || /\.(m?js|wasm)$/.test(url.pathname);
  if (!isCode || response.status() !== 200) return null;
  const body = await response.body().catch(() => null);
  if (!body) return null;
  const name = url.pathname.split('/').pop() ?? url.pathname;
  // Level 9, as a server precompressing its static files would; the browser decoded any transfer encoding.
  const gzipBytes = gzipSync(body, { level: 9 }).length;
  const violation = FORBIDDEN_CHUNKS.find(({ pattern }) => pattern.test(chunkName(name)))?.reason;
  return { url: url.href, name, rawBytes: body.length, gzipBytes, ...(violation ? { violation } : {}) };
}

/** Vite names chunks `name-HASH.js`; only the name part says what a chunk is (a hash may spell "demo"). */
function chunkName(fileName: string): string {
  return fileName.replace(/-[\w-]{8}\.(m?js|wasm)$/, '');
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

export function printBundleReport(report: TBundleReport): void {
  const lines = [
    heading(`JavaScript loaded for ${MENU_PAGE_PATH} (gzip -9)`),
    `As the ${VISITOR_LABELS[report.visitor]}`,
  ];
  if (report.finalUrl !== report.page) lines.push(`Note: the page redirected to ${report.finalUrl}`);
  if (report.documentStatus !== 200) {
    // The server answers 503 while packages/web/dist has no index.html (e.g. during a rebuild).
    lines.push(`WARNING: the page answered HTTP ${report.documentStatus}; these are not the menu's figures.`);
  }
  if (report.consentShown !== (report.visitor === 'first-time')) {
    const seen = report.consentShown ? 'was showing' : 'never showed';
    lines.push(`WARNING: the consent notice ${seen}; these are not the ${report.visitor} guest's figures.`);
  }
  if (!report.networkIdle) {
    lines.push(
      `Note: the network never went idle within ${NETWORK_IDLE_TIMEOUT_MS / 1000} s; sized what loaded.`,
    );
  }
  const rows = report.scripts.map((script) => [
    kb(script.gzipBytes),
    kb(script.rawBytes),
    script.violation ? `${script.name}  <-- VIOLATION: ${script.violation}` : script.name,
  ]);
  rows.push(
    ['--------', '--------', ''],
    [kb(report.totalGzipBytes), kb(report.totalRawBytes), `total (${report.scripts.length} files)`],
  );
  lines.push(table(['gzip', 'raw', 'file'], rows, 'rrl'));
  lines.push(`Total ${budgetVerdict(report)}`);
  lines.push(
    report.violations.length === 0
      ? 'Admin area and demo mode: not loaded (ok)'
      : `VIOLATION: chunks that must not load for guests: ${report.violations.join('; ')}`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** "104.2 KB gzipped vs budget 110.0 KB: within budget"; `npm run bench` repeats it in its summary. */
export function budgetVerdict(report: TBundleReport): string {
  const verdict = report.overBudget ? 'OVER BUDGET' : 'within budget';
  return `${kb(report.totalGzipBytes)} gzipped vs budget ${kb(report.budgetBytes)}: ${verdict}`;
}

if (isEntryPoint(import.meta.url)) {
  runMain(async () => {
    for (const report of await withProduct(measureBundles)) printBundleReport(report);
  });
}
