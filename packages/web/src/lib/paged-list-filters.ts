/** The API's list helper takes at most 100 rows per page. */
const MAX_PAGE_SIZE = 100;

/**
 * The filters of a searchable, paged list with one status choice (staff, tables), as they live in
 * the address: `q`, `status` (left out when it is the default), `page` (from 1; left out on the
 * first) and `size` (rows per page when the address says; else the staff settings' default).
 */
export type TPagedListFilters<TStatus extends string> = {
  search: string;
  status: TStatus;
  page: number;
  size?: number;
};

/** Reads and writes TPagedListFilters for a list whose statuses are `statuses`, `fallback` the default. */
export function pagedListFilters<TStatus extends string>(statuses: readonly TStatus[], fallback: TStatus) {
  const isStatus = (value: string | null): value is TStatus =>
    (statuses as readonly (string | null)[]).includes(value);
  return {
    fromSearchParams(params: URLSearchParams): TPagedListFilters<TStatus> {
      const status = params.get('status');
      const page = Number(params.get('page'));
      const size = Number(params.get('size'));
      return {
        search: params.get('q')?.trim() ?? '',
        status: isStatus(status) ? status : fallback,
        page: Number.isInteger(page) && page > 0 ? page : 1,
        ...(Number.isInteger(size) && size > 0 ? { size: Math.min(size, MAX_PAGE_SIZE) } : {}),
      };
    },
    toSearchParams(filters: TPagedListFilters<TStatus>, current: URLSearchParams): URLSearchParams {
      const next = new URLSearchParams(current);
      const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
      set('q', filters.search || null);
      set('status', filters.status === fallback ? null : filters.status);
      set('page', filters.page > 1 ? String(filters.page) : null);
      set('size', filters.size ? String(filters.size) : null);
      return next;
    },
  };
}
