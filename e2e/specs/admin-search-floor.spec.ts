import { expect, type Page, test } from '@playwright/test';
import type { TFloorPlan } from '@tableside/shared/floor-plan.schemas';
import { checkAxe } from '../support/axe.ts';
import { ADMIN } from '../support/e2e-constants.ts';
import { menuItem, publicMenu } from '../support/guest.ts';
import { signIn, skipConsent } from '../support/pages.ts';
import { staffCall } from '../support/staff-api.ts';

/** Issue 5: the header's global search and the floor plan, as the owner uses them. */

async function signInAsAdmin(page: Page, path: string) {
  await skipConsent(page);
  await page.goto(path);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.endsWith('/login'));
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' });

async function floorPlan(): Promise<TFloorPlan> {
  return staffCall<TFloorPlan>('GET', '/floor-plan');
}

/** The sample cafe stands every table in the room; this one goes back to the tray first. */
async function takeOffThePlan(name: string): Promise<void> {
  const table = (await floorPlan()).tables.find((t) => t.name === name);
  if (!table) throw new Error(`No ${name} on the floor plan`);
  await staffCall('PUT', '/floor-plan/positions', { positions: [{ id: table.id, x: null, y: null }] });
}

test('Ctrl+K finds a menu item and Enter opens it highlighted on the menu page', async ({
  page,
  request,
}) => {
  const chai = menuItem(await publicMenu(request), 'Chai Latte');
  await signInAsAdmin(page, '/admin/orders');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('chai latte');
  const listbox = page.getByRole('listbox', { name: 'Search results' });
  const menuItems = listbox.getByRole('group', { name: 'Menu Items' });
  await expect(menuItems.getByRole('option', { name: /Chai Latte/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/menu\\?highlight=${chai.id}$`));
  await expect(listbox).toBeHidden();
});

test('the arrow keys move through the results and wrap around', async ({ page }) => {
  await signInAsAdmin(page, '/admin');
  await searchBox(page).click();
  await page.keyboard.type('la');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  expect(count).toBeGreaterThan(2);
  const activeText = async () => {
    const id = await searchBox(page).getAttribute('aria-activedescendant');
    return id ? page.locator(`[id="${id}"]`).innerText() : null;
  };
  await page.keyboard.press('ArrowUp');
  expect(await activeText()).toBe(await options.last().innerText());
  await checkAxe(page, 'global search results');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  expect(await activeText()).toBe(await options.first().innerText());
  await page.keyboard.press('ArrowDown');
  expect(await activeText()).toBe(await options.nth(1).innerText());
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('a table dragged onto the plan and moved keeps its place after a reload', async ({ page }) => {
  await takeOffThePlan('Table 3');
  await signInAsAdmin(page, '/admin/floor-plan');
  const room = page.getByRole('region', { name: 'Room plan' });
  await expect(room).toBeVisible();
  const chip = page.getByRole('button', { name: /^Place Table 3: / });
  await expect(chip).toBeVisible();
  await checkAxe(page, 'floor plan');

  // From the tray into the room, then across the room.
  const box = await room.boundingBox();
  if (!box) throw new Error('The room has no box');
  const saved = () =>
    page.waitForResponse(
      (r) => r.url().endsWith('/api/floor-plan/positions') && r.request().method() === 'PUT',
    );
  let save = saved();
  const from = await chip.boundingBox();
  if (!from) throw new Error('The tray table has no box');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3, { steps: 8 });
  await page.mouse.up();
  expect((await save).ok()).toBe(true);
  const placed = room.getByRole('button', { name: /^Table 3: / });
  await expect(placed).toBeVisible();

  save = saved();
  const start = await placed.boundingBox();
  if (!start) throw new Error('The placed table has no box');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.6, { steps: 8 });
  await page.mouse.up();
  expect((await save).ok()).toBe(true);

  const table3 = (await floorPlan()).tables.find((table) => table.name === 'Table 3');
  expect(table3?.floor_x).toBeGreaterThan(60);
  expect(table3?.floor_y).toBeGreaterThan(50);
  const left = await placed.evaluate((element) => (element as HTMLElement).style.left);

  await page.reload();
  await expect(room.getByRole('button', { name: /^Table 3: / })).toHaveCSS('position', 'absolute');
  expect(
    await room.getByRole('button', { name: /^Table 3: / }).evaluate((e) => (e as HTMLElement).style.left),
  ).toBe(left);
  await expect(page.getByRole('button', { name: /^Place Table 3: / })).toHaveCount(0);

  // The keyboard moves it too: 5 % to the left with Shift.
  save = saved();
  await room.getByRole('button', { name: /^Table 3: / }).focus();
  await page.keyboard.press('Shift+ArrowLeft');
  expect((await save).ok()).toBe(true);
  const moved = (await floorPlan()).tables.find((table) => table.name === 'Table 3');
  expect(moved?.floor_x).toBeCloseTo((table3?.floor_x ?? 0) - 5, 1);
});

test("a guest's order turns its table to Ordering on the plan, live", async ({ page, request }) => {
  await signInAsAdmin(page, '/admin/floor-plan');
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  const plan = await floorPlan();
  const free = plan.tables.find((table) => table.state === 'free' && table.active);
  if (!free) throw new Error('No free table in the sample cafe');
  // Put it on the plan first, by tapping it in the tray (a free spot), unless it is there already.
  const chip = page.getByRole('button', { name: `Place ${free.name}: Free on the plan` });
  if (free.floor_x === null) await chip.click();
  const onPlan = page
    .getByRole('region', { name: 'Room plan' })
    .getByRole('button', { name: `${free.name}: Free` });
  await expect(onPlan).toBeVisible();
  await onPlan.click();
  await expect(page.getByRole('dialog', { name: free.name })).toBeVisible();
  await checkAxe(page, 'floor plan table dialog');
  await page.keyboard.press('Escape');

  const water = menuItem(await publicMenu(request), 'Sparkling Water');
  const submitted = await request.post('/api/customer/orders/submit', {
    data: { bench_id: free.id, items: [{ menu_item_id: water.id, quantity: 1 }] },
  });
  expect(submitted.ok()).toBe(true);
  // The staff stream's order.created event refreshes the plan; well before the 30 s poll.
  await expect(
    page.getByRole('region', { name: 'Room plan' }).getByRole('button', { name: `${free.name}: Ordering` }),
  ).toBeVisible({ timeout: 5_000 });
  await expect(page.locator(`[data-table-id="${free.id}"]`)).toHaveAttribute('data-state', 'ordering');
});
