/**
 * The access token lives only in memory (never in storage) so a script injected into the page
 * cannot read it from there after a reload. The auth feature sets it; the request layer reads it.
 */
let accessToken: string | null = null;

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
}
