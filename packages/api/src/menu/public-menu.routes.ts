import { MAX_ID } from '@tableside/shared/list.schemas';
import { PUBLIC_MENU_MAX_AGE_SECONDS } from '@tableside/shared/public-menu.schemas';
import { z } from 'zod';
import { ApiRouter } from '../http/api-router.ts';
import { matchesEtag } from '../http/etag.ts';
import { getPublicMenu } from './public-menu.service.ts';

// Here rather than in shared: the guest's chunk reads the menu module and must stay free of zod.
const ZPublicMenuQuery = z.object({
  bench_id: z.coerce
    .number({ error: 'Expected a table id' })
    .int('Expected a table id')
    .positive('Expected a table id')
    .max(MAX_ID, 'Expected a table id')
    .optional()
    .describe("The guest's table: its location's menu (categories of that location and of none)"),
});

/** DESIGN 3: the menu is a public read; guests load it on every table scan, so it is cached and revalidated. */
export const publicMenuRouter = new ApiRouter('Public menu').get(
  '/menu',
  {
    summary: 'The menu guests order from',
    description:
      'Visible categories with their items, featured items and tags, each item with its customizations ' +
      "and its availability now in the restaurant's time zone (unavailable ones are flagged with a reason). " +
      "With bench_id, the menu of that table's location, within its opening hours when it has its own. " +
      'Answers an ETag; send it back as If-None-Match to get 304 Not Modified.',
    access: 'public',
    query: ZPublicMenuQuery,
  },
  async (c, { query }) => {
    const menu = await getPublicMenu(c.get('deps'), query.bench_id);
    c.header('ETag', menu.etag);
    // spec customer 9: public menu stale time 1 minute.
    c.header('Cache-Control', `public, max-age=${PUBLIC_MENU_MAX_AGE_SECONDS}`);
    if (matchesEtag(c.req.header('If-None-Match'), menu.etag)) return c.body(null, 304);
    return c.body(menu.body, 200, { 'Content-Type': 'application/json' });
  },
);
