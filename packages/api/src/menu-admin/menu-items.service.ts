import { AppError, type TFieldErrors } from '@tableside/shared/errors';
import type { TMenuItemReorder } from '@tableside/shared/menu-fields.schemas';
import type { TCreateMenuItem, TMenuItemFull, TUpdateMenuItem } from '@tableside/shared/menu-items.schemas';
import { toCents } from '@tableside/shared/money';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createdColumns, stampOf, type TStamp, updatedColumns } from '../db/stamp.ts';
import type { TApiDeps } from '../deps.ts';
import { deleteFiles } from '../files/files.repository.ts';
import type { TPrincipal } from '../http/env.ts';
import { categoryExists } from './menu-categories.repository.ts';
import {
  deleteItem,
  findItemRow,
  insertItem,
  missingIds,
  replaceItemTags,
  type TItemRow,
  taxExists,
  updateItem,
} from './menu-items.repository.ts';
import { getFullItem, requireItem } from './menu-items-read.service.ts';
import { definedOnly, publishMenuChanged, scheduleText, toFlag } from './menu-stamp.ts';
import {
  compactList,
  endOfList,
  listIds,
  lockList,
  moveWithinList,
  placeAt,
  writeOrder,
} from './sort-order.ts';

type TDb = Kysely<Database>;
const itemsOf = (categoryId: number) => ({ table: 'menu_items', parentId: categoryId }) as const;

