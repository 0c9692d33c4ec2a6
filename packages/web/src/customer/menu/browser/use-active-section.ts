import { useEffect, useState } from 'react';

/**
 * The id of the section being read: the first of `ids` whose element crosses a band just below the
 * sticky header and category bar. Without IntersectionObserver (old browsers, tests) the first one.
 */
export function useActiveSection(ids: readonly string[]): [string | null, (id: string) => void] {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const key = ids.join(',');

  useEffect(() => {
    const sectionIds = key === '' ? [] : key.split(',');
    setActive((current) => (current && sectionIds.includes(current) ? current : (sectionIds[0] ?? null)));
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (changes) => {
        for (const change of changes) {
          if (change.isIntersecting) visible.add(change.target.id);
          else visible.delete(change.target.id);
        }
        const first = sectionIds.find((id) => visible.has(id));
        if (first) setActive(first);
      },
      { rootMargin: '-140px 0px -55% 0px' },
    );
    for (const id of sectionIds) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);

  return [active, setActive];
}
