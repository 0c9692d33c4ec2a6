import { AppError } from '@tableside/shared/errors';
import type {
  TCreateMenuCategory,
  TMenuCategory,
  TUpdateMenuCategory,
} from '@tableside/shared/menu-categories.schemas';
import type { TCategoriesReorder, TReorder } from '@tableside/shared/menu-fields.schemas';
import type { Kysely } from 'kysely';
import type { TListResult } from '../db/list.ts';
import type { Database } from '../db/schema.ts';
import { createdColumns, stampOf, updatedColumns } from '../db/stamp.ts';
import type { TApiDeps } from '../deps.ts';
import { deleteFiles, findVariantIds } from '../files/files.repository.ts';
import type { TPrincipal } from '../http/env.ts';
import {
  branchExists,
  categoryItemImageIds,
  countCategoryItems,
  deleteCategory,
  deleteCategoryItems,
  findCategoryRow,
  insertCategory,
  listCategoryRows,
  type TCategoryRow,
  updateCategory,
} from './menu-categories.repository.ts';
import { itemRowsOfCategories, toItemViews } from './menu-items.repository.ts';
import { mapList } from './menu-list.ts';
import { definedOnly, publishMenuChanged, scheduleText, toFlag } from './menu-stamp.ts';
import { toCategory } from './menu-views.ts';
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
const CATEGORIES = { table: 'menu_categories' } as const;

async function toCategoryViews(
  db: TDb,
  rows: readonly TCategoryRow[],
  withItems: boolean,
): Promise<TMenuCategory[]> {
  const variants = await findVariantIds(
    db,
    rows.flatMap((row) => (row.image_file_id === null ? [] : [row.image_file_id])),
  );
  const views = rows.map((row) => toCategory(row, variants));
  if (!withItems) return views;
  const items = await toItemViews(
    db,
    await itemRowsOfCategories(
      db,
      rows.map((row) => row.id),
    ),
  );
  return views.map((view) => ({ ...view, menu_items: items.filter((item) => item.category_id === view.id) }));
}

/** spec admin 7: `include=menu_items` adds each category's items. */
export async function listCategories(
  deps: TApiDeps,
  query: Readonly<Record<string, unknown>>,
  include: readonly string[],
): Promise<TListResult<TMenuCategory>> {
  const rows = await listCategoryRows(deps.db, query);
  return mapList(rows, (page) => toCategoryViews(deps.db, page, include.includes('menu_items')));
}

export async function getCategory(db: TDb, id: number, withItems = false): Promise<TMenuCategory> {
  const row = await findCategoryRow(db, id);
  if (!row) throw AppError.notFound('Category', id);
  const [view] = await toCategoryViews(db, [row], withItems);
  return view as TMenuCategory;
}

async function checkBranch(db: TDb, branchId: number | null | undefined): Promise<void> {
  if (branchId != null && !(await branchExists(db, branchId))) {
    throw AppError.validation({ branch_id: [`Branch ${branchId} not found`] });
  }
}

export async function createCategory(
  deps: TApiDeps,
  input: TCreateMenuCategory,
  principal: TPrincipal,
): Promise<TMenuCategory> {
  await checkBranch(deps.db, input.branch_id);
  const stamp = stampOf(deps, principal);
  const id = await deps.db.transaction().execute(async (trx) => {
    await lockList(trx, CATEGORIES);
    const count = await endOfList(trx, CATEGORIES);
    const newId = await insertCategory(trx, {
      name: input.name,
      description: input.description ?? null,
      is_available: toFlag(input.is_available ?? true),
      is_visible: toFlag(input.is_visible ?? true),
      time_availability: scheduleText(input.time_availability) ?? null,
      branch_id: input.branch_id ?? null,
      sort_order: count,
      ...createdColumns(stamp),
    });
    if (input.sort_order != null)
      await moveWithinList(trx, CATEGORIES, newId, { target_order: input.sort_order });
    return newId;
  });
  publishMenuChanged(deps);
  return getCategory(deps.db, id);
}

async function requireCategory(db: TDb, id: number): Promise<TCategoryRow> {
  const row = await findCategoryRow(db, id);
  if (!row) throw AppError.notFound('Category', id);
  return row;
}

