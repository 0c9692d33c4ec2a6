import type { TPage } from '@tableside/shared/envelope';
import type { TBench } from '@tableside/shared/tables.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { publicApiClient } from '../../lib/http/api-clients.ts';
import { isRecord, parserFromGuard } from '../../lib/http/data-parser.ts';

export type TTableListFilter = { page: number; size: number; name: string };

// Guards rather than the shared zod schema keep zod out of the guest's first screens.
function isBench(value: unknown): value is TBench {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    (typeof value.seat_capacity === 'number' || value.seat_capacity == null) &&
    typeof value.active === 'boolean' &&
    typeof value.archived === 'boolean'
  );
}

function isBenchList(value: unknown): value is TPage<TBench> | TBench[] {
  if (Array.isArray(value)) return value.every(isBench);
  return (
    isRecord(value) &&
    Array.isArray(value.content) &&
    value.content.every(isBench) &&
    typeof value.total_pages === 'number'
  );
}

const benchListResponse = parserFromGuard(isBenchList);

/** spec (customer 3): a list may also come back as a plain array; it is paged here then. */
export function toTablePage(data: TPage<TBench> | TBench[], { page, size }: TTableListFilter) {
  if (!Array.isArray(data)) return { content: data.content, totalPages: Math.max(1, data.total_pages) };
  return {
    content: data.slice(page * size, (page + 1) * size),
    totalPages: Math.max(1, Math.ceil(data.length / size)),
  };
}

export type TTablePage = ReturnType<typeof toTablePage>;

export const tableListQueries = {
  all: () => ['benches', 'public'] as const,
  /** spec (customer 2): GET /benches with a 0-based page, page size and name search. */
  page: (filter: TTableListFilter) =>
    queryOptions({
      queryKey: [...tableListQueries.all(), filter],
      queryFn: async ({ signal }): Promise<TTablePage> => {
        const { data } = await publicApiClient.get('/benches', {
          signal,
          schema: benchListResponse,
          query: { page: filter.page, size: filter.size, name_like: filter.name || undefined },
        });
        return toTablePage(data, filter);
      },
      // Keeps the current cards on screen while the next page loads on a slow network.
      placeholderData: keepPreviousData,
    }),
};
