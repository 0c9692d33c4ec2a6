import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { checkAxe } from '../support/axe.ts';
import { ADMIN, E2E_OUTBOX } from '../support/e2e-constants.ts';
import { signIn, skipConsent } from '../support/pages.ts';

/**
 * Issue 11 "Staff, users, roles and permissions", the owner's journey in a real browser: the owner
 * invites a waiter, the waiter chooses a password from the invitation mail, signs in, sees the order
 * board but not the configuration and takes an order; the owner disables the waiter, and the
 * waiter's next action is refused and ends on the sign-in page with the spec's text.
 */
const NEWCOMER = { name: 'Nina Newcomer', email: 'nina.newcomer@example.com', password: 'nina-first-pass' };
const DESK = { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' } as const;

/** The invitation link of the newest mail to `email` in the e2e server's outbox. */
async function invitationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const mails = readFileSync(E2E_OUTBOX, { encoding: 'utf8', flag: 'a+' })
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string; text: string });
      const text = mails.filter((mail) => mail.to === email).at(-1)?.text;
      link = text?.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

async function signedIn(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext(DESK);
  const page = await context.newPage();
  await skipConsent(page);
  await page.goto('/admin/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

/** A waiter's order at the first table: one sparkling water, from the orders screen. */
async function takeOrder(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'New order' }).click();
  const order = page.getByRole('dialog', { name: 'New order' });
  await order.getByLabel('Table').selectOption({ index: 1 });
  const item = order.getByLabel('Item');
  const water = await item.locator('option', { hasText: /^Sparkling Water/ }).getAttribute('value');
  await item.selectOption(water!);
  await order.getByRole('button', { name: /^Add line/ }).click();
  await order.getByRole('button', { name: 'Submit order' }).click();
}

