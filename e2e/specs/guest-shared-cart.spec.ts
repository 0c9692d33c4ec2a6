import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from '../support/e2e-constants.ts';
import { PHONE, prepareGuest } from '../support/guest.ts';
import { ordersOfTable } from '../support/staff-api.ts';

/**
 * Two phones at one table share a cart (issue "Guest journey"): what one adds, the other sees live,
 * and one order for the whole table reaches the kitchen.
 */
const TABLE = 7;
const ITEM = 'Sparkling Water';

test.use({ viewport: PHONE });

test('two phones order together from one shared cart', async ({ page: alice, browser }) => {
  test.slow();
  const before = (await ordersOfTable(TABLE)).map((order) => order.id);
  const bobContext = await browser.newContext({ viewport: PHONE, baseURL: E2E_BASE_URL });
  const bob = await bobContext.newPage();
  await prepareGuest(alice);
  await prepareGuest(bob);

  // Alice starts the shared cart from the table's landing.
  await alice.goto(`/table/${TABLE}`);
  await alice.getByRole('link', { name: 'Order together' }).click();
  await expect(alice).toHaveURL(new RegExp(`/table/${TABLE}/menu\\?together=1$`));
  await alice.getByRole('button', { name: 'Start a shared cart' }).click();
  const start = alice.getByRole('dialog', { name: 'Start a shared cart' });
  await start.getByLabel('Your name (optional)').fill('Alice');
  await start.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(alice).toHaveURL(/\/shared-cart\/[^/]+$/);
  await expect(alice.getByRole('heading', { level: 1, name: 'Shared Cart' })).toBeVisible();
  await expect(alice.getByText('Alice (you)')).toBeVisible();
  await expect(alice.getByText('Nothing in the cart yet')).toBeVisible();
  const link = await alice.getByRole('textbox', { name: 'Link to this shared cart' }).inputValue();
  expect(link).toBe(alice.url());

  // Bob opens the link on his phone and joins with his name.
  await bob.goto(link);
  await expect(bob.getByRole('heading', { level: 1, name: "Join the table's order" })).toBeVisible();
  await expect(bob.getByText(`Ordering together at Table ${TABLE}: Alice.`)).toBeVisible();
  await bob.getByLabel('Your name (optional)').fill('Bob');
  await bob.getByRole('button', { name: 'Join' }).click();
  await expect(bob.getByText('Bob (you)')).toBeVisible();
  await expect(bob.getByText('At the table (2)')).toBeVisible();
  // Alice sees him arrive.
  await expect(alice.getByText('At the table (2)')).toBeVisible();

  // Bob adds an item; it appears on Alice's phone with his name, without a reload.
  for (const phone of [alice, bob]) {
    await phone.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
  }
  await bob.getByRole('button', { name: `Add ${ITEM}` }).click();
  await expect(bob.getByText('added by you')).toBeVisible();
  const aliceCart = alice.getByRole('region', { name: "The table's order" });
  await expect(aliceCart.getByText(ITEM)).toBeVisible();
  await expect(aliceCart.getByText('added by Bob')).toBeVisible();
  expect(await alice.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Alice sends the order for the whole table.
  await alice.getByRole('button', { name: 'Submit order for the table' }).click();
  const confirm = alice.getByRole('dialog', { name: 'Submit the order for the whole table?' });
  await expect(confirm).toContainText('1 item for');
  await confirm.getByRole('button', { name: 'Submit order' }).click();
  await expect(alice).toHaveURL(new RegExp(`/table/${TABLE}/orders$`));
  await expect(alice.getByText('Just submitted')).toBeVisible();

  // Bob's phone shows that the table's order went out.
  const submitted = bob.getByRole('status').filter({ hasText: 'Order submitted' });
  await expect(submitted).toBeVisible();
  await expect(submitted).toContainText("The table's order is on its way to the kitchen.");
  await expect(bob.getByRole('button', { name: 'Submit order for the table' })).toBeHidden();
  expect(await bob.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Exactly one new order at the table, with Bob's line.
  const created = (await ordersOfTable(TABLE)).filter((order) => !before.includes(order.id));
  expect(created).toHaveLength(1);
  expect(created[0]).toMatchObject({ status: 'SUBMITTED', item_count: 1, bench_id: TABLE });

  await bobContext.close();
});
