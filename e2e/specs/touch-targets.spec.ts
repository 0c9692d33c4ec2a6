import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from '../support/e2e-constants.ts';
import { PHONE, prepareGuest } from '../support/guest.ts';
import { signIn } from '../support/pages.ts';
import { MAIN_ACTION, smallerThan, smallTargets } from '../support/target-size.ts';

/**
 * Issue 41 (layout): on a 375 px phone every control a finger uses is at least 24×24 px (WCAG 2.2
 * target size), 44 px where it is the screen's main action: the floor plan's tables, whose state
 * icons keep off their numbers, the lists' checkboxes, and the guest menu's add and cart buttons.
 */
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

async function quiet(page: Page) {
  await expect(page.locator('.animate-spin:visible')).toHaveCount(0);
}

test('staff screens on a phone: floor plan tables of 44 px with free numbers, list checkboxes of 24 px', async ({
  page,
}) => {
  await prepareGuest(page, { theme: 'light' });
  await page.goto('/admin/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => url.pathname === '/admin');

  await page.goto('/admin/floor-plan');
  const tiles = page.getByRole('region', { name: 'Room plan' }).locator('button[data-table-id]');
  await expect(tiles.first()).toBeVisible();
  expect(await tiles.count()).toBeGreaterThan(10);
  expect(await smallerThan(tiles, MAIN_ACTION)).toEqual([]);
  // The state icon sits on the tile's corner and the number in its middle: their boxes never meet.
  const overlapping = await tiles.evaluateAll((buttons) =>
    buttons.flatMap((button) => {
      const [number, , icon] = Array.from(button.children).map((child) => child.getBoundingClientRect());
      if (!number || !icon) return [`${button.getAttribute('aria-label')}: no number or icon`];
      const apart =
        number.right <= icon.left ||
        icon.right <= number.left ||
        number.bottom <= icon.top ||
        icon.bottom <= number.top;
      return apart ? [] : [button.getAttribute('aria-label') ?? ''];
    }),
  );
  expect(overlapping).toEqual([]);
  // The numbers are readable: 14 px at least.
  const fontSize = await tiles.first().evaluate((tile) => Number.parseFloat(getComputedStyle(tile).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(14);
  expect(await smallTargets(page, 'main')).toEqual([]);

  for (const path of ['/admin/tables', '/admin/menu']) {
    await page.goto(path);
    const boxes = page.getByRole('main').getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    await quiet(page);
    expect(await smallerThan(boxes, 24), path).toEqual([]);
    expect(await smallTargets(page, 'main'), path).toEqual([]);
  }
});

test('the guest menu on a phone: add and cart buttons of 44 px, every other control 24 px', async ({
  page,
}) => {
  await prepareGuest(page, { theme: 'dark' });
  await page.goto('/table/2/menu');
  const add = page.getByRole('button', { name: /^Add / });
  await expect(add.first()).toBeVisible();
  await quiet(page);
  expect(await smallerThan(add, MAIN_ACTION)).toEqual([]);
  await page.getByRole('button', { name: 'Add Sparkling Water' }).click();
  const cart = page.getByRole('button', { name: /^View cart/ });
  await expect(cart).toBeVisible();
  expect(await smallerThan(cart, MAIN_ACTION)).toEqual([]);
  expect(await smallTargets(page, 'header, main')).toEqual([]);
});
