import { expect, type Page, test } from '@playwright/test';
import { checkAxe } from '../support/axe.ts';
import { ADMIN } from '../support/e2e-constants.ts';
import { signIn, skipConsent } from '../support/pages.ts';
import { staffCall } from '../support/staff-api.ts';

/**
 * Issue 13 "Default-data import" (docs/decisions/0020-data-import.md): the default currencies imported
 * twice (the second adds nothing), a file previewed and imported without its refused row, and the
 * screen in German, dark and on a phone. What is added here is removed again, so the other specs find
 * the sample data as seeded.
 */
const DESK = { width: 1280, height: 900 } as const;
const PHONE = { width: 375, height: 812 } as const;

type TCurrency = { id: number; code: string };

async function deleteCurrency(code: string): Promise<void> {
  for (const currency of await staffCall<TCurrency[]>('GET', `/currencies?code=${code}`)) {
    await staffCall('DELETE', `/currencies/${currency.id}`);
  }
}

async function openImport(page: Page, options: { language?: 'de' } = {}): Promise<void> {
  await skipConsent(page);
  await page.goto('/admin/data-import');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Data Import' })).toBeVisible();
  if (options.language) {
    // The session survives the reload (its refresh cookie); the language is read at start.
    await page.evaluate((lang) => window.localStorage.setItem('tableside.language', lang), options.language);
    await page.reload();
  }
}

const entityRow = (page: Page, name: string) =>
  page.locator('li').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

test('import the default currencies twice (the second adds nothing)', async ({ page }) => {
  await page.setViewportSize(DESK);
  await deleteCurrency('JPY');

  await openImport(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Data Import' })).toBeVisible();
  // The sidebar leads here, under Master Data.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Data Import' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const currencies = entityRow(page, 'Currencies');
  await expect(currencies).toContainText('1 of 4 defaults missing');

  await currencies.getByRole('button', { name: 'Import defaults' }).click();
  await expect(currencies.getByText('Added 1; 3 already there.')).toBeVisible();
  await expect(currencies).toContainText('4 entries · all 4 defaults are there');

  // With the keyboard this time: the second import adds nothing.
  await currencies.getByRole('button', { name: 'Import defaults' }).focus();
  await page.keyboard.press('Enter');
  await expect(currencies.getByText('Nothing added: all 4 defaults were already there.')).toBeVisible();
  await expect(currencies).toContainText('4 entries');

  expect(await staffCall<TCurrency[]>('GET', '/currencies?code=JPY')).toHaveLength(1);
});

test('a file is previewed, then imported without its refused row', async ({ page }) => {
  await page.setViewportSize(DESK);
  await deleteCurrency('CHF');
  await openImport(page);

  await page.getByLabel('What the file holds').selectOption('currencies');
  await page.getByLabel('JSON file').setInputFiles({
    name: 'currencies.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify([
        { name: 'Swiss Franc', code: 'chf', symbol: 'Fr.' },
        { name: 'Euro', code: 'EUR', symbol: '€' },
        { name: 'Not a currency', code: 'EURO' },
      ]),
    ),
  });
  const table = page.getByRole('table', { name: 'Rows the file adds, updates or is refused for' });
  await expect(table.getByRole('row', { name: /CHF/ })).toContainText('Add');
  await expect(table.getByRole('row', { name: /EURO/ })).toContainText('Use the three-letter ISO 4217 code');
  const apply = page.getByRole('button', { name: 'Import 1 row' });
  await expect(apply).toBeDisabled();
  await checkAxe(page, 'the preview');

  await page.getByRole('checkbox', { name: 'Import the other rows without the refused one' }).check();
  await apply.click();
  await expect(page.getByText('Currencies: 1 added, 0 updated, 1 unchanged.')).toBeVisible();
  await expect(page.getByText('1 refused row was left out.')).toBeVisible();
  await expect(entityRow(page, 'Currencies')).toContainText('5 entries');

  await deleteCurrency('CHF');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the import screen passes axe on a phone, in German (${theme})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, colorScheme: theme });
    const page = await context.newPage();
    await openImport(page, { language: 'de' });
    await expect(page.getByRole('heading', { level: 1, name: 'Datenimport' })).toBeVisible();
    const languages = entityRow(page, 'Sprachen');
    await expect(languages).toContainText('alle 4 Vorgaben sind vorhanden');
    await languages.getByRole('button', { name: 'Standarddaten importieren' }).click();
    await expect(
      languages.getByText('Nichts hinzugefügt: alle 4 Vorgaben waren bereits vorhanden.'),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await checkAxe(page, `the import screen (${theme})`);
    await context.close();
  });
}
