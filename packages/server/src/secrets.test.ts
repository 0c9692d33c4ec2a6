import { createTestDatabase, type TTestDatabase } from '@tableside/api/test/test-database';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generatePassword, resolveJwtSecret } from './secrets.ts';

describe('resolveJwtSecret', () => {
  let database: TTestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it('uses JWT_SECRET when it is set, storing nothing', async () => {
    const secret = 'e'.repeat(40);
    expect(await resolveJwtSecret(database.db, secret)).toBe(secret);
    expect(await database.db.selectFrom('app_meta').selectAll().execute()).toEqual([]);
  });

  it('generates a secret once and reads the stored one afterwards', async () => {
    const first = await resolveJwtSecret(database.db, undefined);
    expect(first).toMatch(/^[\w-]{64}$/);
    expect(await resolveJwtSecret(database.db, undefined)).toBe(first);
  });

  it('gives instances that start together the same secret', async () => {
    const secrets = await Promise.all([1, 2, 3].map(() => resolveJwtSecret(database.db, undefined)));
    expect(new Set(secrets).size).toBe(1);
  });
});

describe('generatePassword', () => {
  it('makes readable, different passwords without look-alike characters', () => {
    const passwords = Array.from({ length: 50 }, generatePassword);
    for (const password of passwords)
      expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{4}(-[a-km-zA-HJ-NP-Z2-9]{4}){3}$/);
    expect(new Set(passwords).size).toBe(50);
  });
});
