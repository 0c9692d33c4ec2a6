import { expect, test } from '@playwright/test';
import {
  itemsTagged,
  menuItem,
  PHONE,
  prepareGuest,
  price,
  publicMenu,
  TEXTS,
  type TLanguage,
  withTax,
} from '../support/guest.ts';
import { changeOrderStatus, ordersOfTable } from '../support/staff-api.ts';

/**
 * The whole guest journey on a phone, once per language: choose a table, filter the menu by
 * a dietary tag, customize a coffee, add it twice (one merged line), submit, and follow the order
 * while staff move it on through the API, live and without a reload.
 *
 * Coffee has no schedule of its own and the e2e cafe is open all day (e2e-server.ts), so the
 * journey does not depend on the hour CI runs at.
 */
const JOURNEYS: { language: TLanguage; table: number }[] = [
  { language: 'en', table: 5 },
  { language: 'de', table: 6 },
];

// Americano: €3.20; Size Large +€1.00 (Medium +€0.50 is the default); Oat Milk +€0.75.
const ITEM = 'Americano';
const DEFAULT_PRICE = 3.7;
const LARGE_PRICE = 4.2;
const LARGE_OAT_PRICE = 4.95;

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

const startsWith = (label: string) => new RegExp(`^${label}`);

for (const { language, table } of JOURNEYS) {
  test(`a guest orders a customized coffee and follows it live (${language})`, async ({ page, request }) => {
    test.slow();
    const text = TEXTS[language];
    const tableName = `Table ${table}`;
    const menu = await publicMenu(request);
    expect(menu.within_service_hours, 'the e2e cafe is open all day').toBe(true);
    const ordersBefore = (await ordersOfTable(table)).map((order) => order.id);
    await prepareGuest(page, { language });

    // The table's one live stream opens with its first screen and serves every screen below it.
    const stream = page.waitForResponse((response) =>
      response.url().endsWith(`/api/customer/orders/bench/${table}/events`),
    );

    // Choose the table: the chooser lists tables by id, twelve to a page.
    await page.goto('/table/');
    await page.getByRole('link', { name: tableName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/table/${table}$`));
    await expect(page.getByRole('heading', { level: 1, name: text.landingTitle(tableName) })).toBeVisible();
    await page.getByRole('link', { name: text.viewMenu }).click();
    await expect(page).toHaveURL(new RegExp(`/table/${table}/menu$`));
    await expect(page.getByRole('heading', { level: 1, name: text.menu })).toBeVisible();

    // Filter by a dietary tag: exactly the vegan items remain.
    const vegan = itemsTagged(menu, 'Vegan');
    expect(vegan).toContain(ITEM);
    const main = page.getByRole('main');
    const itemNames = main.getByRole('heading', { level: 3 });
    await expect(itemNames).not.toHaveCount(vegan.length);
    await page.getByRole('button', { name: text.filters, exact: true }).click();
    const dietary = page.getByRole('group', { name: text.dietary });
    await dietary.getByRole('button', { name: 'Vegan' }).click();
    await expect(dietary.getByRole('button', { name: 'Vegan' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: text.filtersActive(1) })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: text.results(vegan.length) })).toBeVisible();
    await expect(itemNames).toHaveText(vegan);

    // Customize the coffee; the dialog's price follows every choice.
    await page.getByRole('button', { name: ITEM, exact: true }).click();
    const customizeAndAdd = async () => {
      const dialog = page.getByRole('dialog', { name: ITEM });
      await expect(dialog).toBeVisible();
      const total = dialog.getByRole('status');
      await expect(total).toHaveText(price(language, DEFAULT_PRICE));
      await dialog.getByRole('radio', { name: /^Large\b/ }).check();
      await expect(total).toHaveText(price(language, LARGE_PRICE));
      const milk = dialog.getByLabel('Milk Type');
      const oat = await milk.locator('option', { hasText: 'Oat Milk' }).getAttribute('value');
      await milk.selectOption(oat ?? '');
      await expect(total).toHaveText(price(language, LARGE_OAT_PRICE));
      await dialog.getByRole('button', { name: text.addToCart }).click();
      await expect(dialog).toBeHidden();
    };
    await customizeAndAdd();
    const cartBar = page.getByRole('button', { name: new RegExp(`^${text.viewCart}`) });
    await expect(cartBar).toContainText(text.itemCount(1));
    // The cart adds the item's tax to the menu prices.
    const taxRate = menuItem(menu, ITEM).tax_rate;
    await expect(cartBar).toContainText(price(language, withTax(LARGE_OAT_PRICE, taxRate)));

    // The same choices again: the cart merges them into one line of two.
    await page.getByRole('button', { name: ITEM, exact: true }).click();
    await customizeAndAdd();
    await expect(cartBar).toContainText(text.itemCount(2));
    const expectedTotal = price(language, withTax(2 * LARGE_OAT_PRICE, taxRate));
    await expect(cartBar).toContainText(expectedTotal);
    await cartBar.click();
    const cart = page.getByRole('dialog', { name: text.cartTitle });
    await expect(cart).toBeVisible();
    await expect(cart.getByRole('button', { name: text.remove(ITEM) })).toHaveCount(1);
    await expect(cart.getByText('Size: Large')).toBeVisible();
    await expect(cart.getByText('Milk Type: Oat Milk')).toBeVisible();
    await expect(cart.getByText(text.each(price(language, LARGE_OAT_PRICE)))).toBeVisible();
    const quantity = cart
      .getByRole('button', { name: text.increase(ITEM) })
      .locator('xpath=preceding-sibling::span[1]');
    await expect(quantity).toHaveText('2');
    const cartTotals = cart.locator('dl');
    await expect(cartTotals.locator('div', { hasText: text.subtotal }).locator('dd')).toHaveText(
      price(language, 2 * LARGE_OAT_PRICE),
    );
    const cartTotal =
      (await cartTotals
        .locator('div', { hasText: startsWith(text.total) })
        .locator('dd')
        .textContent()) ?? '';
    expect(cartTotal).toBe(expectedTotal);

    // Checkout: the same lines and total, one submit.
    await cart.getByRole('link', { name: text.goToCheckout }).click();
    await expect(page).toHaveURL(new RegExp(`/table/${table}/checkout$`));
    await expect(page.getByRole('heading', { level: 1, name: text.checkout })).toBeVisible();
    const submitted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/customer/orders/submit') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: text.placeOrder(cartTotal) }).click();
    const response = await submitted;
    expect(response.status()).toBe(201);
    const order = (
      (await response.json()) as { data: { id: number; sequence_number: string; gross: number } }
    ).data;
    expect(price(language, order.gross)).toBe(cartTotal);
    await expect(page.getByText(text.submitted, { exact: true })).toBeVisible();

    // Tracking: the new order, its total, and the table's live stream open.
    await expect(page).toHaveURL(new RegExp(`/table/${table}/orders$`));
    await expect(page.getByRole('heading', { level: 1, name: text.orders })).toBeVisible();
    const card = page.getByRole('article', { name: text.orderNumber(order.sequence_number) });
    await expect(card).toBeVisible();
    await expect(card.getByText(text.justSubmitted)).toBeVisible();
    await expect(card.getByText(text.fromThisPhone)).toBeVisible();
    await expect(card.getByText('Size: Large · Milk Type: Oat Milk')).toBeVisible();
    await expect(card.locator('dl div', { hasText: startsWith(text.total) }).locator('dd')).toHaveText(
      cartTotal,
    );
    const step = card.getByRole('list', { name: text.orderStatus }).locator('li[aria-current="step"]');
    await expect(step).toContainText(text.status.SUBMITTED);

    // Exactly this one order is new at the table, as staff see it.
    const ordersAfter = await ordersOfTable(table);
    expect(ordersAfter.filter((entry) => !ordersBefore.includes(entry.id)).map((entry) => entry.id)).toEqual([
      order.id,
    ]);

    // Staff move the order on; the page follows over its live stream without being loaded again.
    expect((await stream).status()).toBe(200);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const announcement = page.getByRole('status').filter({ hasText: order.sequence_number });
    for (const status of ['OPENED', 'READY'] as const) {
      await changeOrderStatus(order.id, status);
      await expect(step).toContainText(text.status[status], { timeout: 10_000 });
      await expect(announcement).toHaveText(text.announcement(order.sequence_number, text.status[status]));
    }
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
  });
}
