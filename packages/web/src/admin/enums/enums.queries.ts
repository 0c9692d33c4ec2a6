import { type TEnumName, ZEnums } from '@tableside/shared/enums.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/http/api-clients.ts';

/** GET /enums: every enumeration the server checks with (shared/enums.schemas.ts). */
export async function fetchEnums(signal?: AbortSignal) {
  return (await apiClient.get('/enums', { signal, schema: ZEnums })).data;
}

/**
 * Asked once per page load: the values change only with a new server, and a reload (which a new
 * release needs anyway) asks again. The demo's API in the page answers it like the server.
 */
export const enumQueries = {
  all: () =>
    queryOptions({
      queryKey: ['enums'] as const,
      queryFn: ({ signal }) => fetchEnums(signal),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
    }),
};

const NONE: readonly string[] = [];

/** The values of one enumeration in the server's order; none when the server does not name it. */
export function useEnumValues(name: TEnumName) {
  return useQuery({ ...enumQueries.all(), select: (enums) => enums[name] ?? NONE });
}
