import { MASTER_DATA_KINDS, type TMasterDataKind } from '@tableside/shared/master-data.schemas';
import type { TMasterQuery } from './master-data.api.ts';

/** Which records a tab shows: all of them (the default), only active or only inactive ones. */
export const MASTER_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type TMasterStatusFilter = (typeof MASTER_STATUS_FILTERS)[number];

/** The API's list helper takes at most 100 rows per page. */
const MAX_PAGE_SIZE = 100;

/** `size`: rows per page when the address says (?size=); else the staff settings' default. */
export type TMasterDataFilters = {
  kind: TMasterDataKind;
  search: string;
  status: TMasterStatusFilter;
  page: number;
  size?: number;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  (values as readonly (string | null)[]).includes(value);

/** The tab and its filters live in the address (tab, q, status, page, size): reload and back keep them. */
export function filtersFromSearchParams(params: URLSearchParams): TMasterDataFilters {
  const kind = params.get('tab');
  const status = params.get('status');
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    kind: oneOf(MASTER_DATA_KINDS, kind) ? kind : 'languages',
    search: params.get('q')?.trim() ?? '',
    status: oneOf(MASTER_STATUS_FILTERS, status) ? status : 'all',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    ...(Number.isInteger(size) && size > 0 ? { size: Math.min(size, MAX_PAGE_SIZE) } : {}),
  };
}

export function filtersToSearchParams(
  filters: TMasterDataFilters,
  current: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set('tab', filters.kind === 'languages' ? null : filters.kind);
  set('q', filters.search || null);
  set('status', filters.status === 'all' ? null : filters.status);
  set('page', filters.page > 1 ? String(filters.page) : null);
  set('size', filters.size ? String(filters.size) : null);
  return next;
}

/** Another tab starts afresh: no search, every record, the first page. */
export function filtersForTab(kind: TMasterDataKind, current: TMasterDataFilters): TMasterDataFilters {
  return { kind, search: '', status: 'all', page: 1, ...(current.size ? { size: current.size } : {}) };
}

/** GET /{kind} parameters: pages are 0-based on the API, 1-based in the address. */
export function toListQuery(filters: TMasterDataFilters, defaultSize: number): TMasterQuery {
  return {
    page: filters.page - 1,
    size: filters.size ?? defaultSize,
    search: filters.search || undefined,
    is_active: filters.status === 'all' ? undefined : filters.status === 'active',
  };
}
