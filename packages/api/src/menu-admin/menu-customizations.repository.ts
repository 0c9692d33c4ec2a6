import type { TMenuItemCustomization } from '@tableside/shared/menu-customizations.schemas';
import type { Kysely } from 'kysely';
import { listRows, type TListResult, type TListSpec } from '../db/list.ts';
import type { Database, NewRow, Row, RowUpdate } from '../db/schema.ts';
import { toCustomization, toOption } from './menu-views.ts';

type TDb = Kysely<Database>;

/** spec admin 7: GET /menu-item-customizations filters menu_item_id (and the other columns). */
export const CUSTOMIZATION_LIST_SPEC = {
  filters: {
    menu_item_id: 'int',
    name: 'text',
    type: 'text',
    ui_type: 'text',
    required: 'bool',
    sort_order: 'int',
  },
  defaultSort: 'sort_order',
} satisfies TListSpec;

/** spec admin 7: GET /menu-item-customization-options filters menu_item_customization_id, required, default_option. */
export const OPTION_LIST_SPEC = {
  filters: {
    menu_item_customization_id: 'int',
    name: 'text',
    required: 'bool',
    default_option: 'bool',
    percent: 'bool',
    sort_order: 'int',
  },
  defaultSort: 'sort_order',
} satisfies TListSpec;

export type TCustomizationRow = Row<'menu_item_customizations'>;
export type TOptionRow = Row<'menu_item_customization_options'>;

export function listCustomizationRows(db: TDb, query: Readonly<Record<string, unknown>>) {
  return listRows(db.selectFrom('menu_item_customizations').selectAll(), query, CUSTOMIZATION_LIST_SPEC);
}

export function listOptionRows(
  db: TDb,
  query: Readonly<Record<string, unknown>>,
): Promise<TListResult<TOptionRow>> {
  return listRows(db.selectFrom('menu_item_customization_options').selectAll(), query, OPTION_LIST_SPEC);
}

export function findCustomizationRow(db: TDb, id: number): Promise<TCustomizationRow | undefined> {
  return db.selectFrom('menu_item_customizations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOptionRow(db: TDb, id: number): Promise<TOptionRow | undefined> {
  return db.selectFrom('menu_item_customization_options').selectAll().where('id', '=', id).executeTakeFirst();
}

/** An option with the item its customization belongs to (enabled_by checks). */
export function findOptionOwner(
  db: TDb,
  optionId: number,
): Promise<{ id: number; customization_id: number; menu_item_id: number } | undefined> {
  return db
    .selectFrom('menu_item_customization_options as o')
    .innerJoin('menu_item_customizations as c', 'c.id', 'o.menu_item_customization_id')
    .select(['o.id', 'c.id as customization_id', 'c.menu_item_id'])
    .where('o.id', '=', optionId)
    .executeTakeFirst();
}

export function customizationRowsOfItems(db: TDb, itemIds: readonly number[]): Promise<TCustomizationRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('menu_item_customizations')
    .selectAll()
    .where('menu_item_id', 'in', [...itemIds])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function optionRowsOfCustomizations(
  db: TDb,
  customizationIds: readonly number[],
): Promise<TOptionRow[]> {
  if (customizationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('menu_item_customization_options')
    .selectAll()
    .where('menu_item_customization_id', 'in', [...customizationIds])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Customization views with their options, for customization rows. */
export async function toCustomizationViews(
  db: TDb,
  rows: readonly TCustomizationRow[],
): Promise<TMenuItemCustomization[]> {
  const options = await optionRowsOfCustomizations(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toCustomization(
      row,
      options.filter((option) => option.menu_item_customization_id === row.id).map(toOption),
    ),
  );
}

/** Each item's customizations in order, with their options. */
export async function customizationsOfItems(
  db: TDb,
  itemIds: readonly number[],
): Promise<Map<number, TMenuItemCustomization[]>> {
  const views = await toCustomizationViews(db, await customizationRowsOfItems(db, itemIds));
  const byItem = new Map<number, TMenuItemCustomization[]>();
  for (const view of views) byItem.set(view.menu_item_id, [...(byItem.get(view.menu_item_id) ?? []), view]);
  return byItem;
}

export async function insertCustomization(
  db: TDb,
  values: NewRow<'menu_item_customizations'>,
): Promise<number> {
  const { id } = await db
    .insertInto('menu_item_customizations')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateCustomization(
  db: TDb,
  id: number,
  values: RowUpdate<'menu_item_customizations'>,
): Promise<void> {
  await db.updateTable('menu_item_customizations').set(values).where('id', '=', id).execute();
}

export async function insertOption(
  db: TDb,
  values: NewRow<'menu_item_customization_options'>,
): Promise<number> {
  const { id } = await db
    .insertInto('menu_item_customization_options')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateOption(
  db: TDb,
  id: number,
  values: RowUpdate<'menu_item_customization_options'>,
): Promise<void> {
  await db.updateTable('menu_item_customization_options').set(values).where('id', '=', id).execute();
}

export async function deleteCustomizations(db: TDb, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('menu_item_customizations')
    .where('id', 'in', [...ids])
    .execute();
}

export async function deleteOptions(db: TDb, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('menu_item_customization_options')
    .where('id', 'in', [...ids])
    .execute();
}

/** Other options of a customization stop being the default (a single choice has one default). */
export async function clearOtherDefaults(db: TDb, customizationId: number, keepId: number): Promise<void> {
  await db
    .updateTable('menu_item_customization_options')
    .set({ default_option: 0 })
    .where('menu_item_customization_id', '=', customizationId)
    .where('id', '!=', keepId)
    .execute();
}
