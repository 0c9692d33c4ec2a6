import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { animationsSettled, axeViolations, formatViolations, TOASTS } from '../support/axe.ts';
import { ADMIN, E2E_OPERATING_HOURS, E2E_PORT } from '../support/e2e-constants.ts';
import { prepareGuest } from '../support/guest.ts';
import { signIn, skipConsent } from '../support/pages.ts';
import { putSettings } from '../support/staff-api.ts';

/**
 * Issue 10: the owner configures the restaurant on a phone and the guests' open screens follow
 * within seconds; pausing orders stops a guest's order; a configuration exported here and imported
 * into a fresh instance reproduces it. Every setting changed here is put back at the end.
 */
const PHONE = { width: 375, height: 812 };
const ORIGINAL = {
  'BRANDING.RESTAURANT_NAME': 'Café Aroma',
  'BRANDING.PRIMARY_COLOR': '#4a2c2a',
  'OPERATIONS.OPERATING_HOURS': E2E_OPERATING_HOURS,
  'OPERATIONS.ACCEPT_ORDERS': 'true',
};
const CLOSED_NOTICE =
  'Currently outside service hours. You can browse the menu, but orders cannot be placed right now.';
const PAUSED = 'We are not taking orders right now. Please ask a member of staff.';
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test.afterEach(async () => {
  await putSettings(ORIGINAL);
});

async function openGroup(page: Page, group: string, heading: string): Promise<void> {
  await skipConsent(page);
  await page.goto(`/admin/configuration/${group}`);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Save \d+ changes?$/ }).click();
  await expect(toast(page, 'Configurations updated successfully')).toBeVisible();
}

/** Today's weekday in the restaurant's zone (REGIONAL.TIMEZONE of the sample cafe). */
function todayInBerlin(): string {
  return new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'Europe/Berlin' }).format(new Date());
}

test('an owner renames the cafe, recolours it and closes it for today on a phone; an open menu follows', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const guestContext = await browser.newContext({ viewport: PHONE });
  const guest = await guestContext.newPage();
  await prepareGuest(guest);
  await guest.goto('/table/1/menu');
  await expect(guest.getByRole('banner')).toContainText('Café Aroma');
  await expect(guest.getByText(CLOSED_NOTICE)).toBeHidden();

  const ownerContext = await browser.newContext({ viewport: PHONE });
  const owner = await ownerContext.newPage();
  await openGroup(owner, 'branding', 'Branding');
  await owner.getByRole('textbox', { name: 'Restaurant name' }).fill('Bistro Blau');
  const primary = owner.getByRole('textbox', { name: 'Primary colour', exact: true });
  await primary.fill('#1d4ed8');
  await save(owner);

  // The guest's menu, open all along, follows through its live stream (no reload).
  await expect(guest.getByRole('banner')).toContainText('Bistro Blau');
  await expect
    .poll(() =>
      guest.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary')),
    )
    .toBe('#1d4ed8');

  // Closed for the rest of today: the guest sees it before building a cart.
  await owner.goto('/admin/configuration/operations');
  await expect(owner.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
  await owner.getByRole('switch', { name: `Open on ${todayInBerlin()}` }).click();
  await save(owner);
  await expect(guest.getByText(CLOSED_NOTICE)).toBeVisible();

  await guestContext.close();
  await ownerContext.close();
});

test('pausing orders stops a guest at checkout with a clear message', async ({ browser }) => {
  test.setTimeout(90_000);
  const guestContext = await browser.newContext({ viewport: PHONE });
  const guest = await guestContext.newPage();
  await prepareGuest(guest);
  await guest.goto('/table/2/menu');
  await guest.getByRole('button', { name: 'Butter Croissant', exact: true }).click();
  const dialog = guest.getByRole('dialog', { name: 'Butter Croissant' });
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog).toBeHidden();
  await guest.goto('/table/2/checkout');
  const placeOrder = guest.getByRole('button', { name: /^Place order/ });
  await expect(placeOrder).toBeEnabled();

  const ownerContext = await browser.newContext({ viewport: PHONE });
  const owner = await ownerContext.newPage();
  await openGroup(owner, 'operations', 'Operations');
  await owner.getByRole('switch', { name: 'Accept guest orders' }).click();
  await save(owner);

  await expect(guest.getByRole('alert').filter({ hasText: PAUSED })).toBeVisible();
  await expect(placeOrder).toBeDisabled();

  await guestContext.close();
  await ownerContext.close();
});

/** A second product on a fresh database: the same e2e server script on another port. */
async function startFreshInstance(port: number): Promise<{ url: string; stop: () => void }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'support/e2e-server.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt++) {
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { url, stop: () => child.kill('SIGTERM') };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('The fresh instance did not start');
}

test('a configuration exported here and imported into a fresh instance reproduces it', async ({ page }) => {
  test.setTimeout(120_000);
  await putSettings({ 'BRANDING.RESTAURANT_NAME': 'Exported Café', 'BRANDING.PRIMARY_COLOR': '#0f766e' });
  await skipConsent(page);
  await page.goto('/admin/configuration/import-export');
  await signIn(page, ADMIN.email, ADMIN.password);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await (await download).path();
  const exported = JSON.parse(await readFile(file, 'utf8')) as { settings: Record<string, string> };
  expect(exported.settings['BRANDING.RESTAURANT_NAME']).toBe('Exported Café');

  const fresh = await startFreshInstance(E2E_PORT + 40);
  try {
    const before = await (await fetch(`${fresh.url}/api/branding`)).json();
    expect(before.data.restaurant_name).toBe('Café Aroma');

    await page.goto(`${fresh.url}/admin/configuration/import-export`);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByLabel('Configuration file').setInputFiles(file);
    const changes = page.getByRole('table', { name: 'Changes' });
    await expect(changes).toContainText('BRANDING.RESTAURANT_NAME');
    await expect(changes).toContainText('Exported Café');
    await page.getByRole('button', { name: /^Apply \d+ changes?$/ }).click();
    await expect(page.getByText(/settings? imported/)).toBeVisible();

    const after = await (await fetch(`${fresh.url}/api/branding`)).json();
    expect(after.data).toMatchObject({ restaurant_name: 'Exported Café', primary: '#0f766e' });
  } finally {
    fresh.stop();
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`the configuration screens have no axe violations (${theme}, phone)`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);
    await page.addInitScript((colours) => window.localStorage.setItem('tableside.theme', colours), theme);
    await openGroup(page, 'branding', 'Branding');
    const check = async (what: string) => {
      await animationsSettled(page);
      const violations = await axeViolations(page, { exclude: TOASTS });
      expect(violations, `${what}\n${formatViolations(violations)}`).toEqual([]);
    };
    await check('/admin/configuration/branding');
    for (const [path, heading] of [
      ['/admin/configuration', 'Configuration'],
      ['/admin/configuration/operations', 'Operations'],
      ['/admin/configuration/regional', 'Regional'],
      ['/admin/configuration/import-export', 'Configuration Import & Export'],
      ['/admin/configuration/templates', 'Configuration Templates'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await check(path);
    }
    // The payment methods are the server's list (GET /enums), one checkbox each.
    await page.goto('/admin/configuration/payment');
    const methods = page.getByRole('group', { name: 'Payment methods' });
    await expect(methods.getByRole('checkbox', { name: 'Google Pay' })).toBeVisible();
    await expect(methods.getByRole('checkbox')).toHaveCount(5);
    await check('/admin/configuration/payment');
  });
}
