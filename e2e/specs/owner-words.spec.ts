import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from '../support/e2e-constants.ts';
import { signIn, skipConsent } from '../support/pages.ts';
import { putSettings } from '../support/staff-api.ts';

/**
 * Issue 41, numbers and words: what an owner reads on the configuration and team screens is words,
 * not the ids and keys the code uses (BRANDING.RESTAURANT_NAME, OWNER, 'items'), and "Send a test
 * report now" says where the report went. On a phone, where these screens are tightest.
 */
const PHONE = { viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' } as const;
const ROLE_IDS = /\b(OWNER|MANAGER|WAITER|KITCHEN)\b/;
const SETTING_KEY = /\b[A-Z_]{3,}\.[A-Z_]{3,}\b/;
const ORIGINAL = { 'PAYMENT.TIP_PERCENTAGES': '5,10,15' };

test.afterEach(async () => {
  await putSettings(ORIGINAL);
});

async function ownerOn(page: Page, path: string): Promise<void> {
  await skipConsent(page);
  await page.goto(path);
  await signIn(page, ADMIN.email, ADMIN.password);
}

const main = (page: Page) => page.getByRole('main');

test('configuration speaks in names, units and lists; keys stay findable', async ({ browser }) => {
  test.slow();
  const context = await browser.newContext(PHONE);
  await context.grantPermissions(['clipboard-write']);
  const page = await context.newPage();
  await ownerOn(page, '/admin/configuration/branding');
  await expect(page.getByRole('heading', { level: 1, name: 'Branding' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Restaurant name', exact: true })).toBeVisible();
  await expect(main(page)).not.toContainText(SETTING_KEY);
  // The key is one click away, for support and the API.
  await page.getByRole('button', { name: 'Copy key of Restaurant name' }).click();
  // (The page may write the clipboard but not read it back: Permissions-Policy clipboard-read=().)
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Copied the key BRANDING.RESTAURANT_NAME' }),
  ).toBeVisible();

  // Search still finds a setting by its key, and then shows it.
  await page.goto('/admin/configuration');
  await page.getByLabel('Search settings').fill('BRANDING.RESTAURANT_NAME');
  await expect(main(page).getByRole('link', { name: /Restaurant name/ })).toContainText(
    'BRANDING.RESTAURANT_NAME',
  );

  // Units are what a number counts, with the plural its value needs.
  await page.goto('/admin/configuration/tables');
  await expect(main(page)).toContainText('From 1 to 50 seats');
  await expect(main(page)).toContainText('Default: 4 seats');
  await page.goto('/admin/configuration/kitchen-operations');
  await expect(main(page)).toContainText('From 1 to 5 copies');
  await expect(main(page)).toContainText('Default: 1 copy');
  await page.goto('/admin/configuration/notifications');
  await expect(main(page)).toContainText('Default: Short tone');
  await expect(main(page)).not.toContainText('Default: Default');

  // The fiscal year starts on a day and a month; no year to choose.
  await page.goto('/admin/configuration/analytics');
  await expect(main(page)).toContainText('From 1 to 100 customers');
  await expect(page.getByLabel('Fiscal year start: day')).toHaveValue('1');
  await expect(page.getByLabel('Fiscal year start: month')).toHaveValue('1');
  await expect(main(page)).toContainText('Default: January 1');
  await expect(main(page)).not.toContainText(SETTING_KEY);

  // Mail is not set up in this test server: the screen says so, and how to set it up.
  await page.getByRole('button', { name: 'Send a test report now' }).click();
  const outcome = main(page).getByRole('status').filter({ hasText: 'test report' });
  await expect(outcome).toContainText('Mail is not set up on this server');
  await expect(outcome).toContainText('SMTP_URL');
  await expect(outcome).toContainText('reports@cafe-aroma.example is the sample address');
  await expect(outcome).not.toContainText('Test report sent');

  // Tip suggestions are a list: add one, remove one, and a bad entry is refused before saving.
  await page.goto('/admin/configuration/payment');
  const tips = (n: number) => page.getByLabel(`Tip suggestions (%): suggestion ${n}`);
  await expect(tips(1)).toHaveValue('5');
  await expect(tips(3)).toHaveValue('15');
  await page.getByRole('button', { name: 'Add a percentage' }).click();
  await expect(tips(4)).toHaveValue('20');
  await page.getByRole('button', { name: 'Remove 5 %' }).click();
  await expect(tips(1)).toHaveValue('10');
  await tips(1).fill('15');
  await expect(main(page)).toContainText('Each tip percentage may appear only once');
  await tips(1).fill('12.5');
  await page.getByRole('button', { name: /^Save \d+ changes?$/ }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Configurations updated successfully' }),
  ).toBeVisible();
  await page.reload();
  await expect(tips(1)).toHaveValue('12.5');
  await expect(tips(3)).toHaveValue('20');
  await context.close();
});

test('the team, roles and profile name roles in words', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await ownerOn(page, '/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(main(page).getByText('Owner', { exact: true }).first()).toBeVisible();
  await expect(main(page)).not.toContainText(ROLE_IDS);

  await page.getByRole('button', { name: 'Add team member' }).click();
  const form = page.getByRole('dialog', { name: 'Add team member' });
  const roleOptions = form.getByLabel('Role').locator('option');
  await expect(roleOptions.filter({ hasText: 'Waiter' })).toHaveCount(1);
  expect((await roleOptions.allTextContents()).join(' ')).not.toMatch(ROLE_IDS);
  await page.keyboard.press('Escape');

  await page.goto('/admin/roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  await page.getByRole('button', { name: /^Waiter/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Waiter' })).toBeVisible();
  // The payments permissions sit under a named area.
  await expect(main(page).getByText('Payments', { exact: true }).first()).toBeVisible();
  await expect(main(page)).not.toContainText(ROLE_IDS);
  await expect(main(page).getByText('payments', { exact: true })).toHaveCount(0);

  await page.goto('/admin/profile');
  await expect(main(page).getByText('Owner', { exact: true })).toBeVisible();
  await expect(main(page)).not.toContainText(ROLE_IDS);
  await context.close();
});
