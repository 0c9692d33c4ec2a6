import { clsx } from 'clsx';
import { memo, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { propsSameBut, sameEach } from '../../../lib/same-props.ts';
import { useActiveSection } from './use-active-section.ts';

export type TNavEntry = { id: string; name: string };

type TCategoryNavProps = {
  entries: readonly TNavEntry[];
  /** Scrolls to the chosen section (its element's id). */
  onSelect: (id: string) => void;
};

/**
 * Sticky category chips under the page header: a chip scrolls to its section, and the chip of the
 * section being read is marked (aria-current) and kept in view. The nav follows the reading itself,
 * so a new section under the band re-renders the chips alone, not the menu; and a search that keeps
 * the same sections leaves the chips alone (issue 15).
 */
export const CategoryNav = memo(
  CategoryNavView,
  propsSameBut<TCategoryNavProps, 'entries'>('entries', sameEntries),
);

/** Whether two lists name the same sections in the same order (a search that keeps every category). */
export function sameEntries(before: readonly TNavEntry[], after: readonly TNavEntry[]): boolean {
  return sameEach(before, after, (entry, other) => entry.id === other.id && entry.name === other.name);
}

function CategoryNavView({ entries, onSelect }: TCategoryNavProps) {
  const { t } = useTranslation();
  const [activeId, setActiveId] = useActiveSection(entries.map((entry) => entry.id));
  const listRef = useRef<HTMLUListElement>(null);
  const mounted = useRef(false);
  const choose = useCallback(
    (id: string) => {
      setActiveId(id);
      onSelect(id);
    },
    [setActiveId, onSelect],
  );

  useEffect(() => {
    const list = listRef.current;
    const chip = activeId ? list?.querySelector<HTMLElement>(`[href="#${activeId}"]`) : null;
    const mounting = !mounted.current;
    mounted.current = true;
    if (!list || !chip) return;
    // A new list starts at its first chip: nothing to measure as the menu first renders.
    if (mounting && list.firstElementChild?.contains(chip)) return;
    // Measured after the next paint, whose layout is done by then: measuring at once would force
    // the page's layout in the middle of a search's render (issue 15). Scrolled by hand rather than
    // with scrollIntoView, which could also move the page.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const target = chip.offsetLeft - (list.clientWidth - chip.offsetWidth) / 2;
        list.scrollTo?.({ left: Math.max(0, target) });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [activeId]);

  return (
    <nav
      aria-label={t('customer.menu.categoriesLabel')}
      className="sticky top-[calc(4rem+var(--demo-banner-height,0px))] z-20 -mx-4 border-b border-line bg-surface/95 px-4 backdrop-blur"
    >
      <ul ref={listRef} className="flex gap-2 overflow-x-auto py-2 [scrollbar-width:none]">
        {entries.map((entry) => (
          <CategoryChip
            key={entry.id}
            id={entry.id}
            name={entry.name}
            active={entry.id === activeId}
            onChoose={choose}
          />
        ))}
      </ul>
    </nav>
  );
}

type TCategoryChipProps = TNavEntry & { active: boolean; onChoose: (id: string) => void };

/**
 * One chip. Memoised by its name and state (the entries are new objects at every search): a search
 * that drops or adds a section renders the list, not every chip again.
 */
const CategoryChip = memo(function CategoryChip({ id, name, active, onChoose }: TCategoryChipProps) {
  return (
    <li className="shrink-0">
      <a
        href={`#${id}`}
        aria-current={active ? 'true' : undefined}
        onClick={(event) => {
          event.preventDefault();
          onChoose(id);
        }}
        className={clsx(
          'flex h-11 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap',
          active ? 'border-action bg-action text-action-fg' : 'border-line bg-card text-fg hover:bg-muted',
        )}
      >
        {name}
      </a>
    </li>
  );
});