/** Category, tax and tags named by an item payload must exist: a 400 naming the field otherwise. */
export async function checkItemRefs(
  db: TDb,
  input: { category_id?: number; tax_id?: number | null; tag_ids?: readonly number[] },
): Promise<void> {
  const errors: TFieldErrors = {};
  if (input.category_id !== undefined && !(await categoryExists(db, input.category_id))) {
    errors.category_id = [`Category ${input.category_id} not found`];
  }
  if (input.tax_id != null && !(await taxExists(db, input.tax_id))) {
    errors.tax_id = [`Tax ${input.tax_id} not found`];
  }
  const missingTags = input.tag_ids ? await missingIds(db, 'item_tags', input.tag_ids) : [];
  if (missingTags.length > 0) errors.tag_ids = [`Tags not found: ${missingTags.join(', ')}`];
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

/** The stored columns of an item payload (create or partial update). */
export function itemColumns(input: TUpdateMenuItem) {
  return definedOnly({
    category_id: input.category_id,
    name: input.name,
    description: input.description,
    notes: input.notes,
    ingredients: input.ingredients,
    basic_price: input.basic_price === undefined ? undefined : toCents(input.basic_price),
    default_price: input.default_price === undefined ? undefined : toCents(input.default_price),
    tax_id: input.tax_id,
    preparation_time: input.preparation_time,
    time_availability: scheduleText(input.time_availability),
    is_available: input.is_available === undefined ? undefined : toFlag(input.is_available),
    is_visible: input.is_visible === undefined ? undefined : toFlag(input.is_visible),
  });
}

/** Inserts an item last in its category (or at sort_order), with its tags. Inside a transaction. */
export async function insertItemInto(trx: TDb, input: TCreateMenuItem, stamp: TStamp): Promise<number> {
  const list = itemsOf(input.category_id);
  await lockList(trx, list);
  const count = await endOfList(trx, list);
  const id = await insertItem(trx, {
    description: null,
    notes: null,
    ingredients: null,
    tax_id: null,
    preparation_time: null,
    time_availability: null,
    is_available: 1,
    is_visible: 1,
    ...itemColumns(input),
    category_id: input.category_id,
    name: input.name,
    basic_price: toCents(input.basic_price),
    default_price: toCents(input.default_price ?? input.basic_price),
    sort_order: count,
    ...createdColumns(stamp),
  });
  if (input.sort_order != null) await moveWithinList(trx, list, id, { target_order: input.sort_order });
  if (input.tag_ids) await replaceItemTags(trx, id, input.tag_ids, stamp.at);
  return id;
}

export async function createItem(
  deps: TApiDeps,
  input: TCreateMenuItem,
  principal: TPrincipal,
): Promise<TMenuItemFull> {
  await checkItemRefs(deps.db, input);
  const stamp = stampOf(deps, principal);
  const id = await deps.db.transaction().execute((trx) => insertItemInto(trx, input, stamp));
  publishMenuChanged(deps);
  return getFullItem(deps.db, id);
}

/** Writes a partial item update; a new category puts the item last there. Inside a transaction. */
export async function updateItemIn(
  trx: TDb,
  row: TItemRow,
  input: TUpdateMenuItem,
  stamp: TStamp,
): Promise<void> {
  // A new category puts the item last there (under both lists' locks) before the other fields change.
  if (input.category_id !== undefined && input.category_id !== row.category_id) {
    await moveAcross(trx, row.id, row.category_id, input.category_id, {});
  }
  await updateItem(trx, row.id, { ...itemColumns(input), ...updatedColumns(stamp) });
  if (input.tag_ids) await replaceItemTags(trx, row.id, input.tag_ids, stamp.at);
}

export async function updateItemFields(
  deps: TApiDeps,
  id: number,
  input: TUpdateMenuItem,
  principal: TPrincipal,
): Promise<TMenuItemFull> {
  const row = await requireItem(deps.db, id);
  await checkItemRefs(deps.db, input);
  const stamp = stampOf(deps, principal);
  await deps.db.transaction().execute((trx) => updateItemIn(trx, row, input, stamp));
  publishMenuChanged(deps);
  return getFullItem(deps.db, id);
}

export async function toggleItem(
  deps: TApiDeps,
  id: number,
  flag: 'is_available' | 'is_visible',
  principal: TPrincipal,
): Promise<TMenuItemFull> {
  const row = await requireItem(deps.db, id);
  await updateItem(deps.db, id, {
    [flag]: row[flag] === 1 ? 0 : 1,
    ...updatedColumns(stampOf(deps, principal)),
  });
  publishMenuChanged(deps);
  return getFullItem(deps.db, id);
}

export async function removeItem(deps: TApiDeps, id: number): Promise<void> {
  const row = await requireItem(deps.db, id);
  await deps.db.transaction().execute(async (trx) => {
    await deleteItem(trx, id);
    await deleteFiles(trx, [row.image_file_id]);
    await compactList(trx, itemsOf(row.category_id));
  });
  publishMenuChanged(deps);
}

/**
 * Moves an item into another category at a position, closing the gap it leaves. Both lists are
 * locked, lower category id first, so two opposite moves cannot deadlock.
 */
async function moveAcross(
  trx: TDb,
  itemId: number,
  fromCategory: number,
  toCategory: number,
  position: TMenuItemReorder,
): Promise<void> {
  const [first, second] = fromCategory < toCategory ? [fromCategory, toCategory] : [toCategory, fromCategory];
  await lockList(trx, itemsOf(first));
  await lockList(trx, itemsOf(second));
  const target = (await listIds(trx, itemsOf(toCategory))).filter((id) => id !== itemId);
  const order = placeAt(target, itemId, position);
  await updateItem(trx, itemId, { category_id: toCategory });
  await writeOrder(trx, itemsOf(toCategory), order);
  await writeOrder(trx, itemsOf(fromCategory), await listIds(trx, itemsOf(fromCategory)));
}

/**
 * PATCH /menu-items/{id}/reorder: within its category, or into category_id (or the category of
 * before_id / after_id). spec admin 5: one of target_order, before_id, after_id is required.
 */
export async function reorderItem(
  deps: TApiDeps,
  id: number,
  position: TMenuItemReorder,
  principal: TPrincipal,
): Promise<TMenuItemFull> {
  const row = await requireItem(deps.db, id);
  const neighbourId = position.before_id ?? position.after_id;
  const neighbour = neighbourId != null ? await findItemRow(deps.db, neighbourId) : undefined;
  const field = position.before_id != null ? 'before_id' : 'after_id';
  if (neighbourId != null && !neighbour)
    throw AppError.validation({ [field]: [`Menu item ${neighbourId} not found`] });
  const target = position.category_id ?? neighbour?.category_id ?? row.category_id;
  if (position.category_id != null && !(await categoryExists(deps.db, position.category_id))) {
    throw AppError.validation({ category_id: [`Category ${position.category_id} not found`] });
  }
  if (neighbour && neighbour.category_id !== target) {
    throw AppError.validation({ [field]: [`Menu item ${neighbourId} is not in category ${target}`] });
  }
  const stamp = stampOf(deps, principal);
  await deps.db.transaction().execute(async (trx) => {
    if (target === row.category_id) await moveWithinList(trx, itemsOf(target), id, position);
    else await moveAcross(trx, id, row.category_id, target, position);
    await updateItem(trx, id, updatedColumns(stamp));
  });
  publishMenuChanged(deps);
  return getFullItem(deps.db, id);
}
