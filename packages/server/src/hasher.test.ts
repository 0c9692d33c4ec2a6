import { createWebCryptoHasher } from '@tableside/api/auth/webcrypto-hasher';
import { describe, expect, it } from 'vitest';
import { createScryptHasher } from './hasher.ts';

describe('createScryptHasher', () => {
  const hasher = createScryptHasher();

  it('stores scrypt$N$r$p$salt$hash and verifies the same password', async () => {
    const hash = await hasher.hash('correct horse');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    await expect(hasher.verify('correct horse', hash)).resolves.toBe(true);
  });

  it('rejects a wrong password', async () => {
    const hash = await hasher.hash('correct horse');
    await expect(hasher.verify('correct horse!', hash)).resolves.toBe(false);
    await expect(hasher.verify('', hash)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'));
  });

  it('verifies the pbkdf2 hashes the browser demo writes', async () => {
    const demoHash = await createWebCryptoHasher({ iterations: 1000 }).hash('demo pass');
    await expect(hasher.verify('demo pass', demoHash)).resolves.toBe(true);
    await expect(hasher.verify('other pass', demoHash)).resolves.toBe(false);
  });

  it.each([
    '',
    'plain text',
    'scrypt$16384$8$1$salt',
    'scrypt$abc$8$1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2g',
    'scrypt$1073741824$8$1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2g',
    'bcrypt$2b$10$abc',
  ])('treats the malformed hash %j as no match', async (stored) => {
    await expect(hasher.verify('anything', stored)).resolves.toBe(false);
  });
});
