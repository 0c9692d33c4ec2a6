import type { TMenuItem, TMenuItemTagRef } from '@tableside/shared/menu-items.schemas';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { listRows, type TListResult, type TListSpec } from '../db/list.ts';
import type { Database, NewRow, Row, RowUpdate } from '../db/schema.ts';
import { findVariantIds } from '../files/files.repository.ts';
import { toItem, toTagRef } from './menu-views.ts';

type TDb = Kysely<Database>;

/**
 * spec admin 7: GET /menu-items filters category_id, is_available, name_like (and the other columns);
 * `tags` (tag ids) is read by the service. Every key also sorts; menu order by default.
 */
export const ITEM_LIST_SPEC = {
  filters: {
    category_id: 'int',
    menu_category_id: { type: 'int', column: 'category_id' },
    name: 'text',
    description: 'text',
    is_available: 'bool',
    is_visible: 'bool',
    basic_price: 'money',
    default_price: 'money',
    tax_id: 'int',
    preparation_time: 'int',
    sort_order: 'int',
    created_at: 'date',
    updated_at: 'date',
  },
  defaultSort: 'sort_order',
} satisfies TListSpec;

export type TItemRow = Row<'menu_items'>;
type TItemQuery = SelectQueryBuilder<Database, 'menu_items', TItemRow>;

/** The item list query; `tagIds` keeps items carrying any of those tags, `ids` only those items. */
export function itemQuery(
  db: TDb,
  filter: { tagIds?: readonly number[]; ids?: readonly number[] } = {},
): TItemQuery {
  let query = db.selectFrom('menu_items').selectAll('menu_items');
  if (filter.ids) query = query.where('menu_items.id', 'in', filter.ids.length ? [...filter.ids] : [0]);
  if (filter.tagIds?.length) {
    const tagIds = [...filter.tagIds];
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('menu_item_tags')
          .select(sql`1`.as('one'))
          .whereRef('menu_item_tags.menu_item_id', '=', 'menu_items.id')
          .where('menu_item_tags.item_tag_id', 'in', tagIds),
      ),
    );
  }
  return query;
}

export function listItemRows(
  query: TItemQuery,
  params: Readonly<Record<string, unknown>>,
): Promise<TListResult<TItemRow>> {
  return listRows(query, params, ITEM_LIST_SPEC);
}

export function findItemRow(db: TDb, id: number): Promise<TItemRow | undefined> {
  return db.selectFrom('menu_items').selectAll().where('id', '=', id).executeTakeFirst();
}

export function itemRowsOfCategories(db: TDb, categoryIds: readonly number[]): Promise<TItemRow[]> {
  if (categoryIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('menu_items')
    .selectAll()
    .where('category_id', 'in', [...categoryIds])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Tags of items, each list in tag order (sort_order, then id). */
export async function tagsOfItems(
  db: TDb,
  itemIds: readonly number[],
): Promise<Map<number, TMenuItemTagRef[]>> {
  const byItem = new Map<number, TMenuItemTagRef[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .selectFrom('menu_item_tags')
    .innerJoin('item_tags', 'item_tags.id', 'menu_item_tags.item_tag_id')
    .selectAll('item_tags')
    .select('menu_item_tags.menu_item_id')
    .where('menu_item_tags.menu_item_id', 'in', [...new Set(itemIds)])
    .orderBy('item_tags.sort_order')
    .orderBy('item_tags.id')
    .execute();
  for (const row of rows) {
    const list = byItem.get(row.menu_item_id) ?? [];
    list.push(toTagRef(row));
    byItem.set(row.menu_item_id, list);
  }
  return byItem;
}

/** Item views for rows: tags and image variants loaded with two queries whatever the count. */
export async function toItemViews(db: TDb, rows: readonly TItemRow[]): Promise<TMenuItem[]> {
  const [tags, variants] = await Promise.all([
    tagsOfItems(
      db,
      rows.map((row) => row.id),
    ),
    findVariantIds(
      db,
      rows.flatMap((row) => (row.image_file_id === null ? [] : [row.image_file_id])),
    ),
  ]);
  return rows.map((row) => toItem(row, variants, tags.get(row.id) ?? []));
}

export async function insertItem(db: TDb, values: NewRow<'menu_items'>): Promise<number> {
  const { id } = await db.insertInto('menu_items').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateItem(db: TDb, id: number, values: RowUpdate<'menu_items'>): Promise<void> {
  await db.updateTable('menu_items').set(values).where('id', '=', id).execute();
}

export async function deleteItem(db: TDb, id: number): Promise<void> {
  await db.deleteFrom('menu_items').where('id', '=', id).execute();
}

export async function taxExists(db: TDb, id: number): Promise<boolean> {
  return (await db.selectFrom('taxes').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Of `ids`, those with no row in `table`. */
export async function missingIds(
  db: TDb,
  table: 'menu_items' | 'item_tags',
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  const present = new Set(found.map((row) => row.id));
  return ids.filter((id) => !present.has(id));
}

/** Makes an item's tags exactly `tagIds`. */
export async function replaceItemTags(
  db: TDb,
  itemId: number,
  tagIds: readonly number[],
  at: string,
): Promise<void> {
  await db.deleteFrom('menu_item_tags').where('menu_item_id', '=', itemId).execute();
  if (tagIds.length === 0) return;
  await db
    .insertInto('menu_item_tags')
    .values(tagIds.map((tagId) => ({ menu_item_id: itemId, item_tag_id: tagId, created_at: at })))
    .execute();
}
