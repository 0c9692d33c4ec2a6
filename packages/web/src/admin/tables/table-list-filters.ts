import type { TBenchQuery } from './tables.api.ts';

/** Which tables the list shows. 'current' (the default) is every table that is not archived. */
export const TABLE_STATUS_FILTERS = ['current', 'active', 'inactive', 'archived', 'all'] as const;
export type TTableStatusFilter = (typeof TABLE_STATUS_FILTERS)[number];

/** spec admin 9 (demo defaults): page size 20; OPERATIONS.DEFAULT_PAGE_SIZE in the staff settings. */
export const TABLE_PAGE_SIZE = 20;
/** The API's list helper takes at most 100 rows per page. */
const MAX_PAGE_SIZE = 100;

/** `size`: rows per page when the address says (?size=); else the staff settings' default. */
export type TTableListFilters = { search: string; status: TTableStatusFilter; page: number; size?: number };

export const DEFAULT_TABLE_FILTERS: TTableListFilters = { search: '', status: 'current', page: 1 };

function isStatus(value: string | null): value is TTableStatusFilter {
  return (TABLE_STATUS_FILTERS as readonly (string | null)[]).includes(value);
}

/** The filters live in the address (q, status, page), so reload and back keep them. */
export function filtersFromSearchParams(params: URLSearchParams): TTableListFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    search: params.get('q')?.trim() ?? '',
    status: isStatus(status) ? status : 'current',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    ...(Number.isInteger(size) && size > 0 ? { size: Math.min(size, MAX_PAGE_SIZE) } : {}),
  };
}

export function filtersToSearchParams(filters: TTableListFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set('q', filters.search || null);
  set('status', filters.status === 'current' ? null : filters.status);
  set('page', filters.page > 1 ? String(filters.page) : null);
  set('size', filters.size ? String(filters.size) : null);
  return next;
}

const STATUS_QUERY: Record<TTableStatusFilter, TBenchQuery> = {
  current: { archived: false },
  active: { active: true, archived: false },
  inactive: { active: false, archived: false },
  archived: { archived: true },
  all: {},
};

/** GET /benches parameters: pages are 0-based on the API, 1-based in the address. */
export function toBenchQuery(filters: TTableListFilters, defaultSize = TABLE_PAGE_SIZE): TBenchQuery {
  return {
    ...STATUS_QUERY[filters.status],
    name_like: filters.search || undefined,
    page: filters.page - 1,
    size: filters.size ?? defaultSize,
  };
}
