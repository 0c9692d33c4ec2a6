import { ZIdParams } from '@tableside/shared/list.schemas';
import { ZBenchBulkDelete, ZBenchInput, ZBenchUnarchive } from '@tableside/shared/tables.schemas';
import { listQuerySchema } from '../db/list.ts';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { created, ok } from '../http/respond.ts';
import { BENCH_LIST_SPEC, listBenches } from './tables.repository.ts';
import {
  archiveBench,
  createBench,
  deleteBenchesById,
  getBenchDetail,
  getQrSettings,
  replaceBench,
  toggleBenchActive,
  unarchiveBench,
  validateTable,
} from './tables.service.ts';

const DETAIL = 'Answers the admin view of the table (branch name, order count, audit times).';

/**
 * spec (admin 7 "Tables"). The list stays public for the guests' table chooser (DESIGN.md
 * section 3) and shows only public fields; the detail and every write need a permission.
 */
export const benchesRouter = new ApiRouter('Tables')
  .get(
    '/',
    {
      summary: 'List tables',
      description:
        'Id, name, seats, branch, active and archived of each table. Filters name, name_like, active, ' +
        'archived, branch_id, seat_capacity. With `page`, a paged result.',
      access: 'public',
      query: listQuerySchema(BENCH_LIST_SPEC),
    },
    async (c, { query }) => ok(c, await listBenches(c.get('deps').db, query)),
  )
  .post(
    '/',
    {
      summary: 'Create a table',
      description: `Name unique per branch (ignoring case; 409), seats 1–99 or null, an existing branch. ${DETAIL}`,
      access: 'tables.manage',
      body: ZBenchInput,
    },
    async (c, { body, principal }) =>
      created(c, await createBench(c.get('deps'), body, requirePrincipal(principal)), 'Table created'),
  )
  .post(
    '/bulk-delete',
    {
      summary: 'Delete several tables',
      description:
        'All or nothing: an unknown table (404) or one that has orders (409, archive it instead) refuses ' +
        'the whole request. Answers the deleted ids.',
      access: 'tables.manage',
      body: ZBenchBulkDelete,
    },
    async (c, { body }) => ok(c, await deleteBenchesById(c.get('deps'), body.ids), 'Tables deleted'),
  )
  .get(
    '/:id',
    { summary: 'One table', description: DETAIL, access: 'tables.read', params: ZIdParams },
    async (c, { params }) => ok(c, await getBenchDetail(c.get('deps').db, params.id)),
  )
  .put(
    '/:id',
    {
      summary: 'Change a table',
      description: `Replaces name, seats and branch (same rules as create); active and archived may come along. ${DETAIL}`,
      access: 'tables.manage',
      params: ZIdParams,
      body: ZBenchInput,
    },
    async (c, { params, body, principal }) =>
      ok(c, await replaceBench(c.get('deps'), params.id, body, requirePrincipal(principal)), 'Table updated'),
  )
  .delete(
    '/:id',
    {
      summary: 'Delete a table',
      description: 'Orders keep their table: a table with orders is refused with 409 (archive it instead).',
      access: 'tables.manage',
      params: ZIdParams,
    },
    async (c, { params }) => ok(c, await deleteBenchesById(c.get('deps'), [params.id]), 'Table deleted'),
  )
  .patch(
    '/:id/toggle-active',
    {
      summary: 'Switch a table on or off',
      description: `An archived table answers 409 (unarchive it first). ${DETAIL}`,
      access: 'tables.manage',
      params: ZIdParams,
    },
    async (c, { params, principal }) => {
      const bench = await toggleBenchActive(c.get('deps'), params.id, requirePrincipal(principal));
      return ok(c, bench, bench.active ? 'Table is now active' : 'Table is now inactive');
    },
  )
  .post(
    '/:id/archive',
    {
      summary: 'Archive a table',
      description: `archived true, active false: guests can no longer order there. ${DETAIL}`,
      access: 'tables.manage',
      params: ZIdParams,
    },
    async (c, { params, principal }) =>
      ok(c, await archiveBench(c.get('deps'), params.id, requirePrincipal(principal)), 'Table archived'),
  )
  .post(
    '/:id/unarchive',
    {
      summary: 'Unarchive a table',
      description: `With reactivate true it takes orders again at once; otherwise it stays inactive. ${DETAIL}`,
      access: 'tables.manage',
      params: ZIdParams,
      body: ZBenchUnarchive,
    },
    async (c, { params, body, principal }) => {
      const principalOf = requirePrincipal(principal);
      const bench = await unarchiveBench(c.get('deps'), params.id, body.reactivate, principalOf);
      return ok(c, bench, 'Table unarchived');
    },
  );

export const tablesRouter = new ApiRouter('Tables')
  .get(
    '/qr-settings',
    {
      summary: 'Where table QR codes point',
      description:
        "public_url is the BRANDING.PUBLIC_URL setting ('' when unset); each code opens {public_url}/table/{id}.",
      access: 'tables.read',
    },
    async (c) => ok(c, await getQrSettings(c.get('deps'))),
  )
  .get(
    '/:id/validate',
    {
      summary: 'Can guests order at this table?',
      description: 'valid is true when the table exists, is active and is not archived.',
      access: 'public',
      params: ZIdParams,
    },
    async (c, { params }) => ok(c, await validateTable(c.get('deps').db, params.id)),
  );
