import { MAX_ID } from '@tableside/shared/list.schemas';
import { z } from 'zod';
import { ApiRouter } from '../http/api-router.ts';
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
      'Answers an ETag; send it back as If-None-Match to get 304 Not Modified. Compressed with brotli or ' +
      'gzip (prepared once per menu change) when Accept-Encoding allows it.',
    access: 'public',
    query: ZPublicMenuQuery,
  },
  async (c, { query }) => {
    const menu = await getPublicMenu(c.get('deps'), query.bench_id);
    return menu.answer({
      ifNoneMatch: c.req.header('If-None-Match'),
      acceptEncoding: c.req.header('Accept-Encoding'),
    });
  },
);
