import { type TBranch, ZBranch } from '@tableside/shared/tables.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../lib/http/api-clients.ts';

/** spec admin 9: like tables, locations stay fresh for 5 minutes; the Locations screen refetches after writes. */
const LOCATIONS_FRESH_MS = 5 * 60_000;

const branchArray = z.array(ZBranch);

/**
 * Every location, archived ones included (GET /branches). One query behind the Locations screen,
 * the staff screens' location picker and the table and category forms.
 */
export const locationQueries = {
  all: () => ['branches'] as const,
  list: () =>
    queryOptions({
      queryKey: locationQueries.all(),
      queryFn: async ({ signal }) => (await apiClient.get('/branches', { signal, schema: branchArray })).data,
      staleTime: LOCATIONS_FRESH_MS,
    }),
};

export type TLocations = {
  /** Every location, archived ones included. */
  all: TBranch[];
  /** The ones staff pick from. */
  active: TBranch[];
  /** Two or more active locations: only then do screens offer a location choice (decision 0019). */
  several: boolean;
};

export function useLocations(enabled = true): TLocations {
  const { data = [] } = useQuery({ ...locationQueries.list(), enabled });
  const active = data.filter((branch) => !branch.archived);
  return { all: data, active, several: active.length >= 2 };
}
