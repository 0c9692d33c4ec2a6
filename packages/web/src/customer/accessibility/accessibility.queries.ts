import { TAG_TYPES, type TTagType } from '@tableside/shared/constants';
import type { TPublicMenuBrief, TPublicMenuTag } from '@tableside/shared/public-menu.schemas';
import { queryOptions } from '@tanstack/react-query';
import { menuQueries } from '../menu-data/menu.queries.ts';

export type TMenuTag = Pick<TPublicMenuTag, 'id' | 'name' | 'tag_type' | 'color'>;

const selectTags = (menu: TPublicMenuBrief) => menu.tags;

export const accessibilityQueries = {
  /**
   * The tags a guest may prefer: those of GET /api/public/menu (spec customer 3 preferredTags). From
   * a table's menu they are that table's menu's tags, read from the menu the guest has already loaded
   * (the same query); opened directly, the whole menu's.
   */
  menuTags: (tableId: number | null) =>
    queryOptions({ ...menuQueries.publicMenu(tableId), select: selectTags }),
};

/** Tags grouped by type in the spec's group order, empty groups left out. */
export function groupTags(tags: readonly TMenuTag[]): { type: TTagType; tags: TMenuTag[] }[] {
  return TAG_TYPES.map((type) => ({ type, tags: tags.filter((tag) => tag.tag_type === type) })).filter(
    (group) => group.tags.length > 0,
  );
}
