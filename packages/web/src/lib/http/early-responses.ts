import { isDemoActive } from './api-host.ts';

declare global {
  interface Window {
    /** Set by public/early-requests.js: answers to the table's first calls, started before the bundle. */
    __tablesideEarlyResponses?: Record<string, Promise<Response | null>>;
  }
}

/**
 * The answer public/early-requests.js already asked for at `url`, taken once (a refetch asks anew),
 * or undefined. Never in demo mode: there the API runs in the page and the network has none.
 */
export function takeEarlyResponse(url: string): Promise<Response | null> | undefined {
  const responses = typeof window === 'undefined' ? undefined : window.__tablesideEarlyResponses;
  const response = responses?.[url];
  if (!response) return undefined;
  delete responses[url];
  return isDemoActive() ? undefined : response;
}

/** Usable as the API's answer: a success in JSON (a static host answers its index page instead). */
export function isApiAnswer(response: Response | null): response is Response {
  return Boolean(response?.ok && (response.headers.get('Content-Type') ?? '').includes('json'));
}
