/** spec (customer 4 and 9): refresh 5 minutes before the access token expires, never sooner than 60 s from now. */
export const REFRESH_LEAD_MS = 5 * 60_000;
export const MIN_REFRESH_DELAY_MS = 60_000;

/** How long to wait before refreshing a token that expires in `expiresInSeconds`. */
export function refreshDelayMs(expiresInSeconds: number): number {
  return Math.max(expiresInSeconds * 1000 - REFRESH_LEAD_MS, MIN_REFRESH_DELAY_MS);
}
