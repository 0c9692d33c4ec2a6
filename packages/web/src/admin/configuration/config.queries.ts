import { queryOptions } from '@tanstack/react-query';
import { configApi } from './config.api.ts';

/** spec admin 9: configuration stays fresh for 5 minutes. */
export const CONFIG_FRESH_MS = 5 * 60_000;

/** Every configuration query sits under ['config'], so one invalidation after a write refreshes them all. */
export const configQueries = {
  all: () => ['config'] as const,
  view: () =>
    queryOptions({
      queryKey: [...configQueries.all(), 'view'],
      queryFn: ({ signal }) => configApi.all(signal),
      staleTime: CONFIG_FRESH_MS,
    }),
  taxes: () =>
    queryOptions({
      queryKey: ['taxes', 'active'],
      queryFn: ({ signal }) => configApi.activeTaxes(signal),
      staleTime: CONFIG_FRESH_MS,
    }),
};
