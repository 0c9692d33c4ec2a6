import { DEFAULT_PAGE_SIZE } from '@tableside/shared/constants';
import { ORDER_STATUSES } from '@tableside/shared/order-status';
import type { TOrderListQuery } from '../orders.api.ts';

/**
 * The order list's filters. They live in the address (?status=OPENED,READY&table=4&page=2) so a
 * row's detail and the browser's back button return to the same list, and a filtered list can be
 * shared. Pages are 1-based in the address and 0-based on the wire (the API's list helper).
 */
export type TOrderListFilters = {
  /** Values of GET /enums OrderStatus, in its order. */
  statuses: string[];
  benchId: number | null;
  /** YYYY-MM-DD, the restaurant's days; '' for no bound. */
  dateFrom: string;
  dateTo: string;
  /** Part of the order number people see (decision 0043), e.g. '42' or 'ORD-0000'. */
  search: string;
  /** 1-based. */
  page: number;
  /** Rows per page when the address says (?size=); else OPERATIONS.DEFAULT_PAGE_SIZE. */
  size?: number;
};

/** The API's list helper takes at most 100 rows per page. */
const MAX_PAGE_SIZE = 100;

export const EMPTY_ORDER_FILTERS: TOrderListFilters = {
  statuses: [],
  benchId: null,
  dateFrom: '',
  dateTo: '',
  search: '',
  page: 1,
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}

/**
 * Reads the filters from the address; anything malformed counts as not set. `known`: the statuses
 * GET /enums names; until it answered, the same list as built in (shared/order-status.ts).
 */
export function filtersFromSearchParams(
  params: URLSearchParams,
  known: readonly string[] = ORDER_STATUSES,
): TOrderListFilters {
  const statuses = (params.get('status') ?? '').split(',').filter((status) => known.includes(status));
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return DATE.test(value) ? value : '';
  };
  return {
    statuses,
    benchId: positiveInt(params.get('table')),
    dateFrom: date('from'),
    dateTo: date('to'),
    search: (params.get('q') ?? '').trim(),
    page: positiveInt(params.get('page')) ?? 1,
    ...sizeFrom(params.get('size')),
  };
}

function sizeFrom(raw: string | null): { size?: number } {
  const size = positiveInt(raw);
  return size === null ? {} : { size: Math.min(size, MAX_PAGE_SIZE) };
}

/** Writes the filters into `params` (keeping unrelated keys such as the tab); defaults are left out. */
export function filtersToSearchParams(filters: TOrderListFilters, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set('status', filters.statuses.join(','));
  set('table', filters.benchId === null ? '' : String(filters.benchId));
  set('from', filters.dateFrom);
  set('to', filters.dateTo);
  set('q', filters.search.trim());
  set('page', filters.page > 1 ? String(filters.page) : '');
  set('size', filters.size ? String(filters.size) : '');
  return next;
}

/**
 * GET /customer-orders?page=&size=&status_in=&bench_id=&date_from=&date_to=&sequence_number_like=
 * (spec admin 7 "Orders"), newest first, with each order's table.
 */
export function toListQuery(filters: TOrderListFilters, defaultSize = DEFAULT_PAGE_SIZE): TOrderListQuery {
  const search = filters.search.trim();
  return {
    page: filters.page - 1,
    size: filters.size ?? defaultSize,
    status_in: filters.statuses.length > 0 ? filters.statuses.join(',') : undefined,
    bench_id: filters.benchId ?? undefined,
    date_from: filters.dateFrom || undefined,
    date_to: filters.dateTo || undefined,
    sequence_number_like: search || undefined,
    include: 'bench',
    sort: 'created_at',
    order: 'desc',
  };
}
