import { expect, test } from '@playwright/test';
import { skipConsent } from '../support/pages.ts';

test('the consent dialog cannot be dismissed except by a choice, and stays answered', async ({ page }) => {
  await page.goto('/welcome');
  const dialog = page.getByRole('dialog', { name: 'Privacy & Data Collection Notice' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Timezone')).toBeVisible();
  // Focus starts on the first choice and stays inside: the page behind the modal is inert.
  const decline = dialog.getByRole('button', { name: 'Decline' });
  await expect(decline).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Accept & Continue' })).toBeFocused();
  await page.keyboard.press('Tab');
  const focusBehind = () =>
    page.evaluate(() => {
      const focused = document.activeElement;
      return focused !== null && focused !== document.body && focused.closest('dialog') === null;
    });
  expect(await focusBehind()).toBe(false);
  await page.keyboard.press('Shift+Tab');
  expect(await focusBehind()).toBe(false);
  // Twice: Chrome lets a second close request without a click in between close any modal dialog.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Accept & Continue' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('switches the language to German and keeps it', async ({ page }) => {
  await skipConsent(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByText('More languages coming soon')).toBeVisible();
  await expect(page.getByText('Settings are saved automatically')).toBeVisible();
  await page.locator('label', { hasText: 'Deutsch' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Passwort ist erforderlich')).toBeVisible();
});

test('switches to the dark theme and keeps it', async ({ page }) => {
  await skipConsent(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/welcome');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.locator('label', { hasText: 'Dark' }).click();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('unknown pages say so and lead home', async ({ page }) => {
  await skipConsent(page);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
});

test('the forgot-password form answers the same for any address', async ({ page }) => {
  await skipConsent(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for this email address/)).toBeVisible();
});

test('the API documents itself', async ({ page, request }) => {
  const openApi = await (await request.get('/api/openapi.json')).json();
  expect(Object.keys(openApi.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/benches']));
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'Tableside API' })).toBeVisible();
  await expect(page.getByText('/api/auth/login')).toBeVisible();
});
