import { expect, type Locator, type Page, test } from '@playwright/test';
import { checkAxe, checkToasts } from '../support/axe.ts';
import { ADMIN } from '../support/e2e-constants.ts';
import { PHONE } from '../support/guest.ts';
import { signIn, skipConsent } from '../support/pages.ts';

/**
 * Issue 13 "Number sequences" (docs/decisions/0017-number-sequences.md): the owner moves the next
 * invoice number forward, after a confirmation, and the next receipt printed carries it. Numbers are
 * read from the screen first, so the spec holds whatever other specs did to the counters before.
 */
const DESK = { width: 1280, height: 900 } as const;

/** 'INV-000043' → 43. */
const numberOf = (formatted: string) => Number(formatted.replace(/^\D+/, ''));

/** The large number of a sequence's card: its next number, shown before the last one. */
const nextOf = (card: Locator) => card.getByText(/^[A-Z]+-\d{6,}$/).first();

async function nextNumber(card: Locator): Promise<string> {
  await expect(nextOf(card)).toBeVisible();
  return (await nextOf(card).textContent()) ?? '';
}

/** Signs in and opens the screen; printing is stubbed, so a receipt stays on the page to be read. */
async function openSequences(page: Page): Promise<void> {
  await skipConsent(page);
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await page.goto('/admin/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
}

/** A manual order at the first table, from the orders screen; the app lands on its detail. */
async function takeOrder(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Orders' }).click();
  await page.getByRole('button', { name: 'New order' }).click();
  const order = page.getByRole('dialog', { name: 'New order' });
  await order.getByLabel('Table').selectOption({ index: 1 });
  const item = order.getByLabel('Item');
  const water = await item.locator('option', { hasText: /^Sparkling Water/ }).getAttribute('value');
  await item.selectOption(water!);
  await order.getByRole('button', { name: /^Add line/ }).click();
  await order.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
}

test('the owner sets the next invoice number, and the next receipt carries it', async ({ page }) => {
  test.slow();
  await page.setViewportSize(DESK);
  await openSequences(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Number Sequences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Number Sequences' })).toBeVisible();

  const invoices = page.getByRole('region', { name: 'Invoices' });
  const before = await nextNumber(invoices);
  const target = numberOf(before) + 1000;
  const targetText = `INV-${String(target).padStart(6, '0')}`;

  // Backwards is refused before anything is sent.
  await invoices.getByRole('button', { name: 'Set next number' }).click();
  const form = page.getByRole('dialog', { name: 'Set next number: Invoices' });
  const input = form.getByRole('textbox', { name: 'New next number' });
  await input.fill(String(numberOf(before)));
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByText(`Choose a number after ${before}`, { exact: false })).toBeVisible();

  // Forward, with a preview and a confirmation naming what is skipped.
  await input.fill(String(target));
  await expect(form.getByText(`The next number will be ${targetText}.`)).toBeVisible();
  await form.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: `Set the next number of Invoices to ${targetText}?` });
  await expect(confirm).toContainText(`The numbers ${before} to`);
  await confirm.getByRole('button', { name: 'Set next number' }).click();
  await expect(page.getByText(`Invoices: the next number is now ${targetText}`)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(nextOf(invoices)).toHaveText(targetText);

  // The next receipt printed is that invoice; a reprint shows the same number.
  await takeOrder(page);
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('Not issued yet');
  await page.getByRole('button', { name: 'Print receipt' }).click();
  // The print view is hidden on screen (orders.css shows it only on paper).
  const receipt = page.getByRole('article', { name: 'Receipt', includeHidden: true });
  await expect(receipt).toContainText(`Invoice ${targetText}`);
  await expect(receipt).toContainText(/ORD-\d{6}/);
  await expect(page.getByRole('region', { name: 'Details' })).toContainText(targetText);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(receipt).toHaveCount(0);
  await page.getByRole('button', { name: 'Print receipt' }).click();
  await expect(receipt).toContainText(`Invoice ${targetText}`);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

  await page.getByRole('navigation').getByRole('link', { name: 'Number Sequences' }).click();
  await expect(invoices).toContainText(`Last number${targetText}`);
  await expect(nextOf(invoices)).toHaveText(`INV-${String(target + 1).padStart(6, '0')}`);
});

for (const theme of ['light', 'dark'] as const) {
  test(`on a phone, in German and by keyboard, the screen passes axe (${theme})`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(PHONE);
    await page.addInitScript((colours) => window.localStorage.setItem('tableside.theme', colours), theme);
    await openSequences(page);
    await page.evaluate(() => window.localStorage.setItem('tableside.language', 'de'));
    await page.goto('/admin/number-sequences');
    await expect(page.getByRole('heading', { level: 1, name: 'Nummernkreise' })).toBeVisible();
    await checkAxe(page, `the number sequences (${theme})`);

    const customers = page.getByRole('region', { name: 'Kunden' });
    const target = numberOf(await nextNumber(customers)) + 10;
    const targetText = `CUST-${String(target).padStart(6, '0')}`;
    // Keyboard only: the button, the number, Enter; in the confirmation, Tab from "Zurück" to confirm.
    await customers.getByRole('button', { name: 'Nächste Nummer festlegen' }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Nächste Nummer festlegen: Kunden' });
    await expect(form.getByRole('textbox', { name: 'Neue nächste Nummer' })).toBeFocused();
    await page.keyboard.type(String(target));
    await expect(form.getByText(`Die nächste Nummer wird ${targetText}.`)).toBeVisible();
    await checkAxe(page, `the next-number dialog (${theme})`);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: `Nächste Nummer für Kunden auf ${targetText} setzen?` });
    await expect(confirm.getByRole('button', { name: 'Zurück' })).toBeFocused();
    await checkAxe(page, `the confirmation (${theme})`);
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Nächste Nummer festlegen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await checkToasts(page, `Kunden: Die nächste Nummer ist jetzt ${targetText}`);
    await expect(nextOf(customers)).toHaveText(targetText);

    await customers.getByRole('button', { name: 'Format ändern' }).click();
    await expect(page.getByRole('dialog', { name: 'Format ändern: Kunden' })).toBeVisible();
    await checkAxe(page, `the format dialog (${theme})`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}
