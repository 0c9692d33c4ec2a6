import { useSyncExternalStore } from 'react';

/** The board shows its three columns side by side from 768 px (a tablet) up; below, one at a time. */
const WIDE_QUERY = '(min-width: 768px)';

function subscribe(listener: () => void): () => void {
  const query = globalThis.matchMedia?.(WIDE_QUERY);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

// Without matchMedia (an old browser, the test DOM) the side-by-side columns are the safe choice.
const isWide = () => globalThis.matchMedia?.(WIDE_QUERY).matches ?? true;

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide);
}
