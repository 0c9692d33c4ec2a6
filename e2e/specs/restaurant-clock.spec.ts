import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, E2E_OPERATING_HOURS } from '../support/e2e-constants.ts';
import { publicMenu } from '../support/guest.ts';
import { signIn, skipConsent } from '../support/pages.ts';
import {
  berlinDate,
  berlinTime,
  expectRestaurantClock,
  expectTimeElements,
} from '../support/restaurant-clock.ts';
import { changeOrderStatus, putSettings, staffCall } from '../support/staff-api.ts';

/**
 * Issue 41 "Time": a manager checks the day from home, in another zone. The browser runs in
 * Los Angeles, the restaurant (REGIONAL.TIMEZONE) is in Berlin with a 24-hour clock, and every
 * staff screen shows Berlin's times on a 24-hour clock: the orders list, an order's history, the
 * notifications, the bills, the report's day, the backups and the audit trail; the opening-hours
 * fields too, and a closed day keeps its hours. Table 15 is this spec's own.
 */
const TABLE = 15;
const DESKTOP = { width: 1280, height: 800 };

test.use({ timezoneId: 'America/Los_Angeles', locale: 'en-US', viewport: DESKTOP, reducedMotion: 'reduce' });

test.beforeAll(async () => {
  await putSettings({ 'REGIONAL.TIMEZONE': 'Europe/Berlin', 'REGIONAL.TIME_FORMAT': '12H:0|24H:1' });
});

test.afterAll(async () => {
  await putSettings({ 'OPERATIONS.OPERATING_HOURS': E2E_OPERATING_HOURS });
});

async function signInStaff(page: Page, path: string): Promise<void> {
  await skipConsent(page);
  await page.goto(path);
  await signIn(page, ADMIN.email, ADMIN.password);
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    'America/Los_Angeles',
  );
}

/** `number` is the order number people see (the ORD- one, decision 0043). */
type TSubmitted = { id: number; number: string; order_token: string; created_at: string };

async function submitOrder(request: APIRequestContext): Promise<TSubmitted> {
  const item = (await publicMenu(request)).categories.flatMap((category) => category.items)[0];
  if (!item) throw new Error('The sample menu has no items');
  const answer = await request.post('/api/customer/orders/submit', {
    data: { bench_id: TABLE, items: [{ menu_item_id: item.id, quantity: 1 }] },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { data } = (await answer.json()) as { data: { id: number; order_token: string } };
  const full = await staffCall<{ created_at: string; sequence_number: string }>(
    'GET',
    `/customer-orders/${data.id}/full`,
  );
  return { ...data, number: full.sequence_number, created_at: full.created_at };
}

test("staff screens in another zone show the restaurant's times on its 24-hour clock", async ({
  page,
  request,
}) => {
  test.slow();
  await signInStaff(page, '/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  // Notifications: a new order reaches the open screen; its time is Berlin's.
  const before = new Date().toISOString();
  const order = await submitOrder(request);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toContainText('1');
  const after = new Date().toISOString();
  await bell.click();
  const notification = page.getByRole('link', { name: new RegExp(`New order ${order.number}`) });
  await expect(notification).toBeVisible();
  const shown = (await notification.textContent()) ?? '';
  expect(shown).not.toMatch(/\b[AP]M\b/);
  expect(
    [berlinTime(before), berlinTime(after)].some((time) => shown.includes(time)),
    shown,
  ).toBe(true);
  await page.keyboard.press('Escape');

  // The orders list: the order's date and time in Berlin.
  await page.getByRole('tab', { name: 'List' }).click();
  const row = page.getByRole('row', { name: new RegExp(order.number) });
  await expectRestaurantClock(row, order.created_at, { date: true });

  // The order's history: every step at Berlin's time.
  for (const status of ['OPENED', 'READY', 'DELIVERED'] as const) await changeOrderStatus(order.id, status);
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(order.number) }).first()).toBeVisible();
  const history = page.locator('ol').filter({ has: page.locator('time[datetime]') });
  await expect(history.locator('time[datetime]')).toHaveCount(4);
  await expectTimeElements(history, { date: true });

  // The bills: the time the table asked for the bill.
  const asked = await request.post(`/api/customer/benches/${TABLE}/bill/request`, {
    headers: { 'X-Order-Token': order.order_token },
    data: { split_mode: 'WHOLE', payment_method: 'CASH', tip: null },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const { data: bill } = (await asked.json()) as { data: { requested_at: string } };
  await page.goto('/admin/bills');
  await expectRestaurantClock(page.getByRole('row').filter({ hasText: `Table ${TABLE}` }), bill.requested_at);

  // The report opens on the restaurant's today, not the browser's.
  await page.goto('/admin/reports');
  await expect(page.getByLabel('From')).toHaveValue(berlinDate(new Date().toISOString(), 'iso'));

  // The backups: when each was taken.
  const backup = await staffCall<{ name: string; created_at: string }>('POST', '/database/backup-dialog', {
    label: 'clock',
  });
  await page.goto('/admin/database');
  await expectRestaurantClock(
    page.getByRole('row').filter({ hasText: backup.name }).locator('time'),
    backup.created_at,
    { date: true },
  );

  // The audit trail: a change to the team, at Berlin's time.
  await staffCall('POST', '/users', {
    name: 'Clara Clock',
    email: `clara.clock.${Date.now()}@example.com`,
    password: 'clock-pass-1234',
  });
  await page.goto('/admin/staff');
  const changes = page.getByRole('region', { name: 'Change history' });
  await expect(changes.getByText('Clara Clock').first()).toBeVisible();
  await expectTimeElements(changes);

  // The Regional page's "local time there" is on the 24-hour clock.
  await page.goto('/admin/configuration/regional');
  const hint = page.getByText(/^Local time there: /);
  await expect(hint).toHaveText(/^Local time there: \d{2}:\d{2}$/);
});

test('opening-hours fields follow the 24-hour setting; a closed day keeps its hours; locations show them', async ({
  page,
}) => {
  test.slow();
  const hours = 'MON:09:00-22:00|TUE:11:30-14:30,17:30-22:30|WED:09:00-22:00|THU:09:00-22:00|FRI:09:00-23:00';
  await putSettings({ 'OPERATIONS.OPERATING_HOURS': `${hours}|SAT:CLOSED|SUN:CLOSED` });
  await signInStaff(page, '/admin/configuration/operations');
  await expect(page.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();

  // A typed field, not <input type="time"> (12-hour in an American browser whatever the setting).
  const mondayUntil = page.getByLabel('Monday window 1 until');
  await expect(mondayUntil).toHaveAttribute('type', 'text');
  await expect(mondayUntil).toHaveValue('22:00');

  // Tuesday closed, saved, reopened after a reload: its own two windows come back.
  await page.getByRole('switch', { name: 'Open on Tuesday' }).click();
  await page.getByRole('button', { name: /^Save \d+ changes?$/ }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Configurations updated' }),
  ).toBeVisible();
  await page.reload();
  const tuesday = page.getByRole('switch', { name: 'Open on Tuesday' });
  await expect(tuesday).not.toBeChecked();
  await tuesday.click();
  await expect(page.getByLabel('Tuesday window 1 from')).toHaveValue('11:30');
  await expect(page.getByLabel('Tuesday window 2 until')).toHaveValue('22:30');

  // The Locations card shows the hours themselves.
  await page.goto('/admin/locations');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first();
  await expect(card).toContainText('Mon 09:00–22:00');
  await expect(card).toContainText('Tue Closed');
  await expect(card).toContainText("The restaurant's opening hours");
});
