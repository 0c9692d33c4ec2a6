import type { TPermission } from '@tableside/shared/permissions';
import {
  configGroupSlug,
  SEARCH_RESULTS_PER_KIND,
  type TSearchLanguage,
  type TSearchResult,
} from '@tableside/shared/search.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  searchBenches,
  searchCategories,
  searchConfigGroups,
  searchConfigSettings,
  searchMenuItems,
  searchPattern,
  type TSearchPattern,
} from './search.repository.ts';
import { SEARCH_TEXTS } from './search-language.ts';

type TDb = Kysely<Database>;

export type TSearchInput = {
  term: string;
  language: TSearchLanguage;
  /** The caller's permissions: each kind is searched only for someone who may read it. */
  permissions: readonly string[];
};

const LIMIT = SEARCH_RESULTS_PER_KIND;

/**
 * spec admin 2: up to 5 results each for menu items, tables, categories and configuration, in that
 * order, each with the admin path that shows it highlighted.
 */
export async function globalSearch(db: TDb, input: TSearchInput): Promise<TSearchResult[]> {
  const pattern = searchPattern(input.term);
  const may = (permission: TPermission) => input.permissions.includes(permission);
  const [items, tables, categories, configuration] = await Promise.all([
    may('menu.read') ? findMenuItems(db, pattern) : [],
    may('tables.read') ? findTables(db, pattern, input.language) : [],
    may('menu.read') ? findCategories(db, pattern, input.language) : [],
    may('config.read') ? findConfiguration(db, pattern, input.language) : [],
  ]);
  return [...items, ...tables, ...categories, ...configuration];
}

async function findMenuItems(db: TDb, pattern: TSearchPattern): Promise<TSearchResult[]> {
  const rows = await searchMenuItems(db, pattern, LIMIT);
  return rows.map((row) => ({
    type: 'menu_item',
    id: row.id,
    title: row.name,
    subtitle: row.category_name,
    icon: 'utensils-crossed',
    path: `/admin/menu?highlight=${row.id}`,
  }));
}

async function findTables(
  db: TDb,
  pattern: TSearchPattern,
  language: TSearchLanguage,
): Promise<TSearchResult[]> {
  const texts = SEARCH_TEXTS[language];
  const rows = await searchBenches(db, pattern, LIMIT);
  return rows.map((row) => {
    const parts = [
      row.seat_capacity === null ? null : texts.seats(row.seat_capacity),
      row.archived === 1 ? texts.archived : row.active === 1 ? null : texts.inactive,
    ].filter((part) => part !== null);
    return {
      type: 'table',
      id: row.id,
      title: row.name,
      subtitle: parts.length > 0 ? parts.join(' · ') : null,
      icon: 'table-2',
      path: `/admin/tables?highlight=${row.id}`,
    };
  });
}

async function findCategories(
  db: TDb,
  pattern: TSearchPattern,
  language: TSearchLanguage,
): Promise<TSearchResult[]> {
  const rows = await searchCategories(db, pattern, LIMIT);
  return rows.map((row) => ({
    type: 'category',
    id: row.id,
    title: row.name,
    // PostgreSQL answers count(*) as a bigint string.
    subtitle: SEARCH_TEXTS[language].items(Number(row.item_count ?? 0)),
    icon: 'folder-open',
    path: `/admin/menu?highlightCategory=${row.id}`,
  }));
}

/** Sections first, then settings, 5 together. */
async function findConfiguration(
  db: TDb,
  pattern: TSearchPattern,
  language: TSearchLanguage,
): Promise<TSearchResult[]> {
  const groups = await searchConfigGroups(db, pattern, language, LIMIT);
  const settings =
    groups.length < LIMIT ? await searchConfigSettings(db, pattern, language, LIMIT - groups.length) : [];
  return [
    ...groups.map(
      (row): TSearchResult => ({
        type: 'configuration',
        id: row.group_name,
        title: row.name,
        subtitle: row.description,
        icon: 'settings-2',
        path: `/admin/configuration/${configGroupSlug(row.group_name)}`,
      }),
    ),
    ...settings.map(
      (row): TSearchResult => ({
        type: 'configuration',
        id: row.key,
        title: row.name ?? row.key,
        subtitle: `${row.group_title ?? row.group_name} · ${row.key}`,
        icon: 'sliders-horizontal',
        path: `/admin/configuration/${configGroupSlug(row.group_name)}?highlight=${encodeURIComponent(row.key)}`,
      }),
    ),
  ];
}
