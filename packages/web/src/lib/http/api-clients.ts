import { APP_VERSION } from '@tableside/shared/constants';
import { consentHeaders } from '../consent/consent-headers.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { getAccessToken } from './access-token.ts';
import type { ApiError } from './api-error.ts';
import { createHttpClient } from './http-client.ts';

/** Same origin, prefix /api (DESIGN.md section 2). */
export const API_BASE_URL = '/api';

// spec (customer 9): the auth-aware client waits 30 s; the other one 10 s in production,
// 15 s in staging and 30 s otherwise.
const AUTH_CLIENT_TIMEOUT_MS = 30_000;
const PUBLIC_CLIENT_TIMEOUT_MS = import.meta.env.PROD
  ? 10_000
  : import.meta.env.MODE === 'staging'
    ? 15_000
    : 30_000;

function commonHeaders(): Record<string, string> {
  return { 'X-App-Version': APP_VERSION, ...consentHeaders(currentLanguage()) };
}

type TFailureListener = (error: ApiError) => void;
const failureListeners = new Set<TFailureListener>();

/**
 * Hears every failed staff call. The session's owner (src/auth) listens, so a disabled account's
 * 403 from any screen ends the session; this layer itself knows nothing of sessions.
 */
export function onApiFailure(listener: TFailureListener): () => void {
  failureListeners.add(listener);
  return () => void failureListeners.delete(listener);
}

/** For staff and admin calls: sends the bearer token when a session exists. */
export const apiClient = createHttpClient({
  baseUrl: API_BASE_URL,
  timeoutMs: AUTH_CLIENT_TIMEOUT_MS,
  getHeaders: () => {
    const token = getAccessToken();
    return token ? { ...commonHeaders(), Authorization: `Bearer ${token}` } : commonHeaders();
  },
  onFailure: (error) => {
    for (const listener of [...failureListeners]) listener(error);
  },
});

/** For the guest-facing public calls (branding, menu, table validation, health). */
export const publicApiClient = createHttpClient({
  baseUrl: API_BASE_URL,
  timeoutMs: PUBLIC_CLIENT_TIMEOUT_MS,
  getHeaders: commonHeaders,
});
