import { expect, type Page, type Response, test } from '@playwright/test';
import { cspDirectives, watchPolicyViolations } from '../support/csp.ts';
import { ADMIN } from '../support/e2e-constants.ts';
import { PHONE, prepareGuest } from '../support/guest.ts';
import { signIn, skipConsent } from '../support/pages.ts';

/**
 * The browser security headers of the Node host (issue 14, decision 0021): every page arrives with
 * a Content-Security-Policy and a Permissions-Policy, and runs without a single violation: the
 * guest's menu, the sign-in, the admin screens (live stream, dialogs, toasts, a QR code drawn from
 * a blob: URL) and the API docs page with its own, stricter policy.
 */

/** The document's policy: the web app's, with nothing inline or evaluated but styles. */
function expectAppPolicy(response: Response | null): void {
  const headers = response?.headers() ?? {};
  const csp = cspDirectives(headers['content-security-policy']);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('default-src')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers['permissions-policy']).toContain('camera=()');
  // PUBLIC_URL of the e2e server is plain http.
  expect(headers['strict-transport-security']).toBeUndefined();
}

async function expectHeading(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('the guest menu runs under the policy', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const violations = await watchPolicyViolations(page);
  await prepareGuest(page);
  expectAppPolicy(await page.goto('/table/1/menu'));
  await expectHeading(page, 'Menu');
  // A dialog (Radix inserts a <style>) and a toast (so does sonner).
  await page.getByRole('button', { name: 'Americano', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Americano' });
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^View cart/ })).toContainText('1 item');
  expect(violations).toEqual([]);
});

test('the sign-in and the admin screens run under the policy', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const violations = await watchPolicyViolations(page);
  await skipConsent(page);
  expectAppPolicy(await page.goto('/login'));
  // The admin area's live event stream (EventSource).
  const stream = page.waitForResponse((response) => response.url().includes('/api/events?'));
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByText('Successfully signed in')).toBeVisible();
  await expectHeading(page, 'Dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Orders' }).click();
  await expectHeading(page, 'Orders');
  expect((await stream).status()).toBe(200);

  // A QR code's PNG is drawn from a blob: URL onto a canvas.
  expectAppPolicy(await page.goto('/admin/tables'));
  await expectHeading(page, 'Tables');
  await page.getByRole('button', { name: 'QR code: Table 5' }).click();
  const qr = page.getByRole('dialog', { name: 'QR code: Table 5' });
  const download = page.waitForEvent('download', { timeout: 10_000 }).catch(() => null);
  await qr.getByRole('button', { name: 'Download PNG' }).click();
  const png = await download;
  // A refused image stops the download: the refusal says why, so it is checked first.
  expect(violations).toEqual([]);
  expect(png?.suggestedFilename()).toBe('table-5-qr.png');
  await page.keyboard.press('Escape');

  await page.goto('/admin/configuration/branding');
  await expect(page.getByRole('textbox', { name: 'Restaurant name' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the API docs page has its own policy: no script, its stylesheet by hash', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  const response = await page.goto('/api/docs');
  const headers = response?.headers() ?? {};
  const csp = cspDirectives(headers['content-security-policy']);
  expect(csp.get('default-src')).toEqual(["'none'"]);
  expect(csp.get('style-src')).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers['permissions-policy']).toContain('camera=()');
  await expect(page.getByRole('heading', { name: 'Tableside API' })).toBeVisible();
  // The stylesheet applied: the hash matches it.
  await expect(page.locator('body')).toHaveCSS('max-width', '960px');
  expect(violations).toEqual([]);
});

test('an injected inline script is refused, and the refusal is caught', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  await skipConsent(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(violations).toEqual([]);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.injected = "yes"';
    document.head.append(script);
    return document.documentElement.dataset.injected === 'yes';
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.join('\n')).toContain('script-src-elem refused inline');
});
