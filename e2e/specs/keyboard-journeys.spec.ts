import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN } from '../support/e2e-constants.ts';
import { PHONE, TEXTS } from '../support/guest.ts';
import { skipConsent } from '../support/pages.ts';
import { withinSignInLimit } from '../support/sign-in-limit.ts';

/**
 * Issue 41 "Keyboard": a guest's whole order and a staff status change with the keyboard alone (no
 * click after the page loads), asserting where focus is after every dialog, navigation and status
 * change: never <body>, always the element a keyboard or screen reader user expects. The key presses
 * are counted and printed; each journey has a ceiling, so a change that makes it longer fails here.
 */

/** Table 10 takes no other spec's orders. */
const TABLE = 10;
const ITEM = 'Americano';
const text = TEXTS.en;
const STAFF_SCREEN = { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' } as const;

/**
 * Ceilings of the moving keys (Tab, Enter, arrows, Escape; typed text is counted apart), as measured
 * when the test was written: lower is fine, higher fails.
 */
const MOST_KEYS = { guest: 39, staff: 31, staffPhone: 24 };

type TTabOptions = {
  /** Shift+Tab, towards the top of the page. */
  backwards?: boolean;
  most?: number;
  /** Stops on these are pressed but not counted: how many there are depends on the moment. */
  uncounted?: Locator;
};

/** The keyboard of one journey: every key goes through it and is counted. */
class Keys {
  moves = 0;
  typed = 0;
  uncounted = 0;
  constructor(private readonly page: Page) {}

  async press(key: string, times = 1): Promise<void> {
    for (let i = 0; i < times; i += 1) {
      await this.page.keyboard.press(key);
      this.moves += 1;
    }
  }

  async type(characters: string): Promise<void> {
    await this.page.keyboard.type(characters);
    this.typed += characters.length;
  }

  /** Tabs until `target` has focus, as a keyboard user would; fails after `most` presses. */
  async tabTo(target: Locator, { backwards = false, most = 40, uncounted }: TTabOptions = {}): Promise<void> {
    for (let presses = 0; presses <= most; presses += 1) {
      if (await hasFocus(target)) return;
      await this.press(backwards ? 'Shift+Tab' : 'Tab');
      if (uncounted && (await holdsFocus(uncounted))) {
        this.moves -= 1;
        this.uncounted += 1;
      }
    }
    throw new Error(`${most} Tab presses did not reach ${target}`);
  }

  report(journey: string): string {
    const more = this.uncounted > 0 ? ` (and ${this.uncounted} Tabs past live alerts, not counted)` : '';
    return `${journey}: ${this.moves} keys (Tab, Enter, arrows, Escape)${more} and ${this.typed} typed characters`;
  }
}

const hasFocus = (target: Locator) =>
  target
    .evaluate((element) => element === document.activeElement, undefined, { timeout: 2_000 })
    .catch(() => false);

const holdsFocus = (regions: Locator) =>
  regions.evaluateAll((elements) => elements.some((element) => element.contains(document.activeElement)));

/** Focus is on `target`, and so not on <body> (where a lost focus lands). */
async function expectFocus(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
}

function count(keys: Keys, journey: string, ceiling: number): void {
  const line = keys.report(journey);
  console.log(line);
  test.info().annotations.push({ type: 'key presses', description: line });
  expect(keys.moves, `${journey}: more key presses than the ${ceiling} measured`).toBeLessThanOrEqual(
    ceiling,
  );
}

test('a first-time guest orders a customized coffee with the keyboard alone', async ({ browser }) => {
  test.slow();
  // A phone-sized screen with a keyboard (a switch or a Bluetooth keyboard), no touch.
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  const keys = new Keys(page);
  await page.goto(`/table/${TABLE}`);

  // The consent notice (spec customer 2) starts on Decline; answered, focus goes to the screen's heading.
  const consent = page.getByRole('dialog', { name: 'Privacy & Data Collection Notice' });
  await expectFocus(page, consent.getByRole('button', { name: 'Decline' }));
  await keys.press('Tab');
  await expectFocus(page, consent.getByRole('button', { name: 'Accept & Continue' }));
  await keys.press('Enter');
  await expect(consent).toBeHidden();
  await expectFocus(page, page.getByRole('heading', { level: 1, name: text.landingTitle(`Table ${TABLE}`) }));

  // View menu: a navigation, so focus moves to the menu's heading.
  await keys.tabTo(page.getByRole('link', { name: text.viewMenu }));
  await keys.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/table/${TABLE}/menu$`));
  await expectFocus(page, page.getByRole('heading', { level: 1, name: text.menu }));

  // Search for the item and open it: the dialog starts on its title, in view.
  await keys.tabTo(page.getByRole('searchbox', { name: 'Search the menu' }));
  await keys.type(ITEM);
  const itemButton = page.getByRole('button', { name: ITEM, exact: true });
  await keys.tabTo(itemButton);
  await keys.press('Enter');
  const dialog = page.getByRole('dialog', { name: ITEM });
  const title = dialog.getByRole('heading', { name: ITEM });
  await expectFocus(page, title);
  await expect(title).toBeInViewport();

  // Escape closes it; focus is back on the item.
  await keys.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocus(page, itemButton);

  // Again, choosing a size: the radio group is one Tab stop, on its chosen option; the arrows choose.
  await keys.press('Enter');
  await expectFocus(page, title);
  await keys.press('Tab');
  await expectFocus(page, dialog.getByRole('radio', { name: /^Medium\b/ }));
  await keys.press('ArrowDown');
  const large = dialog.getByRole('radio', { name: /^Large\b/ });
  await expectFocus(page, large);
  await expect(large).toBeChecked();
  await keys.press('Tab');
  await expectFocus(page, dialog.getByRole('combobox', { name: 'Milk Type' }));
  await keys.tabTo(dialog.getByRole('button', { name: text.addToCart }));
  await keys.press('Enter');
  await expect(dialog).toBeHidden();
  await expectFocus(page, itemButton);

  // The cart: Escape gives focus back to the cart bar; checkout is a navigation to its heading.
  const cartBar = page.getByRole('button', { name: new RegExp(`^${text.viewCart}`) });
  await expect(cartBar).toContainText(text.itemCount(1));
  await keys.tabTo(cartBar);
  await keys.press('Enter');
  const cart = page.getByRole('dialog', { name: text.cartTitle });
  await expectFocus(page, cart.getByRole('button', { name: 'Close' }));
  await keys.press('Escape');
  await expect(cart).toBeHidden();
  await expectFocus(page, cartBar);
  await keys.press('Enter');
  await keys.tabTo(cart.getByRole('link', { name: text.goToCheckout }));
  await keys.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/table/${TABLE}/checkout$`));
  await expectFocus(page, page.getByRole('heading', { level: 1, name: text.checkout }));

  // Place order: the order's screen, focus on its heading.
  await keys.tabTo(page.getByRole('button', { name: /^Place order/ }));
  const submitted = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/customer/orders/submit') && response.request().method() === 'POST',
  );
  await keys.press('Enter');
  expect((await submitted).status()).toBe(201);
  await expect(page).toHaveURL(new RegExp(`/table/${TABLE}/orders$`));
  await expectFocus(page, page.getByRole('heading', { level: 1, name: text.orders }));

  count(keys, 'Guest order', MOST_KEYS.guest);
  await page.context().close();
});

