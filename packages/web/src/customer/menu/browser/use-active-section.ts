import { useEffect, useState } from 'react';

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

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || key === '') return;
    const sectionIds = key.split(',');
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (changes) => {
        for (const change of changes) {
          if (change.isIntersecting) visible.add(change.target.id);
          else visible.delete(change.target.id);
        }
        const first = sectionIds.find((id) => visible.has(id));
        if (first) setChosen(first);
      },
      { rootMargin: '-140px 0px -55% 0px' },
    );
    for (const id of sectionIds) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);

  return [active, setChosen];
}
