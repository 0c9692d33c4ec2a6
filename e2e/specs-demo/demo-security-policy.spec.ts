import { expect, test } from '@playwright/test';
import { cspDirectives, watchPolicyViolations } from '../support/csp.ts';
import { skipConsent } from '../support/pages.ts';

/**
 * Demo mode's Content-Security-Policy (decision 0021): a plain static host sends no headers, so the
 * built HTML carries the policy in a `<meta>` tag. The demo starts (sql.js compiles its
 * WebAssembly in the worker), the guest orders from the menu, staff open the admin screens and
 * draw a QR code, and the policy reports no violation on the way.
 */
test.use({ viewport: { width: 1280, height: 800 } });

test('demo mode runs under the policy of its <meta> tag', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  await skipConsent(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toBeUndefined();
  const meta = page.locator('meta[http-equiv="Content-Security-Policy"]');
  const csp = cspDirectives((await meta.getAttribute('content')) ?? '');
  expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  // Ignored in a <meta> tag, with a console warning; only a header can forbid framing.
  expect(csp.has('frame-ancestors')).toBe(false);

  const banner = page.getByRole('region', { name: 'Demo mode' });
  await banner.getByRole('button', { name: 'Initialize demo' }).click();
  await page
    .getByRole('dialog', { name: 'Initialize demo data?' })
    .getByRole('button', { name: 'Initialize' })
    .click();
  await expect(page.getByText('Demo data loaded.')).toBeVisible({ timeout: 30_000 });

  // The guest's menu, a dialog and the cart, answered by the API in the worker.
  await page.goto('/table/5/menu');
  await page.getByRole('button', { name: 'Americano', exact: true }).click({ timeout: 20_000 });
  const item = page.getByRole('dialog', { name: 'Americano' });
  await item.getByRole('button', { name: 'Add to cart' }).click();
  await expect(item).toBeHidden();
  await expect(page.getByRole('button', { name: /^View cart/ })).toContainText('1 item');
  // The "Added to cart" notice comes in below the banner, not over its buttons at the top right (a
  // pointer resting on a notice would keep it there): "Admin panel" can be clicked while it shows.
  await expect(page.getByText('Added to cart')).toBeVisible();
  const bannerBottom = await banner.evaluate((element) => element.getBoundingClientRect().bottom);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Added to cart' });
  // Polled: the notice slides in from above.
  await expect
    .poll(() => toast.evaluate((element) => element.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(bannerBottom);

  // Staff: the admin panel, and a QR code drawn from a blob: URL.
  await banner.getByRole('button', { name: 'Admin panel' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Tables' }).click();
  await page.getByRole('button', { name: 'QR code: Table 5' }).click();
  const download = page.waitForEvent('download', { timeout: 10_000 }).catch(() => null);
  await page
    .getByRole('dialog', { name: 'QR code: Table 5' })
    .getByRole('button', { name: 'Download PNG' })
    .click();
  const png = await download;
  // A refused image stops the download: the refusal says why, so it is checked first.
  expect(violations).toEqual([]);
  expect(png?.suggestedFilename()).toBe('table-5-qr.png');
});
