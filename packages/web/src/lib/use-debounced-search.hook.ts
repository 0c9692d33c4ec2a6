import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.hook.ts';

/**
 * The text of a search box whose committed value lives elsewhere (the address): `onCommit` gets
 * the trimmed text once typing has paused for `delayMs` and the text differs from `committed`.
 * When `committed` changes from outside (back button, highlight) the box shows it, committing nothing.
 */
export function useDebouncedSearch(committed: string, onCommit: (search: string) => void, delayMs: number) {
  const [search, setSearch] = useState(committed);
  useEffect(() => setSearch(committed), [committed]);

  // Only text that differs from the committed value waits to be committed; null is "nothing to do".
  const pending = search.trim() === committed ? null : search;
  const settled = useDebouncedValue(pending, delayMs);
  const commit = useEffectEvent((value: string | null) => {
    if (value !== null && value.trim() !== committed) onCommit(value.trim());
  });
  useEffect(() => commit(settled), [settled]);

  return [search, setSearch] as const;
}
