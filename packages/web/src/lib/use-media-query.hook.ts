import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; the component renders again when that changes. Without
 * matchMedia (a very old browser, the test DOM) it answers true: the wide layout is the safe default.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    () => window.matchMedia?.(query).matches ?? true,
  );
}
