import { type Browser, expect, type Page, test } from '@playwright/test';
import { checkAxe } from '../support/axe.ts';
import { ADMIN, E2E_BASE_URL } from '../support/e2e-constants.ts';
import { PHONE, prepareGuest } from '../support/guest.ts';
import { signIn, skipConsent } from '../support/pages.ts';

/**
 * Issue 16 "The bill", done when: two guests at one table order, ask for the bill split by items
 * with a tip from two phones (one in English and light, one in German and dark), a waiter sees the request live and
 * settles both shares, both phones show their receipts, and the end-of-day report shows the payments.
 */
type TEnvelope<T> = { success: boolean; message: string; data: T };
type TTableBill = { lines: unknown[] };

/** Tables no other spec uses; the first without unpaid orders (the sample cafe seeds some) is taken. */
const FREE_TABLES = [12, 13, 15, 17, 3, 4, 6, 8, 9, 10];

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${E2E_BASE_URL}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as TEnvelope<T>;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${envelope.message}`);
  return envelope.data;
}

async function emptyTable(): Promise<number> {
  for (const table of FREE_TABLES) {
    if ((await api<TTableBill>('GET', `/customer/benches/${table}/bill`)).lines.length === 0) return table;
  }
  throw new Error('No table without unpaid orders');
}

/** A guest's phone that ordered `menuItemId` at `table`: it holds the order's token, as after checkout. */
async function phoneWithOrder(
  browser: Browser,
  table: number,
  menuItemId: number,
  look: { language: 'en' | 'de'; theme: 'light' | 'dark' },
) {
  const page = await (
    await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true })
  ).newPage();
  await prepareGuest(page, look);
  const order = await api<{ id: number; order_token: string }>('POST', '/customer/orders/submit', {
    bench_id: table,
    items: [{ menu_item_id: menuItemId, quantity: 1 }],
  });
  await page.addInitScript(
    ([id, token]) => {
      const tokens = JSON.parse(localStorage.getItem('tableside.orderTokens') ?? '{}');
      localStorage.setItem('tableside.orderTokens', JSON.stringify({ ...tokens, [id]: token }));
    },
    [String(order.id), order.order_token] as const,
  );
  await page.goto(`/table/${table}/orders`);
  return page;
}

/** Ticks the phone's own line (the only one still free), sets a tip, and saves its share. */
async function pickMine(page: Page, texts: { region: string; save: string; saved: string }, tip: string) {
  const picks = page.getByRole('region', { name: texts.region });
  await expect(picks).toBeVisible();
  await picks.getByRole('checkbox', { disabled: false }).first().check();
  await picks.getByText(tip, { exact: true }).click();
  await picks.getByRole('button', { name: texts.save }).click();
  await expect(picks.getByText(texts.saved)).toBeVisible();
}

const EN = { region: 'Pay for your items', save: 'Save my share', saved: 'Your share is saved.' };

test('two phones split the bill by items with tips; a waiter settles both shares; both get receipts', async ({
  browser,
}) => {
  test.slow();
  const table = await emptyTable();
  const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await skipConsent(staff);
  await staff.goto('/admin/login');
  await signIn(staff, ADMIN.email, ADMIN.password);
  await expect(staff).toHaveURL(/\/admin$/);
  await staff.goto('/admin/bills');
  await expect(staff.getByRole('heading', { name: 'Bills', level: 1 })).toBeVisible();

  const anna = await phoneWithOrder(browser, table, 1, { language: 'en', theme: 'light' });
  const ben = await phoneWithOrder(browser, table, 2, { language: 'de', theme: 'dark' });

  // Anna asks for the bill, by items, paying by card.
  const bill = anna.getByRole('region', { name: "Your table's bill" });
  await bill.getByRole('button', { name: 'Request the bill' }).click();
  const dialog = anna.getByRole('dialog', { name: 'Request the bill' });
  await dialog.getByText('Credit card', { exact: true }).click();
  await dialog.getByText('By items', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Request the bill' }).click();
  await expect(dialog).toBeHidden();

  // The waiter's screen shows it live.
  const acknowledge = staff.getByRole('button', { name: `Acknowledge the bill request of Table ${table}` });
  await expect(acknowledge).toBeVisible({ timeout: 10_000 });
  await acknowledge.click();

  // Each phone takes its own item and a tip: Anna 10 %, Ben (in German) 15 %.
  await anna.getByRole('button', { name: 'Pick my items' }).click();
  await pickMine(anna, EN, '10 %');
  await ben.getByRole('button', { name: 'Meine Posten wählen' }).click();
  await pickMine(
    ben,
    { region: 'Ihre Posten bezahlen', save: 'Meinen Anteil speichern', saved: 'Ihr Anteil ist gespeichert.' },
    '15 %',
  );
  await checkAxe(ben, 'a share picked by items, in German and dark');

  // The waiter settles both shares: Anna by card, Ben in cash with change.
  await staff.getByRole('link', { name: `Open the bill of Table ${table}` }).click();
  await expect(staff.getByRole('heading', { name: `Bill · Table ${table}` })).toBeVisible();
  await staff.getByRole('button', { name: 'Take payment for share 1' }).click();
  let payment = staff.getByRole('dialog', { name: 'Take payment · share 1 of 2' });
  await payment.getByLabel('Payment method').selectOption('CREDIT_CARD');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment).toBeHidden();
  await staff.getByRole('button', { name: 'Take payment for share 2' }).click();
  payment = staff.getByRole('dialog', { name: 'Take payment · share 2 of 2' });
  await payment.getByLabel('Payment method').selectOption('CASH');
  await payment.getByLabel('Cash given').fill('50');
  await expect(payment.getByRole('status')).toContainText('Change due');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment).toBeHidden();
  await expect(staff.getByText('Settled', { exact: true })).toBeVisible();

  // Both phones show the receipt with its invoice number.
  await expect(anna.getByRole('heading', { name: 'Paid — thank you' })).toBeVisible({ timeout: 10_000 });
  await expect(anna.locator('#bill-receipt').getByText(/^INV-/)).toBeVisible();
  await expect(ben.getByRole('heading', { name: 'Bezahlt – vielen Dank' })).toBeVisible({ timeout: 10_000 });
  await expect(ben.locator('#bill-receipt').getByText(/^INV-/)).toBeVisible();
  await checkAxe(anna, 'the receipt');
  await checkAxe(ben, 'the receipt, in German and dark');

  // The end-of-day report counts both payments.
  await staff.goto('/admin/reports');
  const byMethod = staff.getByRole('table', { name: 'By payment method' });
  await expect(byMethod.getByText('Credit card')).toBeVisible();
  await expect(byMethod.getByText('Cash')).toBeVisible();
});
