import type { TPeopleQuery } from '../people/people.api.ts';

/** Which team members the list shows: everyone (the default), only active or only disabled ones. */
export const STAFF_STATUS_FILTERS = ['all', 'active', 'disabled'] as const;
export type TStaffStatusFilter = (typeof STAFF_STATUS_FILTERS)[number];

/** The API's list helper takes at most 100 rows per page. */
const MAX_PAGE_SIZE = 100;

/** `size`: rows per page when the address says (?size=); else the staff settings' default. */
export type TStaffFilters = { search: string; status: TStaffStatusFilter; page: number; size?: number };

function isStatus(value: string | null): value is TStaffStatusFilter {
  return (STAFF_STATUS_FILTERS as readonly (string | null)[]).includes(value);
}

/** The filters live in the address (q, status, page, size), so reload and back keep them. */
export function filtersFromSearchParams(params: URLSearchParams): TStaffFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    search: params.get('q')?.trim() ?? '',
    status: isStatus(status) ? status : 'all',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    ...(Number.isInteger(size) && size > 0 ? { size: Math.min(size, MAX_PAGE_SIZE) } : {}),
  };
}

export function filtersToSearchParams(filters: TStaffFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set('q', filters.search || null);
  set('status', filters.status === 'all' ? null : filters.status);
  set('page', filters.page > 1 ? String(filters.page) : null);
  set('size', filters.size ? String(filters.size) : null);
  return next;
}

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
