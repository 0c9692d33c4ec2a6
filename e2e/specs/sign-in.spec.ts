import { expect, test } from '@playwright/test';
import { ADMIN, KITCHEN, LOCKABLE } from '../support/e2e-constants.ts';
import { signIn, skipConsent } from '../support/pages.ts';

test.beforeEach(async ({ page }) => {
  await skipConsent(page);
});

test('shows the validation texts and clears a field error when the field is edited', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username or email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Username or email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('1234567');
  await expect(page.getByText('Password must be at least 6 characters')).toBeHidden();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
});

test('show/hide toggles the password field', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret-words');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('a wrong password shows the banner and the error toast, and signs nobody in', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, ADMIN.email, 'wrong-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
  // spec (customer 8): beside the banner, an error toast titled 'Error' with the same text.
  const toast = page.locator('[data-sonner-toast][data-type="error"]');
  await expect(toast).toHaveCount(1);
  await expect(toast.locator('[data-title]')).toHaveText('Error');
  await expect(toast.locator('[data-description]')).toHaveText('Invalid username or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('signs in, greets the user, survives a reload and signs out', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Successfully signed in')).toBeVisible();
  await expect(page.getByText(`Welcome back, ${ADMIN.name}!`)).toBeVisible();
  await expect(page.getByText('Admin Panel')).toBeVisible();

  // The access token lives in memory only; the httpOnly refresh cookie restores the session.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
});

test('returns to the page the user came from', async ({ page }) => {
  await page.goto('/admin/orders?status=READY');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/orders\?status=READY$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});

test('locks the account after repeated failures, even for the right password', async ({ page }) => {
  await page.goto('/login');
  for (let attempt = 1; attempt <= 4; attempt++) {
    await signIn(page, LOCKABLE.email, `wrong-${attempt}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
  }
  await signIn(page, LOCKABLE.email, 'wrong-5');
  const locked = page
    .getByRole('alert')
    .filter({ hasText: 'Account is temporarily locked. Please try again later.' });
  await expect(locked).toBeVisible();
  await signIn(page, LOCKABLE.email, LOCKABLE.password);
  await expect(locked).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('shows Access Denied for a screen the role may not open', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, KITCHEN.email, KITCHEN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have the required permissions to access this page.")).toBeVisible();
  await expect(page.getByText('Required permissions: users.read')).toBeVisible();
});
