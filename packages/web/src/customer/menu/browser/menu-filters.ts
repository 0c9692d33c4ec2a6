import { TAG_TYPES, type TTagType } from '@tableside/shared/constants';
import type { TPublicMenu, TPublicMenuItem, TPublicMenuTag } from '@tableside/shared/public-menu.schemas';
import { foldText } from '@tableside/shared/text-fold';

/**
 * What the guest narrows the menu by (issue "Guest journey", menu). Decided here:
 * - search matches every word typed against name, description and ingredients, ignoring case and
 *   accents as the server's searches do (decision 0024: 'kase' and 'KÄSE' find 'Käsekuchen');
 * - allergen tags EXCLUDE: choosing 'Contains Nuts' hides every item carrying it;
 * - dietary tags INCLUDE and must all hold (vegan and gluten-free means both);
 * - the other groups (spiciness, badges, other) INCLUDE with any chosen tag of the group.
 */
export type TMenuFilters = { search: string; tagIds: readonly number[] };

export const NO_FILTERS: TMenuFilters = { search: '', tagIds: [] };

/** Filter groups in the spec's order (customer 9 "Tag group display names"). */
export const FILTER_GROUP_ORDER: readonly TTagType[] = TAG_TYPES;

export function matchesSearch(item: TPublicMenuItem, search: string): boolean {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText([item.name, item.description ?? '', item.ingredients ?? ''].join(' '));
  return words.every((word) => haystack.includes(word));
}

export function matchesTags(
  item: TPublicMenuItem,
  tagIds: readonly number[],
  tags: readonly TPublicMenuTag[],
): boolean {
  const chosen = tags.filter((tag) => tagIds.includes(tag.id));
  const has = (tag: TPublicMenuTag) => item.tags.includes(tag.id);
  for (const group of FILTER_GROUP_ORDER) {
    const inGroup = chosen.filter((tag) => tag.tag_type === group);
    if (inGroup.length === 0) continue;
    if (group === 'ALLERGEN' && inGroup.some(has)) return false;
    if (group === 'DIETARY' && !inGroup.every(has)) return false;
    if (group !== 'ALLERGEN' && group !== 'DIETARY' && !inGroup.some(has)) return false;
  }
  return true;
}

export function matchesFilters(
  item: TPublicMenuItem,
  filters: TMenuFilters,
  tags: readonly TPublicMenuTag[],
): boolean {
  return matchesSearch(item, filters.search) && matchesTags(item, filters.tagIds, tags);
}

export function isFiltering(filters: TMenuFilters): boolean {
  return filters.search.trim() !== '' || filters.tagIds.length > 0;
}

export function matchesPreferences(item: TPublicMenuItem, preferredTagIds: readonly number[]): boolean {
  return item.tags.some((id) => preferredTagIds.includes(id));
}

export type TMenuSection = { id: number; name: string; description: string | null; items: TPublicMenuItem[] };

/**
 * The categories to show: their items filtered, the guest's preferred ones first (order kept
 * otherwise), and categories left empty by the filters dropped.
 */
export function menuSections(
  menu: TPublicMenu,
  filters: TMenuFilters,
  preferredTagIds: readonly number[],
): TMenuSection[] {
  return [...menu.categories]
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((category) => {
      const items = category.items.filter((item) => matchesFilters(item, filters, menu.tags));
      const preferred = items.filter((item) => matchesPreferences(item, preferredTagIds));
      const others = items.filter((item) => !matchesPreferences(item, preferredTagIds));
      return {
        id: category.id,
        name: category.name,
        description: category.description,
        items: [...preferred, ...others],
      };
    })
    .filter((section) => section.items.length > 0);
}

/** Tags worth offering as filters: those some item carries, by group in the spec's order. */
export function filterGroups(menu: TPublicMenu): { type: TTagType; tags: TPublicMenuTag[] }[] {
  const used = new Set(menu.categories.flatMap((category) => category.items.flatMap((item) => item.tags)));
  return FILTER_GROUP_ORDER.map((type) => ({
    type,
    tags: menu.tags.filter((tag) => tag.tag_type === type && used.has(tag.id)),
  })).filter((group) => group.tags.length > 0);
}
