import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { animationsSettled, axeViolations, formatViolations, TOASTS } from '../support/axe.ts';
import { ADMIN } from '../support/e2e-constants.ts';
import { signIn, skipConsent } from '../support/pages.ts';

/**
 * The tables screen (spec admin 2, 4, 7 "Tables", 8). The sample cafe has 24 tables: 1–21 take
 * orders, 22 and 23 are inactive, 24 is archived. Tables made here are deleted again, so the guest
 * specs still find the sample cafe as seeded.
 */
test.use({ viewport: { width: 1280, height: 900 } });

async function openTables(page: Page, path = '/admin/tables'): Promise<void> {
  await skipConsent(page);
  await page.goto(path);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Tables' })).toBeVisible();
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

async function expectTableNotFound(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Table not found' })).toBeVisible();
}

test('creates, edits, switches, archives, unarchives and deletes tables', async ({ page }) => {
  // One table's whole life in one story, so it takes a while.
  test.setTimeout(120_000);
  await openTables(page);

  // Create; a name already used in the branch is refused under the field.
  await page.getByRole('button', { name: 'Add table' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add table' });
  await dialog.getByLabel('Name').fill('table 1');
  await dialog.getByRole('button', { name: 'Add table' }).click();
  await expect(dialog.getByText('A table named "Table 1" already exists in this branch')).toBeVisible();
  await dialog.getByLabel('Name').fill('  E2E Patio ');
  await dialog.getByLabel('Seats').fill('3');
  const created = page.waitForResponse(
    (res) => res.url().endsWith('/api/benches') && res.request().method() === 'POST' && res.status() === 201,
  );
  await dialog.getByRole('button', { name: 'Add table' }).click();
  const id = ((await (await created).json()) as { data: { id: number } }).data.id;
  await expect(toast(page, 'Table created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'E2E Patio')).toContainText('3');

  // Edit.
  await row(page, 'E2E Patio').getByRole('button', { name: 'Edit: E2E Patio' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit table' });
  await expect(dialog.getByLabel('Name')).toHaveValue('E2E Patio');
  await dialog.getByLabel('Seats').fill('100');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Seats must be between 1 and 99')).toBeVisible();
  await dialog.getByLabel('Name').fill('E2E Terrace');
  await dialog.getByLabel('Seats').fill('6');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Table updated successfully')).toBeVisible();
  const terrace = row(page, 'E2E Terrace');
  await expect(terrace).toContainText('6');

  // Toggle off and on with the keyboard.
  const active = terrace.getByRole('switch', { name: 'E2E Terrace takes orders' });
  await expect(active).toBeChecked();
  await active.focus();
  await page.keyboard.press('Space');
  await expect(toast(page, 'E2E Terrace is now inactive')).toBeVisible();
  await expect(active).not.toBeChecked();
  await expect(terrace.getByText('Inactive')).toBeVisible();
  await active.click();
  await expect(toast(page, 'E2E Terrace is now active')).toBeVisible();
  await expect(active).toBeChecked();

  // Archive: the guest's table guard refuses the table, on its landing and below it.
  await terrace.getByRole('button', { name: 'Archive: E2E Terrace' }).click();
  await expect(toast(page, 'Table archived successfully')).toBeVisible();
  await expect(terrace).toBeHidden();
  await page.goto(`/table/${id}`);
  await expectTableNotFound(page);
  await page.goto(`/table/${id}/menu`);
  await expectTableNotFound(page);

  // Unarchive, choosing to take orders again at once.
  await page.goto('/admin/tables?status=archived');
  await row(page, 'E2E Terrace').getByRole('button', { name: 'Unarchive: E2E Terrace' }).click();
  const unarchive = page.getByRole('dialog', { name: 'Unarchive E2E Terrace?' });
  await unarchive.getByRole('button', { name: 'Unarchive and activate' }).click();
  await expect(toast(page, 'Table unarchived successfully')).toBeVisible();
  await page.getByLabel('Show').selectOption('active');
  await page.getByLabel('Search tables').fill('E2E Terrace');
  await expect(row(page, 'E2E Terrace').getByRole('switch')).toBeChecked();

  // Bulk delete with a confirmation; a table with orders could not go, these two can.
  await page.getByRole('button', { name: 'Add table' }).click();
  dialog = page.getByRole('dialog', { name: 'Add table' });
  await dialog.getByLabel('Name').fill('E2E Bar');
  await dialog.getByRole('button', { name: 'Add table' }).click();
  await expect(toast(page, 'Table created successfully')).toBeVisible();
  // The list opens where the new table is, as a waiter would see it, before searching.
  await expect(row(page, 'E2E Bar')).toBeVisible();
  await page.getByLabel('Search tables').fill('E2E');
  await expect(page.getByText('2 tables', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select E2E Terrace' }).check();
  await page.getByRole('checkbox', { name: 'Select E2E Bar' }).check();
  await expect(page.getByText('2 tables selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete 2 tables?' });
  await expect(confirm.getByRole('listitem')).toHaveText(['E2E Terrace', 'E2E Bar']);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, '2 tables deleted successfully')).toBeVisible();
  await expect(page.getByText('No tables found.')).toBeVisible();
});

test('a table with orders cannot be deleted, and highlight finds an archived table', async ({ page }) => {
  await openTables(page, '/admin/tables?highlight=24');
  // Table 24 is archived: the screen searches for it and flashes its row.
  await expect(page.getByLabel('Show')).toHaveValue('archived');
  await expect(row(page, 'Table 24')).toHaveClass(/table-row-flash/);
  await expect(page).not.toHaveURL(/highlight=/, { timeout: 8_000 });

  await page.getByLabel('Show').selectOption('current');
  await page.getByLabel('Search tables').fill('Table 1');
  await row(page, 'Table 1').getByRole('button', { name: 'Delete: Table 1' }).click();
  await page.getByRole('dialog', { name: 'Delete 1 table?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Operation failed. Please try again.')).toContainText(
    'Table "Table 1" has orders and cannot be deleted; archive it instead',
  );
  await expect(row(page, 'Table 1')).toBeVisible();
});

test('downloads a table QR code as PNG and SVG', async ({ page }) => {
  await openTables(page);
  await row(page, 'Table 5').getByRole('button', { name: 'QR code: Table 5' }).click();
  const dialog = page.getByRole('dialog', { name: 'QR code: Table 5' });
  await expect(dialog.getByRole('img', { name: 'QR code for Table 5' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /\/table\/5$/ })).toBeVisible();

  const png = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PNG' }).click();
  const pngFile = await png;
  expect(pngFile.suggestedFilename()).toBe('table-5-qr.png');
  const bytes = await readFile((await pngFile.path()) as string);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  const svg = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download SVG' }).click();
  const svgFile = await svg;
  expect(svgFile.suggestedFilename()).toBe('table-5-qr.svg');
  expect(await readFile((await svgFile.path()) as string, 'utf8')).toMatch(
    /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/,
  );
});

test('the QR sheet prints one code per active table with its name', async ({ page, request }) => {
  const benches = (await (await request.get('/api/benches?active=true&archived=false')).json()) as {
    data: { id: number; name: string }[];
  };
  await openTables(page);
  await page.getByRole('link', { name: 'Print QR codes' }).click();
  await expect(page).toHaveURL(/\/admin\/tables\/qr-sheet$/);
  const sheet = page.getByRole('list', { name: 'Table QR codes' });
  await expect(sheet.getByRole('listitem')).toHaveCount(benches.data.length);
  await expect(sheet.getByRole('img')).toHaveCount(benches.data.length);
  await expect(sheet.getByRole('listitem')).toHaveText(benches.data.map((bench) => bench.name));
  await expect(page.getByRole('heading', { level: 1, name: 'Café Aroma' })).toBeVisible();
  await expect(sheet.getByText('Table 22', { exact: true })).toHaveCount(0);

  const print = page.getByRole('button', { name: 'Print' });
  await expect(print).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(print).toBeHidden();
  await expect(sheet.getByRole('listitem')).toHaveCount(benches.data.length);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the tables screen, its QR dialog and the sheet have no axe violations (${theme}, phone)`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.addInitScript((colours) => window.localStorage.setItem('tableside.theme', colours), theme);
    await openTables(page);
    await expect(row(page, 'Table 1')).toBeVisible();
    const check = async (what: string) => {
      await animationsSettled(page);
      const violations = await axeViolations(page, { exclude: TOASTS });
      expect(violations, `${what}\n${formatViolations(violations)}`).toEqual([]);
    };
    await check('/admin/tables');
    await row(page, 'Table 1').getByRole('button', { name: 'QR code: Table 1' }).click();
    await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
    await check('QR dialog');
    await page.keyboard.press('Escape');
    await page.goto('/admin/tables/qr-sheet');
    await expect(
      page.getByRole('list', { name: 'Table QR codes' }).getByRole('listitem').first(),
    ).toBeVisible();
    await check('/admin/tables/qr-sheet');
  });
}
