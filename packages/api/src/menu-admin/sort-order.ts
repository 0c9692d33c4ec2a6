import { AppError } from '@tableside/shared/errors';
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';

/**
 * Dense ordering (docs/decisions/0009-menu-admin-api.md): the rows of one list (all categories, the
 * items of a category, the customizations of an item, the options of a customization) carry
 * sort_order 0..n-1. Every change rewrites the positions of the list inside the caller's
 * transaction, after taking the list's lock, so concurrent moves never leave gaps or duplicates.
 */
export type TOrderedList =
  | { table: 'menu_categories' }
  | { table: 'menu_items'; parentId: number }
  | { table: 'menu_item_customizations'; parentId: number }
  | { table: 'menu_item_customization_options'; parentId: number };

const PARENT_COLUMN = {
  menu_categories: null,
  menu_items: 'category_id',
  menu_item_customizations: 'menu_item_id',
  menu_item_customization_options: 'menu_item_customization_id',
} as const;

/** First key of the advisory lock, one per list kind (the second is the parent id). */
const LOCK_KEY = {
  menu_categories: 90_901,
  menu_items: 90_902,
  menu_item_customizations: 90_903,
  menu_item_customization_options: 90_904,
} as const;

type TDb = Kysely<Database>;

const parentOf = (list: TOrderedList) => ('parentId' in list ? list.parentId : 0);

/**
 * Serialises writers of one list until the transaction ends. SQLite (better-sqlite3, sql.js) has one
 * writer at a time anyway; PostgreSQL takes a transaction-scoped advisory lock.
 */
export async function lockList(trx: TDb, list: TOrderedList): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(${LOCK_KEY[list.table]}, ${parentOf(list)})`.execute(trx);
}

/** Ids of the list in display order (sort_order, then id). */
export async function listIds(trx: TDb, list: TOrderedList): Promise<number[]> {
  const parent = PARENT_COLUMN[list.table];
  const where = parent ? sql`where ${sql.ref(parent)} = ${parentOf(list)}` : sql``;
  const { rows } = await sql<{
    id: number;
  }>`select id from ${sql.table(list.table)} ${where} order by sort_order, id`.execute(trx);
  return rows.map((row) => row.id);
}

/** Writes sort_order = position for every row of the list whose position changed. */
export async function writeOrder(trx: TDb, list: TOrderedList, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const { rows } = await sql<{
    id: number;
    sort_order: number;
  }>`select id, sort_order from ${sql.table(list.table)} where id in (${sql.join(ids)})`.execute(trx);
  const current = new Map(rows.map((row) => [row.id, row.sort_order]));
  for (const [index, id] of ids.entries()) {
    if (current.get(id) === index) continue;
    await sql`update ${sql.table(list.table)} set sort_order = ${index} where id = ${id}`.execute(trx);
  }
}

/**
 * The position a new row of the list takes at its end, after renumbering the list 0..n-1 (data
 * written by other means, such as the seed's 1-based customization order, becomes dense here).
 * Call with the list locked.
 */
export async function endOfList(trx: TDb, list: TOrderedList): Promise<number> {
  const ids = await listIds(trx, list);
  await writeOrder(trx, list, ids);
  return ids.length;
}

/** Renumbers a list 0..n-1 in its present order (after a delete or a move out of it). */
export async function compactList(trx: TDb, list: TOrderedList): Promise<void> {
  await lockList(trx, list);
  await writeOrder(trx, list, await listIds(trx, list));
}

export type TPosition = { target_order?: number | null; before_id?: number | null; after_id?: number | null };

/**
 * Where `movingId` lands among `others` (the list without it): right before before_id, right after
 * after_id, or at target_order (clamped to the list). A sibling from another list is a 400.
 */
export function placeAt(others: readonly number[], movingId: number, position: TPosition): number[] {
  const result = [...others];
  const neighbour = (field: 'before_id' | 'after_id', id: number) => {
    if (id === movingId) throw AppError.validation({ [field]: ['Cannot place a row next to itself'] });
    const index = result.indexOf(id);
    if (index < 0) throw AppError.validation({ [field]: [`${id} is not in the same list`] });
    return index;
  };
  let index: number;
  if (position.before_id != null) index = neighbour('before_id', position.before_id);
  else if (position.after_id != null) index = neighbour('after_id', position.after_id) + 1;
  else index = Math.min(position.target_order ?? result.length, result.length);
  result.splice(index, 0, movingId);
  return result;
}

/** Moves one row within its list (locked, dense afterwards). */
export async function moveWithinList(
  trx: TDb,
  list: TOrderedList,
  movingId: number,
  position: TPosition,
): Promise<void> {
  await lockList(trx, list);
  const others = (await listIds(trx, list)).filter((id) => id !== movingId);
  await writeOrder(trx, list, placeAt(others, movingId, position));
}
