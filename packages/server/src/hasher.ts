import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { createWebCryptoHasher } from '@tableside/api/auth/webcrypto-hasher';
import type { THasher } from '@tableside/api/deps';

/** OWASP's scrypt baseline: 16 MiB of memory per hash, about 50 ms on a server core. */
const COST = { N: 16384, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Room for stored hashes made with up to four times today's cost, should it rise later. */
const MAX_MEMORY = 128 * COST.N * COST.r * 4 + 1024 * 1024;

/**
 * Password hashes for the Node host: scrypt, stored as `scrypt$N$r$p$salt$hash` (base64url).
 * Verification also accepts the `pbkdf2$...` hashes written by the browser demo and the tests.
 */
export function createScryptHasher(): THasher {
  // The iteration count of a pbkdf2 hash is read from the stored hash; this value is never used to hash.
  const pbkdf2 = createWebCryptoHasher({ iterations: 1 });
  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const key = await derive(password, salt, KEY_BYTES, COST);
      return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join(
        '$',
      );
    },
    async verify(password, stored) {
      if (stored.startsWith('pbkdf2$')) return pbkdf2.verify(password, stored);
      const parsed = parse(stored);
      if (!parsed) return false;
      try {
        const key = await derive(password, parsed.salt, parsed.key.length, parsed.cost);
        return timingSafeEqual(key, parsed.key);
      } catch {
        // Cost parameters scrypt refuses (a corrupted hash) never match.
        return false;
      }
    },
  };
}

function derive(password: string, salt: Buffer, length: number, cost: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, { ...cost, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function parse(
  stored: string,
): { cost: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (
    scheme !== 'scrypt' ||
    !salt ||
    !key ||
    !Object.values(cost).every((v) => Number.isInteger(v) && v > 0)
  ) {
    return null;
  }
  const keyBytes = Buffer.from(key, 'base64url');
  return keyBytes.length >= 16 ? { cost, salt: Buffer.from(salt, 'base64url'), key: keyBytes } : null;
}
