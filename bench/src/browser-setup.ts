import { CONSENT_VERSION } from '@tableside/shared/constants';

/** Debian's Chromium: the workplace downloads no browsers (see scripts/ensure-chromium.sh). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless and quiet: no background traffic that would blur the page's own requests. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The guest's hot path (DESIGN.md section 5): the menu a phone opens after scanning a table's QR code. */
export const MENU_PAGE_PATH = '/table/1/menu';

/** Where the web app keeps the guest's consent decision (web/src/lib/consent/consent.store.ts). */
const CONSENT_STORAGE_KEY = 'tableside.consent';

/**
 * A declined consent for the current version, so the consent dialog (spec customer 3) stays closed
 * and the measurement sees the menu a returning guest sees. Declining sends no consent-gated headers.
 */
export function consentEntry(now = new Date()): { key: string; value: string } {
  const record = { hasConsented: false, consentDate: now.toISOString(), version: CONSENT_VERSION };
  return { key: CONSENT_STORAGE_KEY, value: JSON.stringify(record) };
}
