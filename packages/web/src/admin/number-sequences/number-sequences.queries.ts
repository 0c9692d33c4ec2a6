import { queryOptions } from '@tanstack/react-query';
import { numberSequencesApi } from './number-sequences.api.ts';

/**
 * The sequences sit under ['number-records']. Their counters move with every order, so the screen
 * reads them again whenever it is shown rather than trusting a cached copy.
 */
export const numberSequenceQueries = {
  all: () => ['number-records'] as const,
  list: () =>
    queryOptions({
      queryKey: [...numberSequenceQueries.all(), 'list'],
      queryFn: ({ signal }) => numberSequencesApi.list(signal),
      staleTime: 0,
    }),
};
