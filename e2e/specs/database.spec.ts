import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { checkAxe } from '../support/axe.ts';
import { ADMIN } from '../support/e2e-constants.ts';
import { signIn, skipConsent } from '../support/pages.ts';

/**
 * Issue 12 "Backup and restore", the owner's journey in a real browser: a backup downloaded from the
 * Database screen brings back a menu category deleted after it; a file of the wrong type is named
 * on the screen without an upload; on a phone, in both themes, a backup is saved on the server and
 * deleted again, and the screen and its questions pass axe.
 */
const DESK = { width: 1280, height: 900 } as const;
const PHONE = { width: 375, height: 740 } as const;
const CATEGORY = 'Salads & Bowls';

test.use({ viewport: DESK, reducedMotion: 'reduce' });

async function signInAsOwner(page: Page): Promise<void> {
  await skipConsent(page);
  await page.goto('/admin/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
}

async function openDatabase(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Database', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/database$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Database' })).toBeVisible();
}

async function openMenu(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Menu', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/menu/);
}

/** The category's entry in the menu screen's list ('Salads & Bowls 4 items', not its drag handle). */
const categoryEntry = (page: Page) =>
  page.getByRole('list', { name: 'Categories' }).getByRole('button', { name: new RegExp(`^${CATEGORY}`) });

test('a downloaded backup brings back a deleted menu category', async ({ page }, testInfo) => {
  test.slow();
  await signInAsOwner(page);
  await openDatabase(page);
  await checkAxe(page, '/admin/database');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download backup' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.sqlite$/);
  const backup = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(backup);

  // After the backup: a category goes.
  await openMenu(page);
  await categoryEntry(page).click();
  await page.getByRole('button', { name: `Delete ${CATEGORY}`, exact: true }).click();
  const question = page.getByRole('dialog', { name: `Delete ${CATEGORY}?` });
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Category deleted successfully')).toBeVisible();
  await expect(categoryEntry(page)).toHaveCount(0);

  // The backup brings it back.
  await openDatabase(page);
  await page.getByLabel('Backup file').setInputFiles(backup);
  await page.getByRole('button', { name: 'Restore from this file' }).click();
  const confirm = page.getByRole('dialog', { name: `Restore from ${download.suggestedFilename()}?` });
  await expect(confirm).toContainText('Everyone else is signed out.');
  await checkAxe(page, 'the restore question');
  await confirm.getByRole('button', { name: 'Replace all data' }).click();
  await expect(page.getByText('Database restored successfully').first()).toBeVisible({ timeout: 30_000 });
  await expect(confirm).toBeHidden();
  // The data it replaced is kept, and listed.
  const kept = page.getByRole('row').filter({ hasText: 'Before restore' });
  await expect(kept.first()).toBeVisible();

  // Still signed in (the session was renewed), and the menu shows the restored data.
  await openMenu(page);
  await expect(categoryEntry(page)).toBeVisible();
  await page.reload();
  await expect(categoryEntry(page)).toBeVisible();
});

test('a file of the wrong type is named without an upload', async ({ page }, testInfo) => {
  await signInAsOwner(page);
  await openDatabase(page);
  const notes = testInfo.outputPath('notes.txt');
  writeFileSync(notes, 'not a backup');
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/database/restore')) uploads++;
  });
  await page.getByLabel('Backup file').setInputFiles(notes);
  await expect(page.getByRole('alert')).toHaveText('Invalid file type. Expected .db or .sqlite file');
  await page.getByRole('button', { name: 'Restore from this file' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(uploads).toBe(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`a backup saved on the server and deleted again, on a phone (${theme})`, async ({ browser }) => {
    test.slow();
    const context = await browser.newContext({
      viewport: PHONE,
      colorScheme: theme,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await signInAsOwner(page);
    await page.goto('/admin/database');
    await expect(page.getByRole('heading', { level: 1, name: 'Database' })).toBeVisible();

    await page.getByLabel('Label (optional)').fill(`phone ${theme}`);
    await page.getByRole('button', { name: 'Save backup on the server' }).click();
    await expect(page.getByText('Backup created successfully')).toBeVisible();
    const saved = page.getByRole('rowheader', { name: new RegExp(`phone-${theme}\\.sqlite`) });
    await expect(saved).toBeVisible();
    await checkAxe(page, `/admin/database on a phone (${theme})`);

    const name = (await saved.locator('span').first().textContent()) ?? '';
    await page.getByRole('button', { name: `Delete: ${name}` }).click();
    const question = page.getByRole('dialog', { name: `Delete ${name}?` });
    await expect(question).toBeVisible();
    await checkAxe(page, `the delete question (${theme})`);
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Backup deleted successfully')).toBeVisible();
    await expect(saved).toHaveCount(0);
    await context.close();
  });
}
