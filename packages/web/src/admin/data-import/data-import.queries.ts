import { queryOptions } from '@tanstack/react-query';
import { dataImportApi } from './data-import.api.ts';

/** The entities and their counts sit under ['data-import']; every import refreshes them. */
export const dataImportQueries = {
  all: () => ['data-import'] as const,
  entities: () =>
    queryOptions({
      queryKey: [...dataImportQueries.all(), 'entities'],
      queryFn: ({ signal }) => dataImportApi.entities(signal),
      staleTime: 0,
    }),
};
