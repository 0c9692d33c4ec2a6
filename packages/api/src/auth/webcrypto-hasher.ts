import type { THasher } from '../deps.ts';

const SALT_BYTES = 16;
const HASH_BITS = 256;

/**
 * PBKDF2-SHA256 through Web Crypto, for hosts without scrypt (the browser demo) and for tests,
 * where a low iteration count keeps them fast. Stored as `pbkdf2$<iterations>$<salt>$<hash>`
 * (base64), so the iteration count can rise later without breaking existing hashes.
 */
export function createWebCryptoHasher({ iterations }: { iterations: number }): THasher {
  return {
    async hash(password) {
      const salt = globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES));
      const hash = await derive(password, salt, iterations);
      return `pbkdf2$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
    },
    async verify(password, stored) {
      const parsed = parse(stored);
      if (!parsed) return false;
      const actual = await derive(password, parsed.salt, parsed.iterations);
      return constantTimeEqual(actual, parsed.hash);
    },
  };
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

function parse(
  stored: string,
): { iterations: number; salt: Uint8Array<ArrayBuffer>; hash: Uint8Array } | null {
  const [scheme, iterationText, saltText, hashText] = stored.split('$');
  const iterations = Number(iterationText);
  if (scheme !== 'pbkdf2' || !Number.isInteger(iterations) || iterations < 1 || !saltText || !hashText)
    return null;
  try {
    return { iterations, salt: fromBase64(saltText), hash: fromBase64(hashText) };
  } catch {
    return null;
  }
}

/** Compares every byte whatever the first difference, so timing does not reveal how much matched. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i += 1) difference |= (a[i] ?? 0) ^ (b[i % b.length] ?? 0);
  return difference === 0;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
}
