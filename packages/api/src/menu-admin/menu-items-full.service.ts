import type { TFullCustomization } from '@tableside/shared/menu-customizations.schemas';
import { MENU_LIMITS } from '@tableside/shared/menu-fields.schemas';
import {
  DUPLICATE_SUFFIX,
  type TCreateMenuItemFull,
  type TMenuItemFull,
  type TUpdateMenuItemFull,
} from '@tableside/shared/menu-items.schemas';
import { toCents } from '@tableside/shared/money';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createdColumns, stampOf, type TStamp, updatedColumns } from '../db/stamp.ts';
import type { TApiDeps } from '../deps.ts';
import { copyFileWithVariants } from '../files/files.repository.ts';
import type { TPrincipal } from '../http/env.ts';
import {
  deleteCustomizations,
  deleteOptions,
  insertCustomization,
  insertOption,
  updateCustomization,
  updateOption,
} from './menu-customizations.repository.ts';
import { checkCustomizations, existingOf, type TExisting } from './menu-full-check.ts';
import { insertItem, replaceItemTags, tagsOfItems } from './menu-items.repository.ts';
import { checkItemRefs, insertItemInto, updateItemIn } from './menu-items.service.ts';
import { getFullItem, requireItem } from './menu-items-read.service.ts';
import { publishMenuChanged, toFlag } from './menu-stamp.ts';
import { moveWithinList } from './sort-order.ts';

type TDb = Kysely<Database>;

/** Writes the complete set of customizations of an item: updates, inserts, deletes the rest. */
async function writeCustomizations(
  trx: TDb,
  itemId: number,
  customizations: readonly TFullCustomization[],
  existing: TExisting,
  stamp: TStamp,
): Promise<void> {
  const keptCustomizations = new Set(customizations.flatMap((c) => (c.id === undefined ? [] : [c.id])));
  await deleteCustomizations(
    trx,
    [...existing.keys()].filter((id) => !keptCustomizations.has(id)),
  );
  const keptOptions = new Set(
    customizations.flatMap((c) => c.options.flatMap((o) => (o.id === undefined ? [] : [o.id]))),
  );
  await deleteOptions(
    trx,
    [...existing.entries()]
      .filter(([id]) => keptCustomizations.has(id))
      .flatMap(([, options]) => [...options].filter((id) => !keptOptions.has(id))),
  );

  const idOfKey = new Map<string, number>();
  const customizationIds: number[] = [];
  for (const [index, customization] of customizations.entries()) {
    const values = {
      name: customization.name,
      description: customization.description ?? null,
      type: customization.type,
      ui_type: customization.ui_type ?? 'DROPDOWN',
      required: toFlag(customization.required ?? false),
      sort_order: index,
      enabled_by_id: null,
    };
    let customizationId = customization.id;
    if (customizationId === undefined) {
      customizationId = await insertCustomization(trx, {
        menu_item_id: itemId,
        ...values,
        ...createdColumns(stamp),
      });
    } else {
      await updateCustomization(trx, customizationId, { ...values, ...updatedColumns(stamp) });
    }
    customizationIds.push(customizationId);
    for (const [optionIndex, option] of customization.options.entries()) {
      const optionValues = {
        name: option.name,
        description: option.description ?? null,
        value_added: toCents(option.value_added ?? 0),
        percent: toFlag(option.percent ?? false),
        default_option: toFlag(option.default_option ?? false),
        required: toFlag(option.required ?? false),
        sort_order: optionIndex,
      };
      let optionId = option.id;
      if (optionId === undefined) {
        optionId = await insertOption(trx, {
          menu_item_customization_id: customizationId,
          ...optionValues,
          ...createdColumns(stamp),
        });
      } else {
        await updateOption(trx, optionId, { ...optionValues, ...updatedColumns(stamp) });
      }
      if (option.key !== undefined) idOfKey.set(option.key, optionId);
    }
  }
  // Second pass: options made above now have ids that enabled_by_key can point at.
  for (const [index, customization] of customizations.entries()) {
    const enabledBy =
      customization.enabled_by_key != null
        ? (idOfKey.get(customization.enabled_by_key) ?? null)
        : (customization.enabled_by_id ?? null);
    if (enabledBy !== null)
      await updateCustomization(trx, customizationIds[index] as number, { enabled_by_id: enabledBy });
  }
}

