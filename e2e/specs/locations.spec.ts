import { expect, type Page, test } from '@playwright/test';
import { checkAxe } from '../support/axe.ts';
import { ADMIN } from '../support/e2e-constants.ts';
import { PHONE, prepareGuest } from '../support/guest.ts';
import { signIn, skipConsent } from '../support/pages.ts';
import { staffCall } from '../support/staff-api.ts';

/**
 * Issue 13 "Locations (branches)", docs/decisions/0019-locations.md: the owner adds a second
 * location with two tables and a category of its own; a guest at one of its tables sees that
 * category and not the first location's, and orders there. The location is archived at the end,
 * so the other specs keep a single-location restaurant.
 */
const LOCATION = 'Harbour Kiosk';
const CATEGORY = 'Harbour Specials';
const ITEM = 'Fish Roll';

async function signInAsOwner(page: Page, path: string) {
  await skipConsent(page);
  await page.goto('/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(path);
}

test('add a second location with two tables and a category and order there as a guest', async ({
  browser,
}) => {
  test.slow();
  const owner = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAsOwner(owner, '/admin/tables');
  // One location: no location column or choice anywhere.
  await expect(owner.getByRole('columnheader', { name: 'Location' })).toHaveCount(0);

  // The Locations screen, from the sidebar.
  await owner.getByRole('navigation').getByRole('link', { name: 'Locations', exact: true }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  await owner.getByRole('button', { name: 'Add location' }).click();
  const form = owner.getByRole('dialog', { name: 'Add location' });
  await form.getByLabel('Name').fill(LOCATION);
  await form.getByLabel('Address').fill('1 Pier Road');
  await form.getByLabel('Phone').fill('+49 40 555 0101');
  await form.getByRole('button', { name: 'Add location' }).click();
  await expect(owner.getByText('Location added')).toBeVisible();
  const card = owner.getByRole('listitem').filter({ has: owner.getByRole('heading', { name: LOCATION }) });
  await expect(card).toContainText('0 tables');
  await checkAxe(owner, 'locations');

  // Two tables there, through the table form's location choice (shown now that there are two).
  await owner.goto('/admin/tables');
  for (const name of ['Pier 1', 'Pier 2']) {
    await owner.getByRole('button', { name: 'Add table' }).first().click();
    const dialog = owner.getByRole('dialog', { name: 'Add table' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Location').selectOption({ label: LOCATION });
    await dialog.getByRole('button', { name: 'Add table' }).click();
    await expect(dialog).toBeHidden();
  }
  const locations = await staffCall<{ id: number; name: string; tables_count: number }[]>('GET', '/branches');
  const harbour = locations.find((location) => location.name === LOCATION)!;
  expect(harbour.tables_count).toBe(2);
  const tables = await staffCall<{ id: number; name: string }[]>('GET', `/benches?branch_id=${harbour.id}`);
  const pier = tables.find((table) => table.name === 'Pier 1')!;

  // A category of the harbour's own, with one item.
  const category = await staffCall<{ id: number }>('POST', '/menu-categories', {
    name: CATEGORY,
    branch_id: harbour.id,
  });
  await staffCall('POST', '/menu-items', { category_id: category.id, name: ITEM, basic_price: 6.5 });

  // The guest at Pier 1 sees the harbour's menu, not the cafe's coffee, and orders.
  const guest = await browser.newPage({ viewport: PHONE });
  await prepareGuest(guest);
  await guest.goto(`/table/${pier.id}/menu`);
  const main = guest.getByRole('main');
  await expect(main.getByRole('heading', { name: CATEGORY })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Coffee', exact: true })).toHaveCount(0);
  await guest.getByRole('button', { name: ITEM, exact: true }).click();
  await guest
    .getByRole('dialog', { name: ITEM })
    .getByRole('button', { name: /^Add to cart/ })
    .click();
  await guest.getByRole('button', { name: /View cart/ }).click();
  await guest
    .getByRole('dialog', { name: 'Your cart' })
    .getByRole('link', { name: 'Go to checkout' })
    .click();
  const submitted = guest.waitForResponse(
    (response) =>
      response.url().endsWith('/api/customer/orders/submit') && response.request().method() === 'POST',
  );
  await guest.getByRole('button', { name: /^Place order/ }).click();
  expect((await submitted).status()).toBe(201);
  await expect(guest).toHaveURL(new RegExp(`/table/${pier.id}/orders$`));

  // Staff filter the board to the harbour; its order is there.
  await owner.goto('/admin/orders?view=list');
  await owner.getByLabel('Location').selectOption({ label: LOCATION });
  await expect(owner).toHaveURL(new RegExp(`location=${harbour.id}`));
  await expect(owner.getByRole('cell', { name: 'Pier 1', exact: true })).toBeVisible();
  await expect(owner.getByRole('cell', { name: 'Table 1', exact: true })).toHaveCount(0);

  // Deleting is refused (tables and orders): archive instead, which leaves one location again.
  await owner.goto('/admin/locations');
  await card.getByRole('button', { name: `Delete ${LOCATION}` }).click();
  const confirm = owner.getByRole('dialog', { name: `Delete ${LOCATION}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toContainText('archive it instead');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await card.getByRole('button', { name: `Archive ${LOCATION}` }).click();
  await expect(card).toContainText('Archived');
});

for (const theme of ['light', 'dark'] as const) {
  test(`on a phone, in German and by keyboard, the locations screen and its dialog pass axe (${theme})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.addInitScript((colours) => window.localStorage.setItem('tableside.theme', colours), theme);
    await signInAsOwner(page, '/admin/locations');
    await page.evaluate(() => window.localStorage.setItem('tableside.language', 'de'));
    await page.goto('/admin/locations');
    await expect(page.getByRole('heading', { level: 1, name: 'Standorte' })).toBeVisible();
    await checkAxe(page, `the locations (${theme})`);

    // Keyboard only: the add button opens the dialog with the name field first.
    await page.getByRole('button', { name: 'Standort hinzufügen' }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Standort hinzufügen' });
    await expect(form).toBeVisible();
    await form.getByRole('switch', { name: 'Eigene Öffnungszeiten' }).focus();
    await page.keyboard.press('Space');
    await expect(form.getByRole('switch', { name: 'Eigene Öffnungszeiten' })).toBeChecked();
    await checkAxe(page, `the location dialog with its own hours (${theme})`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}
