import { expect, type Locator, test } from '@playwright/test';
import { ADMIN } from '../support/e2e-constants.ts';
import { menuItem, price, publicMenu } from '../support/guest.ts';
import { signIn, skipConsent } from '../support/pages.ts';

/**
 * Issue 4 "Dashboard": today's figures follow a new order live, and the period picker asks the API
 * for the chosen period (kept in the address). The figures themselves are proven against known
 * orders in packages/api/src/dashboard/dashboard.test.ts; here the browser shows what the API says.
 */
const TABLE = 18;
const ITEM = 'Sparkling Water';
const QUANTITY = 2;

const figure = (card: Locator) => card.locator('p').first();
const euros = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

test('today’s orders and revenue grow with a new order; the period picker changes the query', async ({
  page,
  request,
}) => {
  test.slow();
  await skipConsent(page);
  await page.goto('/admin/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByLabel('Period')).toHaveValue('TODAY');
  await expect(page.getByText('· Live')).toBeVisible({ timeout: 10_000 });

  const ordersCard = page.getByRole('region', { name: 'Orders', exact: true });
  const revenueCard = page.getByRole('region', { name: 'Revenue', exact: true });
  await expect(figure(ordersCard)).toHaveText(/^\d+$/);
  const countBefore = Number(await figure(ordersCard).textContent());
  const revenueBefore = euros((await figure(revenueCard).textContent()) ?? '');

  // A guest at the table orders; the dashboard hears of it over the staff stream.
  const menu = await publicMenu(request);
  const submitted = await request.post('/api/customer/orders/submit', {
    data: { bench_id: TABLE, items: [{ menuItemId: menuItem(menu, ITEM).id, quantity: QUANTITY }] },
  });
  expect(submitted.status()).toBe(201);
  const order = ((await submitted.json()) as { data: { gross: number } }).data;

  await expect(figure(ordersCard)).toHaveText(String(countBefore + 1), { timeout: 10_000 });
  await expect(figure(revenueCard)).toHaveText(
    price('en', (revenueBefore + Math.round(order.gross * 100)) / 100),
  );
  await expect(page.getByRole('link', { name: /^Submitted\s*\d+/ })).toBeVisible();
  const topItems = page.getByRole('region', { name: 'Top items' });
  await expect(topItems.getByRole('rowheader', { name: ITEM })).toBeVisible();

  // The picker asks for the period and keeps it in the address.
  const asked = page.waitForRequest((req) => req.url().includes('/api/dashboard/summary?period=LAST_7_DAYS'));
  await page.getByLabel('Period').selectOption({ label: 'Last 7 days' });
  await asked;
  await expect(page).toHaveURL(/\/admin\?period=LAST_7_DAYS$/);
  await expect(ordersCard.getByText(/vs\. the 7 days before/)).toBeVisible();
  const weekCount = Number(await figure(ordersCard).textContent());
  expect(weekCount).toBeGreaterThanOrEqual(countBefore + 1);

  // The active orders link to the list, filtered.
  await page.getByRole('link', { name: /^Submitted\s*\d+/ }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?view=list&status=SUBMITTED$/);
  await expect(page.getByRole('button', { name: 'Submitted', pressed: true })).toBeVisible();
});
