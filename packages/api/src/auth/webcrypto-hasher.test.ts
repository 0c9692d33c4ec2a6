import { describe, expect, it } from 'vitest';
import { hashToken, randomToken } from './opaque-token.ts';
import { createWebCryptoHasher } from './webcrypto-hasher.ts';

describe('createWebCryptoHasher', () => {
  const hasher = createWebCryptoHasher({ iterations: 1000 });

  it('stores pbkdf2$<iterations>$<salt>$<hash> and verifies the right password only', async () => {
    const hash = await hasher.hash('correct horse');
    expect(hash).toMatch(/^pbkdf2\$1000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await hasher.verify('correct horse', hash)).toBe(true);
    expect(await hasher.verify('correct hors', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'));
  });

  it('verifies hashes made with another iteration count', async () => {
    const hash = await createWebCryptoHasher({ iterations: 2000 }).hash('secret1');
    expect(await hasher.verify('secret1', hash)).toBe(true);
  });

  it('rejects malformed stored hashes instead of throwing', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$1$a$b',
      'pbkdf2$x$a$b',
      'pbkdf2$10$!!!$???',
      'pbkdf2$0$YQ==$YQ==',
    ]) {
      expect(await hasher.verify('secret1', stored)).toBe(false);
    }
  });
});

describe('opaque tokens', () => {
  it('are 32 random bytes in base64url', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(token);
  });

  it('are stored as a stable SHA-256 digest', async () => {
    expect(await hashToken('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
    expect(await hashToken('abc')).not.toBe(await hashToken('abd'));
  });
});