test('the owner invites a waiter, who orders, until the owner disables them', async ({ browser }) => {
  test.slow();
  const owner = await signedIn(browser, ADMIN.email, ADMIN.password);
  // People have one home (issue 41): one sidebar entry, the team; the users' view is gone from it.
  const sidebar = owner.getByRole('navigation');
  await expect(sidebar.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  await expect(sidebar.locator('a[href="/admin/staff"], a[href="/admin/users"]')).toHaveCount(1);
  await sidebar.getByRole('link', { name: 'Team', exact: true }).click();
  await expect(owner).toHaveURL(/\/admin\/staff$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();

  // The owner adds the waiter with an invitation (the form's default).
  await owner.getByRole('button', { name: 'Add team member' }).click();
  const form = owner.getByRole('dialog', { name: 'Add team member' });
  await form.getByRole('textbox', { name: 'Name' }).fill(NEWCOMER.name);
  await form.getByRole('textbox', { name: 'Email' }).fill(NEWCOMER.email);
  await form.getByLabel('Role').selectOption({ label: 'Waiter' });
  await form.getByRole('button', { name: 'Add team member' }).click();
  await expect(owner.getByText(`Invitation sent to ${NEWCOMER.email}`)).toBeVisible();
  const row = owner.getByRole('row', { name: new RegExp(NEWCOMER.name) });
  await expect(row.getByText('Invitation pending')).toBeVisible();

  // The old users address lands on the team, with its search; a name opens the person's roles and
  // permissions, the view the users screen had.
  await owner.goto('/admin/users?q=nina');
  await expect(owner).toHaveURL(/\/admin\/staff\?q=nina$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(owner.getByLabel('Search team')).toHaveValue('nina');
  await row.getByRole('button', { name: NEWCOMER.name, exact: true }).click();
  const detail = owner.getByRole('dialog', { name: NEWCOMER.name });
  await expect(detail.getByRole('checkbox', { name: 'Waiter' })).toBeChecked();
  await expect(detail.getByRole('heading', { name: 'Direct permissions' })).toBeVisible();
  await owner.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // The waiter opens the link from the mail and chooses a password.
  const waiterContext = await browser.newContext(DESK);
  const waiter = await waiterContext.newPage();
  await skipConsent(waiter);
  await waiter.goto(await invitationLink(NEWCOMER.email));
  await waiter.getByLabel('Password', { exact: true }).fill(NEWCOMER.password);
  await waiter.getByLabel('Confirm password').fill(NEWCOMER.password);
  await waiter.getByRole('button', { name: 'Set password' }).click();
  await expect(waiter).toHaveURL(/\/login$/);
  await signIn(waiter, NEWCOMER.email, NEWCOMER.password);
  await expect(waiter).toHaveURL(/\/admin$/);

  // A waiter sees the orders, not the configuration; a direct link says Access Denied.
  const nav = waiter.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Configuration' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Team', exact: true })).toHaveCount(0);
  await waiter.goto('/admin/configuration');
  await expect(waiter.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  // The session lives in the page: after the reload it is restored from the refresh cookie.
  await waiter.getByRole('navigation').getByRole('link', { name: 'Orders' }).click();
  await expect(waiter).toHaveURL(/\/admin\/orders$/);

  // The waiter takes an order for table 1 and lands on it.
  await takeOrder(waiter);
  await expect(waiter.getByText(/^Order ORD-\d{6} created$/)).toBeVisible();
  await expect(waiter).toHaveURL(/\/admin\/orders\/\d+$/);

  // The owner disables the waiter.
  await owner.reload();
  await row.getByRole('button', { name: `Actions for ${NEWCOMER.name}` }).click();
  await owner.getByRole('menuitem', { name: 'Disable' }).click();
  await owner
    .getByRole('dialog', { name: `Disable ${NEWCOMER.name}?` })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(row.getByText('Disabled')).toBeVisible();
  // The change history says who did it.
  const history = owner.getByRole('list', { name: 'Change history' });
  await expect(history.getByText(`Disabled ${NEWCOMER.name}`)).toBeVisible();
  await expect(history.getByText(ADMIN.name).first()).toBeVisible();

  // The waiter's next action (starting the order) is refused and ends on the sign-in page with the
  // spec's text.
  await waiter.getByRole('button', { name: /^Start ORD-\d{6}$/ }).click();
  await expect(waiter).toHaveURL(/\/login$/);
  await expect(
    waiter.getByRole('alert').getByText('Account is disabled. Please contact support.'),
  ).toBeVisible();
  // And signing in again says the same.
  await signIn(waiter, NEWCOMER.email, NEWCOMER.password);
  await expect(waiter.getByText('Account is disabled. Please contact support.').first()).toBeVisible();
  await waiterContext.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the team, a person's detail and the roles pass axe on a phone (${theme})`, async ({ browser }) => {
    test.slow();
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, colorScheme: theme });
    const page = await context.newPage();
    await skipConsent(page);
    await page.goto('/admin/login');
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto('/admin/staff');
    await expect(page.getByText(ADMIN.email).first()).toBeVisible();
    await checkAxe(page, `the team (${theme})`);
    await page.getByRole('button', { name: 'Add team member' }).click();
    await expect(page.getByRole('dialog', { name: 'Add team member' })).toBeVisible();
    await checkAxe(page, `the add-member dialog (${theme})`);
    await page.keyboard.press('Escape');

    // A person's detail: roles, direct permissions and where each permission comes from.
    await page.getByRole('button', { name: ADMIN.name, exact: true }).click();
    const detail = page.getByRole('dialog', { name: ADMIN.name });
    await expect(detail.getByRole('heading', { name: 'Direct permissions' })).toBeVisible();
    await checkAxe(page, `a person's detail (${theme})`);
    await page.keyboard.press('Escape');

    await page.goto('/admin/roles');
    await page
      .getByRole('button', { name: /^Waiter/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: /Waiter/ }).first()).toBeVisible();
    await checkAxe(page, `the roles with the permission matrix (${theme})`);
    await context.close();
  });
}
