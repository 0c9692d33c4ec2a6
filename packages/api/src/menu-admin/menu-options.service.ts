import { AppError } from '@tableside/shared/errors';
import type {
  TCreateOption,
  TMenuItemOption,
  TUpdateOption,
} from '@tableside/shared/menu-customizations.schemas';
import type { TReorder } from '@tableside/shared/menu-fields.schemas';
import { toCents } from '@tableside/shared/money';
import type { Kysely } from 'kysely';
import type { TListResult } from '../db/list.ts';
import type { Database } from '../db/schema.ts';
import { createdColumns, stampOf, updatedColumns } from '../db/stamp.ts';
import type { TApiDeps } from '../deps.ts';
import type { TPrincipal } from '../http/env.ts';
import {
  clearOtherDefaults,
  deleteOptions,
  findCustomizationRow,
  findOptionRow,
  insertOption,
  listOptionRows,
  type TOptionRow,
  updateOption,
} from './menu-customizations.repository.ts';
import { mapList } from './menu-list.ts';
import { definedOnly, publishMenuChanged, toFlag } from './menu-stamp.ts';
import { toOption } from './menu-views.ts';
import { compactList, endOfList, lockList, moveWithinList } from './sort-order.ts';

type TDb = Kysely<Database>;
const optionsOf = (customizationId: number) =>
  ({ table: 'menu_item_customization_options', parentId: customizationId }) as const;

export async function listOptions(
  deps: TApiDeps,
  query: Readonly<Record<string, unknown>>,
): Promise<TListResult<TMenuItemOption>> {
  return mapList(await listOptionRows(deps.db, query), async (rows) => rows.map(toOption));
}

async function requireOption(db: TDb, id: number): Promise<TOptionRow> {
  const row = await findOptionRow(db, id);
  if (!row) throw AppError.notFound('Option', id);
  return row;
}

export async function getOption(db: TDb, id: number): Promise<TMenuItemOption> {
  return toOption(await requireOption(db, id));
}

/** A single choice has one default: making an option the default clears the others. */
async function keepOneDefault(trx: TDb, customizationId: number, optionId: number): Promise<void> {
  const customization = await findCustomizationRow(trx, customizationId);
  if (customization?.type === 'SELECT') await clearOtherDefaults(trx, customizationId, optionId);
}

export async function createOption(
  deps: TApiDeps,
  input: TCreateOption,
  principal: TPrincipal,
): Promise<TMenuItemOption> {
  if (!(await findCustomizationRow(deps.db, input.menu_item_customization_id))) {
    const message = `Customization ${input.menu_item_customization_id} not found`;
    throw AppError.validation({ menu_item_customization_id: [message] });
  }
  const stamp = stampOf(deps, principal);
  const id = await deps.db.transaction().execute(async (trx) => {
    const list = optionsOf(input.menu_item_customization_id);
    await lockList(trx, list);
    const newId = await insertOption(trx, {
      menu_item_customization_id: input.menu_item_customization_id,
      name: input.name,
      description: input.description ?? null,
      value_added: toCents(input.value_added ?? 0),
      percent: toFlag(input.percent ?? false),
      default_option: toFlag(input.default_option ?? false),
      required: toFlag(input.required ?? false),
      sort_order: await endOfList(trx, list),
      ...createdColumns(stamp),
    });
    if (input.sort_order != null) await moveWithinList(trx, list, newId, { target_order: input.sort_order });
    if (input.default_option) await keepOneDefault(trx, input.menu_item_customization_id, newId);
    return newId;
  });
  publishMenuChanged(deps);
  return getOption(deps.db, id);
}

export async function updateOptionFields(
  deps: TApiDeps,
  id: number,
  input: TUpdateOption,
  principal: TPrincipal,
): Promise<TMenuItemOption> {
  const row = await requireOption(deps.db, id);
  const percent = input.percent ?? row.percent === 1;
  if (percent && input.value_added === undefined && row.value_added > 100_000) {
    throw AppError.validation({ value_added: ['A percent surcharge is at most 1000'] });
  }
  await deps.db.transaction().execute(async (trx) => {
    await updateOption(trx, id, {
      ...definedOnly({
        name: input.name,
        description: input.description,
        value_added: input.value_added === undefined ? undefined : toCents(input.value_added),
        percent: input.percent === undefined ? undefined : toFlag(input.percent),
        default_option: input.default_option === undefined ? undefined : toFlag(input.default_option),
        required: input.required === undefined ? undefined : toFlag(input.required),
      }),
      ...updatedColumns(stampOf(deps, principal)),
    });
    if (input.default_option) await keepOneDefault(trx, row.menu_item_customization_id, id);
  });
  publishMenuChanged(deps);
  return getOption(deps.db, id);
}

export async function removeOption(deps: TApiDeps, id: number): Promise<void> {
  const row = await requireOption(deps.db, id);
  await deps.db.transaction().execute(async (trx) => {
    await deleteOptions(trx, [id]);
    await compactList(trx, optionsOf(row.menu_item_customization_id));
  });
  publishMenuChanged(deps);
}

export async function reorderOption(
  deps: TApiDeps,
  id: number,
  position: TReorder,
): Promise<TMenuItemOption> {
  const row = await requireOption(deps.db, id);
  await deps.db
    .transaction()
    .execute((trx) => moveWithinList(trx, optionsOf(row.menu_item_customization_id), id, position));
  publishMenuChanged(deps);
  return getOption(deps.db, id);
}
