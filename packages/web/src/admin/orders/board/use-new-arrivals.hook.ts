import { useEffect, useRef, useState } from 'react';

/** How long a newly arrived card stands out. */
const HIGHLIGHT_MS = 15_000;

/**
 * Ids that appeared since the board first loaded, for the new-card highlight. Whatever the first
 * answer holds is not new; later arrivals (by the live stream or by polling) are, for a while.
 */
export function useNewArrivals(ids: readonly number[] | undefined): ReadonlySet<number> {
  const seen = useRef<Set<number> | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const key = ids?.join(',');

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (key === undefined) return;
    const current = key === '' ? [] : key.split(',').map(Number);
    if (seen.current === null) {
      seen.current = new Set(current);
      return;
    }
    const known = seen.current;
    const arrived = current.filter((id) => !known.has(id));
    if (arrived.length === 0) return;
    for (const id of arrived) known.add(id);
    setFresh((previous) => new Set([...previous, ...arrived]));
    // Each arrival fades on its own clock; a later change of the board must not cancel it.
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFresh((previous) => new Set([...previous].filter((id) => !arrived.includes(id))));
    }, HIGHLIGHT_MS);
    timers.current.add(timer);
  }, [key]);

  return fresh;
}
