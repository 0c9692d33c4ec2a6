import { expect, type Page, test } from '@playwright/test';
import { checkAxe, checkToasts } from '../support/axe.ts';
import { E2E_BASE_URL } from '../support/e2e-constants.ts';
import { PHONE, prepareGuest, type TTheme } from '../support/guest.ts';

/**
 * Issue "Guest journey": axe-core finds no violations on the guest screens, in the light and the
 * dark theme, on a phone. Each test visits its screens in the states a guest sees them.
 */
const TABLE = 11;
const SHARED_CART_TABLE = 12;

/** Adds an item without choices with its + button; the cart bar then counts `count` items. */
async function addSparklingWater(page: Page, count = 1): Promise<void> {
  await page.getByRole('button', { name: 'Add Sparkling Water' }).click();
  await expect(page.getByRole('button', { name: /^View cart/ })).toContainText(`${count} item`);
}

for (const theme of ['light', 'dark'] as const satisfies readonly TTheme[]) {
  test.describe(`${theme} theme`, () => {
    test.use({ viewport: PHONE, colorScheme: theme });

    test.beforeEach(async ({ page }) => {
      await prepareGuest(page, { theme });
    });

    test('the consent notice over the menu, as after a QR scan in a fresh browser', async ({ page }) => {
      // prepareGuest stored an answer; a first-time guest has none.
      await page.addInitScript(() => window.localStorage.removeItem('tableside.consent'));
      await page.goto(`/table/${TABLE}/menu`);
      const notice = page.getByRole('dialog', { name: 'Privacy & Data Collection Notice' });
      await expect(notice).toBeVisible();
      await expect(notice).toHaveAccessibleDescription(/^With your consent/);
      await expect(page.getByRole('heading', { level: 3, name: 'Americano' })).toBeAttached();
      await checkAxe(page, 'the consent notice over the menu');
      await notice.getByRole('button', { name: 'Decline' }).click();
      await expect(notice).toBeHidden();
      await expect(page.getByRole('heading', { level: 3, name: 'Americano' })).toBeVisible();
    });

    test('welcome, table chooser, table and accessibility settings', async ({ page }) => {
      await page.goto('/welcome');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectTheme(page, theme);
      await checkAxe(page, '/welcome');

      await page.goto('/table/');
      await expect(page.getByRole('link', { name: 'Table 1', exact: true })).toBeVisible();
      await checkAxe(page, '/table/');

      await page.goto(`/table/${TABLE}`);
      await expect(page.getByRole('heading', { level: 1, name: `You're at Table ${TABLE}` })).toBeVisible();
      await checkAxe(page, `/table/${TABLE}`);

      await page.goto('/table/24');
      await expect(page.getByRole('heading', { level: 1, name: 'Table not found' })).toBeVisible();
      await checkAxe(page, '/table/24 (table not found)');

      await page.goto('/accessibility');
      await expect(page.getByRole('heading', { level: 1, name: 'Accessibility Settings' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Vegan' })).toBeVisible();
      await checkAxe(page, '/accessibility');
    });

    test('menu, filtered, with the item dialog and with the cart open', async ({ page }) => {
      await page.goto(`/table/${TABLE}/menu`);
      await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
      await checkAxe(page, 'the menu');

      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await page.getByRole('button', { name: 'Vegan' }).click();
      await expect(page.getByRole('status').filter({ hasText: /items found/ })).toBeVisible();
      await checkAxe(page, 'the menu with the filters open');

      await page.getByRole('button', { name: 'Americano', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Americano' })).toBeVisible();
      await checkAxe(page, 'the item dialog');
      await page
        .getByRole('dialog', { name: 'Americano' })
        .getByRole('button', { name: 'Add to cart' })
        .click();
      await expect(page.getByRole('dialog', { name: 'Americano' })).toBeHidden();

      await addSparklingWater(page, 2);
      await checkToasts(page, 'Added to cart');
      await page.getByRole('button', { name: /^View cart/ }).click();
      await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
      await checkAxe(page, 'the open cart');
    });

    test('checkout and order tracking', async ({ page }) => {
      await page.goto(`/table/${TABLE}/checkout`);
      await expect(page.getByRole('heading', { level: 2, name: 'Cart is empty' })).toBeVisible();
      await checkAxe(page, 'the checkout with an empty cart');

      await page.goto(`/table/${TABLE}/menu`);
      await addSparklingWater(page);
      await page.goto(`/table/${TABLE}/checkout`);
      await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
      await checkAxe(page, 'the checkout');

      await page.getByRole('button', { name: /^Place order/ }).click();
      await expect(page).toHaveURL(new RegExp(`/table/${TABLE}/orders$`));
      await expect(page.getByText('Just submitted')).toBeVisible();
      await checkToasts(page, 'Order submitted');
      await checkAxe(page, 'the orders page');
    });

    test('shared cart: the owner, and a guest about to join', async ({ page, browser }) => {
      await page.goto(`/table/${SHARED_CART_TABLE}/menu?together=1`);
      await page.getByRole('button', { name: 'Start a shared cart' }).click();
      await expect(page.getByRole('dialog', { name: 'Start a shared cart' })).toBeVisible();
      await checkAxe(page, 'the start-a-shared-cart dialog');
      await page.getByRole('dialog').getByLabel('Your name (optional)').fill('Alice');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Shared Cart' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'QR code of the link to this shared cart' })).toBeVisible();
      await page.getByRole('button', { name: 'Add Sparkling Water' }).click();
      await expect(page.getByText('added by you')).toBeVisible();
      await checkAxe(page, 'the shared cart');

      const guest = await browser.newContext({ viewport: PHONE, baseURL: E2E_BASE_URL, colorScheme: theme });
      const joining = await guest.newPage();
      await prepareGuest(joining, { theme });
      await joining.goto(page.url());
      await expect(joining.getByRole('heading', { level: 1, name: "Join the table's order" })).toBeVisible();
      await checkAxe(joining, 'the shared cart join screen');
      await guest.close();
    });
  });
}

async function expectTheme(page: Page, theme: TTheme): Promise<void> {
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}
