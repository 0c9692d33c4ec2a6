import { ZClaimCreate, ZClaimUpdate, ZRoleCreate, ZRoleUpdate } from '@tableside/shared/access.schemas';
import { ZIdParams } from '@tableside/shared/list.schemas';
import { listQuerySchema } from '../db/list.ts';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { created, ok } from '../http/respond.ts';
import { CLAIM_LIST_SPEC } from './people.repository.ts';
import {
  createClaim,
  createRole,
  deleteClaim,
  deleteRole,
  explainRoleAccess,
  getClaimView,
  getRoleView,
  listClaimViews,
  listRoleViews,
  updateClaim,
  updateRole,
} from './roles.service.ts';

const RULES =
  '403 when the change would grant a permission the caller lacks or touches a role that has more; ' +
  '409 when no active user would be left with every permission.';

/** spec (admin 7 "Users and access"): /roles. */
export const rolesRouter = new ApiRouter('Users and access')
  .get(
    '/',
    {
      summary: 'List roles',
      description:
        'Each role with its own permissions, effective permissions (through the roles it contains), the roles it contains and is contained by, and how many users hold it.',
      access: 'users.read',
    },
    async (c) => ok(c, await listRoleViews(c.get('deps'))),
  )
  .post(
    '/',
    {
      summary: 'Create a role',
      description: `Name unique (409); permissions are claim names. ${RULES}`,
      access: 'users.manage',
      body: ZRoleCreate,
    },
    async (c, { body, principal }) =>
      created(c, await createRole(c.get('deps'), requirePrincipal(principal), body), 'Role created'),
  )
  .get('/:id', { summary: 'One role', access: 'users.read', params: ZIdParams }, async (c, { params }) =>
    ok(c, await getRoleView(c.get('deps'), params.id)),
  )
  .put(
    '/:id',
    {
      summary: 'Change a role',
      description: `Name, description, permissions (replaces the role's own); a built-in role keeps its name (400). ${RULES}`,
      access: 'users.manage',
      params: ZIdParams,
      body: ZRoleUpdate,
    },
    async (c, { params, body, principal }) =>
      ok(c, await updateRole(c.get('deps'), requirePrincipal(principal), params.id, body), 'Role updated'),
  )
  .delete(
    '/:id',
    {
      summary: 'Delete a role',
      description: `A built-in role held by a user cannot be deleted (409); another role takes its grants with it. ${RULES}`,
      access: 'users.manage',
      params: ZIdParams,
    },
    async (c, { params, principal }) => {
      await deleteRole(c.get('deps'), requirePrincipal(principal), params.id);
      return ok(c, null, 'Role deleted');
    },
  )
  .get(
    '/:id/access',
    {
      summary: 'Why a role has each permission',
      description: 'Every effective permission with the chain of roles granting it.',
      access: 'users.read',
      params: ZIdParams,
    },
    async (c, { params }) => ok(c, await explainRoleAccess(c.get('deps'), params.id)),
  );

/** spec (admin 7 "Users and access"): /claims, the permissions roles and users are granted. */
export const claimsRouter = new ApiRouter('Users and access')
  .get(
    '/',
    {
      summary: 'List permissions (claims)',
      description:
        "The product's permissions (built_in) and any added for integrations. Filters name, description.",
      access: 'users.read',
      query: listQuerySchema(CLAIM_LIST_SPEC),
    },
    async (c, { query }) => ok(c, await listClaimViews(c.get('deps'), query)),
  )
  .post(
    '/',
    {
      summary: 'Add a permission',
      description:
        "Name as area.action (e.g. 'reports.export'), unique (409). Nothing in the product checks it.",
      access: 'users.manage',
      body: ZClaimCreate,
    },
    async (c, { body, principal }) =>
      created(c, await createClaim(c.get('deps'), requirePrincipal(principal), body), 'Permission created'),
  )
  .get(
    '/:id',
    { summary: 'One permission', access: 'users.read', params: ZIdParams },
    async (c, { params }) => ok(c, await getClaimView(c.get('deps'), params.id)),
  )
  .put(
    '/:id',
    {
      summary: 'Change a permission',
      description: 'Description; the name only of a permission that is not built in (400).',
      access: 'users.manage',
      params: ZIdParams,
      body: ZClaimUpdate,
    },
    async (c, { params, body, principal }) =>
      ok(
        c,
        await updateClaim(c.get('deps'), requirePrincipal(principal), params.id, body),
        'Permission updated',
      ),
  )
  .delete(
    '/:id',
    {
      summary: 'Delete a permission',
      description: 'Only one that is not built in (409); its grants go with it.',
      access: 'users.manage',
      params: ZIdParams,
    },
    async (c, { params, principal }) => {
      await deleteClaim(c.get('deps'), requirePrincipal(principal), params.id);
      return ok(c, null, 'Permission deleted');
    },
  );
