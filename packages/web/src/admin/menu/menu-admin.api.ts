import {
  type TBulkUpdateTags,
  type TCreateItemTag,
  type TUpdateItemTag,
  ZBulkTagsResult,
  ZItemTag,
  ZTypedTags,
} from '@tableside/shared/item-tags.schemas';
import { ZTax } from '@tableside/shared/master-data.schemas';
import {
  type TCreateMenuCategory,
  type TUpdateMenuCategory,
  ZMenuCategory,
} from '@tableside/shared/menu-categories.schemas';
import {
  type TCreateMenuItemFull,
  type TUpdateMenuItemFull,
  ZMenuItem,
  ZMenuItemFull,
} from '@tableside/shared/menu-items.schemas';
import { z } from 'zod';
import { apiClient } from '../../lib/http/api-clients.ts';
import { imageFormData, type TResizedImages } from './image-resize.ts';

/**
 * The admin menu calls (spec admin 7 "Menu"; the API is packages/api/src/menu-admin). Writes are
 * not retried: a repeated create would add a second category or item.
 */
const categoryList = z.array(ZMenuCategory);
const itemList = z.array(ZMenuItem);
const tagList = z.array(ZItemTag);
/** GET /menu-items/full answers the list its filters match; asked by id, that is one item. */
const fullItemAnswer = z.union([ZMenuItemFull, z.array(ZMenuItemFull)]);
const taxList = z.array(ZTax);

const noRetry = { retry: false } as const;

/* ---- Categories ---- */

export async function fetchCategories(signal?: AbortSignal) {
  return (await apiClient.get('/menu-categories', { signal, schema: categoryList })).data;
}

export async function createCategory(body: TCreateMenuCategory) {
  return (await apiClient.post('/menu-categories', body, { ...noRetry, schema: ZMenuCategory })).data;
}

export async function updateCategory(id: number, body: TUpdateMenuCategory) {
  return (await apiClient.put(`/menu-categories/${id}`, body, { ...noRetry, schema: ZMenuCategory })).data;
}

/** force also deletes the category's items (the API refuses a category with items otherwise). */
export async function deleteCategory(id: number, force: boolean) {
  await apiClient.delete(`/menu-categories/${id}`, { ...noRetry, query: { force: force || undefined } });
}

export async function toggleCategory(id: number, field: 'availability' | 'visibility') {
  return (
    await apiClient.patch(`/menu-categories/${id}/toggle-${field}`, undefined, { schema: ZMenuCategory })
  ).data;
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
  const { data } = await apiClient.get('/menu-items/full', { signal, query: { id }, schema: fullItemAnswer });
  return Array.isArray(data) ? data[0] : data;
}

export async function createFullItem(body: TCreateMenuItemFull) {
  return (await apiClient.post('/menu-items/full', body, { ...noRetry, schema: ZMenuItemFull })).data;
}

export async function updateFullItem(id: number, body: TUpdateMenuItemFull) {
  return (await apiClient.put(`/menu-items/${id}/full`, body, { ...noRetry, schema: ZMenuItemFull })).data;
}

export async function deleteItem(id: number) {
  await apiClient.delete(`/menu-items/${id}`, noRetry);
}

export async function duplicateItem(id: number) {
  return (await apiClient.post(`/menu-items/${id}/duplicate`, undefined, { ...noRetry, schema: ZMenuItem }))
    .data;
}

export async function toggleItem(id: number, field: 'availability' | 'visibility') {
  return (await apiClient.patch(`/menu-items/${id}/toggle-${field}`, undefined, { schema: ZMenuItem })).data;
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
  return (await apiClient.get('/item-tags/typed-tags', { signal, schema: ZTypedTags })).data;
}

export async function createTag(body: TCreateItemTag) {
  return (await apiClient.post('/item-tags', body, { ...noRetry, schema: ZItemTag })).data;
}

export async function updateTag(id: number, body: TUpdateItemTag) {
  return (await apiClient.put(`/item-tags/${id}`, body, { ...noRetry, schema: ZItemTag })).data;
}

export async function deleteTag(id: number) {
  await apiClient.delete(`/item-tags/${id}`, noRetry);
}

export async function bulkUpdateTags(body: TBulkUpdateTags) {
  return (await apiClient.post('/menu-item-tags/bulk-update', body, { ...noRetry, schema: ZBulkTagsResult }))
    .data;
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

/**
 * GET /taxes (spec admin 7 "Settings and master data"), `value` in percent; the item editor hides
 * its choice while the list is missing and offers an inactive tax only to the items that have it.
 */
export async function fetchTaxes(signal?: AbortSignal) {
  return (await apiClient.get('/taxes', { signal, schema: taxList, retry: false })).data;
}
