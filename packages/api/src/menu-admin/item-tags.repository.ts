import { type Kysely, sql } from 'kysely';
import { listRows, type TListResult, type TListSpec } from '../db/list.ts';
import type { Database, NewRow, Row, RowUpdate } from '../db/schema.ts';
import { foldedEquals } from '../db/text-fold.ts';

type TDb = Kysely<Database>;

/** spec admin 7: GET /item-tags filters featured and internal (and tag_type, name); tag order by default. */
export const TAG_LIST_SPEC = {
  filters: {
    name: 'text',
    tag_type: 'text',
    featured: 'bool',
    internal: 'bool',
    color: 'text',
    sort_order: 'int',
  },
  defaultSort: 'sort_order',
} satisfies TListSpec;

export type TTagRow = Row<'item_tags'> & { items_count: number | string };

function tagQuery(db: TDb) {
  return db
    .selectFrom('item_tags')
    .selectAll('item_tags')
    .select(
      sql<
        number | string
      >`(select count(*) from menu_item_tags where menu_item_tags.item_tag_id = item_tags.id)`.as(
        'items_count',
      ),
    );
}

export function listTagRows(
  db: TDb,
  query: Readonly<Record<string, unknown>>,
): Promise<TListResult<TTagRow>> {
  return listRows(tagQuery(db), query, TAG_LIST_SPEC);
}

export function findTagRow(db: TDb, id: number): Promise<TTagRow | undefined> {
  return tagQuery(db).where('item_tags.id', '=', id).executeTakeFirst();
}

/** A tag of the same type and name (ignoring case and accents, decision 0024), other than `exceptId`. */
export async function findTagByName(
  db: TDb,
  tagType: string,
  name: string,
  exceptId?: number,
): Promise<{ id: number } | undefined> {
  let query = db
    .selectFrom('item_tags')
    .select('id')
    .where('tag_type', '=', tagType)
    .where(foldedEquals('name', name));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function nextTagSortOrder(db: TDb): Promise<number> {
  const row = await db
    .selectFrom('item_tags')
    .select((eb) => eb.fn.max<number | null>('sort_order').as('max'))
    .executeTakeFirst();
  return row?.max == null ? 0 : Number(row.max) + 1;
}

export async function insertTag(db: TDb, values: NewRow<'item_tags'>): Promise<number> {
  const { id } = await db.insertInto('item_tags').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateTag(db: TDb, id: number, values: RowUpdate<'item_tags'>): Promise<void> {
  await db.updateTable('item_tags').set(values).where('id', '=', id).execute();
}

export async function deleteTag(db: TDb, id: number): Promise<void> {
  await db.deleteFrom('item_tags').where('id', '=', id).execute();
}
