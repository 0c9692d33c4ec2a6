import { type Kysely, sql } from 'kysely';
import { listRows, type TListResult, type TListSpec } from '../db/list.ts';
import type { Database, NewRow, Row, RowUpdate } from '../db/schema.ts';

type TDb = Kysely<Database>;

/** spec admin 7: GET /menu-categories filters; every key also sorts. Menu order by default. */
export const CATEGORY_LIST_SPEC = {
  filters: {
    name: 'text',
    description: 'text',
    is_available: 'bool',
    is_visible: 'bool',
    branch_id: 'int',
    sort_order: 'int',
    created_at: 'date',
    updated_at: 'date',
  },
  defaultSort: 'sort_order',
} satisfies TListSpec;

export type TCategoryRow = Row<'menu_categories'> & {
  item_count: number | string;
  branch_name: string | null;
};

function categoryQuery(db: TDb) {
  return db
    .selectFrom('menu_categories')
    .selectAll('menu_categories')
    .select([
      sql<
        number | string
      >`(select count(*) from menu_items where menu_items.category_id = menu_categories.id)`.as('item_count'),
      sql<string | null>`(select name from branches where branches.id = menu_categories.branch_id)`.as(
        'branch_name',
      ),
    ]);
}

export function listCategoryRows(
  db: TDb,
  query: Readonly<Record<string, unknown>>,
): Promise<TListResult<TCategoryRow>> {
  return listRows(categoryQuery(db), query, CATEGORY_LIST_SPEC);
}

export function findCategoryRow(db: TDb, id: number): Promise<TCategoryRow | undefined> {
  return categoryQuery(db).where('menu_categories.id', '=', id).executeTakeFirst();
}

export async function insertCategory(db: TDb, values: NewRow<'menu_categories'>): Promise<number> {
  const { id } = await db
    .insertInto('menu_categories')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateCategory(
  db: TDb,
  id: number,
  values: RowUpdate<'menu_categories'>,
): Promise<void> {
  await db.updateTable('menu_categories').set(values).where('id', '=', id).execute();
}

export async function deleteCategory(db: TDb, id: number): Promise<void> {
  await db.deleteFrom('menu_categories').where('id', '=', id).execute();
}

export async function categoryExists(db: TDb, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('menu_categories').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined
  );
}

export async function branchExists(db: TDb, id: number): Promise<boolean> {
  return (await db.selectFrom('branches').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function countCategoryItems(db: TDb, categoryId: number): Promise<number> {
  const row = await db
    .selectFrom('menu_items')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Image file ids of a category's items, to delete with them. */
export async function categoryItemImageIds(db: TDb, categoryId: number): Promise<Array<number | null>> {
  const rows = await db
    .selectFrom('menu_items')
    .select('image_file_id')
    .where('category_id', '=', categoryId)
    .execute();
  return rows.map((row) => row.image_file_id);
}

export async function deleteCategoryItems(db: TDb, categoryId: number): Promise<void> {
  await db.deleteFrom('menu_items').where('category_id', '=', categoryId).execute();
}
