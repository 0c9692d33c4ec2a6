import { expect, type Locator, test } from '@playwright/test';
import { ADMIN } from '../support/e2e-constants.ts';
import { menuItem, PHONE, publicMenu } from '../support/guest.ts';
import { signIn, skipConsent } from '../support/pages.ts';

/**
 * Issue 41: the end-of-day report shows the day's sales beside its takings, and its sales are the
 * dashboard's orders and revenue of today, to the cent. The sample cafe settled bills and refunded
 * a payment, so a new owner sees a real report. Each figure names its definition; the report reads
 * on a phone without sideways scrolling. The agreement of every figure is proven in
 * packages/api/src/bills/reconciliation.test.ts; here the screens show what the API says.
 */
const figure = (card: Locator) => card.locator('p').first();
const TABLE = 2;

test('the report’s sales are the dashboard’s today, beside takings, settled bills and a refund', async ({
  page,
  request,
}) => {
  test.slow();
  // Something sold today, whatever the hour: a guest orders (sales count it before anyone pays).
  const menu = await publicMenu(request);
  const submitted = await request.post('/api/customer/orders/submit', {
    data: { bench_id: TABLE, items: [{ menuItemId: menuItem(menu, 'Cappuccino').id, quantity: 2 }] },
  });
  expect(submitted.status()).toBe(201);
  await skipConsent(page);
  await page.goto('/admin/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByLabel('Period')).toHaveValue('TODAY');
  const ordersCard = page.getByRole('region', { name: 'Orders', exact: true });
  const revenueCard = page.getByRole('region', { name: 'Revenue', exact: true });
  await expect(figure(ordersCard)).toHaveText(/^\d+$/);
  const orders = Number(await figure(ordersCard).textContent());
  const revenue = (await figure(revenueCard).textContent()) ?? '';
  await expect(
    revenueCard.getByText('Orders placed in the period, cancelled ones left out', { exact: false }),
  ).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'End-of-day report' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  const sales = summary.locator('div').filter({ has: page.getByText('Sales', { exact: true }) });
  await expect(sales.getByText(`${orders} ${orders === 1 ? 'order' : 'orders'} · ${revenue}`)).toBeVisible();
  await expect(summary.getByText("the dashboard's revenue for the day", { exact: false })).toBeVisible();
  // The sample cafe's bills were settled and one payment refunded in the hours before the server
  // started, which after midnight in Berlin is yesterday: the report of both days has them.
  const today = await page.getByLabel('To', { exact: true }).inputValue();
  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('From', { exact: true }).fill(yesterday);
  await page.getByLabel('To', { exact: true }).fill(today);
  await expect(page.getByText(`${yesterday} – ${today}`, { exact: false })).toBeVisible();
  await expect(summary.getByText(/^[1-9]\d* refunds? · €\d+\.\d\d$/)).toBeVisible();
  await expect(summary.getByText(/^[1-9]\d* bills? · €\d+\.\d\d$/)).toBeVisible();
  const states = page.getByRole('table', { name: 'Orders by state' });
  for (const state of ['Still open', 'Served', 'Paid', 'Cancelled'])
    await expect(states.getByText(state, { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'By payment method' }).getByText('Cash')).toBeVisible();

  // On a phone the figures stack and nothing scrolls sideways.
  await page.setViewportSize(PHONE);
  await expect(summary.getByText("the dashboard's revenue for the day", { exact: false })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
