import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock.ts';
import { acceptConsent, declineConsent } from '../consent/consent.store.ts';
import { setAccessToken } from './access-token.ts';
import { apiClient, publicApiClient } from './api-clients.ts';

const CONSENT_HEADERS = ['x-language', 'x-device-type', 'x-browser', 'x-timezone', 'x-country', 'x-consent'];

afterEach(() => setAccessToken(null));

describe('request headers (spec customer 7)', () => {
  it('always sends the app version, and the bearer token only when one exists', async () => {
    const fetch = mockFetch(() => ok(null));
    await apiClient.get('/auth/me');
    setAccessToken('a.b.c');
    await apiClient.get('/auth/me');
    await publicApiClient.get('/branding');

    const [anonymous, signedIn, publicCall] = fetch.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(anonymous?.get('X-App-Version')).toBe('1.0.0');
    expect(anonymous?.has('Authorization')).toBe(false);
    expect(signedIn?.get('Authorization')).toBe('Bearer a.b.c');
    expect(publicCall?.get('X-App-Version')).toBe('1.0.0');
    expect(publicCall?.has('Authorization')).toBe(false);
  });

  it('adds the consent-gated headers only after consent', async () => {
    const fetch = mockFetch(() => ok(null));
    await publicApiClient.get('/branding');
    declineConsent();
    await publicApiClient.get('/branding');
    acceptConsent('de');
    await publicApiClient.get('/branding');

    const [before, declined, accepted] = fetch.mock.calls.map(([, init]) => new Headers(init?.headers));
    for (const name of CONSENT_HEADERS) {
      expect(before?.has(name), name).toBe(false);
      expect(declined?.has(name), name).toBe(false);
      expect(accepted?.has(name), name).toBe(true);
    }
    expect(accepted?.get('X-Consent')).toBe('accepted');
    // The app language is English in tests; the header follows it, not the language at consent time.
    expect(accepted?.get('X-Language')).toBe('en');
    expect(accepted?.get('X-Country')).toBe('US');
  });
});
