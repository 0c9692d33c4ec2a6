import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN } from '../support/e2e-constants.ts';
import { PHONE, prepareGuest } from '../support/guest.ts';
import { signIn } from '../support/pages.ts';

/**
 * Issue 41: toasts show below the header, never over its controls (1280 px) or over all of it
 * (375 px); they take no focus, so Tab walks on past them with the focus ring where it is; and the
 * admin sidebar at 1280×800, whose last links lie below the fold, shows that it scrolls.
 */
const DESKTOP = { width: 1280, height: 800 };

const toast = (page: Page) => page.locator('[data-sonner-toast]');

async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => url.pathname === '/admin');
}

/** The pointer rests on the toasts, which keeps them however slowly a busy machine goes on. */
async function holdToasts(page: Page) {
  await toast(page).first().hover();
}

/** The toast's box starts below the header's box. */
async function expectBelow(item: Locator, header: Locator) {
  const [toastBox, headerBox] = [await item.boundingBox(), await header.boundingBox()];
  if (!toastBox || !headerBox) throw new Error('No toast or header on screen');
  expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
}

/**
 * With a toast on screen, focus goes to the page's last control before the toasts (they come last in
 * the document) and Tab is pressed `count` times: focus never enters the toasts and never comes
 * back to a control it left (Sonner's toasts were a Tab stop that sent focus back, so Tab cycled
 * between the toast and that control), and each control it reaches shows its focus ring.
 */
async function expectTabWalksPastToasts(page: Page, count: number) {
  const mark = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return { id: 'body', inToaster: false, ring: true };
      element.setAttribute('data-tab-visit', element.getAttribute('data-tab-visit') ?? String(Math.random()));
      return {
        id: element.getAttribute('data-tab-visit') ?? '',
        inToaster: element.closest('[data-sonner-toaster]') !== null,
        ring: element.matches(':focus-visible'),
      };
    });
  await page.evaluate(() => {
    const tabbable = Array.from(
      document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
    ).filter(
      (element) =>
        element.tabIndex >= 0 &&
        !element.matches(':disabled') &&
        element.getClientRects().length > 0 &&
        !element.closest('[data-sonner-toaster]'),
    );
    tabbable.at(-1)?.focus();
  });
  const visited = [(await mark()).id];
  for (let press = 0; press < count; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await mark();
    expect(focused.inToaster, `Tab ${press + 1} went into the toasts`).toBe(false);
    expect(focused.ring, `Tab ${press + 1} left no focus ring`).toBe(true);
    expect(visited, `Tab ${press + 1} came back to a control`).not.toContain(focused.id);
    if (focused.id !== 'body') visited.push(focused.id);
  }
  await expect(toast(page).first()).toBeVisible();
}

test.describe('desktop, 1280×800', () => {
  test.use({ viewport: DESKTOP });

  test('the sign-in toast stays below the header and out of the Tab order', async ({ page }) => {
    await prepareGuest(page, { theme: 'light' });
    await signInAsAdmin(page);
    await expect(toast(page)).toHaveText(/Successfully signed in/);
    await holdToasts(page);
    await expect(toast(page)).toHaveAttribute('tabindex', '-1');
    await expectBelow(toast(page), page.getByRole('banner'));
    await expectTabWalksPastToasts(page, 3);
  });

  test('the sidebar shows that more links lie below the fold, and scrolls to them', async ({ page }) => {
    await prepareGuest(page, { theme: 'dark' });
    await signInAsAdmin(page);
    const nav = page.getByRole('navigation', { name: 'Navigation' });
    const scroller = nav.locator('xpath=..');
    const sizes = await scroller.evaluate((box) => ({ content: box.scrollHeight, shown: box.clientHeight }));
    expect(sizes.content).toBeGreaterThan(sizes.shown);
    const last = nav.getByRole('link').last();
    await expect(last).not.toBeInViewport({ ratio: 1 });

    // The hint is painted: the strip at the list's bottom edge differs without it.
    const strip = async () => {
      const box = await scroller.boundingBox();
      if (!box) throw new Error('No sidebar');
      return page.screenshot({
        clip: { x: box.x, y: box.y + box.height - 10, width: box.width, height: 10 },
      });
    };
    const withHint = await strip();
    await scroller.evaluate((box) => box.classList.remove('scroll-hint'));
    const without = await strip();
    await scroller.evaluate((box) => box.classList.add('scroll-hint'));
    expect(withHint.equals(without)).toBe(false);

    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 1 });
  });
});

test.describe('phone, 375 px', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a guest toast stays below the header and out of the Tab order', async ({ page }) => {
    await prepareGuest(page, { theme: 'dark' });
    await page.goto('/table/2/menu');
    const add = page.getByRole('button', { name: 'Add Sparkling Water' });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page)).toHaveText(/Added to cart/);
    await holdToasts(page);
    await expectBelow(toast(page), page.getByRole('banner'));
    await expectTabWalksPastToasts(page, 3);
  });
});
