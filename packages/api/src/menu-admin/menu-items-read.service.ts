import { AppError } from '@tableside/shared/errors';
import type { TMenuItem, TMenuItemFull } from '@tableside/shared/menu-items.schemas';
import type { Kysely } from 'kysely';
import type { TListResult } from '../db/list.ts';
import type { Database } from '../db/schema.ts';
import type { TApiDeps } from '../deps.ts';
import { customizationsOfItems } from './menu-customizations.repository.ts';
import { findItemRow, itemQuery, listItemRows, type TItemRow, toItemViews } from './menu-items.repository.ts';
import { mapList } from './menu-list.ts';

type TDb = Kysely<Database>;

/** The item list's query: its list filters, and `tags`, ids of tags of which an item carries any. */
type TItemListQuery = Readonly<Record<string, unknown>> & { tags?: number[] };

export async function listItems(deps: TApiDeps, query: TItemListQuery): Promise<TListResult<TMenuItem>> {
  const { tags, ...rest } = query;
  const rows = await listItemRows(itemQuery(deps.db, { tagIds: tags }), rest);
  return mapList(rows, (page) => toItemViews(deps.db, page));
}

/** Items with their customizations and options. */
export async function toFullItems(db: TDb, rows: readonly TItemRow[]): Promise<TMenuItemFull[]> {
  const [items, customizations] = await Promise.all([
    toItemViews(db, rows),
    customizationsOfItems(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return items.map((item) => ({ ...item, customizations: customizations.get(item.id) ?? [] }));
}

export async function requireItem(db: TDb, id: number): Promise<TItemRow> {
  const row = await findItemRow(db, id);
  if (!row) throw AppError.notFound('Menu item', id);
  return row;
}

export async function getFullItem(db: TDb, id: number): Promise<TMenuItemFull> {
  const [item] = await toFullItems(db, [await requireItem(db, id)]);
  return item as TMenuItemFull;
}

/** GET /menu-items/full: filters menu_item_id and id (and the list filters); a list of full items. */
export async function listFullItems(
  deps: TApiDeps,
  query: TItemListQuery & { id?: number; menu_item_id?: number },
): Promise<TListResult<TMenuItemFull>> {
  const { tags, id, menu_item_id, ...rest } = query;
  const ids = [id, menu_item_id].filter((value) => value !== undefined);
  const rows = await listItemRows(
    itemQuery(deps.db, { tagIds: tags, ids: ids.length ? ids : undefined }),
    rest,
  );
  return mapList(rows, (page) => toFullItems(deps.db, page));
}
