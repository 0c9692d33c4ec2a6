import {
  ZRoleClaimInput,
  ZRoleHierarchyInput,
  ZUserClaimInput,
  ZUserRoleInput,
} from '@tableside/shared/access.schemas';
import { ZIdParams } from '@tableside/shared/list.schemas';
import type { ZodType } from 'zod';
import { listQuerySchema } from '../db/list.ts';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { created, ok } from '../http/respond.ts';
import { createLink, getLink, LINK_KINDS, listLinkRows, removeLink, replaceLink } from './links.service.ts';
import { LINK_TABLES, linkListSpec } from './people.repository.ts';

type TKind = (typeof LINK_KINDS)[keyof typeof LINK_KINDS];

/**
 * spec (admin 7 "Users and access"): /user-roles, /user-claims, /role-claims, /role-hierarchies,
 * each with list (filters by both ids), get, create, replace and delete.
 */
function linkRouter(kind: TKind, body: ZodType<Record<string, number>>, what: string): ApiRouter {
  const [a, b] = LINK_TABLES[kind.table];
  const values = (input: Record<string, number>): [number, number] => [input[a]!, input[b]!];
  const rules =
    '403 when it would grant a permission the caller lacks; 409 when it exists already, would leave no ' +
    'active user with every permission, or (hierarchies) would make a role contain itself.';
  return new ApiRouter('Users and access')
    .get(
      '/',
      {
        summary: `List ${what}`,
        description: `Filters ${a}, ${b}; include=${a.replace(/_id$/, '')},${b.replace(/_id$/, '')} embeds both ends (id, name). With \`page\`, a paged result.`,
        access: 'users.read',
        query: listQuerySchema(linkListSpec(kind.table)),
      },
      async (c, { query }) => ok(c, await listLinkRows(c.get('deps'), kind, query)),
    )
    .post(
      '/',
      { summary: `Add one of the ${what}`, description: rules, access: 'users.manage', body },
      async (c, { body: input, principal }) =>
        created(
          c,
          await createLink(c.get('deps'), requirePrincipal(principal), kind, values(input)),
          'Created',
        ),
    )
    .get(
      '/:id',
      { summary: `One of the ${what}`, access: 'users.read', params: ZIdParams },
      async (c, { params }) => ok(c, await getLink(c.get('deps'), kind, params.id)),
    )
    .put(
      '/:id',
      {
        summary: `Change one of the ${what}`,
        description: rules,
        access: 'users.manage',
        params: ZIdParams,
        body,
      },
      async (c, { params, body: input, principal }) =>
        ok(
          c,
          await replaceLink(c.get('deps'), requirePrincipal(principal), kind, params.id, values(input)),
          'Updated',
        ),
    )
    .delete(
      '/:id',
      { summary: `Remove one of the ${what}`, description: rules, access: 'users.manage', params: ZIdParams },
      async (c, { params, principal }) => {
        await removeLink(c.get('deps'), requirePrincipal(principal), kind, params.id);
        return ok(c, null, 'Deleted');
      },
    );
}

export const userRolesRouter = linkRouter(LINK_KINDS.userRoles, ZUserRoleInput, 'user roles');
export const userClaimsRouter = linkRouter(LINK_KINDS.userClaims, ZUserClaimInput, 'user permissions');
export const roleClaimsRouter = linkRouter(LINK_KINDS.roleClaims, ZRoleClaimInput, 'role permissions');
export const roleHierarchiesRouter = linkRouter(
  LINK_KINDS.roleHierarchies,
  ZRoleHierarchyInput,
  'role hierarchy links',
);
