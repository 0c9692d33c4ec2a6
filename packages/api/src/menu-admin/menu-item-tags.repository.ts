import type { Kysely } from 'kysely';
import { listRows, type TListResult, type TListSpec } from '../db/list.ts';
import type { Database, Row } from '../db/schema.ts';

type TDb = Kysely<Database>;

/** GET /menu-item-tags filters menu_item_id and item_tag_id. */
export const LINK_LIST_SPEC = {
  filters: { menu_item_id: 'int', item_tag_id: 'int', created_at: 'date' },
} satisfies TListSpec;

export type TLinkRow = Row<'menu_item_tags'>;

export function listLinkRows(
  db: TDb,
  query: Readonly<Record<string, unknown>>,
): Promise<TListResult<TLinkRow>> {
  return listRows(db.selectFrom('menu_item_tags').selectAll(), query, LINK_LIST_SPEC);
}

export function findLinkRow(db: TDb, id: number): Promise<TLinkRow | undefined> {
  return db.selectFrom('menu_item_tags').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findLinkByPair(db: TDb, itemId: number, tagId: number): Promise<TLinkRow | undefined> {
  return db
    .selectFrom('menu_item_tags')
    .selectAll()
    .where('menu_item_id', '=', itemId)
    .where('item_tag_id', '=', tagId)
    .executeTakeFirst();
}

export async function insertLink(db: TDb, itemId: number, tagId: number, at: string): Promise<number> {
  const { id } = await db
    .insertInto('menu_item_tags')
    .values({ menu_item_id: itemId, item_tag_id: tagId, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateLink(db: TDb, id: number, itemId: number, tagId: number): Promise<void> {
  await db
    .updateTable('menu_item_tags')
    .set({ menu_item_id: itemId, item_tag_id: tagId })
    .where('id', '=', id)
    .execute();
}

export async function deleteLink(db: TDb, id: number): Promise<void> {
  await db.deleteFrom('menu_item_tags').where('id', '=', id).execute();
}

/** Every link of the items, for the bulk answers. */
export function linksOfItems(db: TDb, itemIds: readonly number[]): Promise<TLinkRow[]> {
  return db
    .selectFrom('menu_item_tags')
    .selectAll()
    .where('menu_item_id', 'in', [...itemIds])
    .orderBy('item_tag_id')
    .execute();
}

export async function deleteLinksOf(
  db: TDb,
  itemIds: readonly number[],
  tagIds?: readonly number[],
): Promise<void> {
  let query = db.deleteFrom('menu_item_tags').where('menu_item_id', 'in', [...itemIds]);
  if (tagIds) {
    if (tagIds.length === 0) return;
    query = query.where('item_tag_id', 'in', [...tagIds]);
  }
  await query.execute();
}

/** Inserts the pairs not there yet (in chunks that every driver's parameter limit accepts). */
export async function addLinks(
  db: TDb,
  itemIds: readonly number[],
  tagIds: readonly number[],
  at: string,
): Promise<void> {
  if (itemIds.length === 0 || tagIds.length === 0) return;
  const present = new Set(
    (await linksOfItems(db, itemIds)).map((link) => `${link.menu_item_id}:${link.item_tag_id}`),
  );
  const rows = itemIds.flatMap((itemId) =>
    tagIds
      .filter((tagId) => !present.has(`${itemId}:${tagId}`))
      .map((tagId) => ({ menu_item_id: itemId, item_tag_id: tagId, created_at: at })),
  );
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto('menu_item_tags')
      .values(rows.slice(start, start + 200))
      .execute();
  }
}
