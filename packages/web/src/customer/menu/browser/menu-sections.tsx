import type { TPublicMenuBriefItem, TPublicMenuTag } from '@tableside/shared/public-menu.schemas';
import { clsx } from 'clsx';
import { memo, useCallback } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query.hook.ts';
import { SectionItems } from './item-slices.tsx';
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
 * The menu's categories with their item cards. Memoised: a render of the browser that changes no
 * results (a letter that matches the same items, the filter panel opening) leaves them alone.
 */
export const MenuSections = memo(function MenuSections({
  sections,
  tags,
  preferred,
  grid,
  sliced,
  onOpen,
  onQuickAdd,
}: TMenuSectionsProps) {
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
  let offset = 0;
  return sections.map((section) => {
    const id = sectionId(section.id);
    // Where the section starts in what is shown: the first items of all render at once.
    const first = offset;
    offset += section.items.length;
    return (
      <section key={section.id} id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-32 space-y-3">
        <div>
          <h2 id={`${id}-heading`} tabIndex={-1} className="text-lg font-semibold">
            {section.name}
          </h2>
          {section.description ? <p className="text-sm text-fg-muted">{section.description}</p> : null}
        </div>
        <ul className={clsx('grid gap-3', grid && 'grid-cols-2 md:grid-cols-3')}>
          <SectionItems
            items={section.items}
            first={first}
            sliced={sliced}
            columns={columns}
            itemKey={itemKey}
            renderItem={renderItem}
          />
        </ul>
      </section>
    );
  });
});
