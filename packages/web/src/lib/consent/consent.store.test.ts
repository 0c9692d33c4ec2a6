import { CONSENT_VERSION } from '@tableside/shared/constants';
import { describe, expect, it } from 'vitest';
import {
  acceptConsent,
  CONSENT_STORAGE_KEY,
  declineConsent,
  hasAcceptedConsent,
  needsConsentDecision,
  readConsent,
} from './consent.store.ts';
import { consentHeaders } from './consent-headers.ts';
import { readCachedUserInfo, USER_INFO_STORAGE_KEY, USER_INFO_TTL_MS } from './user-info.ts';

const now = new Date('2025-03-01T12:00:00Z');

describe('consent record (spec customer 3 and 4)', () => {
  it('asks until the guest decides', () => {
    expect(CONSENT_VERSION).toBe('1.0');
    expect(readConsent()).toBeNull();
    expect(needsConsentDecision()).toBe(true);
    expect(hasAcceptedConsent()).toBe(false);
  });

  it('stores date and version on acceptance and detects user info', () => {
    acceptConsent('de', now);
    expect(readConsent()).toEqual({ hasConsented: true, consentDate: now.toISOString(), version: '1.0' });
    expect(needsConsentDecision()).toBe(false);
    expect(hasAcceptedConsent()).toBe(true);
    expect(readCachedUserInfo(now)).toMatchObject({ language: 'de', country: 'DE' });
  });

  it('remembers a decline and clears cached user info', () => {
    acceptConsent('en', now);
    declineConsent(now);
    expect(readConsent()).toEqual({ hasConsented: false, consentDate: now.toISOString(), version: '1.0' });
    expect(needsConsentDecision()).toBe(false);
    expect(hasAcceptedConsent()).toBe(false);
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
  });

  it('asks again when the stored version differs from the current one', () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ hasConsented: true, consentDate: now.toISOString(), version: '0.9' }),
    );
    expect(needsConsentDecision()).toBe(true);
    expect(hasAcceptedConsent()).toBe(false);
    expect(consentHeaders('en')).toEqual({});
  });

  it('treats an unreadable record as no decision', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(needsConsentDecision()).toBe(true);
  });

  it('keeps user info for 24 hours', () => {
    acceptConsent('en', now);
    expect(readCachedUserInfo(new Date(now.getTime() + USER_INFO_TTL_MS - 1))).not.toBeNull();
    expect(readCachedUserInfo(new Date(now.getTime() + USER_INFO_TTL_MS))).toBeNull();
  });
});
