import { AppError, type TFieldErrors } from '@tableside/shared/errors';
import type {
  TBulkReplaceTags,
  TBulkTagsResult,
  TBulkUpdateTags,
  TMenuItemTag,
  TMenuItemTagInput,
} from '@tableside/shared/item-tags.schemas';
import type { Kysely } from 'kysely';
import type { TListResult } from '../db/list.ts';
import type { Database } from '../db/schema.ts';
import type { TApiDeps } from '../deps.ts';
import {
  addLinks,
  deleteLink,
  deleteLinksOf,
  findLinkByPair,
  findLinkRow,
  insertLink,
  linksOfItems,
  listLinkRows,
  type TLinkRow,
  updateLink,
} from './menu-item-tags.repository.ts';
import { missingIds } from './menu-items.repository.ts';
import { mapList } from './menu-list.ts';
import { publishMenuChanged } from './menu-stamp.ts';

type TDb = Kysely<Database>;

const toLink = (row: TLinkRow): TMenuItemTag => ({
  id: row.id,
  menu_item_id: row.menu_item_id,
  item_tag_id: row.item_tag_id,
  created_at: row.created_at,
});

export async function listLinks(
  deps: TApiDeps,
  query: Readonly<Record<string, unknown>>,
): Promise<TListResult<TMenuItemTag>> {
  return mapList(await listLinkRows(deps.db, query), async (rows) => rows.map(toLink));
}

async function requireLink(db: TDb, id: number): Promise<TLinkRow> {
  const row = await findLinkRow(db, id);
  if (!row) throw AppError.notFound('Menu item tag', id);
  return row;
}

export async function getLink(db: TDb, id: number): Promise<TMenuItemTag> {
  return toLink(await requireLink(db, id));
}

/** Items and tags named by a tag call must exist: one 400 naming every missing id. */
async function checkRefs(
  db: TDb,
  itemIds: readonly number[],
  tagIds: readonly number[],
  fields: { items: string; tags: string },
): Promise<void> {
  const errors: TFieldErrors = {};
  const items = await missingIds(db, 'menu_items', itemIds);
  const tags = await missingIds(db, 'item_tags', tagIds);
  if (items.length > 0) errors[fields.items] = [`Menu items not found: ${items.join(', ')}`];
  if (tags.length > 0) errors[fields.tags] = [`Tags not found: ${tags.join(', ')}`];
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

async function checkPair(db: TDb, input: TMenuItemTagInput, exceptId?: number): Promise<void> {
  await checkRefs(db, [input.menu_item_id], [input.item_tag_id], {
    items: 'menu_item_id',
    tags: 'item_tag_id',
  });
  const existing = await findLinkByPair(db, input.menu_item_id, input.item_tag_id);
  if (existing && existing.id !== exceptId) throw new AppError('CONFLICT', 'The item already has this tag');
}

export async function createLink(deps: TApiDeps, input: TMenuItemTagInput): Promise<TMenuItemTag> {
  await checkPair(deps.db, input);
  const id = await insertLink(deps.db, input.menu_item_id, input.item_tag_id, deps.clock.now().toISOString());
  publishMenuChanged(deps);
  return getLink(deps.db, id);
}

export async function updateLinkFields(
  deps: TApiDeps,
  id: number,
  input: TMenuItemTagInput,
): Promise<TMenuItemTag> {
  await requireLink(deps.db, id);
  await checkPair(deps.db, input, id);
  await updateLink(deps.db, id, input.menu_item_id, input.item_tag_id);
  publishMenuChanged(deps);
  return getLink(deps.db, id);
}

export async function removeLink(deps: TApiDeps, id: number): Promise<void> {
  await requireLink(deps.db, id);
  await deleteLink(deps.db, id);
  publishMenuChanged(deps);
}

async function bulkResult(db: TDb, itemIds: readonly number[]): Promise<TBulkTagsResult> {
  const links = await linksOfItems(db, itemIds);
  return {
    items: itemIds.map((itemId) => ({
      menu_item_id: itemId,
      tag_ids: links.filter((link) => link.menu_item_id === itemId).map((link) => link.item_tag_id),
    })),
  };
}

/** POST /menu-item-tags/bulk-replace: each item gets exactly tagIds, all or nothing. */
export async function bulkReplace(deps: TApiDeps, input: TBulkReplaceTags): Promise<TBulkTagsResult> {
  await checkRefs(deps.db, input.menuItemIds, input.tagIds, { items: 'menuItemIds', tags: 'tagIds' });
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await deleteLinksOf(trx, input.menuItemIds);
    await addLinks(trx, input.menuItemIds, input.tagIds, at);
  });
  publishMenuChanged(deps);
  return bulkResult(deps.db, input.menuItemIds);
}

/** POST /menu-item-tags/bulk-update: adds and removes tags on each item, all or nothing. */
export async function bulkUpdate(deps: TApiDeps, input: TBulkUpdateTags): Promise<TBulkTagsResult> {
  await checkRefs(deps.db, input.menuItemIds, [...input.tagsToAdd, ...input.tagsToRemove], {
    items: 'menuItemIds',
    tags: 'tagsToAdd',
  });
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await deleteLinksOf(trx, input.menuItemIds, input.tagsToRemove);
    await addLinks(trx, input.menuItemIds, input.tagsToAdd, at);
  });
  publishMenuChanged(deps);
  return bulkResult(deps.db, input.menuItemIds);
}
