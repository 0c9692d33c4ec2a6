import type { TTableValidation } from '@tableside/shared/tables.schemas';
import { queryOptions } from '@tanstack/react-query';
import { publicApiClient } from '../../lib/http/api-clients.ts';
import { isRecord, parserFromGuard } from '../../lib/http/data-parser.ts';
import { tableQueryKey } from '../current-table/table-query-key.ts';

// A guard rather than the shared zod schema keeps zod out of the guest's first screen.
function isTableValidation(value: unknown): value is TTableValidation {
  if (!isRecord(value) || typeof value.valid !== 'boolean') return false;
  const bench = value.bench;
  return (
    bench === undefined ||
    (isRecord(bench) &&
      typeof bench.id === 'number' &&
      typeof bench.name === 'string' &&
      (typeof bench.seat_capacity === 'number' || bench.seat_capacity === null))
  );
}

const tableValidationResponse = parserFromGuard(isTableValidation);

export const guestTableQueries = {
  /** spec (customer 7): GET /tables/{id}/validate, kept for the default 30 s across the table's screens. */
  validate: (tableId: number) =>
    queryOptions({
      queryKey: [...tableQueryKey(tableId), 'validate'],
      queryFn: async ({ signal }) =>
        (
          await publicApiClient.get(`/tables/${tableId}/validate`, {
            signal,
            schema: tableValidationResponse,
          })
        ).data,
      staleTime: 30_000,
    }),
};
