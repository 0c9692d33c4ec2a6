import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * Every Content-Security-Policy violation a page meets (decision 0021), collected two ways: the
 * `securitypolicyviolation` events of each document the page loads, and the browser's console
 * notices about the policies (a refused load, a directive ignored in a `<meta>` tag, an unknown
 * Permissions-Policy feature), the page's and its workers'. The list fills as the page runs.
 */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  const fromConsole = (message: ConsoleMessage) => {
    if (/Content.Security.Policy|Permissions.Policy/i.test(message.text())) {
      violations.push(`console: ${message.text()}`);
    }
  };
  page.on('console', fromConsole);
  page.on('worker', (worker) => worker.on('console', fromConsole));
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
      .reportPolicyViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      report(`${event.effectiveDirective} refused ${event.blockedURI}${where}`);
    });
  });
  return violations;
}

/** The policy's directives by name, e.g. `script-src` → `["'self'"]`. */
export function cspDirectives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources] as const),
  );
}
