import { pagedListFilters, type TPagedListFilters } from '../../lib/paged-list-filters.ts';
import type { TPeopleQuery } from '../people/people.api.ts';

/** Which team members the list shows: everyone (the default), only active or only disabled ones. */
export const STAFF_STATUS_FILTERS = ['all', 'active', 'disabled'] as const;
export type TStaffStatusFilter = (typeof STAFF_STATUS_FILTERS)[number];

/** `size`: rows per page when the address says (?size=); else the staff settings' default. */
export type TStaffFilters = TPagedListFilters<TStaffStatusFilter>;

const codec = pagedListFilters(STAFF_STATUS_FILTERS, 'all');
/** The filters live in the address (q, status, page, size), so reload and back keep them. */
export const filtersFromSearchParams = codec.fromSearchParams;
export const filtersToSearchParams = codec.toSearchParams;

/**
 * GET /users parameters: `search` matches name or email on the server; pages are 0-based on the
 * API, 1-based in the address.
 */
export function toUsersQuery(filters: TStaffFilters, defaultSize: number): TPeopleQuery {
  return {
    page: filters.page - 1,
    size: filters.size ?? defaultSize,
    search: filters.search || undefined,
    is_active: filters.status === 'all' ? undefined : String(filters.status === 'active'),
  };
}
