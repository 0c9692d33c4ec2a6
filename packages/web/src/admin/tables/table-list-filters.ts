import { COUNTED_TABLES } from '@tableside/shared/tables.schemas';
import { pagedListFilters, type TPagedListFilters } from '../../lib/paged-list-filters.ts';
import type { TBenchQuery } from './tables.api.ts';

/** Which tables the list shows. 'current' (the default) is every table that is not archived. */
export const TABLE_STATUS_FILTERS = ['current', 'active', 'inactive', 'archived', 'all'] as const;
export type TTableStatusFilter = (typeof TABLE_STATUS_FILTERS)[number];

/** spec admin 9 (demo defaults): page size 20; OPERATIONS.DEFAULT_PAGE_SIZE in the staff settings. */
export const TABLE_PAGE_SIZE = 20;
/** `size`: rows per page when the address says (?size=); else the staff settings' default. */
export type TTableListFilters = TPagedListFilters<TTableStatusFilter>;

export const DEFAULT_TABLE_FILTERS: TTableListFilters = { search: '', status: 'current', page: 1 };

const codec = pagedListFilters(TABLE_STATUS_FILTERS, 'current');
/** The filters live in the address (q, status, page, size), so reload and back keep them. */
export const filtersFromSearchParams = codec.fromSearchParams;
export const filtersToSearchParams = codec.toSearchParams;

const STATUS_QUERY: Record<TTableStatusFilter, TBenchQuery> = {
  // The counted tables (issue 41): the same ones as Locations' count and the floor plan.
  current: COUNTED_TABLES,
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
