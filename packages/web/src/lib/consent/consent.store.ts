import { CONSENT_VERSION } from '@tableside/shared/constants';
import { clearUserInfo, refreshUserInfo } from './user-info.ts';

/** spec (customer 3): the stored consent record. */
export type TConsentRecord = { hasConsented: boolean; consentDate: string; version: string };

export const CONSENT_STORAGE_KEY = 'tableside.consent';

const listeners = new Set<() => void>();

export function readConsent(): TConsentRecord | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
    return isConsentRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The dialog shows until a decision exists for the current consent version. */
export function needsConsentDecision(): boolean {
  return readConsent()?.version !== CONSENT_VERSION;
}

/** Consent-gated headers are sent only for an acceptance of the current version. */
export function hasAcceptedConsent(): boolean {
  const record = readConsent();
  return record?.hasConsented === true && record.version === CONSENT_VERSION;
}

export function acceptConsent(language: string, now = new Date()): void {
  writeConsent({ hasConsented: true, consentDate: now.toISOString(), version: CONSENT_VERSION });
  refreshUserInfo(language, now);
}

export function declineConsent(now = new Date()): void {
  writeConsent({ hasConsented: false, consentDate: now.toISOString(), version: CONSENT_VERSION });
  clearUserInfo();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function writeConsent(record: TConsentRecord): void {
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  for (const listener of listeners) listener();
}

function isConsentRecord(value: unknown): value is TConsentRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.hasConsented === 'boolean' &&
    typeof record.consentDate === 'string' &&
    typeof record.version === 'string'
  );
}
