import { expect, test } from '@playwright/test';
import { PHONE, prepareGuest } from '../support/guest.ts';

/**
 * Issue 15: on a table's first screens the API calls they begin with start before the app's script
 * has downloaded (src/boot.js), and the app takes those answers instead of asking
 * again: each call goes out once.
 */
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

const FIRST_CALLS = [
  '/api/tables/2/validate',
  '/api/public/menu?bench_id=2&customizations=separate',
  '/api/branding',
];

test('the menu loads with one request per first call, started before the app script', async ({ page }) => {
  await prepareGuest(page);
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    requests.push(`${url.pathname}${url.search}`);
  });
  await page.goto('/table/2/menu');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const appScript = requests.findIndex((path) => /^\/assets\/index-.*\.js$/.test(path));
  expect(appScript).toBeGreaterThanOrEqual(0);
  for (const call of FIRST_CALLS) {
    expect(
      requests.filter((path) => path === call),
      call,
    ).toHaveLength(1);
  }
  // Sent before the app's script had run: the boot script is requested before it.
  expect(requests.indexOf('/boot.js')).toBeLessThan(appScript);
});

test("the app's script reaches the browser with V8's compile hint on its first line", async ({ page }) => {
  // decision 0030, fourteenth round: Chromium then compiles it while it streams in, off the main thread.
  await prepareGuest(page);
  const script = page.waitForResponse((response) => /\/assets\/index-.*\.js$/.test(response.url()));
  await page.goto('/table/2/menu');
  const body = await (await script).text();
  expect(body.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
});

test('another page of the app makes no early calls', async ({ page }) => {
  await prepareGuest(page);
  await page.goto('/welcome');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => '__tablesideEarlyResponses' in window)).toBe(false);
});
