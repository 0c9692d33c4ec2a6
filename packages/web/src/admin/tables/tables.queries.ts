import { queryOptions } from '@tanstack/react-query';
import {
  DEFAULT_TABLE_FILTERS,
  TABLE_PAGE_SIZE,
  type TTableListFilters,
  toBenchQuery,
} from './table-list-filters.ts';
import { tablesApi } from './tables.api.ts';

/** spec admin 9: tables stay fresh for 5 minutes (also what the sidebar prefetch keeps). */
export const TABLES_FRESH_MS = 5 * 60_000;

/**
 * Every table query sits under ['benches'] (the sidebar's prefetch too), so a write invalidates
 * the lists, the print sheet and the prefetched active tables at once.
 */
export const staffTableQueries = {
  all: () => ['benches'] as const,
  /** `pageSize`: OPERATIONS.DEFAULT_PAGE_SIZE, used when the filters name no size. */
  list: (filters: TTableListFilters = DEFAULT_TABLE_FILTERS, pageSize = TABLE_PAGE_SIZE) =>
    queryOptions({
      queryKey: [...staffTableQueries.all(), 'page', filters, pageSize],
      queryFn: ({ signal }) => tablesApi.page(toBenchQuery(filters, pageSize), signal),
      staleTime: TABLES_FRESH_MS,
    }),
  /** The print sheet: every active table, in the order they were set up (Table 2 before Table 10). */
  activeForSheet: () =>
    queryOptions({
      queryKey: [...staffTableQueries.all(), 'sheet'],
      queryFn: ({ signal }) => tablesApi.all({ active: true, archived: false }, signal),
    }),
  qrSettings: () =>
    queryOptions({
      queryKey: ['tables', 'qr-settings'],
      queryFn: ({ signal }) => tablesApi.qrSettings(signal),
      staleTime: TABLES_FRESH_MS,
    }),
};
