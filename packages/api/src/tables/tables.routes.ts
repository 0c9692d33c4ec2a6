import { ZIdParams } from '@tableside/shared/list.schemas';
import { listQuerySchema } from '../db/list.ts';
import { ApiRouter } from '../http/api-router.ts';
import { ok } from '../http/respond.ts';
import { BENCH_LIST_SPEC, listBenches } from './tables.repository.ts';
import { validateTable } from './tables.service.ts';

/** DESIGN.md section 3: the guests' table chooser reads the table list without signing in. */
export const benchesRouter = new ApiRouter('Tables').get(
  '/',
  {
    summary: 'List tables',
    description: 'Id, name, seats, branch, active and archived of each table. With `page`, a paged result.',
    access: 'public',
    query: listQuerySchema(BENCH_LIST_SPEC),
  },
  async (c, { query }) => ok(c, await listBenches(c.get('deps').db, query)),
);

export const tablesRouter = new ApiRouter('Tables').get(
  '/:id/validate',
  {
    summary: 'Can guests order at this table?',
    description: 'valid is true when the table exists, is active and is not archived.',
    access: 'public',
    params: ZIdParams,
  },
  async (c, { params }) => ok(c, await validateTable(c.get('deps').db, params.id)),
);
