import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/e2e-constants.ts';
import { orderOneItem, PHONE, prepareGuest, TEXTS } from '../support/guest.ts';
import { signIn, skipConsent } from '../support/pages.ts';

/**
 * Issue 41 (docs/decisions/0043-one-order-number.md): the number a guest sees on their order is the
 * one staff see on the board, the order's page and the receipt, and the one the orders search finds.
 * The id-derived O- number appears on none of them.
 */
const ITEM = 'Sparkling Water';
const TABLE = 11;
const DESK = { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' } as const;

test('a guest order has one number: on the guest screen, the board, the detail, the receipt and in search', async ({
  browser,
}) => {
  test.slow();
  const guest = await (
    await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true })
  ).newPage();
  await prepareGuest(guest);
  const order = await orderOneItem<{ id: number; order_number: string }>(guest, TABLE, ITEM);
  await expect(guest).toHaveURL(new RegExp(`/table/${TABLE}/orders$`));

  // The number as the guest reads it: the heading of the order's card.
  const heading = guest
    .getByRole('article', { name: /^Order / })
    .filter({ has: guest.getByText(TEXTS.en.justSubmitted) })
    .getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(/^Order ORD-\d{6,}$/);
  const number = ((await heading.textContent()) ?? '').replace(/^Order /, '');
  expect(number).not.toBe(order.order_number);
  await expect(guest.getByText(order.order_number)).toHaveCount(0);

  const staff = await (await browser.newContext(DESK)).newPage();
  await skipConsent(staff);
  await staff.addInitScript(() => {
    window.print = () => undefined;
  });
  await staff.goto('/admin/login');
  await signIn(staff, ADMIN.email, ADMIN.password);
  await expect(staff).toHaveURL(/\/admin$/);
  await staff.getByRole('navigation').getByRole('link', { name: 'Orders' }).click();

  // The board's card, named by the number, opens the order's page.
  const card = staff.getByRole('article', { name: number });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByRole('link', { name: number }).click();
  await expect(staff).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
  await expect(staff.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(staff.getByText(order.order_number)).toHaveCount(0);

  // The receipt (its print view is hidden on screen; printing is stubbed so it stays to be read).
  await staff.getByRole('button', { name: 'Print receipt' }).click();
  const receipt = staff.getByRole('article', { name: 'Receipt', includeHidden: true });
  await expect(receipt).toContainText(`${number} · Table ${TABLE}`);
  await expect(receipt).not.toContainText(order.order_number);
  await staff.evaluate(() => window.dispatchEvent(new Event('afterprint')));

  // The orders search finds it by that number.
  await staff.getByRole('link', { name: 'All orders' }).click();
  await staff.getByRole('tab', { name: 'List' }).click();
  await staff.getByLabel('Order number').fill(number);
  const rows = staff.getByRole('row', { name: new RegExp(number) });
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('link', { name: number })).toHaveAttribute('href', `/admin/orders/${order.id}`);
});
