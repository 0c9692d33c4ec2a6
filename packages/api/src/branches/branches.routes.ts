import { ZIdParams } from '@tableside/shared/list.schemas';
import { ZBranchInput } from '@tableside/shared/tables.schemas';
import { listQuerySchema } from '../db/list.ts';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { created, ok } from '../http/respond.ts';
import { BRANCH_LIST_SPEC, listBranches } from './branches.repository.ts';
import {
  createBranch,
  getBranch,
  removeBranch,
  replaceBranch,
  setBranchArchived,
} from './branches.service.ts';

const VIEW = 'Answers the location with its tables count and archived state.';

/**
 * spec (admin 3, 7): branches (locations): name, address, phone and opening hours. Any staff member
 * may read them (table and menu forms and the staff screens' location picker); writes need
 * config.manage (docs/decisions/0019-locations.md).
 */
export const branchesRouter = new ApiRouter('Branches')
  .get(
    '/',
    {
      summary: 'List locations',
      description:
        'Filters name, name_like, address_like, phone_like, archived. Each with tables_count. ' +
        'With `page`, a paged result.',
      access: 'admin.access',
      query: listQuerySchema(BRANCH_LIST_SPEC),
    },
    async (c, { query }) => ok(c, await listBranches(c.get('deps').db, query)),
  )
  .get(
    '/:id',
    { summary: 'One location', description: VIEW, access: 'admin.access', params: ZIdParams },
    async (c, { params }) => ok(c, await getBranch(c.get('deps'), params.id)),
  )
  .post(
    '/',
    {
      summary: 'Add a location',
      description:
        'Name required and unique (ignoring case; 409); address, phone optional; opening_hours in the ' +
        `OPERATIONS.OPERATING_HOURS format ('MON:09:00-22:00|…') or null for the restaurant's hours. ${VIEW}`,
      access: 'config.manage',
      body: ZBranchInput,
    },
    async (c, { body, principal }) =>
      created(c, await createBranch(c.get('deps'), body, requirePrincipal(principal)), 'Location created'),
  )
  .put(
    '/:id',
    {
      summary: 'Change a location',
      description: `Replaces name, address, phone and opening hours (same rules as create). ${VIEW}`,
      access: 'config.manage',
      params: ZIdParams,
      body: ZBranchInput,
    },
    async (c, { params, body, principal }) =>
      ok(
        c,
        await replaceBranch(c.get('deps'), params.id, body, requirePrincipal(principal)),
        'Location updated',
      ),
  )
  .delete(
    '/:id',
    {
      summary: 'Delete a location',
      description:
        'A location with tables or orders answers 409 (archive it instead); one with menu categories too.',
      access: 'config.manage',
      params: ZIdParams,
    },
    async (c, { params, principal }) => {
      await removeBranch(c.get('deps'), params.id, requirePrincipal(principal));
      return ok(c, { id: params.id }, 'Location deleted');
    },
  )
  .post(
    '/:id/archive',
    {
      summary: 'Archive a location',
      description: `It leaves the location pickers and its tables take no guest orders. ${VIEW}`,
      access: 'config.manage',
      params: ZIdParams,
    },
    async (c, { params, principal }) =>
      ok(
        c,
        await setBranchArchived(c.get('deps'), params.id, true, requirePrincipal(principal)),
        'Location archived',
      ),
  )
  .post(
    '/:id/unarchive',
    { summary: 'Unarchive a location', description: VIEW, access: 'config.manage', params: ZIdParams },
    async (c, { params, principal }) =>
      ok(
        c,
        await setBranchArchived(c.get('deps'), params.id, false, requirePrincipal(principal)),
        'Location unarchived',
      ),
  );
