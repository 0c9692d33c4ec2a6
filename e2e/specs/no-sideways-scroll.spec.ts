import { expect, type Page, test } from '@playwright/test';
import { appRoutes } from '../support/app-routes.ts';
import { ADMIN, E2E_BASE_URL } from '../support/e2e-constants.ts';
import { signIn, skipConsent } from '../support/pages.ts';
import { measureSideways, navigateInApp, quietWatcher } from '../support/sideways.ts';
import { staffCall } from '../support/staff-api.ts';

/**
 * Issue 41 (layout): no screen, guest or staff, scrolls sideways on a phone (375 px), a tablet
 * (768 px) or a desktop (1280 px), in the light and the dark theme. The screens are every route of
 * the app's route table (support/app-routes.ts reads it), so a new route is covered without a word
 * here. The app loads once per theme and moves between routes as its own links do.
 */
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

/** No other spec orders here (they use 1, 3 to 21; 22 and 23 are inactive): it gets an order, a bill and a shared cart. */
const TABLE = 5;

type TSeeded = { orderId: number; orderToken: string; billId: number; cartId: string; itemId: number };

async function publicCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${E2E_BASE_URL}/api${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} /api${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Real ids for the routes' parameters: a guest's order with its token, its bill and a shared cart. */
async function seed(): Promise<TSeeded> {
  const menu = await publicCall<{ categories: { items: { id: number; name: string }[] }[] }>(
    'GET',
    '/public/menu',
  );
  const item = menu.categories
    .flatMap((category) => category.items)
    .find((i) => i.name === 'Sparkling Water');
  if (!item) throw new Error('The menu has no Sparkling Water');
  const order = await publicCall<{ id: number; order_token: string }>('POST', '/customer/orders/submit', {
    bench_id: TABLE,
    items: [{ menu_item_id: item.id, quantity: 2 }],
  });
  const bill = await staffCall<{ id: number }>('POST', '/bills', { bench_id: TABLE });
  const cart = await publicCall<{ sharedCartId: string }>('POST', '/customer/shared-carts', {
    bench_id: TABLE,
  });
  return {
    orderId: order.id,
    orderToken: order.order_token,
    billId: bill.id,
    cartId: cart.sharedCartId,
    itemId: item.id,
  };
}

/** A route pattern with real ids; a parameter this list does not know fails the spec, to be added here. */
function fill(pattern: string, ids: TSeeded): string {
  const values: Record<string, string> = {
    tableId: String(TABLE),
    orderId: String(ids.orderId),
    billId: String(ids.billId),
    itemId: String(ids.itemId),
    cartId: ids.cartId,
    group: 'operations',
  };
  if (pattern === '/*') return '/no-such-page';
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No id for :${name} in ${pattern}; add one to the spec`);
    return value;
  });
}

/** The three widths there and back (375, 768, 1280, 768, 375): one resize per measurement. */
const THERE_AND_BACK = [...WIDTHS, ...WIDTHS.slice(0, -1).reverse()];

/**
 * The dark theme as the theme store applies it (applyTheme: the `dark` class and the colour scheme
 * on <html>), so both themes are measured on one visit of each screen; only CSS differs between them.
 */
async function applyTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => {
    document.documentElement.classList.toggle('dark', value === 'dark');
    document.documentElement.style.colorScheme = value;
  }, theme);
}

test('no route scrolls sideways at 375, 768 or 1280 px, light or dark', async ({ page }) => {
  // About 50 routes, three widths, two themes: about 90 s on a busy two-core machine.
  test.slow();
  test.setTimeout(240_000);
  const ids = await seed();
  const paths = [...new Set(appRoutes().map((route) => fill(route.pattern, ids)))];
  expect(paths.length).toBeGreaterThan(40);

  await skipConsent(page);
  await page.addInitScript(
    ([id, token]) => {
      localStorage.setItem('tableside.language', 'en');
      localStorage.setItem('tableside.theme', 'light');
      localStorage.setItem('tableside.orderTokens', JSON.stringify({ [id]: token }));
    },
    [String(ids.orderId), ids.orderToken] as const,
  );
  await page.setViewportSize(WIDTHS[2]);
  await page.goto('/admin/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => url.pathname === '/admin');

  const quiet = quietWatcher(page);
  const failures: string[] = [];
  for (const path of paths) {
    await navigateInApp(page, path);
    await quiet();
    for (const theme of ['light', 'dark'] as const) {
      await applyTheme(page, theme);
      const sizes = theme === 'light' ? THERE_AND_BACK.slice(0, 3) : THERE_AND_BACK.slice(2);
      for (const size of sizes) {
        await page.setViewportSize(size);
        const report = await measureSideways(page);
        if (report.scrollWidth <= report.innerWidth) continue;
        const at = new URL(page.url()).pathname;
        const culprits = report.culprits.join(' | ');
        failures.push(
          `${path} (at ${at}) ${theme} ${size.width} px: ${report.scrollWidth} px wide; ${culprits}`,
        );
      }
    }
  }
  expect(failures).toEqual([]);
});
