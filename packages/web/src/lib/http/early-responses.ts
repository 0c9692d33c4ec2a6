import { isDemoActive } from './api-host.ts';

declare global {
  interface Window {
    /** Set by src/boot.js: answers to the table's first calls, started before the bundle. */
    __tablesideEarlyResponses?: Record<string, Promise<Response | null>>;
  }
}

/**
 * src/boot.js runs before the app bundle on a table's first screens (the QR landing and
 * the menu) and starts the calls those screens begin with (table check, menu, branding), so that
 * they travel while the bundle downloads instead of after it (issue 15, decision 0030). Every guest
 * downloads it first, so the build minifies it (src/boot-script.vite-plugin.ts). Like the app's own
 * calls it revalidates (cache 'no-cache'); it gives up after 10 s, sends no personal data (public
 * reads, no consent headers, same-origin credentials as fetch's default), and stays away from a
 * browser running the demo (its flag in localStorage), whose API runs in the page. It also applies
 * the stored theme before the first paint (lib/theme/theme.store.ts), which was its first job, and
 * makes the page's first number format while the bundle downloads (the browser's locale data).
 *
 * The answer it already asked for at `url`, taken once (a refetch asks anew), or undefined. Never in
 * demo mode: there the API runs in the page and the network has none.
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