/** Staff sign in by keyboard and land on the dashboard's heading. */
async function signInByKeyboard(browser: Browser, screen: object): Promise<{ page: Page; keys: Keys }> {
  const page = await (await browser.newContext(screen)).newPage();
  await skipConsent(page);
  const keys = new Keys(page);
  await page.goto('/admin/login');
  await keys.tabTo(page.getByLabel('Username or email'));
  await keys.type(ADMIN.email);
  await keys.press('Tab');
  await keys.type(ADMIN.password);
  await withinSignInLimit(
    async () => {
      const answer = page.waitForResponse(
        (response) => response.url().endsWith('/api/auth/login') && response.request().method() === 'POST',
      );
      await keys.press('Enter');
      return answer;
    },
    (response) => response.status(),
  );
  await expect(page).toHaveURL(/\/admin$/);
  await expectFocus(page, page.getByRole('heading', { level: 1, name: 'Dashboard' }));
  return { page, keys };
}

const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}, `) });

/**
 * From the dashboard's heading back up to the sidebar (on a phone, to the header's toggle of its
 * drawer) and on to the board: focus on the board's heading.
 */
async function openBoard(page: Page, keys: Keys, { drawer = false } = {}): Promise<void> {
  const orders = page.getByRole('navigation').getByRole('link', { name: 'Orders' });
  if (drawer) {
    await keys.tabTo(page.getByRole('button', { name: 'Toggle sidebar' }), { backwards: true });
    await keys.press('Enter');
    await keys.tabTo(orders);
  } else await keys.tabTo(orders, { backwards: true });
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expectFocus(page, page.getByRole('heading', { level: 1, name: 'Orders' }));
}

/** Open waiter calls and bill requests sit above the board; other specs leave some or none. */
const liveAlerts = (page: Page) => page.getByRole('region', { name: /^(Waiter calls|Bill requests)/ });

test('staff sign in, open the board and move an order on with the keyboard alone', async ({ browser }) => {
  test.slow();
  const { page, keys } = await signInByKeyboard(browser, STAFF_SCREEN);
  await openBoard(page, keys);

  // Start the first order of the Submitted column: focus follows the card to the next column.
  const start = column(page, 'Submitted')
    .getByRole('button', { name: /^Start / })
    .first();
  await keys.tabTo(start, { most: 60, uncounted: liveAlerts(page) });
  const number = ((await start.getAttribute('aria-label')) ?? '').replace(/^Start /, '');
  const status = page.getByRole('status').filter({ hasText: `Order ${number}` });
  await keys.press('Enter');
  await expectFocus(page, column(page, 'In the kitchen').getByRole('button', { name: `Ready ${number}` }));
  await expect(status).toHaveText(`Order ${number}: In the kitchen`);

  await keys.press('Enter');
  await expectFocus(page, column(page, 'Ready').getByRole('button', { name: `Served ${number}` }));
  await expect(status).toHaveText(`Order ${number}: Ready`);

  // Served leaves the board: focus takes the card's place in the Ready column.
  await keys.press('Enter');
  await expect(status).toHaveText(`Order ${number}: Served`);
  await expect(page.getByRole('article', { name: number })).toHaveCount(0);
  const ready = column(page, 'Ready');
  await expect
    .poll(() => ready.evaluate((region) => region.contains(document.activeElement)), {
      message: 'focus stays in the Ready column',
    })
    .toBe(true);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);

  count(keys, 'Staff status change', MOST_KEYS.staff);
  await page.context().close();
});

test('on a phone the board shows one column: a started card leaves focus to the next of its column', async ({
  browser,
}) => {
  test.slow();
  const { page, keys } = await signInByKeyboard(browser, { ...STAFF_SCREEN, viewport: PHONE });
  await openBoard(page, keys, { drawer: true });

  const submitted = column(page, 'Submitted');
  const cards = submitted.getByRole('article');
  const before = await cards.count();
  expect(before, 'the guest journey left an order in Submitted').toBeGreaterThan(0);
  const start = submitted.getByRole('button', { name: /^Start / }).first();
  await keys.tabTo(start, { most: 60, uncounted: liveAlerts(page) });
  const number = ((await start.getAttribute('aria-label')) ?? '').replace(/^Start /, '');
  await keys.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Order ${number}` })).toHaveText(
    `Order ${number}: In the kitchen`,
  );
  await expect(cards).toHaveCount(before - 1);
  // The next card's Start, or the emptied column itself.
  await expectFocus(
    page,
    before > 1 ? submitted.getByRole('button', { name: /^Start / }).first() : submitted,
  );

  count(keys, 'Staff status change on a phone', MOST_KEYS.staffPhone);
  await page.context().close();
});
