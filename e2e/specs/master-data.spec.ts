import { expect, type Page, test } from '@playwright/test';
import { checkAxe } from '../support/axe.ts';
import { ADMIN } from '../support/e2e-constants.ts';
import { signIn, skipConsent } from '../support/pages.ts';

/**
 * The master data screen (spec admin 7 "Settings and master data"): a currency's whole life, and a
 * tax the menu uses that cannot be deleted. What is made here is deleted again, so the other specs
 * find the sample data as seeded.
 */
test.use({ viewport: { width: 1280, height: 900 } });

async function openMasterData(page: Page, path = '/admin/master-data'): Promise<void> {
  await skipConsent(page);
  await page.goto(path);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Master Data' })).toBeVisible();
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('adds, edits, switches off and deletes a currency', async ({ page }) => {
  await openMasterData(page);
  // The sidebar leads here; the tabs answer the arrow keys and the tab is in the address.
  await page.getByRole('link', { name: 'Master Data' }).click();
  await page.getByRole('tab', { name: 'Languages' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Currencies' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=currencies$/);
  await expect(row(page, 'Euro')).toContainText('EUR');

  // Add; a code that is not ISO 4217 or already taken is refused under the field.
  await page.getByRole('button', { name: 'Add currency' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add currency' });
  await dialog.getByLabel('Name').fill('Czech Koruna');
  await dialog.getByLabel('Code').fill('CZ');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Use the three-letter ISO 4217 code, e.g. EUR')).toBeVisible();
  await dialog.getByLabel('Code').fill('usd');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('The code USD is already taken')).toBeVisible();
  await dialog.getByLabel('Code').fill('czk');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, 'Czech Koruna added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Czech Koruna')).toContainText('CZK');

  // Edit.
  await row(page, 'Czech Koruna').getByRole('button', { name: 'Edit: Czech Koruna' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit currency' });
  await expect(edit.getByLabel('Code')).toHaveValue('CZK');
  await edit.getByLabel('Name').fill('Czech crown');
  await edit.getByLabel('Symbol').fill('Kč');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Czech crown saved')).toBeVisible();
  const crown = row(page, 'Czech crown');
  await expect(crown).toContainText('Kč');

  // Switch it off with the keyboard; the inactive filter finds it.
  const active = crown.getByRole('switch', { name: 'Czech crown is active' });
  await active.focus();
  await page.keyboard.press('Space');
  await expect(toast(page, 'Czech crown is now inactive')).toBeVisible();
  await expect(active).toHaveAttribute('aria-checked', 'false');
  await page.getByLabel('Show').selectOption('inactive');
  await expect(page.getByText('1 entry', { exact: true })).toBeVisible();
  await expect(row(page, 'Czech crown')).toBeVisible();

  // Delete, after a confirmation.
  await row(page, 'Czech crown').getByRole('button', { name: 'Delete: Czech crown' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Czech crown?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Czech crown deleted')).toBeVisible();
  await expect(page.getByText('Nothing found.')).toBeVisible();
});

test('a tax the menu uses cannot be deleted, and says why', async ({ page }) => {
  await openMasterData(page, '/admin/master-data?tab=taxes');
  await expect(row(page, 'Sales Tax')).toContainText('8 %');
  await row(page, 'Sales Tax').getByRole('button', { name: 'Delete: Sales Tax' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Sales Tax?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  const refusal = confirm.getByRole('alert');
  await expect(refusal).toContainText('Sales Tax cannot be deleted.');
  await expect(refusal).toContainText(/is used by \d+ menu items/);
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, 'Sales Tax')).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the master data screen passes axe on a phone (${theme})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, colorScheme: theme });
    const page = await context.newPage();
    await openMasterData(page, '/admin/master-data?tab=banks');
    await expect(row(page, 'Barclays')).toBeVisible();
    await checkAxe(page, `the banks (${theme})`);
    await page.getByRole('button', { name: 'Edit: Barclays' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit bank' }).getByLabel('Country')).toHaveValue('GB');
    await checkAxe(page, `the bank dialog (${theme})`);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Banks' }).focus();
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'Languages' })).toHaveAttribute('aria-selected', 'true');
    await expect(row(page, 'English')).toBeVisible();
    await page.getByRole('button', { name: 'Delete: English' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toContainText('English cannot be deleted.');
    await checkAxe(page, `a refused delete (${theme})`);
    await context.close();
  });
}
