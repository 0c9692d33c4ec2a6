import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN } from '../support/e2e-constants.ts';
import { orderOneItem, PHONE, prepareGuest, publicMenu, TEXTS } from '../support/guest.ts';
import { signIn, skipConsent } from '../support/pages.ts';
import { changeOrderStatus, staffCall } from '../support/staff-api.ts';

/**
 * Issue 4 "Staff operations", the board's journeys in a real browser: a guest's order reaches the
 * open board live and the guest sees the kitchen's progress live; a refused status change rolls
 * back with the error toast; a payment on the table's bill takes Cancel off the order's card live;
 * the admin shell's drawer on a tablet.
 */
const ITEM = 'Sparkling Water';
/** Staff at a desk; without the arrival animation, so a fresh card holds still for the click. */
const STAFF_SCREEN = { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' } as const;

type TOrder = { id: number; sequence_number: string };

/** Staff signed in at the board on a desk-sized screen of their own, its live stream open. */
async function openBoard(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext(STAFF_SCREEN)).newPage();
  await skipConsent(page);
  await page.goto('/admin/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  // Through the sidebar, not a reload: the session lives in the page.
  await page.getByRole('navigation').getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByText('Live: new orders appear at once')).toBeVisible({ timeout: 10_000 });
  return page;
}

