import type { TPublicMenuBriefItem, TPublicMenuTag } from '@tableside/shared/public-menu.schemas';
import { clsx } from 'clsx';
import { memo, type ReactNode, useCallback } from 'react';
import { propsSameBut, sameEach } from '../../../lib/same-props.ts';
import { useMediaQuery } from '../../../lib/use-media-query.hook.ts';
import { SectionItems, sliceSize } from './item-slices.tsx';
import { matchesPreferences, type TMenuSection } from './menu-filters.ts';
import { MenuItemCard, useCardDisplay } from './menu-item-card.tsx';

type TMenuSectionsProps = {
  sections: readonly TMenuSection[];
  tags: readonly TPublicMenuTag[];
  preferred: readonly number[];
  grid: boolean;
  /** A big menu renders in slices (decision 0030). */
  sliced: boolean;
  onOpen: (item: TPublicMenuBriefItem) => void;
  onQuickAdd: (item: TPublicMenuBriefItem) => void;
};

export const sectionId = (categoryId: number) => `menu-category-${categoryId}`;
const itemKey = (item: TPublicMenuBriefItem) => item.id;
/** Where the grid below (`md:grid-cols-3`) turns from two columns to three. */
const WIDE_GRID_QUERY = '(min-width: 48rem)';

/**
 * The menu's categories with their item cards. Memoised by what they show: a render of the browser
 * that changes no results (a letter that matches the same items, the filter panel opening) leaves
 * them alone, and a letter renders only the sections whose results it changes (issue 15).
 */
export const MenuSections = memo(
  function MenuSections({ sections, tags, preferred, grid, sliced, onOpen, onQuickAdd }: TMenuSectionsProps) {
    const display = useCardDisplay();
    const wide = useMediaQuery(WIDE_GRID_QUERY);
    const columns = grid ? (wide ? 3 : 2) : 1;
    const renderItem = useCallback(
      (item: TPublicMenuBriefItem) => (
        <MenuItemCard
          item={item}
          tags={tags}
          preferred={matchesPreferences(item, preferred)}
          grid={grid}
          display={display}
          onOpen={onOpen}
          onQuickAdd={onQuickAdd}
        />
      ),
      [tags, preferred, grid, display, onOpen, onQuickAdd],
    );
    const size = sliceSize(columns);
    let offset = 0;
    return sections.map((section) => {
      // Where the section starts in what is shown: the first slice of all renders at once.
      const eager = offset < size;
      offset += section.items.length;
      return (
        <MenuSection
          key={section.id}
          section={section}
          eager={eager}
          sliced={sliced}
          grid={grid}
          columns={columns}
          renderItem={renderItem}
        />
      );
    });
  },
  propsSameBut<TMenuSectionsProps, 'sections'>('sections', (before, after) =>
    sameEach(before, after, sameSection),
  ),
);

type TMenuSectionProps = {
  section: TMenuSection;
  /** Its first slice renders at once: it starts within the first slice of what is shown. */
  eager: boolean;
  sliced: boolean;
  grid: boolean;
  columns: number;
  renderItem: (item: TPublicMenuBriefItem) => ReactNode;
};

/**
 * One category. Memoised by what it shows: a letter that changes some sections' results (or none)
 * renders only those; the others' items are the same objects in the same order, if new arrays.
 */
const MenuSection = memo(
  function MenuSection({ section, eager, sliced, grid, columns, renderItem }: TMenuSectionProps) {
    const id = sectionId(section.id);
    return (
      <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-32 space-y-3">
        <div>
          <h2 id={`${id}-heading`} tabIndex={-1} className="text-lg font-semibold">
            {section.name}
          </h2>
          {section.description ? <p className="text-sm text-fg-muted">{section.description}</p> : null}
        </div>
        <ul className={clsx('grid gap-3', grid && 'grid-cols-2 md:grid-cols-3')}>
          <SectionItems
            items={section.items}
            eager={eager}
            sliced={sliced}
            columns={columns}
            itemKey={itemKey}
            renderItem={renderItem}
          />
        </ul>
      </section>
    );
  },
  propsSameBut<TMenuSectionProps, 'section'>('section', sameSection),
);

/** The same section showing the same items: what a letter that keeps its results makes anew. */
function sameSection(before: TMenuSection, after: TMenuSection): boolean {
  return (
    before === after ||
    (before.id === after.id &&
      before.name === after.name &&
      before.description === after.description &&
      sameEach(before.items, after.items))
  );
}
