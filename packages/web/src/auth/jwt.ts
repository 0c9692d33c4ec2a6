/**
 * spec (customer 4): a malformed access token clears the session. Well formed means three
 * base64url parts whose middle part decodes to a JSON object. The signature is the server's
 * business; the app never trusts the payload for access decisions.
 */
export function isWellFormedJwt(token: string): boolean {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => /^[A-Za-z0-9_-]+$/.test(part))) return false;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1] ?? ''));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload);
  } catch {
    return false;
  }
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
