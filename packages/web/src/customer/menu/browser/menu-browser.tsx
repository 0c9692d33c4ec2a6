import type { TNewCartLine } from '@tableside/shared/cart';
import type {
  TPublicMenuBrief,
  TPublicMenuBriefItem,
  TPublicMenuItem,
} from '@tableside/shared/public-menu.schemas';
import { clsx } from 'clsx';
import { SlidersHorizontal } from 'lucide';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useGuestSettings } from '../../../lib/branding/branding.queries.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Icon } from '../../../lib/icons/icon.tsx';
import { usePreferences } from '../../accessibility/preferences.store.ts';
import { cartLineFromSelection } from '../../cart/cart-line.ts';
import type { TItemSelection } from '../../menu-data/item-selection.ts';
import { ItemCustomizationDialog } from '../item-dialog/lazy-item-dialog.tsx';
import { CategoryNav } from './category-nav.tsx';
import { FeaturedRow } from './featured-row.tsx';
import { SLICE_THRESHOLD } from './item-slices.tsx';
import { jumpToSection } from './jump-to-section.ts';
import {
  filterGroups,
  isFiltering,
  menuItemCount,
  menuSections,
  NO_FILTERS,
  prepareSearch,
  type TMenuFilters,
} from './menu-filters.ts';
import { MenuSearch } from './menu-search.tsx';
import { MenuSections, sectionId } from './menu-sections.tsx';

type TMenuBrowserProps = {
  menu: TPublicMenuBrief;
  /** Receives every line the guest adds; return false to keep the item dialog open (e.g. it failed). */
  onAddLine: (line: TNewCartLine) => boolean | undefined;
  /** Tags to highlight; the guest's preferred tags (accessibility settings) by default. */
  highlightTagIds?: readonly number[];
};

type TChoice = [selection: TItemSelection, quantity: number, specialInstructions: string];

// The tag filters load when the guest first opens them: few do, and the guest bundle is tight.
const MenuFilterPanel = lazy(() =>
  import('./menu-filter-panel.tsx').then((m) => ({ default: m.MenuFilterPanel })),
);

const FEATURED_ID = 'menu-featured';
/** A section further away than this many screens is jumped to, not scrolled to smoothly. */
const FAR_SECTION_SCREENS = 2;

/**
 * Browsing the menu (issue "Guest journey"): search, tag filters, sticky category navigation, the
 * featured row, item cards and the item dialog. It only hands finished cart lines to `onAddLine`,
 * so the table's cart and a shared cart can both use it.
 */
