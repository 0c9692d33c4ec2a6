import { expect, type Page, test } from '@playwright/test';
import { checkAxe } from '../support/axe.ts';
import { E2E_BASE_URL } from '../support/e2e-constants.ts';
import { PHONE, prepareGuest } from '../support/guest.ts';
import { staffCall } from '../support/staff-api.ts';

/**
 * Issue 16 "The bill", the guest's side: the table's bill on the orders screen, "Request the bill"
 * split equally with a tip, the shares staff then take, and the receipt with its INV- number as a
 * PDF; split by items, a line one phone takes shows as taken on the other.
 */
type TEnvelope<T> = { success: boolean; message: string; data: T };

async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${E2E_BASE_URL}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as TEnvelope<T>;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${envelope.message}`);
  return envelope.data;
}

/** As the e2e admin, with the worker's one sign-in (sign-in is rate-limited per address). */
const staff = staffCall;

/** An order of the table as a phone submits it; the phone then holds its token. */
async function order(page: Page, bench: number, items: { menu_item_id: number; quantity: number }[]) {
  const placed = await call<{ id: number; order_token: string }>('POST', '/customer/orders/submit', {
    bench_id: bench,
    items,
  });
  await page.addInitScript(
    ([id, token]) => {
      const tokens = JSON.parse(localStorage.getItem('tableside.orderTokens') ?? '{}');
      localStorage.setItem('tableside.orderTokens', JSON.stringify({ ...tokens, [id]: token }));
    },
    [String(placed.id), placed.order_token] as const,
  );
  return placed;
}

const billRegion = (page: Page) => page.getByRole('region', { name: "Your table's bill" });

test('a guest requests the bill split three ways with a tip; staff take it; the phone shows the receipt', async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await prepareGuest(page);
  await order(page, 19, [{ menu_item_id: 1, quantity: 2 }]);
  await page.goto('/table/19/orders');
  const bill = billRegion(page);
  await expect(bill.getByText('Total', { exact: true })).toBeVisible();
  const gross = await call<{ totals: { gross: number } }>('GET', '/customer/benches/19/bill');

  await bill.getByRole('button', { name: 'Request the bill' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request the bill' });
  await dialog.getByText('Cash', { exact: true }).click();
  await dialog.getByText('Equal shares').click();
  await dialog.getByRole('button', { name: 'One person more' }).click();
  await dialog.getByText('10 %').click();
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('listitem')).toHaveCount(3);
  await checkAxe(page, 'request the bill');
  await dialog.getByRole('button', { name: 'Request the bill' }).click();
  await expect(dialog).toBeHidden();

  await expect(bill.getByText('Bill requested — a waiter is coming')).toBeVisible();
  const shares = bill.getByRole('region', { name: 'Shares' }).getByRole('listitem');
  await expect(shares).toHaveCount(3);
  await checkAxe(page, 'bill requested');

  type TStaffBill = {
    id: number;
    status: string;
    total_with_tip: number;
    shares: { id: number; outstanding: number; tip: number }[];
  };
  let [open] = await staff<TStaffBill[]>('GET', '/bills?bench_id=19');
  expect(open?.shares).toHaveLength(3);
  expect(open?.total_with_tip).toBeGreaterThan(gross.totals.gross);
  // Staff take each share in cash; the bill is read again before each, as the staff screen does.
  for (let round = 0; open && open.status !== 'SETTLED' && round < 6; round++) {
    const share = open.shares.find((entry) => entry.outstanding > 0);
    if (!share) break;
    open = await staff<TStaffBill>('POST', `/bills/${open.id}/payments`, {
      share_id: share.id,
      method: 'CASH',
      amount: share.outstanding,
      tip: share.tip,
      cash_given: Math.ceil(share.outstanding + share.tip) + 5,
    });
  }
  expect(open?.status).toBe('SETTLED');

  await expect(page.getByRole('heading', { name: 'Paid — thank you' })).toBeVisible({ timeout: 10_000 });
  const receipt = page.locator('#bill-receipt');
  await expect(receipt.getByText(/^INV-/)).toBeVisible();
  await checkAxe(page, 'receipt');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^INV-.+\.pdf$/);
  const stream = await file.createReadStream();
  const head = await new Promise<string>((resolve) =>
    stream.once('data', (chunk) => resolve(String(chunk).slice(0, 5))),
  );
  expect(head).toBe('%PDF-');
  await context.close();
});

test('split by items: a line one phone takes shows as taken on the other', async ({ browser }) => {
  test.slow();
  const phones = await Promise.all(
    [0, 1].map(async () =>
      (await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true })).newPage(),
    ),
  );
  const [first, second] = phones as [Page, Page];
  for (const phone of phones) await prepareGuest(phone);
  const mine = await order(first, 20, [{ menu_item_id: 2, quantity: 1 }]);
  await order(second, 20, [{ menu_item_id: 3, quantity: 1 }]);
  await call(
    'POST',
    '/customer/benches/20/bill/request',
    { split_mode: 'ITEMS', payment_method: 'CREDIT_CARD', tip: null },
    {
      'X-Order-Token': mine.order_token,
    },
  );
  for (const phone of phones) {
    await phone.goto('/table/20/orders');
    await phone.getByRole('button', { name: 'Pick my items' }).click();
    await expect(phone.getByRole('region', { name: 'Pay for your items' })).toBeVisible();
  }
  const picks = first.getByRole('region', { name: 'Pay for your items' });
  const line = picks.getByRole('checkbox').first();
  const name = (await line.locator('xpath=..').textContent()) ?? '';
  await line.check();
  await picks.getByRole('button', { name: 'Save my share' }).click();
  await expect(picks.getByText('Your share is saved.')).toBeVisible();
  await checkAxe(first, 'items share');

  // Live: the table's stream says 'bill.changed' and the other phone refetches.
  const other = second.getByRole('region', { name: 'Pay for your items' });
  const taken = other.getByRole('checkbox', { name: `${name.slice(0, 12)}` }).first();
  await expect(taken).toBeDisabled({ timeout: 5_000 });
  await expect(other.getByText('On another share')).toBeVisible();
});
