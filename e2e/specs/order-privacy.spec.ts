import { expect, test } from '@playwright/test';
import { menuItem, PHONE, prepareGuest, publicMenu, TEXTS } from '../support/guest.ts';
import { changeOrderStatus } from '../support/staff-api.ts';

/**
 * Decisions 0022 and 0047: reading an order shows its items and notes only to the phone holding the
 * order's token; a stranger counting order or table ids sees the numbers, status and times of an
 * active order and nothing of a finished one. The guest's own screens still work after a reload,
 * and a second phone at the table still follows the table's orders, by their progress only.
 */
const TABLE = 14;
const ITEM = 'Sparkling Water';
const NOTE = 'allergy: peanuts';
/** Where the app keeps the tokens of the orders this phone submitted (order-tokens.store.ts). */
const ORDER_TOKENS_KEY = 'tableside.orderTokens';
const STATUS_VIEW_KEYS = [
  'created_at',
  'estimated_minutes',
  'estimated_ready_at',
  'id',
  'order_number',
  'sequence_number',
  'status',
  'updated_at',
];

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

type TSubmitted = { id: number; sequence_number: string; order_token: string };

test("an order's items and notes reach its own phone only; its table sees its progress", async ({
  page,
  browser,
  request,
}) => {
  // Two phones, a reload and the table's list on each: more than a default test's 30 s on a busy machine.
  test.slow();
  const water = menuItem(await publicMenu(request), ITEM);
  const submitted = await request.post('/api/customer/orders/submit', {
    data: {
      bench_id: TABLE,
      notes: NOTE,
      items: [{ menu_item_id: water.id, quantity: 2, special_instructions: 'no ice' }],
    },
  });
  expect(submitted.status()).toBe(201);
  const order = ((await submitted.json()) as { data: TSubmitted }).data;
  const path = `/api/customer/orders/${order.id}/public`;

  // A stranger counting ids: the status of the active order, nothing a cache may keep.
  const stranger = await request.get(path);
  expect(stranger.status()).toBe(200);
  expect(stranger.headers()['cache-control']).toBe('private, no-store');
  const glimpse = ((await stranger.json()) as { data: Record<string, unknown> }).data;
  expect(Object.keys(glimpse).sort()).toEqual(STATUS_VIEW_KEYS);
  expect(glimpse.status).toBe('SUBMITTED');

  // A stranger counting table ids: the table's orders by their status, nothing of what is in them.
  const table = await request.get(`/api/customer/orders/bench/${TABLE}`);
  expect(table.status()).toBe(200);
  expect(table.headers()['cache-control']).toBe('private, no-store');
  const tableText = await table.text();
  for (const secret of ['peanuts', 'no ice', ITEM]) expect(tableText).not.toContain(secret);
  const listed = (JSON.parse(tableText) as { data: Record<string, unknown>[] }).data;
  const seen = listed.find((entry) => entry.id === order.id);
  expect(Object.keys(seen ?? {}).sort()).toEqual(STATUS_VIEW_KEYS);

  // The phone that ordered keeps its token (as checkout stores it): the full order, after a reload too.
  await prepareGuest(page);
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [ORDER_TOKENS_KEY, JSON.stringify({ [order.id]: order.order_token })] as const,
  );
  const ownRead = page.waitForResponse((response) => response.url().endsWith(path));
  await page.goto(`/table/${TABLE}/orders/${order.id}/modify`);
  expect((await ownRead).request().headers()['x-order-token']).toBe(order.order_token);
  const title = page.getByRole('heading', { level: 1, name: `Change order ${order.sequence_number}` });
  const line = page.getByRole('list', { name: 'Items' }).getByText(ITEM);
  await expect(title).toBeVisible();
  await expect(line).toBeVisible();
  await page.reload();
  await expect(title).toBeVisible();
  await expect(line).toBeVisible();

  // Its table's list on that phone: the order with its items and notes, read with the phone's tokens.
  const listRead = page.waitForResponse((response) =>
    response.url().endsWith(`/api/customer/orders/bench/${TABLE}`),
  );
  await page.goto(`/table/${TABLE}/orders`);
  expect((await listRead).request().headers()['x-order-token']).toBe(order.order_token);
  const ownCard = page.getByRole('article', { name: TEXTS.en.orderNumber(order.sequence_number) });
  await expect(ownCard.getByText(ITEM)).toBeVisible();
  await expect(ownCard.getByText(NOTE)).toBeVisible();
  await expect(ownCard.getByText(TEXTS.en.fromThisPhone, { exact: true })).toBeVisible();

  // A second phone at the table: the table's list shows the order and how far it is, without its
  // items or notes, and it cannot change the order.
  const secondContext = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const second = await secondContext.newPage();
  await prepareGuest(second);
  await second.goto(`/table/${TABLE}/orders`);
  const card = second.getByRole('article', { name: TEXTS.en.orderNumber(order.sequence_number) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Not ordered on this phone')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Order status' })).toBeVisible();
  await expect(card.getByText(ITEM)).toHaveCount(0);
  await expect(card.getByText(NOTE)).toHaveCount(0);
  await expect(card.getByText(TEXTS.en.fromThisPhone, { exact: true })).toHaveCount(0);
  await second.goto(`/table/${TABLE}/orders/${order.id}/modify`);
  await expect(
    second.getByRole('heading', { name: 'Only the phone that placed this order can change it' }),
  ).toBeVisible();
  await secondContext.close();

  // Finished: a stranger gets the answer of a missing order; the token still reads it.
  await changeOrderStatus(order.id, 'COMPLETED');
  const gone = await request.get(path);
  expect(gone.status()).toBe(404);
  expect(((await gone.json()) as { message: string }).message).toBe(`Order ${order.id} not found`);
  const own = await request.get(path, { headers: { 'X-Order-Token': order.order_token } });
  expect(own.status()).toBe(200);
  const full = ((await own.json()) as { data: { status: string; items: unknown[] } }).data;
  expect(full.status).toBe('COMPLETED');
  expect(full.items).toHaveLength(1);
});
