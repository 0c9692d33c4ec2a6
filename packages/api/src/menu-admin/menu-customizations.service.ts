import { AppError } from '@tableside/shared/errors';
import type {
  TCreateCustomization,
  TMenuItemCustomization,
  TUpdateCustomization,
} from '@tableside/shared/menu-customizations.schemas';
import type { TReorder } from '@tableside/shared/menu-fields.schemas';
import type { Kysely } from 'kysely';
import type { TListResult } from '../db/list.ts';
import type { Database } from '../db/schema.ts';
import { createdColumns, stampOf, updatedColumns } from '../db/stamp.ts';
import type { TApiDeps } from '../deps.ts';
import type { TPrincipal } from '../http/env.ts';
import {
  customizationRowsOfItems,
  deleteCustomizations,
  findCustomizationRow,
  findOptionOwner,
  insertCustomization,
  listCustomizationRows,
  optionRowsOfCustomizations,
  type TCustomizationRow,
  toCustomizationViews,
  updateCustomization,
} from './menu-customizations.repository.ts';
import { findItemRow } from './menu-items.repository.ts';
import { mapList } from './menu-list.ts';
import { definedOnly, publishMenuChanged, toFlag } from './menu-stamp.ts';
import { compactList, endOfList, lockList, moveWithinList } from './sort-order.ts';

type TDb = Kysely<Database>;
const customizationsOf = (itemId: number) =>
  ({ table: 'menu_item_customizations', parentId: itemId }) as const;

export async function listCustomizations(
  deps: TApiDeps,
  query: Readonly<Record<string, unknown>>,
): Promise<TListResult<TMenuItemCustomization>> {
  return mapList(await listCustomizationRows(deps.db, query), (rows) => toCustomizationViews(deps.db, rows));
}

async function requireCustomization(db: TDb, id: number): Promise<TCustomizationRow> {
  const row = await findCustomizationRow(db, id);
  if (!row) throw AppError.notFound('Customization', id);
  return row;
}

export async function getCustomization(db: TDb, id: number): Promise<TMenuItemCustomization> {
  const [view] = await toCustomizationViews(db, [await requireCustomization(db, id)]);
  return view as TMenuItemCustomization;
}

/**
 * enabled_by_id names an option of another customization of the same item, and following the
 * enabling options from there never comes back to this customization (it would never be offered).
 */
async function checkEnabledBy(
  db: TDb,
  itemId: number,
  customizationId: number | null,
  optionId: number | null | undefined,
): Promise<void> {
  if (optionId == null) return;
  const fail = (message: string) => AppError.validation({ enabled_by_id: [message] });
  const owner = await findOptionOwner(db, optionId);
  if (!owner || owner.menu_item_id !== itemId) throw fail(`Option ${optionId} is not an option of this item`);
  if (owner.customization_id === customizationId)
    throw fail('A customization cannot be enabled by its own option');
  if (customizationId === null) return;
  const customizations = await customizationRowsOfItems(db, [itemId]);
  const options = await optionRowsOfCustomizations(
    db,
    customizations.map((c) => c.id),
  );
  const ownerOf = new Map(options.map((o) => [o.id, o.menu_item_customization_id]));
  const enabledBy = new Map(customizations.map((c) => [c.id, c.enabled_by_id]));
  let current: number | undefined = owner.customization_id;
  for (let steps = 0; current !== undefined && steps <= customizations.length; steps++) {
    if (current === customizationId) throw fail('Customizations cannot enable each other in a circle');
    const next = enabledBy.get(current);
    current = next == null ? undefined : ownerOf.get(next);
  }
}

export async function createCustomization(
  deps: TApiDeps,
  input: TCreateCustomization,
  principal: TPrincipal,
): Promise<TMenuItemCustomization> {
  if (!(await findItemRow(deps.db, input.menu_item_id))) {
    throw AppError.validation({ menu_item_id: [`Menu item ${input.menu_item_id} not found`] });
  }
  await checkEnabledBy(deps.db, input.menu_item_id, null, input.enabled_by_id);
  const stamp = stampOf(deps, principal);
  const id = await deps.db.transaction().execute(async (trx) => {
    const list = customizationsOf(input.menu_item_id);
    await lockList(trx, list);
    const newId = await insertCustomization(trx, {
      menu_item_id: input.menu_item_id,
      name: input.name,
      description: input.description ?? null,
      type: input.type,
      ui_type: input.ui_type ?? 'DROPDOWN',
      required: toFlag(input.required ?? false),
      enabled_by_id: input.enabled_by_id ?? null,
      sort_order: await endOfList(trx, list),
      ...createdColumns(stamp),
    });
    if (input.sort_order != null) await moveWithinList(trx, list, newId, { target_order: input.sort_order });
    return newId;
  });
  publishMenuChanged(deps);
  return getCustomization(deps.db, id);
}

export async function updateCustomizationFields(
  deps: TApiDeps,
  id: number,
  input: TUpdateCustomization,
  principal: TPrincipal,
): Promise<TMenuItemCustomization> {
  const row = await requireCustomization(deps.db, id);
  await checkEnabledBy(deps.db, row.menu_item_id, id, input.enabled_by_id);
  await updateCustomization(deps.db, id, {
    ...definedOnly({
      name: input.name,
      description: input.description,
      type: input.type,
      ui_type: input.ui_type,
      required: input.required === undefined ? undefined : toFlag(input.required),
      enabled_by_id: input.enabled_by_id,
    }),
    ...updatedColumns(stampOf(deps, principal)),
  });
  publishMenuChanged(deps);
  return getCustomization(deps.db, id);
}

export async function removeCustomization(deps: TApiDeps, id: number): Promise<void> {
  const row = await requireCustomization(deps.db, id);
  await deps.db.transaction().execute(async (trx) => {
    await deleteCustomizations(trx, [id]);
    await compactList(trx, customizationsOf(row.menu_item_id));
  });
  publishMenuChanged(deps);
}

export async function reorderCustomization(
  deps: TApiDeps,
  id: number,
  position: TReorder,
): Promise<TMenuItemCustomization> {
  const row = await requireCustomization(deps.db, id);
  await deps.db
    .transaction()
    .execute((trx) => moveWithinList(trx, customizationsOf(row.menu_item_id), id, position));
  publishMenuChanged(deps);
  return getCustomization(deps.db, id);
}
