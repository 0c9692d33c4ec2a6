import { expect, type Page, type Request, test } from '@playwright/test';
import { PHONE, prepareGuest } from '../support/guest.ts';
import { ordersOfTable } from '../support/staff-api.ts';

/**
 * Issue "Guest journey": a double-clicked submit creates one order. Counted the way staff see
 * them, before and after, once every submission the page sent has been answered.
 */
test.use({ viewport: PHONE });

const ITEM = 'Sparkling Water';

async function checkoutWithOneItem(page: Page, table: number): Promise<void> {
  await prepareGuest(page);
  await page.goto(`/table/${table}/menu`);
  // No choices to make: the + button adds it at once.
  await page.getByRole('button', { name: `Add ${ITEM}` }).click();
  await expect(page.getByRole('button', { name: /^View cart/ })).toContainText('1 item');
  await page.goto(`/table/${table}/checkout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

function recordSubmissions(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/customer/orders/submit'))
      sent.push(request);
  });
  return sent;
}

const SUBMITS: { how: string; table: number; press: (page: Page) => Promise<void> }[] = [
  {
    how: 'a double click',
    table: 8,
    press: (page) => page.getByRole('button', { name: /^Place order/ }).dblclick(),
  },
  {
    // Two clicks in the same moment, before the page can show that it is sending.
    how: 'two clicks at once',
    table: 9,
    press: (page) =>
      page.getByRole('button', { name: /^Place order/ }).evaluate((button: HTMLButtonElement) => {
        button.click();
        button.click();
      }),
  },
];

for (const { how, table, press } of SUBMITS) {
  test(`${how} on Place order creates one order`, async ({ page }) => {
    const before = (await ordersOfTable(table)).map((order) => order.id);
    await checkoutWithOneItem(page, table);
    const submissions = recordSubmissions(page);

    await press(page);
    await expect(page).toHaveURL(new RegExp(`/table/${table}/orders$`));
    await expect(page.getByText('Just submitted')).toHaveCount(1);
    expect(submissions.length).toBeGreaterThan(0);
    test.info().annotations.push({ type: 'submit requests sent', description: String(submissions.length) });
    const answers = await Promise.all(submissions.map((request) => request.response()));
    const orderIds = new Set<number>();
    for (const answer of answers) {
      expect(answer?.ok()).toBe(true);
      orderIds.add(((await answer!.json()) as { data: { id: number } }).data.id);
    }
    expect(orderIds.size).toBe(1);

    const created = (await ordersOfTable(table)).filter((order) => !before.includes(order.id));
    expect(created.map((order) => order.id)).toEqual([...orderIds]);
    expect(created[0]).toMatchObject({ status: 'SUBMITTED', item_count: 1 });
  });
}

test('a submission whose answer is lost is sent again and still creates one order', async ({ page }) => {
  const table = 10;
  const before = (await ordersOfTable(table)).map((order) => order.id);
  await checkoutWithOneItem(page, table);
  const submissions = recordSubmissions(page);
  // The first submission reaches the server, but its answer never reaches the phone.
  let firstOrderId: number | null = null;
  await page.route('**/api/customer/orders/submit', async (route) => {
    if (firstOrderId !== null) return route.continue();
    const answer = await route.fetch();
    firstOrderId = ((await answer.json()) as { data: { id: number } }).data.id;
    return route.abort('connectionreset');
  });

  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(new RegExp(`/table/${table}/orders$`));
  await expect(page.getByText('Just submitted')).toHaveCount(1);

  // The request layer tried again with the same Idempotency-Key and got the first order back.
  expect(submissions.length).toBe(2);
  const keys = await Promise.all(submissions.map((request) => request.headerValue('idempotency-key')));
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
  const retried = await submissions[1]!.response();
  expect(((await retried!.json()) as { data: { id: number } }).data.id).toBe(firstOrderId);

  const created = (await ordersOfTable(table)).filter((order) => !before.includes(order.id));
  expect(created.map((order) => order.id)).toEqual([firstOrderId]);
});
