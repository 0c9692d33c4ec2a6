import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../test/fetch-mock.ts';
import { isWellFormedJwt } from './jwt.ts';

describe('isWellFormedJwt', () => {
  it('accepts three base64url parts with a JSON object payload', () => {
    expect(isWellFormedJwt(fakeJwt({ sub: 7, exp: 1_900_000_000 }))).toBe(true);
    expect(isWellFormedJwt(fakeJwt({ name: 'Zoë ☕' }))).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['two parts', 'abc.def'],
    ['four parts', 'a.b.c.d'],
    ['an empty signature', `${fakeJwt().split('.').slice(0, 2).join('.')}.`],
    ['characters outside base64url', 'ab+c.de/f.ghi'],
    ['a payload that is not JSON', 'eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.c2ln'],
    ['a payload that is a JSON string', 'eyJhbGciOiJIUzI1NiJ9.ImhpIg.c2ln'],
  ])('rejects %s', (_label, token) => {
    expect(isWellFormedJwt(token)).toBe(false);
  });
});
