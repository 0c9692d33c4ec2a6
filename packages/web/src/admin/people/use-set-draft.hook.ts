import { useState } from 'react';

/**
 * An editable copy of a saved list (a role's permissions, a user's roles). When the saved list
 * changes (after a save, or someone else's), the copy starts over from it.
 */
export function useSetDraft<T extends string | number>(saved: readonly T[]) {
  const savedKey = [...saved].sort().join('\n');
  const [draft, setDraft] = useState<ReadonlySet<T>>(() => new Set(saved));
  const [draftOf, setDraftOf] = useState(savedKey);
  if (draftOf !== savedKey) {
    setDraftOf(savedKey);
    setDraft(new Set(saved));
  }

  const toggle = (value: T, on: boolean) =>
    setDraft((current) => {
      const next = new Set(current);
      if (on) next.add(value);
      else next.delete(value);
      return next;
    });
  const dirty = draft.size !== new Set(saved).size || saved.some((value) => !draft.has(value));
  const reset = () => setDraft(new Set(saved));
  return { draft, toggle, dirty, reset };
}
