import {
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_RESULT_TYPES,
  type TSearchResult,
} from '@tableside/shared/search.schemas';
import { apiClient } from '../../lib/http/api-clients.ts';
import { isRecord, parserFromGuard } from '../../lib/http/data-parser.ts';
import type { TLanguage } from '../../lib/i18n/i18n.ts';

function isSearchResult(value: unknown): value is TSearchResult {
  return (
    isRecord(value) &&
    (SEARCH_RESULT_TYPES as readonly unknown[]).includes(value.type) &&
    (typeof value.id === 'number' || typeof value.id === 'string') &&
    typeof value.title === 'string' &&
    typeof value.path === 'string'
  );
}

const searchResults = parserFromGuard(
  (value): value is TSearchResult[] => Array.isArray(value) && value.every(isSearchResult),
);

/** GET /api/search (packages/api/src/search): the header's results, 5 per kind at most. */
export async function fetchSearchResults(term: string, language: TLanguage, signal?: AbortSignal) {
  const q = term.slice(0, SEARCH_QUERY_MAX_LENGTH);
  // A search that failed is typed again by the user soon enough; retries would only delay the answer.
  const response = await apiClient.get('/search', {
    query: { q, lang: language },
    signal,
    retry: false,
    schema: searchResults,
  });
  return response.data;
}