export async function updateCategoryFields(
  deps: TApiDeps,
  id: number,
  input: TUpdateMenuCategory,
  principal: TPrincipal,
): Promise<TMenuCategory> {
  await requireCategory(deps.db, id);
  await checkBranch(deps.db, input.branch_id);
  await updateCategory(deps.db, id, {
    ...definedOnly({
      name: input.name,
      description: input.description,
      is_available: input.is_available === undefined ? undefined : toFlag(input.is_available),
      is_visible: input.is_visible === undefined ? undefined : toFlag(input.is_visible),
      time_availability: scheduleText(input.time_availability),
      branch_id: input.branch_id,
    }),
    ...updatedColumns(stampOf(deps, principal)),
  });
  publishMenuChanged(deps);
  return getCategory(deps.db, id);
}

/** spec admin 4: toggle availability / visibility flips the flag. */
export async function toggleCategory(
  deps: TApiDeps,
  id: number,
  flag: 'is_available' | 'is_visible',
  principal: TPrincipal,
): Promise<TMenuCategory> {
  const row = await requireCategory(deps.db, id);
  await updateCategory(deps.db, id, {
    [flag]: row[flag] === 1 ? 0 : 1,
    ...updatedColumns(stampOf(deps, principal)),
  });
  publishMenuChanged(deps);
  return getCategory(deps.db, id);
}

/**
 * A category with items is kept unless `force` (docs/decisions/0009): deleting a whole section of
 * the menu by a slip is worse than a second click. With force, its items and images go too.
 */
export async function removeCategory(deps: TApiDeps, id: number, force: boolean): Promise<void> {
  const row = await requireCategory(deps.db, id);
  await deps.db.transaction().execute(async (trx) => {
    const items = await countCategoryItems(trx, id);
    if (items > 0 && !force) {
      throw new AppError(
        'CONFLICT',
        `Category '${row.name}' still has ${items} ${items === 1 ? 'item' : 'items'}. ` +
          'Move or delete them first, or delete with force=true to delete them too.',
      );
    }
    const imageIds = [row.image_file_id, ...(await categoryItemImageIds(trx, id))];
    await deleteCategoryItems(trx, id);
    await deleteCategory(trx, id);
    await deleteFiles(trx, imageIds);
    await compactList(trx, CATEGORIES);
  });
  publishMenuChanged(deps);
}

/** PATCH /menu-categories/{id}/reorder. */
export async function reorderCategory(
  deps: TApiDeps,
  id: number,
  position: TReorder,
  principal: TPrincipal,
): Promise<TMenuCategory> {
  await requireCategory(deps.db, id);
  await deps.db.transaction().execute(async (trx) => {
    await moveWithinList(trx, CATEGORIES, id, position);
    await updateCategory(trx, id, updatedColumns(stampOf(deps, principal)));
  });
  publishMenuChanged(deps);
  return getCategory(deps.db, id);
}

/** PATCH /menu-categories/reorder: the whole order, or one move; answers every category in order. */
export async function reorderCategories(deps: TApiDeps, input: TCategoriesReorder): Promise<TMenuCategory[]> {
  await deps.db.transaction().execute(async (trx) => {
    await lockList(trx, CATEGORIES);
    const current = await listIds(trx, CATEGORIES);
    if (input.ordered_ids !== undefined) {
      const given = input.ordered_ids;
      const complete =
        given.length === current.length &&
        new Set(given).size === given.length &&
        given.every((id) => current.includes(id));
      if (!complete) {
        throw AppError.validation({ ordered_ids: ['List every category exactly once'] });
      }
      await writeOrder(trx, CATEGORIES, given);
      return;
    }
    const id = input.id as number;
    if (!current.includes(id)) throw AppError.notFound('Category', id);
    const others = current.filter((other) => other !== id);
    await writeOrder(trx, CATEGORIES, placeAt(others, id, input));
  });
  publishMenuChanged(deps);
  const all = await listCategoryRows(deps.db, {});
  return toCategoryViews(deps.db, Array.isArray(all) ? all : all.content, false);
}
