import { expect, type Page, type Request, test } from '@playwright/test';
import { PHONE, prepareGuest } from '../support/guest.ts';

/**
 * The table chooser (spec customer 2) against the sample cafe's 24 tables, listed by id: 1–21 take
 * orders, 22 and 23 are inactive, 24 is archived. And the screen for a table that takes no orders.
 */
test.use({ viewport: PHONE });

test.beforeEach(async ({ page }) => {
  await prepareGuest(page);
});

const tableLinks = (page: Page) => page.getByRole('main').getByRole('link', { name: /^Table \d+$/ });
const names = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Table ${from + i}`);

/** Every GET /api/benches the page sends, with its query. */
function recordTableRequests(page: Page): { params: URLSearchParams; at: number }[] {
  const seen: { params: URLSearchParams; at: number }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/benches') seen.push({ params: url.searchParams, at: Date.now() });
  });
  return seen;
}

test('pages through the tables twelve at a time, or as many as chosen', async ({ page }) => {
  const requests = recordTableRequests(page);
  await page.goto('/table/');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a Table' })).toBeVisible();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(tableLinks(page)).toHaveText(names(1, 12));
  expect(Object.fromEntries(requests[0]?.params ?? [])).toEqual({ page: '0', size: '12' });

  const perPage = page.getByRole('combobox', { name: 'Per page' });
  await expect(perPage).toHaveValue('12');
  await expect(perPage.getByRole('option')).toHaveText(['6', '12', '24', '48']);
  const prev = page.getByRole('button', { name: 'Prev' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(prev).toBeDisabled();
  await expect(next).toBeEnabled();

  await next.click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(tableLinks(page)).toHaveText(names(13, 24));
  await expect(next).toBeDisabled();
  await expect(prev).toBeEnabled();

  // Another page size starts again at page 1.
  await perPage.selectOption('6');
  await expect(page.getByText('Page 1 of 4')).toBeVisible();
  await expect(tableLinks(page)).toHaveText(names(1, 6));
  await next.click();
  await next.click();
  await next.click();
  await expect(page.getByText('Page 4 of 4')).toBeVisible();
  await expect(tableLinks(page)).toHaveText(names(19, 24));
  await expect(next).toBeDisabled();
  await prev.click();
  await expect(page.getByText('Page 3 of 4')).toBeVisible();
  await expect(tableLinks(page)).toHaveText(names(13, 18));

  await perPage.selectOption('48');
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(tableLinks(page)).toHaveText(names(1, 24));
  await expect(prev).toBeDisabled();
  await expect(next).toBeDisabled();
});

test('shows seats and an Active, Inactive or Archived badge, in a grid or a list', async ({ page }) => {
  await page.goto('/table/');
  await page.getByRole('combobox', { name: 'Per page' }).selectOption('24');
  await expect(tableLinks(page)).toHaveCount(24);
  const link = (number: number) => page.getByRole('link', { name: `Table ${number}`, exact: true });
  await expect(link(1)).toHaveAccessibleDescription('Seats: 2 Active');
  await expect(link(12)).toHaveAccessibleDescription('Seats: 8 Active');
  await expect(link(21)).toHaveAccessibleDescription('Seats: 4 Active');
  await expect(link(22)).toHaveAccessibleDescription('Seats: 2 Inactive');
  await expect(link(23)).toHaveAccessibleDescription('Seats: 6 Inactive');
  await expect(link(24)).toHaveAccessibleDescription('Seats: 4 Archived');
  await expect(link(5)).toHaveAttribute('href', '/table/5');

  const grid = page.getByRole('button', { name: 'Grid' });
  const list = page.getByRole('button', { name: 'List' });
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await list.click();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(grid).toHaveAttribute('aria-pressed', 'false');
  await expect(tableLinks(page)).toHaveCount(24);

  await link(3).click();
  await expect(page).toHaveURL(/\/table\/3$/);
  await expect(page.getByRole('heading', { level: 1, name: "You're at Table 3" })).toBeVisible();
});

test('searches after a pause in typing, from page 1', async ({ page }) => {
  const requests = recordTableRequests(page);
  await page.goto('/table/');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search tables' });
  await expect(search).toHaveAttribute('placeholder', 'Search table name…');
  const before = requests.length;
  // The debounce starts at the last key: taken before it, the time is not moved by how long the
  // browser takes to tell the test that the key is in.
  await search.pressSequentially('Table ');
  const typedAt = Date.now();
  await search.press('2');
  await expect(tableLinks(page)).toHaveText(['Table 2', ...names(20, 24)]);
  await expect(page.getByText('Page 1 of 1')).toBeVisible();

  // Debounced: the request waits for a pause (350 ms) instead of going out per key, and asks for
  // page 1 although page 2 was showing.
  const searches = requests
    .slice(before)
    .map((entry) => ({ ...Object.fromEntries(entry.params), at: entry.at }));
  expect(searches.length).toBeGreaterThan(0);
  expect(searches.length).toBeLessThan('Table 2'.length);
  for (const sent of searches) expect(sent).toMatchObject({ page: '0', size: '12' });
  const last = searches.at(-1)!;
  expect(last).toMatchObject({ name_like: 'Table 2' });
  expect(last.at - typedAt).toBeGreaterThanOrEqual(300);

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(tableLinks(page)).toHaveText(['Table 2', ...names(20, 24)]);

  await search.fill('Terrace');
  await expect(page.getByText('No tables found.')).toBeVisible();
  await expect(tableLinks(page)).toHaveCount(0);
  await search.fill('');
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(tableLinks(page)).toHaveText(names(1, 12));
});

test('an archived table leads to the table-not-found screen', async ({ page }) => {
  await page.goto('/table/');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('link', { name: 'Table 24', exact: true }).click();
  await expect(page).toHaveURL(/\/table\/24$/);
  await expectTableNotFound(page);

  // Below the table too, e.g. a stale link to its menu.
  await page.goto('/table/24/menu');
  await expectTableNotFound(page);

  await page.getByRole('link', { name: 'Choose a table' }).click();
  await expect(page).toHaveURL(/\/table\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a Table' })).toBeVisible();
});

test('an inactive table and unknown ids show the same screen', async ({ page }) => {
  for (const path of ['/table/22', '/table/999', '/table/abc', '/table/0/orders']) {
    await page.goto(path);
    await expectTableNotFound(page);
  }
});

async function expectTableNotFound(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Table not found' })).toBeVisible();
  await expect(
    page.getByText("We don't know this table, or it isn't taking orders right now."),
  ).toBeVisible();
  await expect(page.getByText('Ask our staff')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose a table' })).toHaveAttribute('href', '/table/');
  await expect(page).toHaveTitle(/Table not found/);
}
