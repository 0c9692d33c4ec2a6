/**
 * Opaque secrets (refresh tokens, password-reset tokens) and how they are stored. Only the SHA-256
 * of a token is kept, so a leaked table cannot be replayed (docs/decisions/0004-auth-tokens.md).
 * Web Crypto only: the same code runs in Node, the browser demo and the tests.
 */
const TOKEN_BYTES = 32;

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 random bytes as base64url (43 characters): unguessable and safe in URLs and cookies. */
export function randomToken(bytes = TOKEN_BYTES): string {
  return toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(bytes)));
}

/** The form a token is stored and looked up in. */
export async function hashToken(token: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return toBase64Url(new Uint8Array(digest));
}
