import { expect, type Page, test } from '@playwright/test';
import { PHONE, prepareGuest } from '../support/guest.ts';

/**
 * A menu big enough to render in slices (more than 80 items, decision 0030): the sample cafe's menu as
 * the page receives it, every category repeated, so the database and the other specs keep the
 * sample cafe as it is.
 */
const COPIES = 12;

type TMenuBody = {
  data: { categories: Array<{ id: number; name: string; sort_order: number; items: Array<{ id: number }> }> };
};

async function serveBigMenu(page: Page): Promise<void> {
  await page.route(/\/api\/public\/menu\?/, async (route) => {
    const response = await route.fetch({ headers: { ...route.request().headers(), 'if-none-match': '' } });
    const body = (await response.json()) as TMenuBody;
    const { categories } = body.data;
    const last = Math.max(...categories.map((category) => category.sort_order));
    body.data.categories = Array.from({ length: COPIES }, (_, copy) =>
      categories.map((category) => ({
        ...category,
        id: category.id + copy * 1_000,
        name: copy === 0 ? category.name : `${category.name} ${copy + 1}`,
        sort_order: category.sort_order + copy * (last + 1),
        items: category.items.map((item) => ({ ...item, id: item.id + copy * 100_000 })),
      })),
    ).flat();
    await route.fulfill({ status: 200, json: body });
  });
}

test.use({ viewport: PHONE });

test.beforeEach(async ({ page }) => {
  await prepareGuest(page);
  await serveBigMenu(page);
});

test('jumps to a far category of a big menu and keeps its heading just under the chips', async ({ page }) => {
  await page.goto('/table/1/menu');
  const nav = page.getByRole('navigation', { name: 'Menu categories' });
  const chips = nav.getByRole('link');
  await expect(chips.last()).toBeAttached();
  // The first category of the last copy: far down, with a screen's worth of menu below it to scroll
  // to (the very last section of a page may be too short to reach the top).
  const far = `${await chips.nth(1).textContent()} ${COPIES}`;
  const heading = page.getByRole('heading', { level: 2, name: far, exact: true });

  for (const name of [far, (await chips.nth(3).textContent()) ?? '']) {
    await nav.getByRole('link', { name, exact: true }).click();
    const target = page.getByRole('heading', { level: 2, name, exact: true });
    await expect(target).toBeFocused();
    // The slices around the section render after the jump, each taller or shorter than the space
    // kept for it; the section must end where it was jumped to and stay there.
    await expect
      .poll(async () => distanceUnderChips(page, name), { timeout: 5_000 })
      .toBeGreaterThanOrEqual(0);
    await page.waitForTimeout(500);
    const distance = await distanceUnderChips(page, name);
    expect(distance).toBeGreaterThanOrEqual(0);
    expect(distance).toBeLessThanOrEqual(8);
  }
  await expect(heading).not.toBeInViewport();
});

/** From the bottom of the sticky chips to the top of the category's section, px: 0-8 is right under them. */
function distanceUnderChips(page: Page, name: string): Promise<number> {
  return page.evaluate((name) => {
    const nav = document.querySelector('nav[aria-label="Menu categories"]');
    const heading = Array.from(document.querySelectorAll('h2')).find((h2) => h2.textContent === name);
    const section = heading?.closest('section');
    if (!nav || !section) return Number.NaN;
    return Math.round(section.getBoundingClientRect().top - nav.getBoundingClientRect().bottom);
  }, name);
}
