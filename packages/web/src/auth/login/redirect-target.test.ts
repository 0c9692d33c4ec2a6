import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

describe('redirectTarget', () => {
  it('returns to the remembered page, query and hash included', () => {
    expect(redirectTarget({ from: '/admin/orders?status=1#top' })).toBe('/admin/orders?status=1#top');
  });

  it.each([
    ['no state', undefined],
    ['a state without from', {}],
    ['another site', { from: '//evil.example/admin' }],
    ['a backslash trick', { from: '/\\evil.example' }],
    ['an absolute URL', { from: 'https://evil.example' }],
    ['the sign-in page itself', { from: '/login?x=1' }],
    ['the admin sign-in page', { from: '/admin/login' }],
  ])('falls back to /admin for %s', (_label, state) => {
    expect(redirectTarget(state)).toBe('/admin');
  });
});
