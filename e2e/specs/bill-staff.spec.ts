import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { animationsSettled, axeViolations, formatViolations } from '../support/axe.ts';
import { ADMIN } from '../support/e2e-constants.ts';
import { publicMenu } from '../support/guest.ts';
import { signIn, skipConsent } from '../support/pages.ts';
import { changeOrderStatus } from '../support/staff-api.ts';

/**
 * Issue 16 "The bill", the staff side: a table asks for the bill (through the guest API), the
 * request reaches the bills screen live; staff acknowledge it, take a partial cash payment with the
 * change worked out (from then on the order's items are fixed), void it with a reason, settle both shares by card, print the receipt, clear the
 * table, and find the payments in the end-of-day report. Table 21 is this spec's own.
 */
const TABLE = 21;
const STAFF_SCREEN = { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' } as const;

/**
 * A guest's order at the table, served (only served orders become PAID when the bill is settled,
 * and only PAID ones COMPLETED when the table is cleared), and the bill asked for in two equal
 * shares, cash preferred.
 */
async function askForTheBill(request: APIRequestContext): Promise<number> {
  const menu = await publicMenu(request);
  const item = menu.categories.flatMap((category) => category.items)[0];
  if (!item) throw new Error('The sample menu has no items');
  const submitted = await request.post('/api/customer/orders/submit', {
    data: { bench_id: TABLE, items: [{ menu_item_id: item.id, quantity: 2 }] },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const { data: order } = (await submitted.json()) as { data: { id: number; order_token: string } };
  for (const status of ['OPENED', 'READY', 'DELIVERED'] as const) await changeOrderStatus(order.id, status);
  const asked = await request.post(`/api/customer/benches/${TABLE}/bill/request`, {
    headers: { 'X-Order-Token': order.order_token },
    data: { split_mode: 'EQUAL', split_count: 2, payment_method: 'CASH', tip: null },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  return order.id;
}

/** axe on the whole screen, the header's bell with its unread count included. */
async function checkAxe(page: Page, screen: string): Promise<void> {
  await animationsSettled(page);
  const violations = await axeViolations(page, { exclude: '[data-sonner-toaster]' });
  expect.soft(formatViolations(violations), `axe violations on ${screen}`).toBe('');
}

async function signInStaff(page: Page): Promise<void> {
  await skipConsent(page);
  await page.goto('/admin/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
}

test('a bill request reaches staff live; partial cash, void, settle, receipt, clear, report', async ({
  browser,
  request,
}) => {
  test.slow();
  const staff = await (await browser.newContext(STAFF_SCREEN)).newPage();
  await signInStaff(staff);
  await staff.getByRole('navigation').getByRole('link', { name: 'Bills' }).click();
  await expect(staff).toHaveURL(/\/admin\/bills$/);
  await expect(staff.getByRole('heading', { name: 'Bills', level: 1 })).toBeVisible();

  const orderId = await askForTheBill(request);
  // Over the staff stream; the list polls only every 30 s.
  const acknowledge = staff.getByRole('button', { name: `Acknowledge the bill request of Table ${TABLE}` });
  await expect(acknowledge).toBeVisible({ timeout: 5_000 });
  // The header's notifications name the table; read, they leave the bell's count.
  await staff.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    staff.getByRole('link', { name: new RegExp(`Table ${TABLE} asks for the bill`) }),
  ).toBeVisible();
  await staff.getByRole('button', { name: 'Mark all as read' }).click();
  await staff.keyboard.press('Escape');
  await checkAxe(staff, 'bills list with a new request');
  await acknowledge.click();
  await expect(acknowledge).toBeHidden();
  await staff.getByRole('link', { name: `Open the bill of Table ${TABLE}` }).click();
  await expect(staff.getByRole('heading', { name: `Bill · Table ${TABLE}` })).toBeVisible();

  // A partial cash payment: 1.00 of share 1, 20.00 handed over.
  await staff.getByRole('button', { name: 'Take payment for share 1' }).click();
  let dialog = staff.getByRole('dialog', { name: 'Take payment · share 1 of 2' });
  await expect(dialog.getByLabel('Payment method')).toHaveValue('CASH');
  await dialog.getByLabel('Amount').fill('1.00');
  await dialog.getByLabel('Tip').fill('0');
  await dialog.getByLabel('Cash given').fill('20');
  await expect(dialog.getByRole('status')).toHaveText('Change due: €19.00');
  await checkAxe(staff, 'take payment dialog');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  const payments = staff.getByRole('region', { name: 'Payments' });
  await expect(payments.getByText('Cash given €20.00 · Change €19.00')).toBeVisible();

  // The first payment fixed the order: its page offers no item edits and says why.
  const billUrl = staff.url();
  await staff.goto(`/admin/orders/${orderId}`);
  await expect(staff.getByText(/This order is on a bill that is being paid/)).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Add items' })).toHaveCount(0);
  await staff.goto(billUrl);
  await expect(staff.getByRole('heading', { name: `Bill · Table ${TABLE}` })).toBeVisible();

  // A mistake: voided with a reason, the share owes it again.
  await payments.getByRole('button', { name: 'Void the payment of €1.00' }).click();
  dialog = staff.getByRole('dialog', { name: 'Void this payment?' });
  await dialog.getByLabel('Reason').fill('Wrong share');
  await dialog.getByRole('button', { name: 'Void payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(payments.getByText('Voided')).toBeVisible();
  await expect(payments.getByText('Reason: Wrong share')).toBeVisible();

  // Both shares by card, in full: the bill is settled.
  for (const share of [1, 2]) {
    await staff.getByRole('button', { name: `Take payment for share ${share}` }).click();
    dialog = staff.getByRole('dialog', { name: `Take payment · share ${share} of 2` });
    await dialog.getByLabel('Payment method').selectOption('CREDIT_CARD');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(staff.getByText('Settled', { exact: true })).toBeVisible();
  await expect(staff.getByRole('button', { name: /Take payment/ })).toHaveCount(0);
  await checkAxe(staff, 'settled bill');

  await staff.getByRole('button', { name: 'Receipt' }).click();
  dialog = staff.getByRole('dialog', { name: 'Receipt' });
  await expect(dialog.getByText(/^Invoice INV-/)).toBeVisible();
  await checkAxe(staff, 'receipt');
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await staff.getByRole('button', { name: 'Clear table' }).click();
  await expect(staff.getByRole('button', { name: 'Table cleared' })).toBeDisabled();

  await staff.goto('/admin/reports');
  const byMethod = staff.getByRole('table', { name: 'By payment method' });
  await expect(byMethod.getByText('Credit card')).toBeVisible();
  await checkAxe(staff, 'end-of-day report');
});