const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}, `) });
const card = (page: Page, order: TOrder) => page.getByRole('article', { name: order.sequence_number });

/** A guest orders one item at the table on a phone and lands on the tracking page. */
async function guestOrders(browser: Browser, table: number): Promise<{ guest: Page; order: TOrder }> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const guest = await context.newPage();
  await prepareGuest(guest);
  const order = await orderOneItem<TOrder>(guest, table, ITEM);
  await expect(guest).toHaveURL(new RegExp(`/table/${table}/orders$`));
  return { guest, order };
}

test('a guest order appears on the open board; staff make it ready; the guest sees it live', async ({
  browser,
}) => {
  test.slow();
  const staff = await openBoard(browser);
  await staff.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  const { guest, order } = await guestOrders(browser, 15);
  const text = TEXTS.en;
  const step = guest
    .getByRole('article', { name: text.orderNumber(order.sequence_number) })
    .getByRole('list', { name: text.orderStatus })
    .locator('li[aria-current="step"]');
  await expect(step).toContainText(text.status.SUBMITTED);

  // Over the staff stream, within a second or two; the board polls only every 30 s.
  await expect(column(staff, 'Submitted').getByRole('article', { name: order.sequence_number })).toBeVisible({
    timeout: 5_000,
  });
  await card(staff, order)
    .getByRole('button', { name: `Start ${order.sequence_number}` })
    .click();
  await expect(
    column(staff, 'In the kitchen').getByRole('article', { name: order.sequence_number }),
  ).toBeVisible();
  await expect(step).toContainText(text.status.OPENED, { timeout: 10_000 });

  await card(staff, order)
    .getByRole('button', { name: `Ready ${order.sequence_number}` })
    .click();
  await expect(column(staff, 'Ready').getByRole('article', { name: order.sequence_number })).toBeVisible();
  await expect(step).toContainText(text.status.READY, { timeout: 10_000 });
  await expect(guest.getByRole('status').filter({ hasText: order.sequence_number })).toHaveText(
    text.announcement(order.sequence_number, text.status.READY),
  );

  expect(await staff.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await staff.context().close();
  await guest.context().close();
});

const FAILURES = [
  {
    what: 'someone else changed it first (409)',
    status: 409,
    body: { success: false, message: 'Order was changed meanwhile', code: 'STALE_STATE' },
    toast: 'The order was changed by someone else. Reload and try again.',
  },
  {
    what: 'the server fails (500)',
    status: 500,
    body: { success: false, message: 'Internal server error', code: 'INTERNAL' },
    toast: 'Internal server error',
  },
];

for (const [index, failure] of FAILURES.entries()) {
  test(`a refused status change puts the card back with the error toast: ${failure.what}`, async ({
    browser,
  }) => {
    test.slow();
    const staff = await openBoard(browser);
    const { guest, order } = await guestOrders(browser, 16 + index);
    await guest.context().close();
    const submittedCard = column(staff, 'Submitted').getByRole('article', { name: order.sequence_number });
    await expect(submittedCard).toBeVisible({ timeout: 5_000 });

    // The answer waits until the optimistic move has been seen, then refuses.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await staff.route(`**/api/customer-orders/${order.id}/status`, async (route) => {
      await answered;
      await route.fulfill({ status: failure.status, json: failure.body });
    });
    await card(staff, order)
      .getByRole('button', { name: `Start ${order.sequence_number}` })
      .click();
    await expect(
      column(staff, 'In the kitchen').getByRole('article', { name: order.sequence_number }),
    ).toBeVisible();
    answer();

    await expect(staff.getByText(failure.toast)).toBeVisible();
    await expect(submittedCard).toBeVisible();
    await expect(
      column(staff, 'In the kitchen').getByRole('article', { name: order.sequence_number }),
    ).toHaveCount(0);
    await staff.unroute(`**/api/customer-orders/${order.id}/status`);
    await staff.context().close();
  });
}

/** This spec's table for the bill: no other spec orders there. */
const BILL_TABLE = 9;

test("a payment on the table's bill takes Cancel off the order's card, live", async ({
  browser,
  request,
}) => {
  test.slow();
  const staff = await openBoard(browser);

  // A guest's order, ready at the pass, and the bill asked for (through the guest API).
  const item = (await publicMenu(request)).categories.flatMap((category) => category.items)[0];
  if (!item) throw new Error('The sample menu has no items');
  const submitted = await request.post('/api/customer/orders/submit', {
    data: { bench_id: BILL_TABLE, items: [{ menu_item_id: item.id, quantity: 2 }] },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const { data: order } = (await submitted.json()) as { data: TOrder & { order_token: string } };
  await changeOrderStatus(order.id, 'READY');
  const asked = await request.post(`/api/customer/benches/${BILL_TABLE}/bill/request`, {
    headers: { 'X-Order-Token': order.order_token },
    data: { split_mode: 'EQUAL', split_count: 2, payment_method: 'CASH', tip: null },
  });
  expect(asked.ok(), await asked.text()).toBe(true);

  const more = card(staff, order).getByRole('button', { name: `More actions for ${order.sequence_number}` });
  await expect(column(staff, 'Ready').getByRole('article', { name: order.sequence_number })).toBeVisible({
    timeout: 5_000,
  });
  await more.click();
  await expect(staff.getByRole('menuitem', { name: 'Cancel order' })).toBeVisible();
  await staff.keyboard.press('Escape');

  // Another device takes part of a share: the order is fixed on the bill (decision 0032).
  type TBill = { id: number; status: string; shares: { id: number; outstanding: number; tip: number }[] };
  const [bill] = await staffCall<TBill[]>('GET', `/bills?bench_id=${BILL_TABLE}`);
  const share = bill?.shares[0];
  if (!bill || !share) throw new Error(`No open bill with shares at table ${BILL_TABLE}`);
  let paid = await staffCall<TBill>('POST', `/bills/${bill.id}/payments`, {
    share_id: share.id,
    method: 'CASH',
    amount: 1,
  });

  // Over the staff stream, without a reload: the card's menu no longer offers Cancel.
  await expect(async () => {
    await staff.keyboard.press('Escape');
    await more.click();
    await expect(staff.getByRole('menuitem', { name: 'Complete' })).toBeVisible({ timeout: 1_000 });
    await expect(staff.getByRole('menuitem', { name: 'Cancel order' })).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 5_000 });
  await staff.keyboard.press('Escape');

  // The table is served, pays the rest and leaves: nothing stays open for the other specs.
  await changeOrderStatus(order.id, 'DELIVERED');
  for (const rest of paid.shares.filter((entry) => entry.outstanding > 0)) {
    paid = await staffCall<TBill>('POST', `/bills/${bill.id}/payments`, {
      share_id: rest.id,
      method: 'CREDIT_CARD',
      amount: rest.outstanding,
      tip: rest.tip,
    });
  }
  expect(paid.status).toBe('SETTLED');
  await staffCall('POST', `/bills/${bill.id}/clear`);
  await expect(card(staff, order)).toHaveCount(0, { timeout: 5_000 });
  await staff.context().close();
});

test.describe('on a 768 px tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the sidebar is a drawer: the menu toggle opens it, navigating closes it', async ({ page }) => {
    await skipConsent(page);
    await page.goto('/admin/login');
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeHidden();
    // No sidebar beside the page: the only way to the screens is the drawer.
    await expect(page.getByRole('link', { name: 'Tables' })).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await toggle.click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

    // Once more, and closed with Escape: the focus goes back to the toggle.
    await toggle.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
