import { expect, type Page, test } from '@playwright/test';
import { checkAxe } from '../support/axe.ts';
import { ADMIN } from '../support/e2e-constants.ts';
import { PHONE, prepareGuest, type TTheme } from '../support/guest.ts';
import { signIn, skipConsent } from '../support/pages.ts';

/**
 * Issue 16 "The bill", "Call a waiter" (decision 0031): a guest calls from the table's orders
 * screen, the call reaches the open board live with its reason, staff acknowledge it and the guest
 * sees that a waiter is on the way; the guest's dialog is axe-clean on a phone in both themes.
 */
const STAFF_SCREEN = { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' } as const;

async function openBoard(page: Page): Promise<void> {
  await skipConsent(page);
  await page.goto('/admin/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByText('Live: new orders appear at once')).toBeVisible({ timeout: 10_000 });
}

test('a guest calls a waiter; the board shows it live; staff acknowledge; the guest sees it', async ({
  browser,
}) => {
  test.slow();
  const staff = await (await browser.newContext(STAFF_SCREEN)).newPage();
  await openBoard(staff);

  const guestContext = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const guest = await guestContext.newPage();
  await prepareGuest(guest);
  await guest.goto('/table/18');
  await guest.getByRole('link', { name: 'Your orders' }).click();
  await expect(guest).toHaveURL(/\/table\/18\/orders$/);
  // By keyboard: the dialog opens on the first reason; Tab moves on, Enter sends.
  await guest.getByRole('button', { name: 'Call a waiter' }).focus();
  await guest.keyboard.press('Enter');
  const dialog = guest.getByRole('dialog', { name: 'Call a waiter' });
  await expect(dialog.getByRole('button', { name: 'I have a question' })).toBeFocused();
  await guest.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'More water, please' })).toBeFocused();
  await guest.keyboard.press('Enter');
  await expect(dialog.getByText('A waiter has been called')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(guest.getByText('A waiter has been called')).toBeVisible();

  // Over the staff stream; the strip polls only every 30 s.
  const strip = staff.getByRole('region', { name: /Waiter calls/ });
  await expect(strip.getByText('Table 18')).toBeVisible({ timeout: 5_000 });
  await expect(strip.getByText('More water')).toBeVisible();
  await strip.getByRole('button', { name: 'Acknowledge the call of Table 18: More water' }).click();
  await expect(strip).toBeHidden();

  // Over the table's stream.
  await expect(guest.getByText('A waiter is on the way')).toBeVisible({ timeout: 5_000 });
  await guestContext.close();
});

for (const theme of ['light', 'dark'] as const satisfies readonly TTheme[]) {
  test(`the call dialog and its states are axe-clean on a phone (${theme})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, colorScheme: theme });
    const guest = await context.newPage();
    await prepareGuest(guest, { theme });
    const table = theme === 'light' ? 19 : 20;
    await guest.goto(`/table/${table}/orders`);
    await expect(guest.getByRole('button', { name: 'Call a waiter' })).toBeVisible();
    await checkAxe(guest, `orders screen with the call button (${theme})`);

    await guest.getByRole('button', { name: 'Call a waiter' }).click();
    const dialog = guest.getByRole('dialog', { name: 'Call a waiter' });
    await expect(dialog.getByRole('button', { name: 'I have a question' })).toBeVisible();
    await checkAxe(guest, `call dialog (${theme})`);

    await dialog.getByRole('button', { name: 'I have a question' }).click();
    await expect(dialog.getByText('A waiter has been called')).toBeVisible();
    await checkAxe(guest, `call sent (${theme})`);

    // Staff on a phone: the open call on the board and its table on the floor plan.
    const staffContext = await browser.newContext({
      viewport: PHONE,
      colorScheme: theme,
      reducedMotion: 'reduce',
    });
    const staff = await staffContext.newPage();
    await prepareGuest(staff, { theme });
    await staff.goto('/admin/login');
    await signIn(staff, ADMIN.email, ADMIN.password);
    await expect(staff).toHaveURL(/\/admin$/);
    await staff.goto('/admin/orders');
    const strip = staff.getByRole('region', { name: /Waiter calls/ });
    await expect(strip.getByText(`Table ${table}`)).toBeVisible();
    await checkAxe(staff, `board with a waiter call (${theme})`);
    await staff.goto('/admin/floor-plan');
    await expect(staff.locator(`[data-table-id="${table}"][data-calling]`)).toBeVisible();
    await checkAxe(staff, `floor plan with a calling table (${theme})`);
    await staffContext.close();
    await context.close();
  });
}