/** POST /menu-items/full: the item, its customizations and options in one transaction. */
export async function createFullItem(
  deps: TApiDeps,
  input: TCreateMenuItemFull,
  principal: TPrincipal,
): Promise<TMenuItemFull> {
  checkCustomizations(input.customizations, new Map());
  await checkItemRefs(deps.db, input);
  const stamp = stampOf(deps, principal);
  const id = await deps.db.transaction().execute(async (trx) => {
    const itemId = await insertItemInto(trx, input, stamp);
    await writeCustomizations(trx, itemId, input.customizations, new Map(), stamp);
    return itemId;
  });
  publishMenuChanged(deps);
  return getFullItem(deps.db, id);
}

/** PUT /menu-items/{id}/full: customizations and options not in the payload are deleted. */
export async function updateFullItem(
  deps: TApiDeps,
  id: number,
  input: TUpdateMenuItemFull,
  principal: TPrincipal,
): Promise<TMenuItemFull> {
  const row = await requireItem(deps.db, id);
  checkCustomizations(input.customizations, await existingOf(deps.db, id));
  await checkItemRefs(deps.db, input);
  const stamp = stampOf(deps, principal);
  await deps.db.transaction().execute(async (trx) => {
    // Read again under the transaction: the check above must hold for what is written.
    const existing = await existingOf(trx, id);
    checkCustomizations(input.customizations, existing);
    await updateItemIn(trx, row, input, stamp);
    await writeCustomizations(trx, id, input.customizations, existing, stamp);
  });
  publishMenuChanged(deps);
  return getFullItem(deps.db, id);
}

function copyName(name: string): string {
  return `${name.slice(0, MENU_LIMITS.itemName - DUPLICATE_SUFFIX.length)}${DUPLICATE_SUFFIX}`;
}

/**
 * POST /menu-items/{id}/duplicate (spec admin 9: name + ' (Copy)'): a hidden-nothing copy with the
 * same customizations, options, tags and image, placed right after the original.
 */
export async function duplicateItem(
  deps: TApiDeps,
  id: number,
  principal: TPrincipal,
): Promise<TMenuItemFull> {
  const original = await getFullItem(deps.db, id);
  const row = await requireItem(deps.db, id);
  const stamp = stampOf(deps, principal);
  const copyId = await deps.db.transaction().execute(async (trx) => {
    const { id: _id, created_at: _c, updated_at: _u, ...columns } = row;
    const imageId =
      row.image_file_id === null ? null : await copyFileWithVariants(trx, row.image_file_id, stamp.at);
    const newId = await insertItem(trx, {
      ...columns,
      name: copyName(row.name),
      image_file_id: imageId,
      sort_order: row.sort_order + 1,
      ...createdColumns(stamp),
    });
    await moveWithinList(trx, { table: 'menu_items', parentId: row.category_id }, newId, { after_id: id });
    const tags = (await tagsOfItems(trx, [id])).get(id) ?? [];
    await replaceItemTags(
      trx,
      newId,
      tags.map((tag) => tag.id),
      stamp.at,
    );
    await writeCustomizations(
      trx,
      newId,
      original.customizations.map((customization) => ({
        ...customization,
        id: undefined,
        enabled_by_id: undefined,
        enabled_by_key: customization.enabled_by_id === null ? null : `option-${customization.enabled_by_id}`,
        options: customization.options.map((option) => ({
          ...option,
          id: undefined,
          key: `option-${option.id}`,
        })),
      })),
      new Map(),
      stamp,
    );
    return newId;
  });
  publishMenuChanged(deps);
  return getFullItem(deps.db, copyId);
}
