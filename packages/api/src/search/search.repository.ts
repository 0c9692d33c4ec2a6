import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { folded, foldedLike, likePattern } from '../db/text-fold.ts';

type TDb = Kysely<Database>;

/**
 * The SQL of the global search. Every query matches a LIKE '%term%' pattern against the column
 * folded by ts_fold (case and accents ignored alike on every database, decision 0024) and stops at
 * `limit` rows in SQL, so a menu of thousands of items costs one short scan per kind. A b-tree
 * index cannot serve a pattern with a leading wildcard on either database, so no index is added for
 * it (bench/src/search.ts measures the result).
 */
export type TSearchPattern = {
  /** '%term%', folded, with %, _ and \ escaped. */
  contains: string;
  /** 'term%': matches that start with the term are listed first. */
  prefix: string;
};

export function searchPattern(term: string): TSearchPattern {
  return { contains: likePattern(term, 'contains'), prefix: likePattern(term, 'prefix') };
}

function startsFirst(column: string, pattern: TSearchPattern) {
  return sql<number>`case when ${foldedLike(column, pattern.prefix)} then 0 else 1 end`;
}

export function searchMenuItems(db: TDb, pattern: TSearchPattern, limit: number) {
  return db
    .selectFrom('menu_items')
    .innerJoin('menu_categories', 'menu_categories.id', 'menu_items.category_id')
    .select(['menu_items.id', 'menu_items.name', 'menu_categories.name as category_name'])
    .where(foldedLike('menu_items.name', pattern.contains))
    .orderBy(startsFirst('menu_items.name', pattern))
    .orderBy(folded('menu_items.name'))
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
    .where(foldedLike('menu_categories.name', pattern.contains))
    .orderBy(startsFirst('menu_categories.name', pattern))
    .orderBy(folded('menu_categories.name'))
    .orderBy('menu_categories.id')
    .limit(limit)
    .execute();
}

/** Archived tables are found too (to unarchive them), after the others. */
export function searchBenches(db: TDb, pattern: TSearchPattern, limit: number) {
  return db
    .selectFrom('benches')
    .select(['id', 'name', 'seat_capacity', 'active', 'archived'])
    .where(foldedLike('name', pattern.contains))
    .orderBy('archived')
    .orderBy(startsFirst('name', pattern))
    .orderBy(folded('name'))
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
        foldedLike('group_name', pattern.contains),
        foldedLike('name', pattern.contains),
        foldedLike('description', pattern.contains),
      ]),
    )
    .orderBy(startsFirst('name', pattern))
    .orderBy(folded('name'))
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
        foldedLike('s.key', pattern.contains),
        foldedLike('t.name', pattern.contains),
        foldedLike('t.description', pattern.contains),
      ]),
    )
    .orderBy(startsFirst('t.name', pattern))
    .orderBy('s.group_name')
    .orderBy('s.sort_order')
    .limit(limit)
    .execute();
}
