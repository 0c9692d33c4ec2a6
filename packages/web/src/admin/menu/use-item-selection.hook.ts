import { useState } from 'react';

/** The items ticked on the menu screen for a change to all of them (bulk tags). */
export function useItemSelection() {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const setSelected = (id: number, on: boolean) =>
    setIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const clear = () => setIds(new Set());
  return { ids, setSelected, clear };
}
