import { TAG_GROUP_NAMES, TAG_TYPES } from '@tableside/shared/constants';
import { AppError } from '@tableside/shared/errors';
import type {
  TCreateItemTag,
  TItemTag,
  TTypedTags,
  TUpdateItemTag,
} from '@tableside/shared/item-tags.schemas';
import type { Kysely } from 'kysely';
import type { TListResult } from '../db/list.ts';
import type { Database } from '../db/schema.ts';
import { createdColumns, stampOf, updatedColumns } from '../db/stamp.ts';
import type { TApiDeps } from '../deps.ts';
import type { TPrincipal } from '../http/env.ts';
import {
  deleteTag,
  findTagByName,
  findTagRow,
  insertTag,
  listTagRows,
  nextTagSortOrder,
  type TTagRow,
  updateTag,
} from './item-tags.repository.ts';
import { mapList } from './menu-list.ts';
import { definedOnly, publishMenuChanged, toFlag } from './menu-stamp.ts';
import { toTag } from './menu-views.ts';

type TDb = Kysely<Database>;

export async function listTags(
  deps: TApiDeps,
  query: Readonly<Record<string, unknown>>,
): Promise<TListResult<TItemTag>> {
  return mapList(await listTagRows(deps.db, query), async (rows) => rows.map(toTag));
}

/** spec admin 7 and 9: GET /item-tags/typed-tags, every type with its display name, in TAG_TYPES order. */
export async function typedTags(
  deps: TApiDeps,
  query: Readonly<Record<string, unknown>>,
): Promise<TTypedTags> {
  const rows = await listTagRows(deps.db, { ...query, page: undefined, page_number: undefined });
  const tags = (Array.isArray(rows) ? rows : rows.content).map(toTag);
  return {
    tag_groups: TAG_TYPES.map((tagType) => ({
      tag_type: tagType,
      display_name: TAG_GROUP_NAMES[tagType],
      tags: tags.filter((tag) => tag.tag_type === tagType),
    })),
  };
}

async function requireTag(db: TDb, id: number): Promise<TTagRow> {
  const row = await findTagRow(db, id);
  if (!row) throw AppError.notFound('Tag', id);
  return row;
}

export async function getTag(db: TDb, id: number): Promise<TItemTag> {
  return toTag(await requireTag(db, id));
}

/** Two tags of one type with one name would be indistinguishable on the menu. */
async function checkUniqueName(db: TDb, tagType: string, name: string, exceptId?: number): Promise<void> {
  if (await findTagByName(db, tagType, name, exceptId)) {
    throw new AppError(
      'CONFLICT',
      `A ${TAG_GROUP_NAMES[tagType as keyof typeof TAG_GROUP_NAMES]} tag named '${name}' already exists`,
      {
        errors: { name: ['A tag of this type with this name already exists'] },
      },
    );
  }
}

export async function createTag(
  deps: TApiDeps,
  input: TCreateItemTag,
  principal: TPrincipal,
): Promise<TItemTag> {
  await checkUniqueName(deps.db, input.tag_type, input.name);
  const id = await insertTag(deps.db, {
    name: input.name,
    tag_type: input.tag_type,
    color: input.color ?? null,
    icon_name: input.icon_name ?? null,
    featured: toFlag(input.featured ?? false),
    internal: toFlag(input.internal ?? false),
    warning_message: input.warning_message ?? null,
    sort_order: input.sort_order ?? (await nextTagSortOrder(deps.db)),
    ...createdColumns(stampOf(deps, principal)),
  });
  publishMenuChanged(deps);
  return getTag(deps.db, id);
}

export async function updateTagFields(
  deps: TApiDeps,
  id: number,
  input: TUpdateItemTag,
  principal: TPrincipal,
): Promise<TItemTag> {
  const row = await requireTag(deps.db, id);
  if (input.name !== undefined || input.tag_type !== undefined) {
    await checkUniqueName(deps.db, input.tag_type ?? row.tag_type, input.name ?? row.name, id);
  }
  await updateTag(deps.db, id, {
    ...definedOnly({
      name: input.name,
      tag_type: input.tag_type,
      color: input.color,
      icon_name: input.icon_name,
      featured: input.featured === undefined ? undefined : toFlag(input.featured),
      internal: input.internal === undefined ? undefined : toFlag(input.internal),
      warning_message: input.warning_message,
      sort_order: input.sort_order,
    }),
    ...updatedColumns(stampOf(deps, principal)),
  });
  publishMenuChanged(deps);
  return getTag(deps.db, id);
}

/** Deleting a tag takes it off every item (menu_item_tags cascade). */
export async function removeTag(deps: TApiDeps, id: number): Promise<void> {
  await requireTag(deps.db, id);
  await deleteTag(deps.db, id);
  publishMenuChanged(deps);
}
