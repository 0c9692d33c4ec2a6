import { TAG_TYPES, type TTagType } from '@tableside/shared/constants';
import type {
  TPublicMenuBrief,
  TPublicMenuBriefItem,
  TPublicMenuTag,
} from '@tableside/shared/public-menu.schemas';
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

// Folded once per item of a loaded menu, not once per keystroke: a big menu has thousands (issue 15).
const haystacks = new WeakMap<TPublicMenuBriefItem, string>();

function haystackOf(item: TPublicMenuBriefItem): string {
  let haystack = haystacks.get(item);
  if (haystack === undefined) {
    haystack = foldText([item.name, item.description ?? '', item.ingredients ?? ''].join(' '));
    haystacks.set(item, haystack);
  }
  return haystack;
}

/**
 * Folds every item's text ahead of the first search, when the guest focuses the search field: the
 * first letter then only compares (2,000 items: about 2 ms of folding moved off the keystroke).
 */
export function prepareSearch(menu: TPublicMenuBrief): void {
  for (const category of menu.categories) for (const item of category.items) haystackOf(item);
}

export function matchesSearch(item: TPublicMenuBriefItem, search: string): boolean {
  return matchesWords(item, searchWords(search));
}

function searchWords(search: string): string[] {
  return foldText(search).split(/\s+/).filter(Boolean);
}

function matchesWords(item: TPublicMenuBriefItem, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const haystack = haystackOf(item);
  return words.every((word) => haystack.includes(word));
}

/** Whether an item passes the chosen tags (by group, as described above). */
function matchesTags(item: TPublicMenuBriefItem, chosen: readonly TPublicMenuTag[]): boolean {
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

/** The filters as one test per item, with the search folded and the tags looked up once. */
function filterOf(filters: TMenuFilters, tags: readonly TPublicMenuTag[]) {
  const words = searchWords(filters.search);
  const chosen = tags.filter((tag) => filters.tagIds.includes(tag.id));
  return (item: TPublicMenuBriefItem) =>
    matchesWords(item, words) && (chosen.length === 0 || matchesTags(item, chosen));
}

export function menuItemCount(menu: TPublicMenuBrief): number {
  return menu.categories.reduce((count, category) => count + category.items.length, 0);
}

export function isFiltering(filters: TMenuFilters): boolean {
  return filters.search.trim() !== '' || filters.tagIds.length > 0;
}

export function matchesPreferences(item: TPublicMenuBriefItem, preferredTagIds: readonly number[]): boolean {
  return item.tags.some((id) => preferredTagIds.includes(id));
}

export type TMenuSection = {
  id: number;
  name: string;
  description: string | null;
  items: TPublicMenuBriefItem[];
};

/**
 * The categories to show: their items filtered, the guest's preferred ones first (order kept
 * otherwise), and categories left empty by the filters dropped.
 */
export function menuSections(
  menu: TPublicMenuBrief,
  filters: TMenuFilters,
  preferredTagIds: readonly number[],
): TMenuSection[] {
  const matches = filterOf(filters, menu.tags);
  return [...menu.categories]
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((category) => {
      const items = category.items.filter(matches);
      return {
        id: category.id,
        name: category.name,
        description: category.description,
        items: preferredTagIds.length === 0 ? items : preferredFirst(items, preferredTagIds),
      };
    })
    .filter((section) => section.items.length > 0);
}

function preferredFirst(
  items: TPublicMenuBriefItem[],
  preferredTagIds: readonly number[],
): TPublicMenuBriefItem[] {
  const preferred = items.filter((item) => matchesPreferences(item, preferredTagIds));
  const others = items.filter((item) => !matchesPreferences(item, preferredTagIds));
  return [...preferred, ...others];
}

/** Tags worth offering as filters: those some item carries, by group in the spec's order. */
export function filterGroups(menu: TPublicMenuBrief): { type: TTagType; tags: TPublicMenuTag[] }[] {
  const used = new Set(menu.categories.flatMap((category) => category.items.flatMap((item) => item.tags)));
  return FILTER_GROUP_ORDER.map((type) => ({
    type,
    tags: menu.tags.filter((tag) => tag.tag_type === type && used.has(tag.id)),
  })).filter((group) => group.tags.length > 0);
}
