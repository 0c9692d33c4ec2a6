/**
 * axe-core in the page under test (issue "Guest journey": no violations on the guest screens).
 * @axe-core/playwright needs Node 22, so the library's browser build is evaluated and run in the
 * page; the violations come back as plain data and fail with a readable list.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type TAxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; failureSummary: string | undefined }[];
};

declare global {
  interface Window {
    axe?: {
      run: (context: unknown, options: unknown) => Promise<{ violations: TAxeViolation[] }>;
    };
  }
}

/** Toasts come and go on a timer; checkAxe leaves them out and checkToasts checks them on their own. */
export const TOASTS = '[data-sonner-toaster]';

export type TAxeScope = { include?: string; exclude?: string };

/** Runs axe on the page, or the part of it the CSS selectors name, and returns its violations. */
export async function axeViolations(page: Page, scope: TAxeScope = {}): Promise<TAxeViolation[]> {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
    // Evaluated, not added as an inline <script>: the app's policy refuses those (decision 0021).
    await page.evaluate(AXE_SOURCE);
  }
  return page.evaluate(async ({ include, exclude }) => {
    const context = {
      include: include ? [include] : [['html']],
      ...(exclude ? { exclude: [exclude] } : {}),
    };
    const result = await window.axe!.run(context, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String),
        failureSummary: node.failureSummary,
      })),
    }));
  }, scope);
}

/** One line per violation and one per element it found, e.g. "color-contrast (serious): …". */
export function formatViolations(violations: readonly TAxeViolation[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.helpUrl}`,
        ...violation.nodes.map(
          (node) =>
            `    at ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replaceAll('\n', '\n      ')}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

/** Waits until no CSS animation or transition runs, so axe sees colours as they end up. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      // Spinners turn forever; everything else must have finished.
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * Checks the page as it is now, toasts aside; a soft assertion, so one run lists the violations of
 * every screen a test visits. The message names the screen, each rule (id, impact, help) and each
 * element it found.
 */
export async function checkAxe(page: Page, screen: string): Promise<void> {
  await animationsSettled(page);
  const violations = await axeViolations(page, { exclude: TOASTS });
  expect.soft(formatViolations(violations), `axe violations on ${screen}`).toBe('');
}

/** Checks the toasts on screen, once the one named has appeared. */
export async function checkToasts(page: Page, toast: string): Promise<void> {
  const shown = page.locator(TOASTS).getByText(toast, { exact: true }).first();
  await expect(shown).toBeVisible();
  // A toast under the pointer stays until the pointer leaves, so it cannot vanish while axe looks.
  await shown.hover();
  await animationsSettled(page);
  const violations = await axeViolations(page, { include: TOASTS });
  expect.soft(formatViolations(violations), `axe violations on the toast '${toast}'`).toBe('');
}
