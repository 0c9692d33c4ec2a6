import { z } from 'zod';
import { CONFIG_LOCALES, type TConfigLocale } from './config-catalogue.ts';

/**
 * The admin header's global search (spec admin 2 "Global search", 9): up to 5 results each for menu
 * items, tables, categories and configuration (sections and settings together), grouped in that order.
 */
export const SEARCH_RESULTS_PER_KIND = 5;
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** spec admin 9: the box waits 300 ms after the last keystroke before it asks. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The four groups of the dropdown, in the spec's order. */
export const SEARCH_RESULT_TYPES = ['menu_item', 'table', 'category', 'configuration'] as const;
export type TSearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** Lucide icon names (kebab-case) the web app draws beside a result. */
export const SEARCH_RESULT_ICONS = [
  'utensils-crossed',
  'table-2',
  'folder-open',
  'settings-2',
  'sliders-horizontal',
] as const;
export type TSearchResultIcon = (typeof SEARCH_RESULT_ICONS)[number];

/**
 * spec: a result is type, id, title, subtitle, icon; `path` is where selecting it navigates. A
 * configuration result's id is its group name (a section) or its GROUP.KEY (a setting).
 */
export const ZSearchResult = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  subtitle: z.string().nullable(),
  icon: z.enum(SEARCH_RESULT_ICONS),
  path: z.string(),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;

export const ZSearchQuery = z.object({
  q: z
    .string({ error: 'A search term is required' })
    .trim()
    .min(1, 'A search term is required')
    .max(SEARCH_QUERY_MAX_LENGTH, `At most ${SEARCH_QUERY_MAX_LENGTH} characters`),
  /** The language of the configuration texts; without it, Accept-Language decides (default en). */
  lang: z.enum(CONFIG_LOCALES).optional(),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;
export type TSearchLanguage = TConfigLocale;

/** /admin/configuration/{group-in-kebab-case} (spec admin 2): KITCHEN_OPERATIONS → kitchen-operations. */
export function configGroupSlug(group: string): string {
  return group.toLowerCase().replaceAll('_', '-');
}
