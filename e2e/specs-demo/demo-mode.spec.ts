import { expect, type Page, test } from '@playwright/test';
import { skipConsent } from '../support/pages.ts';

/**
 * Demo mode with no backend (issue 6): the static build on a plain file server, the real API in
 * the page over sql.js. Initialise the demo, order as a guest, advance the order in the admin panel
 * of a second tab and watch the guest's tab follow, reload and find everything kept, reset and find
 * the sample data back.
 * The demo cafe serves all day (demo-seed.ts), so the run does not depend on the hour.
 */
const TABLE = 'Table 5';
const ITEM = 'Americano';

test.use({ viewport: { width: 1280, height: 800 } });

async function expectBanner(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('region', { name: 'Demo mode' })).toContainText(text);
}

test('the whole product runs in the browser with no backend', async ({ context, page }) => {
  await skipConsent(page);
  const banner = page.getByRole('region', { name: 'Demo mode' });

  // No backend: the banner offers the demo; initialising it seeds the sample cafe in the page.
  await page.goto('/');
  await expectBanner(page, 'Backend is unavailable. You can load local demo data to explore the app.');
  await banner.getByRole('button', { name: 'Initialize demo' }).click();
  const initDialog = page.getByRole('dialog', { name: 'Initialize demo data?' });
  await expect(initDialog).toContainText('This will load sample locations, menu, tables and orders.');
  await expect(
    initDialog.getByRole('checkbox', { name: 'Reset existing demo data (if any)' }),
  ).not.toBeChecked();
  await initDialog.getByRole('button', { name: 'Initialize' }).click();
  await expect(page.getByText('Demo data loaded.')).toBeVisible({ timeout: 30_000 });
  await expect(initDialog).toBeHidden();
  await expectBanner(page, 'Demo mode is active.');

  // The guest: choose a table, order a coffee. Sample orders on the table read 'Not ordered on this phone',
  // so the card is found by its exact label.
  await banner.getByRole('button', { name: 'Customer view' }).click();
  await expect(page).toHaveURL(/\/table\/$/);
  await page.getByRole('link', { name: TABLE, exact: true }).click();
  await page.getByRole('link', { name: 'View menu' }).click();
  await page.getByRole('button', { name: ITEM, exact: true }).click();
  const itemDialog = page.getByRole('dialog', { name: ITEM });
  await itemDialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(itemDialog).toBeHidden();
  await page.getByRole('button', { name: /^View cart/ }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'Go to checkout' }).click();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/table\/5\/orders$/);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByText('Ordered on this phone', { exact: true }) });
  await expect(card).toBeVisible();
  const heading = (await card.getByRole('heading').first().textContent()) ?? '';
  const orderNumber = heading.replace(/^Order\s+/, '').trim();
  expect(orderNumber).not.toBe('');
  const step = card.getByRole('list', { name: 'Order status' }).locator('li[aria-current="step"]');
  await expect(step).toContainText('Submitted');

  // Staff in a second tab: the admin panel signs the demo admin in; starting the order reaches the
  // guest's tab live (BroadcastChannel between the tabs' in-page APIs).
  const admin = await context.newPage();
  await admin.goto('/admin/orders');
  await expectBanner(admin, 'Demo mode is active.');
  await admin.getByRole('region', { name: 'Demo mode' }).getByRole('button', { name: 'Admin panel' }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto('/admin/orders');
  await admin.getByRole('button', { name: `Start ${orderNumber}` }).click();
  await expect(step).toContainText('In the kitchen', { timeout: 15_000 });
  // The list's status filter offers what the in-page API answers at GET /enums.
  await admin.getByRole('tab', { name: 'List' }).click();
  const statuses = admin.getByRole('group', { name: 'Status' });
  await statuses.getByRole('button', { name: 'In the kitchen', pressed: false }).click();
  await expect(admin).toHaveURL(/status=OPENED/);
  await expect(admin.getByRole('row', { name: new RegExp(orderNumber) })).toBeVisible();

  // The bill (issue 16) on the browser's database: the guest asks for it, staff take the payment in
  // the other tab, and the guest's tab shows the receipt.
  const bill = page.getByRole('region', { name: "Your table's bill" });
  await bill.getByRole('button', { name: 'Request the bill' }).click();
  const request = page.getByRole('dialog', { name: 'Request the bill' });
  await request.getByText('Cash', { exact: true }).click();
  await request.getByRole('button', { name: 'Request the bill' }).click();
  await expect(bill.getByText(/^Bill requested/)).toBeVisible();
  await admin.goto('/admin/bills');
  await admin.getByRole('link', { name: `Open the bill of ${TABLE}` }).click();
  await admin.getByRole('button', { name: 'Take payment for share 1' }).click();
  const payment = admin.getByRole('dialog', { name: /^Take payment/ });
  await payment.getByLabel('Cash given').fill('100');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(admin.getByText('Settled', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paid — thank you' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#bill-receipt').getByText(/^INV-/)).toBeVisible();

  // The configuration screens work on the browser's database too; the guest's tab follows live.
  await admin.goto('/admin/configuration/branding');
  await admin.getByRole('textbox', { name: 'Restaurant name' }).fill('Demo Bistro');
  await admin.getByRole('button', { name: /^Save \d+ changes?$/ }).click();
  await expect(
    admin.locator('[data-sonner-toast]').filter({ hasText: 'Configurations updated successfully' }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Demo Bistro', { timeout: 15_000 });

  // The team and roles screens work on the browser's database too.
  await admin.goto('/admin/staff');
  await admin.getByRole('button', { name: 'Add team member' }).click();
  const member = admin.getByRole('dialog', { name: 'Add team member' });
  await member.getByRole('textbox', { name: 'Name' }).fill('Demo Waiter');
  await member.getByRole('textbox', { name: 'Email' }).fill('demo.waiter@example.com');
  await member.getByRole('radio', { name: /^Set a first password/ }).check();
  await member.getByRole('textbox', { name: 'First password' }).fill('demo-waiter-pass');
  await member.getByRole('button', { name: 'Add team member' }).click();
  await expect(
    admin.getByRole('row', { name: /Demo Waiter/ }).getByText('Waiter', { exact: true }),
  ).toBeVisible();
  await admin.goto('/admin/roles');
  await expect(admin.getByText('Kitchen', { exact: true }).first()).toBeVisible();

  // So does master data: a new tax, and the refusal of one the menu uses.
  await admin.goto('/admin/master-data?tab=taxes');
  await admin.getByRole('button', { name: 'Add tax' }).click();
  const tax = admin.getByRole('dialog', { name: 'Add tax' });
  await tax.getByRole('textbox', { name: 'Name' }).fill('Demo Tax');
  await tax.getByRole('textbox', { name: 'Rate' }).fill('5,5');
  await tax.getByRole('button', { name: 'Add' }).click();
  await expect(admin.getByRole('row', { name: /Demo Tax/ })).toContainText('5.5 %');
  await admin.getByRole('button', { name: 'Delete: Sales Tax' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByRole('dialog').getByRole('alert')).toContainText(/is used by \d+ menu items/);

  // And the number sequences: the next invoice number moves forward after a confirmation.
  await admin.goto('/admin/number-sequences');
  const invoices = admin.getByRole('region', { name: 'Invoices' });
  await invoices.getByRole('button', { name: 'Set next number' }).click();
  const nextNumber = admin.getByRole('dialog', { name: 'Set next number: Invoices' });
  await nextNumber.getByRole('textbox', { name: 'New next number' }).fill('500');
  await nextNumber.getByRole('button', { name: 'Continue' }).click();
  await admin
    .getByRole('dialog', { name: /^Set the next number of Invoices/ })
    .getByRole('button', { name: 'Set next number' })
    .click();
  await expect(invoices).toContainText('INV-000500');

  // A reload of the deep link (404.html on this server) restores the stored demo data.
  await page.reload();
  await expectBanner(page, 'Demo mode is active.');
  const reloadedCard = page.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(reloadedCard.locator('li[aria-current="step"]')).toContainText('In the kitchen');

  // Reset: the sample data comes back and the new order is gone.
  await banner.getByRole('button', { name: 'Reset demo' }).click();
  const resetDialog = page.getByRole('dialog', { name: 'Reset demo data?' });
  await expect(resetDialog).toContainText('This will re-seed the demo and override existing demo data.');
  await resetDialog.getByRole('button', { name: 'Reset demo' }).click();
  await expect(page.getByText('Demo data reset.')).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
  await expect(page.getByRole('article', { name: `Order ${orderNumber}` })).toHaveCount(0);
  await page.goto('/table/5/menu');
  await expect(page.getByRole('button', { name: ITEM, exact: true })).toBeVisible({ timeout: 20_000 });
});
