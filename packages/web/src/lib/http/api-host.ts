/**
 * Where API calls go (DESIGN.md section 6). Normally to the network; once demo mode is active, to
 * the API running in this page (`app.fetch` of the same createApi), installed by the demo chunk.
 * This file stays tiny: it is on every page, the demo code is not.
 */
export type TFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** The part of EventSource the live-update hooks use. */
export type TEventStream = Pick<
  EventSource,
  'addEventListener' | 'removeEventListener' | 'close' | 'readyState'
>;

export type TApiHost = {
  fetch: TFetch;
  openEventStream(url: string): TEventStream;
};

let host: TApiHost | null = null;
const listeners = new Set<() => void>();

/** Sends every later API call (and event stream) to `next`; null goes back to the network. */
export function routeApiTo(next: TApiHost | null): void {
  host = next;
  for (const listener of listeners) listener();
}

export function isDemoActive(): boolean {
  return host !== null;
}

export function subscribeApiHost(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return host ? host.fetch(input, init) : globalThis.fetch(input, init);
}

/** An EventSource on the network, or its in-page equivalent in demo mode: the hooks use one code path. */
export function openEventStream(url: string): TEventStream {
  return host ? host.openEventStream(url) : new EventSource(url);
}
