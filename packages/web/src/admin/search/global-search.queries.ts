import { queryOptions } from '@tanstack/react-query';
import type { TLanguage } from '../../lib/i18n/i18n.ts';
import { fetchSearchResults } from './global-search.api.ts';

/** Results stay fresh briefly: typing back to an earlier term shows them at once. */
const SEARCH_FRESH_MS = 30_000;

export const searchQueries = {
  all: () => ['global-search'] as const,
  results: (term: string, language: TLanguage) =>
    queryOptions({
      queryKey: [...searchQueries.all(), language, term],
      queryFn: ({ signal }) => fetchSearchResults(term, language, signal),
      staleTime: SEARCH_FRESH_MS,
      enabled: term !== '',
    }),
};
