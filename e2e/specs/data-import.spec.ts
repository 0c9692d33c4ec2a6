import { expect, type Page, test } from '@playwright/test';
import { xlsxParts } from '@tableside/shared/xlsx-sheet';
import { strToU8, zipSync } from 'fflate';
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
type TTax = { id: number; name: string };

async function deleteCurrency(code: string): Promise<void> {
  for (const currency of await staffCall<TCurrency[]>('GET', `/currencies?code=${code}`)) {
    await staffCall('DELETE', `/currencies/${currency.id}`);
  }
}

async function deleteTax(name: string): Promise<void> {
  for (const tax of await staffCall<TTax[]>('GET', '/taxes')) {
    if (tax.name === name) await staffCall('DELETE', `/taxes/${tax.id}`);
  }
}

/** An .xlsx file of one sheet, as Excel saves it: zipped Office Open XML. */
function workbook(rows: (string | number | boolean)[][]): Buffer {
  const parts = xlsxParts(rows, 'Sheet1');
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(parts).map(([p, xml]) => [p, strToU8(xml)]))));
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
  await page.getByLabel('File (CSV, Excel or JSON)').setInputFiles({
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

// Decision 0044: spreadsheets are read in the page and previewed like a JSON file.
test('a CSV and an XLSX are previewed, imported and found in the master data', async ({ page }) => {
  test.slow();
  await page.setViewportSize(DESK);
  await deleteCurrency('CHF');
  await deleteCurrency('CZK');
  await deleteTax('Import test rate');
  await openImport(page);
  const file = page.getByLabel('File (CSV, Excel or JSON)');
  const table = page.getByRole('table', { name: 'Rows the file adds, updates or is refused for' });

  // A German Excel's CSV: semicolons, ja/nein, a blank line; the refused row is named by its row
  // in the spreadsheet and its column.
  await page.getByLabel('What the file holds').selectOption('currencies');
  await expect(page.getByRole('group', { name: 'Columns for Currencies' })).toContainText(
    'name, code, symbol, is_active',
  );
  await file.setInputFiles({
    name: 'currencies.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Name;Code;Symbol;Is Active\nSwiss Franc;chf;Fr.;ja\n\nCzech Koruna;CZK;Kč;ja\nEuro;EURO;€;nein\n',
    ),
  });
  await expect(table.getByRole('row', { name: /CHF/ })).toContainText('Add');
  await expect(table.getByRole('row', { name: /CZK/ })).toContainText('Add');
  const refused = table.getByRole('row', { name: /EURO/ });
  await expect(refused.getByRole('rowheader')).toHaveText('Row 5');
  await expect(refused).toContainText('Code (column B): Use the three-letter ISO 4217 code');
  await page.getByRole('checkbox', { name: 'Import the other rows without the refused one' }).check();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('Currencies: 2 added, 0 updated, 0 unchanged.')).toBeVisible();

  // A workbook whose header does not fit says which columns it needs, and sends nothing.
  await page.getByLabel('What the file holds').selectOption('taxes');
  await file.setInputFiles({
    name: 'taxes.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook([
      ['name', 'rate'],
      ['Import test rate', 7.5],
    ]),
  });
  await expect(page.getByText('The header row names columns this list does not have: “rate”.')).toBeVisible();
  await expect(
    page.getByText(/The first row must name the columns of Taxes: name, value, is_active/),
  ).toBeVisible();

  await file.setInputFiles({
    name: 'taxes.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook([
      ['name', 'value', 'is_active'],
      ['Import test rate', '7,5', true],
    ]),
  });
  await expect(table.getByRole('row', { name: /Import test rate/ })).toContainText('7.5');
  await page.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(page.getByText('Taxes: 1 added, 0 updated, 0 unchanged.')).toBeVisible();

  // The master data lists show the imported rows.
  await page.getByRole('navigation').getByRole('link', { name: 'Master Data' }).click();
  const masterRow = (name: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await page.getByRole('tab', { name: 'Currencies' }).click();
  await expect(masterRow('Swiss Franc')).toContainText('CHF');
  await expect(masterRow('Czech Koruna')).toContainText('Kč');
  await page.getByRole('tab', { name: 'Taxes' }).click();
  await expect(masterRow('Import test rate')).toContainText('7.5 %');

  await deleteCurrency('CHF');
  await deleteCurrency('CZK');
  await deleteTax('Import test rate');
});

// fflate would unpack a sheet part of 512 KB or more on a blob: worker, which the CSP refuses; the
// screen repacks such a workbook so it is read all the same (decision 0044).
test('a workbook with a large sheet is read under the Content-Security-Policy', async ({ page }) => {
  await page.setViewportSize(DESK);
  await openImport(page);
  await page.getByLabel('What the file holds').selectOption('currencies');
  const long = 'x'.repeat(200_000);
  await page.getByLabel('File (CSV, Excel or JSON)').setInputFiles({
    name: 'large.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook([['name', 'code'], ...['AAA', 'BBB', 'CCC'].map((code) => [long, code])]),
  });
  const summary = page.getByRole('list', { name: 'Summary' });
  await expect(summary).toContainText('3 refused');
  await expect(page.getByRole('table').getByRole('row', { name: /BBB/ })).toContainText(
    'At most 100 characters',
  );
});

test('the templates download with the header row of the chosen list', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openImport(page);
  await page.getByLabel('What the file holds').selectOption('banks');
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV template' }).click();
  const csvFile = await csv;
  expect(csvFile.suggestedFilename()).toBe('banks-template.csv');
  expect((await readDownload(csvFile)).toString('utf8')).toBe('\uFEFFname,code,country_code,is_active\r\n');
  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel template (.xlsx)' }).click();
  const xlsxFile = await xlsx;
  expect(xlsxFile.suggestedFilename()).toBe('banks-template.xlsx');
  // Read back by the screen itself: a header and no rows.
  await page.getByLabel('File (CSV, Excel or JSON)').setInputFiles({
    name: 'banks-template.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await readDownload(xlsxFile),
  });
  await expect(page.getByText('The file has no rows under its header row.')).toBeVisible();
});

async function readDownload(download: import('@playwright/test').Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

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
