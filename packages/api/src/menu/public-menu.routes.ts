import { MENU_CUSTOMIZATIONS_MAX_ITEMS } from '@tableside/shared/constants';
import { MAX_ID } from '@tableside/shared/list.schemas';
import { z } from 'zod';
import { ApiRouter } from '../http/api-router.ts';
import { okUnlessCached } from '../http/respond.ts';
import { getMenuCustomizations, getPublicMenu } from './public-menu.service.ts';

// Here rather than in shared: the guest's chunk reads the menu module and must stay free of zod.
const ZBenchId = z.coerce
  .number({ error: 'Expected a table id' })
  .int('Expected a table id')
  .positive('Expected a table id')
  .max(MAX_ID, 'Expected a table id')
  .optional()
  .describe("The guest's table: its location's menu (categories of that location and of none)");

const ZPublicMenuQuery = z.object({
  bench_id: ZBenchId,
  customizations: z
    .enum(['inline', 'separate'], { error: "Expected 'inline' or 'separate'" })
    .default('inline')
    .describe(
      "'separate' leaves each item's customizations out (has_customizations says whether it has any); " +
        'GET /api/public/menu/customizations gives them',
    ),
});

const ZItemIds = z
  .string({ error: 'Expected menu item ids' })
  .regex(/^[1-9][0-9]{0,15}(,[1-9][0-9]{0,15})*$/, 'Expected menu item ids separated by commas, e.g. 12,15')
  .transform((text) => text.split(',').map(Number))
  .refine((ids) => ids.length <= MENU_CUSTOMIZATIONS_MAX_ITEMS, {
    message: `At most ${MENU_CUSTOMIZATIONS_MAX_ITEMS} menu items`,
  })
  .refine((ids) => ids.every((id) => id <= MAX_ID), { message: 'Expected menu item ids' })
  .describe('Ids of menu items, separated by commas');

const ZCustomizationsQuery = z.object({ bench_id: ZBenchId, items: ZItemIds });

/** DESIGN 3: the menu is a public read; guests load it on every table scan, so it is cached and revalidated. */
export const publicMenuRouter = new ApiRouter('Public menu')
  .get(
    '/menu',
    {
      summary: 'The menu guests order from',
      description:
        'Visible categories with their items, featured items and tags, each item with its customizations ' +
        "and its availability now in the restaurant's time zone (unavailable ones are flagged with a reason). " +
        "With bench_id, the menu of that table's location, within its opening hours when it has its own. " +
        "With customizations=separate, the items come without their customizations (the guest's screens " +
        'fetch those of an item when it is opened). ' +
        'Answers an ETag; send it back as If-None-Match to get 304 Not Modified. Compressed with brotli or ' +
        'gzip (prepared once per menu change) when Accept-Encoding allows it.',
      access: 'public',
      query: ZPublicMenuQuery,
    },
    async (c, { query }) => {
      const menu = await getPublicMenu(c.get('deps'), query.bench_id, query.customizations);
      return menu.answer({
        ifNoneMatch: c.req.header('If-None-Match'),
        acceptEncoding: c.req.header('Accept-Encoding'),
      });
    },
  )
  .get(
    '/menu/customizations',
    {
      summary: 'The customizations of some menu items',
      description:
        "The customizations with their options of the given items of the menu (at bench_id, that table's " +
        'menu), in the order asked; items not on that menu are left out. Answers an ETag; send it back ' +
        'as If-None-Match to get 304 Not Modified.',
      access: 'public',
      query: ZCustomizationsQuery,
    },
    async (c, { query }) => {
      const { data, ...caching } = await getMenuCustomizations(c.get('deps'), query.bench_id, query.items);
      return okUnlessCached(c, data, caching);
    },
  );
