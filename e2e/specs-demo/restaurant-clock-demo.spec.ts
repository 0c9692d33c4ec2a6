import { expect, test } from '@playwright/test';
import { skipConsent } from '../support/pages.ts';
import { berlinTime, expectRestaurantClock, expectTimeElements } from '../support/restaurant-clock.ts';

/**
 * Issue 41 "Time" in demo mode (the API in the page over sql.js): the browser in Los Angeles, the
 * demo cafe in Berlin (REGIONAL.TIMEZONE, 24-hour clock). A guest's order and the staff screens
 * show Berlin's times: the guest's order card, the orders list, the order's history, the
 * notifications, the audit trail and the Regional page.
 */
test.use({
  timezoneId: 'America/Los_Angeles',
  locale: 'en-US',
  viewport: { width: 1280, height: 800 },
  reducedMotion: 'reduce',
});

test("demo mode shows the restaurant's times, not the browser's", async ({ context, page }) => {
  await skipConsent(page);
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Demo mode' });
  await banner.getByRole('button', { name: 'Initialize demo' }).click();
  await page
    .getByRole('dialog', { name: 'Initialize demo data?' })
    .getByRole('button', { name: 'Initialize' })
    .click();
  await expect(page.getByText('Demo data loaded.')).toBeVisible({ timeout: 30_000 });

  // Staff first, so the new order reaches their notifications.
  const admin = await context.newPage();
  await admin.goto('/admin/orders');
  await admin.getByRole('region', { name: 'Demo mode' }).getByRole('button', { name: 'Admin panel' }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto('/admin/orders');
  expect(await admin.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    'America/Los_Angeles',
  );

  // The guest orders a coffee at Table 5; the order card's time is Berlin's.
  const before = new Date().toISOString();
  await page.goto('/table/5/menu');
  await page.getByRole('button', { name: 'Americano', exact: true }).click();
  await page.getByRole('dialog', { name: 'Americano' }).getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: /^View cart/ }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'Go to checkout' }).click();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/table\/5\/orders$/);
  const after = new Date().toISOString();
  const card = page
    .getByRole('article')
    .filter({ has: page.getByText('Ordered on this phone', { exact: true }) })
    .first();
  const cardText = (await card.textContent()) ?? '';
  expect(
    [berlinTime(before), berlinTime(after)].some((time) => cardText.includes(time)),
    cardText,
  ).toBe(true);
  expect(cardText).not.toMatch(/\b[AP]M\b/);
  const orderNumber = ((await card.getByRole('heading').first().textContent()) ?? '')
    .replace(/^Order\s+/, '')
    .trim();

  // The staff notification of it, the list and the order's history.
  const bell = admin.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const notification = admin.getByRole('link', { name: new RegExp(`New order ${orderNumber}`) });
  await expect(notification).toBeVisible({ timeout: 15_000 });
  const shown = (await notification.textContent()) ?? '';
  expect(
    [berlinTime(before), berlinTime(after)].some((time) => shown.includes(time)),
    shown,
  ).toBe(true);
  await admin.keyboard.press('Escape');
  await notification.waitFor({ state: 'hidden' });

  await admin.getByRole('tab', { name: 'List' }).click();
  const row = admin.getByRole('row', { name: new RegExp(orderNumber) });
  await row.getByRole('link', { name: orderNumber }).click();
  const history = admin.locator('ol').filter({ has: admin.locator('time[datetime]') });
  await expectTimeElements(history, { date: true });
  const created = await history.locator('time[datetime]').first().getAttribute('datetime');
  await admin.goBack();
  await expectRestaurantClock(admin.getByRole('row', { name: new RegExp(orderNumber) }), created ?? '', {
    date: true,
  });

  // The audit trail: a team member added here, at Berlin's time.
  await admin.goto('/admin/staff');
  await admin.getByRole('button', { name: 'Add team member' }).click();
  const member = admin.getByRole('dialog', { name: 'Add team member' });
  await member.getByRole('textbox', { name: 'Name' }).fill('Clara Clock');
  await member.getByRole('textbox', { name: 'Email' }).fill('clara.clock@example.com');
  await member.getByRole('radio', { name: /^Set a first password/ }).check();
  await member.getByRole('textbox', { name: 'First password' }).fill('clara-clock-pass');
  await member.getByRole('button', { name: 'Add team member' }).click();
  const changes = admin.getByRole('region', { name: 'Change history' });
  await expect(changes.getByText('Clara Clock').first()).toBeVisible();
  await expectTimeElements(changes);

  // The Regional page's "local time there" is on the 24-hour clock.
  await admin.goto('/admin/configuration/regional');
  await expect(admin.getByText(/^Local time there: /)).toHaveText(/^Local time there: \d{2}:\d{2}$/);
});
