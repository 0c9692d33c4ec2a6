import type { TMasterDataKind } from '@tableside/shared/master-data.schemas';
import { queryOptions } from '@tanstack/react-query';
import { masterDataApi } from './master-data.api.ts';
import { type TMasterDataFilters, toListQuery } from './master-data-filters.ts';

/** Reference lists change seldom: a minute is fresh enough, and every write refetches its kind. */
const MASTER_DATA_FRESH_MS = 60_000;

/** Every master data query sits under ['master-data', kind], so a write refreshes its kind at once. */
export const masterDataQueries = {
  all: () => ['master-data'] as const,
  kind: (kind: TMasterDataKind) => [...masterDataQueries.all(), kind] as const,
  /** `pageSize`: OPERATIONS.DEFAULT_PAGE_SIZE, used when the filters name no size. */
  page: (filters: TMasterDataFilters, pageSize: number) =>
    queryOptions({
      queryKey: [...masterDataQueries.kind(filters.kind), 'page', filters, pageSize],
      queryFn: ({ signal }) => masterDataApi.page(filters.kind, toListQuery(filters, pageSize), signal),
      staleTime: MASTER_DATA_FRESH_MS,
    }),
  /** Every country, for a bank's country (its name in the list, the choice in the form). */
  countries: () =>
    queryOptions({
      queryKey: [...masterDataQueries.kind('countries'), 'all'],
      queryFn: ({ signal }) => masterDataApi.all('countries', {}, signal),
      staleTime: MASTER_DATA_FRESH_MS,
    }),
};
