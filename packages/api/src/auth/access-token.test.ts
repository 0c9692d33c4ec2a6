import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token.ts';

const principal = {
  id: 7,
  name: 'Kim',
  email: 'kim@example.com',
  roles: ['KITCHEN'],
  permissions: ['orders.read'],
};
const secret = 'a-test-secret-that-is-long-enough-for-hs256';

describe('access tokens follow the injected clock, not the machine', () => {
  it('accepts a token from a clock years away from now until its own expiry', async () => {
    const past = new Date('2020-03-02T09:00:00Z');
    const token = await signAccessToken(principal, secret, past, 900);
    const verified = { ...principal, issuedAt: past.getTime() / 1000, sessionId: null };
    expect(await verifyAccessToken(token, secret, past)).toEqual(verified);
    expect(await verifyAccessToken(token, secret, new Date(past.getTime() + 899_000))).toEqual(verified);
    expect(await verifyAccessToken(token, secret, new Date(past.getTime() + 900_000))).toBeNull();
  });

  it('refuses a token issued in the future of the verifying clock', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const token = await signAccessToken(principal, secret, new Date(now.getTime() + 3_600_000), 900);
    expect(await verifyAccessToken(token, secret, now)).toBeNull();
  });

  it('refuses a forged or malformed token', async () => {
    const now = new Date();
    const token = await signAccessToken(principal, secret, now, 900);
    expect(await verifyAccessToken(token, 'another-secret-that-is-long-enough-too', now)).toBeNull();
    expect(await verifyAccessToken('not.a.token', secret, now)).toBeNull();
  });
});

describe('a checked signature is remembered, never beyond its secret or its expiry', () => {
  it('still refuses a token under another secret after it verified under its own', async () => {
    const now = new Date();
    const token = await signAccessToken(principal, secret, now, 900);
    expect(await verifyAccessToken(token, secret, now)).not.toBeNull();
    expect(await verifyAccessToken(token, 'another-secret-that-is-long-enough-too', now)).toBeNull();
    // And the right secret still works after the refusal.
    expect(await verifyAccessToken(token, secret, now)).not.toBeNull();
  });

  it('refuses a remembered token once it expires, and a tampered copy of it at once', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const token = await signAccessToken(principal, secret, now, 900);
    expect(await verifyAccessToken(token, secret, now)).not.toBeNull();
    expect(await verifyAccessToken(token, secret, new Date(now.getTime() + 900_000))).toBeNull();
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: '1', roles: ['OWNER'], iat: 0, exp: 9e9 })).toString(
      'base64url',
    );
    expect(await verifyAccessToken(`${header}.${payload}.${signature}`, secret, now)).toBeNull();
  });
});
