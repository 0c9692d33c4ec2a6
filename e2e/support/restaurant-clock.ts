import { expect, type Locator } from '@playwright/test';

/**
 * What the restaurant-clock specs expect (issue 41): the restaurant in Berlin on a 24-hour clock,
 * the browser elsewhere. Node's Intl computes the expected text, in Berlin and in the browser's zone.
 */
export const RESTAURANT_ZONE = 'Europe/Berlin';
export const BROWSER_ZONE = 'America/Los_Angeles';

const clock = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '23:05' in Berlin. */
export const berlinTime = (iso: string) => clock(RESTAURANT_ZONE).format(new Date(iso));
const browserTime = (iso: string) => clock(BROWSER_ZONE).format(new Date(iso));

/** 'Dec 8, 2026' (as the English screens write it) or '2026-12-08' in Berlin. */
export function berlinDate(iso: string, style: 'medium' | 'iso' = 'medium'): string {
  const at = new Date(iso);
  return style === 'iso'
    ? new Intl.DateTimeFormat('en-CA', { timeZone: RESTAURANT_ZONE, dateStyle: 'short' }).format(at)
    : new Intl.DateTimeFormat('en-US', { timeZone: RESTAURANT_ZONE, dateStyle: 'medium' }).format(at);
}

/** The element shows `iso` on Berlin's 24-hour clock (and date), never the browser's or AM/PM. */
export async function expectRestaurantClock(
  element: Locator,
  iso: string,
  options: { date?: boolean } = {},
): Promise<void> {
  await expect(element).toContainText(berlinTime(iso));
  if (options.date) await expect(element).toContainText(berlinDate(iso));
  const text = (await element.textContent()) ?? '';
  expect(text, text).not.toMatch(/\b[AP]M\b/);
  expect(text, text).not.toContain(browserTime(iso));
}

/** Every <time datetime> in `scope` shows its moment on Berlin's clock. */
export async function expectTimeElements(scope: Locator, options: { date?: boolean } = {}): Promise<void> {
  await expect(scope.locator('time[datetime]').first()).toBeVisible();
  const times = await scope.locator('time[datetime]').all();
  for (const time of times) {
    const iso = await time.getAttribute('datetime');
    if (iso) await expectRestaurantClock(time, iso, options);
  }
}
