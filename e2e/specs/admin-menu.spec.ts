import { expect, type Page, test } from '@playwright/test';
import { checkAxe } from '../support/axe.ts';
import { ADMIN } from '../support/e2e-constants.ts';
import { prepareGuest } from '../support/guest.ts';
import { signIn, skipConsent } from '../support/pages.ts';
import { staffCall } from '../support/staff-api.ts';

/**
 * The admin menu screens (issue 5): a category and an item with a size choice made in the browser
 * reach the guest menu; items keep an order set by mouse and by keyboard; ?highlight points at one.
 */

type TEnvelope<T> = { data: T };

/** A category of its own with three items, so the order tests do not disturb the sample cafe. */
async function categoryWithItems(name: string, items: string[]) {
  const category = await staffCall<{ id: number }>('POST', '/menu-categories', { name });
  const created: { id: number; name: string }[] = [];
  for (const item of items) {
    created.push(
      await staffCall('POST', '/menu-items', { category_id: category.id, name: item, basic_price: 3 }),
    );
  }
  return { categoryId: category.id, items: created };
}

async function signInToMenu(page: Page, path = '/admin/menu') {
  await skipConsent(page);
  await page.goto('/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(path);
}

function itemNames(page: Page) {
  return page.getByRole('list', { name: 'Items' }).getByRole('link', { name: /^Order [ABC]$/ });
}

test('a category and an item with a size choice made here reach the guest menu', async ({
  page,
  request,
}) => {
  test.slow();
  await signInToMenu(page);
  await page.getByRole('button', { name: 'New category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New category' });
  await dialog.getByLabel('Name').fill('Seasonal Specials');
  await dialog.getByLabel('Description').fill('Only while the season lasts');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Seasonal Specials' })).toBeVisible();

  await page.getByRole('link', { name: 'New item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New item' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Pumpkin Latte');
  await page.getByLabel('Price (€)').fill('4.20');
  await page.getByRole('button', { name: 'Add customization' }).click();
  await page.getByRole('listitem', { name: 'Customization 1' }).getByLabel('Customization name').fill('Size');
  // The card is named after its customization from now on.
  const size = page.getByRole('listitem', { name: 'Size' });
  await size.getByRole('button', { name: 'Add option' }).click();
  await size.getByRole('button', { name: 'Add option' }).click();
  const options = size.getByPlaceholder('Option name');
  await options.nth(0).fill('Small');
  await options.nth(1).fill('Medium');
  await options.nth(2).fill('Large');
  await size.getByLabel('Surcharge of Medium', { exact: true }).fill('0.50');
  await size.getByLabel('Surcharge of Large', { exact: true }).fill('1.00');
  await size.getByRole('radio', { name: 'Default' }).nth(1).check();
  await page.getByRole('button', { name: 'Create item' }).click();

  await expect(page.getByText('Item created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/menu\?category=\d+$/);
  const card = page.locator('li', { has: page.getByRole('link', { name: 'Pumpkin Latte' }) });
  await expect(card).toContainText('€4.20');

  // The guest sees it, with the three sizes and their surcharges.
  const benches = (await (await request.get('/api/benches')).json()) as TEnvelope<
    { id: number; active: boolean }[]
  >;
  const table = benches.data.find((bench) => bench.active)?.id;
  expect(table).toBeDefined();
  const guest = await page.context().newPage();
  await prepareGuest(guest);
  await guest.goto(`/table/${table}/menu`);
  await guest.getByRole('button', { name: 'Pumpkin Latte', exact: true }).click();
  const item = guest.getByRole('dialog', { name: 'Pumpkin Latte' });
  // A single choice shown as a dropdown (the editor's default), Medium chosen by default.
  const sizes = item.getByRole('combobox', { name: 'Size' });
  await expect(sizes.getByRole('option')).toHaveText(['None', 'Small', 'Medium +€0.50', 'Large +€1.00']);
  await expect(sizes).toHaveValue(/.+/);
  await expect(sizes.locator('option:checked')).toHaveText('Medium +€0.50');
  await expect(item.getByRole('status')).toHaveText('€4.70');
  await sizes.selectOption({ label: 'Large +€1.00' });
  await expect(item.getByRole('status')).toHaveText('€5.20');
});

test('items keep an order set by mouse and by keyboard after a reload', async ({ page }) => {
  test.slow();
  const { categoryId } = await categoryWithItems('Order Test', ['Order A', 'Order B', 'Order C']);
  await signInToMenu(page, `/admin/menu?category=${categoryId}`);
  await expect(itemNames(page)).toHaveText(['Order A', 'Order B', 'Order C']);

  // Mouse: drag C by its handle above A.
  const handleC = page.getByRole('button', { name: 'Move Order C' });
  const rowA = page.locator('li', { has: page.getByRole('link', { name: 'Order A' }) });
  const from = await handleC.boundingBox();
  const to = await rowA.boundingBox();
  if (!from || !to) throw new Error('rows not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + 5, { steps: 15 });
  await page.mouse.up();
  await expect(itemNames(page)).toHaveText(['Order C', 'Order A', 'Order B']);
  await page.reload();
  await expect(itemNames(page)).toHaveText(['Order C', 'Order A', 'Order B']);

  // Keyboard: pick A up with Space, one step down, drop with Space.
  // Each step waits for the drag's state, so keys never outrun it.
  const handleA = page.getByRole('button', { name: 'Move Order A' });
  await handleA.focus();
  await page.keyboard.press('Space');
  await expect(handleA).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[aria-live]', { hasText: 'Moved to position 3.' })).toBeAttached();
  await page.keyboard.press('Space');
  await expect(handleA).not.toHaveAttribute('aria-pressed', 'true');
  await expect(itemNames(page)).toHaveText(['Order C', 'Order B', 'Order A']);
  await page.reload();
  await expect(itemNames(page)).toHaveText(['Order C', 'Order B', 'Order A']);
});

test('?highlight selects the item’s category, flashes the item and leaves the address', async ({ page }) => {
  const { categoryId, items } = await categoryWithItems('Highlight Test', ['Glow 1', 'Glow 2']);
  const target = items[1];
  if (!target) throw new Error('no item');
  await signInToMenu(page, `/admin/menu?highlight=${target.id}`);
  const card = page.locator(`[data-item-id="${target.id}"]`);
  await expect(card).toHaveClass(/menu-flash/);
  await expect(card).toBeInViewport();
  await expect(page).toHaveURL(new RegExp(`/admin/menu\\?category=${categoryId}$`));
  await expect(card).not.toHaveClass(/menu-flash/, { timeout: 6_000 });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the menu screens pass axe (${theme})`, async ({ page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme: theme });
    await signInToMenu(page);
    await expect(page.getByRole('list', { name: 'Items' })).toBeVisible();
    await checkAxe(page, `the menu (${theme})`);

    await page.getByRole('button', { name: 'New category' }).click();
    const dialog = page.getByRole('dialog', { name: 'New category' });
    await dialog.getByRole('switch', { name: 'Only at certain times' }).click();
    await dialog.getByLabel('Friday', { exact: true }).selectOption('hours');
    await checkAxe(page, `the category dialog (${theme})`);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'New item' }).click();
    await page.getByRole('button', { name: 'Add customization' }).click();
    await checkAxe(page, `the item editor (${theme})`);

    await page.goto('/admin/menu/tags');
    await expect(page.getByRole('heading', { level: 2, name: 'Dietary Preference' })).toBeVisible();
    await checkAxe(page, `the tags (${theme})`);
  });
}
