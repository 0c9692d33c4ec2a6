import { ZIdParams } from '@tableside/shared/list.schemas';
import { ZBranchInput } from '@tableside/shared/tables.schemas';
import { listQuerySchema } from '../db/list.ts';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { created, ok } from '../http/respond.ts';
import { BRANCH_LIST_SPEC, listBranches } from './branches.repository.ts';
import { createBranch, getBranch, replaceBranch } from './branches.service.ts';

/**
 * spec (admin 3, 7): branches (locations) with name and address. Any staff member may read them
 * (table and menu forms pick one); writes exist for seeding and the locations screen. No delete:
 * tables and menu categories belong to a branch (docs/decisions/0010-tables-and-qr.md).
 */
export const branchesRouter = new ApiRouter('Branches')
  .get(
    '/',
    {
      summary: 'List branches',
      description: 'Filters name, name_like, address_like. With `page`, a paged result.',
      access: 'admin.access',
      query: listQuerySchema(BRANCH_LIST_SPEC),
    },
    async (c, { query }) => ok(c, await listBranches(c.get('deps').db, query)),
  )
  .get('/:id', { summary: 'One branch', access: 'admin.access', params: ZIdParams }, async (c, { params }) =>
    ok(c, await getBranch(c.get('deps'), params.id)),
  )
  .post(
    '/',
    {
      summary: 'Create a branch',
      description: 'Name required and unique (ignoring case; 409); address optional.',
      access: 'config.manage',
      body: ZBranchInput,
    },
    async (c, { body, principal }) =>
      created(c, await createBranch(c.get('deps'), body, requirePrincipal(principal)), 'Branch created'),
  )
  .put(
    '/:id',
    {
      summary: 'Change a branch',
      description: 'Replaces name and address (same rules as create).',
      access: 'config.manage',
      params: ZIdParams,
      body: ZBranchInput,
    },
    async (c, { params, body, principal }) =>
      ok(
        c,
        await replaceBranch(c.get('deps'), params.id, body, requirePrincipal(principal)),
        'Branch updated',
      ),
  );
