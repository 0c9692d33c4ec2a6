import { useEffect, useRef, useState } from 'react';

/** What the band's observer watches: the sections in their order, and which are in the band now. */
type TWatch = {
  observer: IntersectionObserver;
  order: readonly string[];
  watched: Map<string, Element>;
  visible: Set<string>;
};

/**
 * The id of the section being read: the first of `ids` whose element crosses a band just below the
 * sticky header and category bar, or the one the guest chose last. Until an observer has reported (and
 * when the sections change, as a search does) it is the first of `ids`, worked out while rendering, so
 * a change of sections costs no second render. Without IntersectionObserver (old browsers, tests)
 * the first one.
 */
export function useActiveSection(ids: readonly string[]): [string | null, (id: string) => void] {
  const [chosen, setChosen] = useState<string | null>(null);
  const key = ids.join(',');
  const active = chosen !== null && ids.includes(chosen) ? chosen : (ids[0] ?? null);
  const watch = useRef<TWatch | null>(null);
  // What the chips show now, so that a report of the section they already mark changes nothing: after
  // a search, the first section reported is the one worked out while rendering (issue 15).
  const shown = useRef(active);
  useEffect(() => {
    shown.current = active;
  }, [active]);

  // One observer for as long as the menu shows: a search that changes the sections lets go of those
  // gone and watches those new, rather than a new observer for every section (issue 15).
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (changes) => {
        for (const change of changes) {
          if (change.isIntersecting) visible.add(change.target.id);
          else visible.delete(change.target.id);
        }
        const first = watch.current?.order.find((id) => visible.has(id));
        if (first && first !== shown.current) setChosen(first);
      },
      { rootMargin: '-140px 0px -55% 0px' },
    );
    watch.current = { observer, order: [], watched: new Map(), visible };
    return () => {
      observer.disconnect();
      watch.current = null;
    };
  }, []);

  useEffect(() => {
    const current = watch.current;
    if (!current) return;
    current.order = key === '' ? [] : key.split(',');
    for (const [id, element] of current.watched) {
      if (document.getElementById(id) === element) continue;
      current.observer.unobserve(element);
      current.watched.delete(id);
      current.visible.delete(id);
    }
    for (const id of current.order) {
      const element = current.watched.has(id) ? null : document.getElementById(id);
      if (!element) continue;
      current.observer.observe(element);
      current.watched.set(id, element);
    }
  }, [key]);

  return [active, setChosen];
}
