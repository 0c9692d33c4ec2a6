import type { Page } from '@playwright/test';
import { CONSENT_VERSION } from '@tableside/shared/constants';

/** Stores a current consent answer before the app loads, so specs that are not about consent skip the dialog. */
export async function skipConsent(page: Page): Promise<void> {
  await page.addInitScript((version) => {
    const record = { hasConsented: false, consentDate: new Date().toISOString(), version };
    window.localStorage.setItem('tableside.consent', JSON.stringify(record));
  }, CONSENT_VERSION);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Username or email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
