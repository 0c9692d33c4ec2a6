import { SEARCH_QUERY_MAX_LENGTH, ZSearchResult } from '@tableside/shared/search.schemas';
import { z } from 'zod';
import { apiClient } from '../../lib/http/api-clients.ts';
import type { TLanguage } from '../../lib/i18n/i18n.ts';

const searchResults = z.array(ZSearchResult);

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
