import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, consentEntry, MENU_PAGE_PATH } from './browser-setup.ts';
import { isEntryPoint, runMain } from './entry-point.ts';
import { heading, table } from './format.ts';
import { withProduct } from './start-product.ts';

/** Issue "Guest journey": a Lighthouse mobile performance score of at least 90 for the menu page. */
export const LIGHTHOUSE_BUDGET = 90;

/** The metrics behind the performance score, in the order Lighthouse's report lists them. */
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

type TMetric = { name: string; value: number | null; display: string; score: number | null };

export type TLighthouseReport =
  | {
      ran: true;
      page: string;
      finalUrl: string;
      /** 0 to 100, as the report shows it. */
      score: number | null;
      budget: number;
      belowBudget: boolean;
      metrics: TMetric[];
      lcpElement: string | null;
      warnings: string[];
      lighthouseVersion: string;
      /** Lighthouse's measure of this machine's CPU speed; below ~1000 the simulated numbers run high. */
      benchmarkIndex: number | null;
    }
  | { ran: false; page: string; reason: string };

/**
 * Lighthouse with its defaults: mobile form factor and screen, simulated slow 4G and 4x CPU slowdown.
 * Its start-of-run storage reset clears the HTTP cache but not localStorage, so the consent decision
 * written beforehand survives while every script is still fetched cold, as on a guest's first scan.
 */
export async function runLighthouse(baseUrl: string): Promise<TLighthouseReport> {
  const page = `${baseUrl}${MENU_PAGE_PATH}`;
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
    await answerConsent(chrome.port, baseUrl);
    const result = await lighthouse(page, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) return { ran: false, page, reason: 'Lighthouse returned no result.' };
    const { lhr } = result;
    if (lhr.runtimeError) {
      return { ran: false, page, reason: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    }
    const rawScore = lhr.categories.performance?.score ?? null;
    const score = rawScore === null ? null : Math.round(rawScore * 100);
    return {
      ran: true,
      page,
      finalUrl: lhr.finalDisplayedUrl,
      score,
      budget: LIGHTHOUSE_BUDGET,
      belowBudget: score === null || score < LIGHTHOUSE_BUDGET,
      metrics: METRICS.map(([name, id]) => {
        const audit = lhr.audits[id];
        return {
          name,
          value: audit?.numericValue ?? null,
          display: audit?.displayValue ?? 'n/a',
          score: audit?.score ?? null,
        };
      }),
      lcpElement: lcpElementSnippet(lhr.audits['largest-contentful-paint-element']?.details),
      warnings: lhr.runWarnings,
      lighthouseVersion: lhr.lighthouseVersion,
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    };
  } catch (error) {
    return { ran: false, page, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    chrome?.kill();
  }
}

/**
 * Writes the consent decision into the browser Lighthouse will drive. It visits a JSON endpoint of
 * the same origin, not the app, so that no app script is cached or run before the measurement.
 */
async function answerConsent(port: number, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const tab = await context.newPage();
    await tab.goto(`${baseUrl}/api/health`);
    const stored = await tab.evaluate(({ key, value }) => {
      localStorage.setItem(key, value);
      return localStorage.getItem(key) === value;
    }, consentEntry());
    if (!stored) throw new Error('Could not store the consent decision in the browser profile.');
    await tab.close();
  } finally {
    // On a connected browser, close() only disconnects; Chromium keeps running for Lighthouse.
    await browser.close();
  }
}

/**
 * The LCP element's HTML, which tells whether the menu (and not e.g. a dialog) was painted largest.
 * Lighthouse nests it as a `node` item inside the audit's tables; the first snippet found is it.
 */
function lcpElementSnippet(details: unknown): string | null {
  if (typeof details !== 'object' || details === null) return null;
  if ('snippet' in details && typeof details.snippet === 'string') return details.snippet;
  for (const value of Object.values(details)) {
    const snippet = lcpElementSnippet(value);
    if (snippet) return snippet;
  }
  return null;
}

export function printLighthouseReport(report: TLighthouseReport): void {
  const lines = [heading(`Lighthouse mobile: ${MENU_PAGE_PATH}`)];
  if (!report.ran) {
    lines.push(`Lighthouse could not run: ${report.reason}`);
  } else {
    if (report.finalUrl !== report.page) lines.push(`Note: the page redirected to ${report.finalUrl}`);
    lines.push(
      table(
        ['metric', 'value', 'metric score'],
        report.metrics.map((metric) => [
          metric.name,
          metric.display,
          metric.score === null ? 'n/a' : String(Math.round(metric.score * 100)),
        ]),
        'lrr',
      ),
    );
    if (report.lcpElement) lines.push(`LCP element: ${report.lcpElement}`);
    for (const warning of report.warnings) lines.push(`Lighthouse warning: ${warning}`);
    const verdict = report.belowBudget ? 'BELOW BUDGET' : 'within budget';
    lines.push(
      `Performance score ${report.score ?? 'n/a'} vs budget >= ${report.budget}: ${verdict}` +
        ` (Lighthouse ${report.lighthouseVersion}, benchmarkIndex ${report.benchmarkIndex ?? 'n/a'})`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (isEntryPoint(import.meta.url)) {
  runMain(async () => printLighthouseReport(await withProduct(runLighthouse)));
}
