import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

type TDb = Kysely<Database>;

/**
 * The SQL of the global search. Every query matches a LIKE '%term%' pattern against lower(column)
 * and stops at `limit` rows in SQL, so a menu of thousands of items costs one short scan per kind.
 * A b-tree index cannot serve a pattern with a leading wildcard on either database, so no index is
 * added for it (bench/src/search.ts measures the result).
 */
export type TSearchPattern = {
  /** '%term%' with %, _ and \ escaped, lower-cased. */
  contains: string;
  /** 'term%': matches that start with the term are listed first. */
  prefix: string;
};

/** Escapes LIKE's wildcards so '50%' or 'a_b' match themselves (ESCAPE '\'). */
export function searchPattern(term: string): TSearchPattern {
  // JavaScript lower-cases beyond ASCII (Ä → ä); SQLite's lower() does not, so data is matched
  // case-insensitively for ASCII letters on SQLite and for every letter on PostgreSQL.
  const escaped = term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
  return { contains: `%${escaped}%`, prefix: `${escaped}%` };
}

function likes(column: string, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

function startsFirst(column: string, pattern: TSearchPattern) {
  return sql<number>`case when lower(${sql.ref(column)}) like ${pattern.prefix} escape '\\' then 0 else 1 end`;
}

export function searchMenuItems(db: TDb, pattern: TSearchPattern, limit: number) {
  return db
    .selectFrom('menu_items')
    .innerJoin('menu_categories', 'menu_categories.id', 'menu_items.category_id')
    .select(['menu_items.id', 'menu_items.name', 'menu_categories.name as category_name'])
    .where(likes('menu_items.name', pattern.contains))
    .orderBy(startsFirst('menu_items.name', pattern))
    .orderBy('menu_items.name')
    .orderBy('menu_items.id')
    .limit(limit)
    .execute();
}

export function searchCategories(db: TDb, pattern: TSearchPattern, limit: number) {
  return db
    .selectFrom('menu_categories')
    .select((eb) => [
      'menu_categories.id',
      'menu_categories.name',
      eb
        .selectFrom('menu_items')
        .select(eb.fn.countAll<number | string>().as('count'))
        .whereRef('menu_items.category_id', '=', 'menu_categories.id')
        .as('item_count'),
    ])
    .where(likes('menu_categories.name', pattern.contains))
    .orderBy(startsFirst('menu_categories.name', pattern))
    .orderBy('menu_categories.name')
    .orderBy('menu_categories.id')
    .limit(limit)
    .execute();
}

/** Archived tables are found too (to unarchive them), after the others. */
export function searchBenches(db: TDb, pattern: TSearchPattern, limit: number) {
  return db
    .selectFrom('benches')
    .select(['id', 'name', 'seat_capacity', 'active', 'archived'])
    .where(likes('name', pattern.contains))
    .orderBy('archived')
    .orderBy(startsFirst('name', pattern))
    .orderBy('name')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Sections: the group's name (KITCHEN_OPERATIONS) or its texts in `language`. */
export function searchConfigGroups(db: TDb, pattern: TSearchPattern, language: string, limit: number) {
  return db
    .selectFrom('config_group_translations')
    .select(['group_name', 'name', 'description'])
    .where('language', '=', language)
    .where((eb) =>
      eb.or([
        likes('group_name', pattern.contains),
        likes('name', pattern.contains),
        likes('description', pattern.contains),
      ]),
    )
    .orderBy(startsFirst('name', pattern))
    .orderBy('name')
    .limit(limit)
    .execute();
}

/** Settings: the key (GROUP.KEY) or the setting's name or description in `language`. */
export function searchConfigSettings(db: TDb, pattern: TSearchPattern, language: string, limit: number) {
  return db
    .selectFrom('config_settings as s')
    .leftJoin('config_setting_translations as t', (join) =>
      join.onRef('t.setting_id', '=', 's.id').on('t.language', '=', language),
    )
    .leftJoin('config_group_translations as g', (join) =>
      join.onRef('g.group_name', '=', 's.group_name').on('g.language', '=', language),
    )
    .select(['s.key', 's.group_name', 't.name', 'g.name as group_title'])
    .where((eb) =>
      eb.or([
        likes('s.key', pattern.contains),
        likes('t.name', pattern.contains),
        likes('t.description', pattern.contains),
      ]),
    )
    .orderBy(startsFirst('t.name', pattern))
    .orderBy('s.group_name')
    .orderBy('s.sort_order')
    .limit(limit)
    .execute();
}
