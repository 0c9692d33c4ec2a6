import { ZSearchQuery } from '@tableside/shared/search.schemas';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { ok } from '../http/respond.ts';
import { globalSearch } from './search.service.ts';
import { searchLanguage } from './search-language.ts';

export const searchRouter = new ApiRouter('Search').get(
  '/',
  {
    summary: 'Global search of the admin header',
    description:
      'Up to 5 results each for menu items, tables, categories and configuration (sections and settings), ' +
      'in that order: {type, id, title, subtitle, icon, path}. Only the kinds the caller may read ' +
      '(menu.read, tables.read, config.read). Case-insensitive; configuration texts in `lang` or the ' +
      'Accept-Language (en, de; default en).',
    access: 'admin.access',
    query: ZSearchQuery,
  },
  async (c, { query, principal }) => {
    const results = await globalSearch(c.get('deps').db, {
      term: query.q,
      language: searchLanguage(query.lang, c.req.header('Accept-Language')),
      permissions: requirePrincipal(principal).permissions,
    });
    return ok(c, results);
  },
);