export function MenuBrowser({ menu, onAddLine, highlightTagIds }: TMenuBrowserProps) {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const preferred = highlightTagIds ?? preferences.preferredTags;
  const [search, setSearch] = useState(NO_FILTERS.search);
  const [tagIds, setTagIds] = useState<readonly number[]>(NO_FILTERS.tagIds);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [dialogItem, setDialogItem] = useState<TPublicMenuBriefItem | null>(null);

  // The results follow the tag chips at a lower priority, so a chip shows it is pressed at once. A
  // search's results render with its letter: one frame per key, not two (issue 15, decision 0030).
  const shownTagIds = useDeferredValue(tagIds);
  const shownFilters = useMemo<TMenuFilters>(() => ({ search, tagIds: shownTagIds }), [search, shownTagIds]);
  const filtering = isFiltering(shownFilters);
  const sections = useMemo(
    () => menuSections(menu, shownFilters, preferred),
    [menu, shownFilters, preferred],
  );
  const groups = useMemo(() => filterGroups(menu), [menu]);
  const settings = useGuestSettings();
  const grid = settings.menu_layout === 'GRID';
  // MENU.FEATURED_ITEMS_LIMIT: at most that many; 0 hides the row.
  const featuredCount = Math.min(menu.featured_items.length, Math.max(0, settings.featured_items_limit));
  const showFeatured = !filtering && featuredCount > 0;
  const featuredLabel = t('customer.menu.featured');
  const entries = useMemo(
    () => [
      ...(showFeatured ? [{ id: FEATURED_ID, name: featuredLabel }] : []),
      ...sections.map((section) => ({ id: sectionId(section.id), name: section.name })),
    ],
    [showFeatured, featuredLabel, sections],
  );
  const resultCount = sections.reduce((count, section) => count + section.items.length, 0);

  // Stable, so that the category chips (memoised) re-render only when the sections they name change.
  const reducedMotion = preferences.reducedMotion;
  // A jump holds its section in place for a moment; a new choice or leaving the menu ends the hold.
  const stopJump = useRef(() => {});
  useEffect(() => () => stopJump.current(), []);
  const scrollTo = useCallback(
    (id: string) => {
      const section = document.getElementById(id);
      if (!section) return;
      const reduce = reducedMotion || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      // A far section is jumped to: scrolling smoothly past a big menu's slices renders them on the
      // way, each taller than the space kept for it, and the section moves away as the page scrolls
      // towards it (thousands of pixels short on the 2,000-item menu).
      const far = Math.abs(section.getBoundingClientRect().top) > FAR_SECTION_SCREENS * window.innerHeight;
      stopJump.current();
      if (reduce || far) stopJump.current = jumpToSection(section);
      else section.scrollIntoView({ behavior: 'smooth', block: 'start' });
      // Keyboard and screen-reader users continue reading at the section they chose.
      document.getElementById(`${id}-heading`)?.focus({ preventScroll: true });
    },
    [reducedMotion],
  );

  const add = (item: TPublicMenuItem, ...choice: TChoice) =>
    onAddLine(cartLineFromSelection(item, ...choice));
  // Stable, so that the cards (memoised) re-render only when their own item changes.
  const quickAdd = useCallback(
    (item: TPublicMenuBriefItem) =>
      item.has_customizations
        ? setDialogItem(item)
        : onAddLine(cartLineFromSelection({ ...item, customizations: [] }, {}, 1, '')),
    [onAddLine],
  );

  const toggleTag = (tagId: number) =>
    setTagIds((current) =>
      current.includes(tagId) ? current.filter((id) => id !== tagId) : [...current, tagId],
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <MenuSearch onSearch={setSearch} onFocus={() => prepareSearch(menu)} />
        {groups.length > 0 ? (
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls="menu-filter-panel"
            onClick={() => setFiltersOpen((open) => !open)}
            className={clsx(
              'inline-flex h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-medium',
              tagIds.length > 0
                ? 'border-action bg-action text-action-fg'
                : 'border-line bg-card text-fg hover:bg-muted',
            )}
          >
            <Icon icon={SlidersHorizontal} className="size-4" />
            {tagIds.length > 0
              ? t('customer.menu.filtersActive', { count: tagIds.length })
              : t('customer.menu.filters')}
          </button>
        ) : null}
      </div>
      {filtersOpen ? (
        <Suspense fallback={null}>
          <MenuFilterPanel
            id="menu-filter-panel"
            groups={groups}
            selected={tagIds}
            onToggle={toggleTag}
            onClear={() => setTagIds(NO_FILTERS.tagIds)}
          />
        </Suspense>
      ) : null}
      <p role="status" className={clsx('text-sm text-fg-muted', !filtering && 'sr-only')}>
        {filtering ? t('customer.menu.results', { count: resultCount }) : ''}
      </p>

      {entries.length > 0 ? <CategoryNav entries={entries} onSelect={scrollTo} /> : null}

      {featuredCount > 0 ? (
        // Hidden while filtering, not removed: the first letter of a search leaves its cards alone,
        // and clearing the search shows them again without making them anew (issue 15).
        <div hidden={!showFeatured}>
          <FeaturedRow
            id={FEATURED_ID}
            items={menu.featured_items}
            count={featuredCount}
            onOpen={setDialogItem}
          />
        </div>
      ) : null}

      <MenuSections
        sections={sections}
        tags={menu.tags}
        preferred={preferred}
        grid={grid}
        sliced={menuItemCount(menu) > SLICE_THRESHOLD}
        onOpen={setDialogItem}
        onQuickAdd={quickAdd}
      />

      {sections.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-6 text-center text-fg-muted">
          {filtering ? t('customer.menu.noResults') : t('customer.menu.empty')}
        </p>
      ) : null}

      <ItemCustomizationDialog
        item={dialogItem}
        open={dialogItem !== null}
        onOpenChange={(open) => (open ? undefined : setDialogItem(null))}
        tags={menu.tags}
        onConfirm={add}
      />
    </div>
  );
}
