/**
 * The demo hashes passwords (PBKDF2) and signs sessions with WebCrypto, which browsers offer only
 * in a secure context: https, or localhost. Over plain http from another host (a phone opening
 * http://192.168.1.20:8000) `crypto.subtle` is missing and the demo cannot start, so the banner
 * says why instead of offering it (README "Demo mode").
 */
export function demoCanStart(): boolean {
  // Browsers always set isSecureContext; test DOMs (jsdom) leave it out and count as secure.
  return globalThis.isSecureContext !== false && globalThis.crypto?.subtle !== undefined;
}
