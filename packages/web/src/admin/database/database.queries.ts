import { queryOptions } from '@tanstack/react-query';
import { databaseApi } from './database.api.ts';

/** Every database query sits under ['database'], so saving or deleting a backup refreshes the list. */
export const databaseQueries = {
  all: () => ['database'] as const,
  backups: () =>
    queryOptions({
      queryKey: [...databaseQueries.all(), 'backups'],
      queryFn: ({ signal }) => databaseApi.backups(signal),
    }),
};
