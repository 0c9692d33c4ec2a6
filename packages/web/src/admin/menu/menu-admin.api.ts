import type {
  TBulkTagsResult,
  TBulkUpdateTags,
  TCreateItemTag,
  TItemTag,
  TTypedTags,
  TUpdateItemTag,
} from '@tableside/shared/item-tags.schemas';
import type {
  TCreateMenuCategory,
  TMenuCategory,
  TUpdateMenuCategory,
} from '@tableside/shared/menu-categories.schemas';
import type {
  TCreateMenuItemFull,
  TMenuItem,
  TMenuItemFull,
  TUpdateMenuItemFull,
} from '@tableside/shared/menu-items.schemas';
import { apiClient } from '../../lib/http/api-clients.ts';
import { isRecord, parserFromGuard } from '../../lib/http/data-parser.ts';
import { imageFormData, type TResizedImages } from './image-resize.ts';

/**
 * The admin menu calls (spec admin 7 "Menu"; the API is packages/api/src/menu-admin). Writes are
 * not retried: a repeated create would add a second category or item.
 */
const hasId = (value: unknown): value is { id: number } => isRecord(value) && typeof value.id === 'number';
const listOf = <T>() => parserFromGuard((value): value is T[] => Array.isArray(value) && value.every(hasId));
const one = <T>() => parserFromGuard((value): value is T => hasId(value));

const categoryList = listOf<TMenuCategory>();
const category = one<TMenuCategory>();
const itemList = listOf<TMenuItem>();
const item = one<TMenuItem>();
const tagList = listOf<TItemTag>();
const tag = one<TItemTag>();
const typedTags = parserFromGuard(
  (value): value is TTypedTags => isRecord(value) && Array.isArray(value.tag_groups),
);
const bulkResult = parserFromGuard((value): value is TBulkTagsResult => isRecord(value));
/** GET /menu-items/full answers the list its filters match; asked by id, that is one item. */
const fullItems = listOf<TMenuItemFull>();
const fullItem = one<TMenuItemFull>();

const noRetry = { retry: false } as const;

/* ---- Categories ---- */

export async function fetchCategories(signal?: AbortSignal) {
  return (await apiClient.get('/menu-categories', { signal, schema: categoryList })).data;
}

export async function createCategory(body: TCreateMenuCategory) {
  return (await apiClient.post('/menu-categories', body, { ...noRetry, schema: category })).data;
}

export async function updateCategory(id: number, body: TUpdateMenuCategory) {
  return (await apiClient.put(`/menu-categories/${id}`, body, { ...noRetry, schema: category })).data;
}

/** force also deletes the category's items (the API refuses a category with items otherwise). */
export async function deleteCategory(id: number, force: boolean) {
  await apiClient.delete(`/menu-categories/${id}`, { ...noRetry, query: { force: force || undefined } });
}

export async function toggleCategory(id: number, field: 'availability' | 'visibility') {
  return (await apiClient.patch(`/menu-categories/${id}/toggle-${field}`, undefined, { schema: category }))
    .data;
}

/** One move: land `id` between its new neighbours. */
export async function moveCategory(id: number, beforeId: number | null, afterId: number | null) {
  await apiClient.patch('/menu-categories/reorder', { id, before_id: beforeId, after_id: afterId }, noRetry);
}

/* ---- Items ---- */

export type TItemFilters = {
  category_id?: number | undefined;
  name_like?: string | undefined;
};

export async function fetchItems(filters: TItemFilters, signal?: AbortSignal) {
  const query = { ...filters, sort: 'sort_order', order: 'asc' };
  return (await apiClient.get('/menu-items', { signal, query, schema: itemList })).data;
}

export async function fetchFullItem(id: number, signal?: AbortSignal) {
  const { data } = await apiClient.get<TMenuItemFull | TMenuItemFull[]>('/menu-items/full', {
    signal,
    query: { id },
  });
  const found = Array.isArray(data) ? fullItems.safeParse(data) : fullItem.safeParse(data);
  if (!found.success) throw new Error('Unexpected response from server');
  const value = found.data;
  return Array.isArray(value) ? value[0] : value;
}

export async function createFullItem(body: TCreateMenuItemFull) {
  return (await apiClient.post('/menu-items/full', body, { ...noRetry, schema: fullItem })).data;
}

export async function updateFullItem(id: number, body: TUpdateMenuItemFull) {
  return (await apiClient.put(`/menu-items/${id}/full`, body, { ...noRetry, schema: fullItem })).data;
}

export async function deleteItem(id: number) {
  await apiClient.delete(`/menu-items/${id}`, noRetry);
}

export async function duplicateItem(id: number) {
  return (await apiClient.post(`/menu-items/${id}/duplicate`, undefined, { ...noRetry, schema: item })).data;
}

export async function toggleItem(id: number, field: 'availability' | 'visibility') {
  return (await apiClient.patch(`/menu-items/${id}/toggle-${field}`, undefined, { schema: item })).data;
}

export type TItemMove = {
  category_id: number;
  before_id?: number | null;
  after_id?: number | null;
  target_order?: number | null;
};

export async function moveItem(id: number, move: TItemMove) {
  await apiClient.patch(`/menu-items/${id}/reorder`, move, noRetry);
}

/* ---- Tags ---- */

export async function fetchTags(signal?: AbortSignal) {
  return (await apiClient.get('/item-tags', { signal, schema: tagList })).data;
}

export async function fetchTypedTags(signal?: AbortSignal) {
  return (await apiClient.get('/item-tags/typed-tags', { signal, schema: typedTags })).data;
}

export async function createTag(body: TCreateItemTag) {
  return (await apiClient.post('/item-tags', body, { ...noRetry, schema: tag })).data;
}

export async function updateTag(id: number, body: TUpdateItemTag) {
  return (await apiClient.put(`/item-tags/${id}`, body, { ...noRetry, schema: tag })).data;
}

export async function deleteTag(id: number) {
  await apiClient.delete(`/item-tags/${id}`, noRetry);
}

export async function bulkUpdateTags(body: TBulkUpdateTags) {
  return (await apiClient.post('/menu-item-tags/bulk-update', body, { ...noRetry, schema: bulkResult })).data;
}

/* ---- Images ---- */

export type TImageOwner = 'menu-items' | 'menu-categories';

export async function uploadImage(owner: TImageOwner, id: number, images: TResizedImages) {
  await apiClient.post(`/${owner}/${id}/image`, imageFormData(images), noRetry);
}

export async function deleteImage(owner: TImageOwner, id: number) {
  await apiClient.delete(`/${owner}/${id}/image`, noRetry);
}

/* ---- Taxes ---- */

/** `value` in percent; an inactive tax (master data) is offered only to the items that have it. */
export type TTaxChoice = { id: number; name: string; value: number; is_active?: boolean };

/** GET /taxes (spec admin 7 "Settings and master data"); the item editor hides its choice while it is missing. */
export async function fetchTaxes(signal?: AbortSignal) {
  const taxes = parserFromGuard((value): value is TTaxChoice[] => Array.isArray(value) && value.every(hasId));
  return (await apiClient.get('/taxes', { signal, schema: taxes, retry: false })).data;
}
