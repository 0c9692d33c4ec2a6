import type { Page } from '@playwright/test';
import { CONSENT_VERSION } from '@tableside/shared/constants';
import { withinSignInLimit } from './sign-in-limit.ts';

/** Stores a current consent answer before the app loads, so specs that are not about consent skip the dialog. */
export async function skipConsent(page: Page): Promise<void> {
  await page.addInitScript((version) => {
    const record = { hasConsented: false, consentDate: new Date().toISOString(), version };
    window.localStorage.setItem('tableside.consent', JSON.stringify(record));
  }, CONSENT_VERSION);
}

/** Signs in on the sign-in screen; every call sends the form, whatever the server then answers. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Username or email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await withinSignInLimit(
    async () => {
      const answer = page.waitForResponse(
        (response) => response.url().endsWith('/api/auth/login') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Sign In' }).click();
      return answer;
    },
    (response) => response.status(),
  );
}
