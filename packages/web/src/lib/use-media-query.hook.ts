import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; the component renders again when that changes. Without
 * matchMedia (a very old browser, the test DOM) it answers true: the wide layout is the safe default.
 *
 * The list is made once per query and the subscription stays while the query does: a render reads
 * the list's answer and neither parses the query again nor subscribes anew. The guest menu's
 * sections render with every letter typed into the search (decision 0030).
 */
export function useMediaQuery(query: string): boolean {
  const list = useMemo(() => window.matchMedia?.(query), [query]);
  const subscribe = useCallback(
    (listener: () => void) => {
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list?.matches ?? true);
}
