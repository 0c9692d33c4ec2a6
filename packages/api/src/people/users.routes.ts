import { ZUserCreate, ZUserUpdate } from '@tableside/shared/access.schemas';
import { ZIdParams } from '@tableside/shared/list.schemas';
import { z } from 'zod';
import { accessTokenSessionId, bearerToken } from '../auth/access-token.ts';
import { listQuerySchema } from '../db/list.ts';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { created, ok } from '../http/respond.ts';
import { USER_LIST_SPEC } from './people.repository.ts';
import {
  createUser,
  deleteUser,
  explainUserAccess,
  getUserView,
  listUserViews,
  sendPasswordLink,
  setUserPermissions,
  updateUser,
} from './users.service.ts';

const RULES =
  '403 when the change would grant a permission the caller lacks or touches a user who has more; ' +
  '409 when no active user would be left with every permission.';

/** spec (admin 7 "Users and access"): /users. Reads need users.read, writes users.manage. */
export const usersRouter = new ApiRouter('Users and access')
  .get(
    '/',
    {
      summary: 'List users',
      description:
        'Each user with is_active, roles, permissions (effective) and last sign-in; never a password or token. ' +
        'Filters name, email, is_active, role_id, search (name or email). With `page`, a paged result.',
      access: 'users.read',
      query: listQuerySchema(USER_LIST_SPEC).extend({
        search: z.string().optional().describe('Text found in the name or email'),
        role_id: z.string().optional().describe('Users holding this role directly'),
      }),
    },
    async (c, { query }) => ok(c, await listUserViews(c.get('deps'), query)),
  )
  .post(
    '/',
    {
      summary: 'Add a user',
      description:
        'Without `password` the user is invited by mail (a single-use link to choose one); without `role_ids` ' +
        `they get USER_PERMISSIONS.DEFAULT_STAFF_ROLE. 409 when the email is taken. ${RULES}`,
      access: 'users.manage',
      body: ZUserCreate,
    },
    async (c, { body, principal }) =>
      created(c, await createUser(c.get('deps'), requirePrincipal(principal), body), 'User created'),
  )
  .get('/:id', { summary: 'One user', access: 'users.read', params: ZIdParams }, async (c, { params }) =>
    ok(c, await getUserView(c.get('deps'), params.id)),
  )
  .put(
    '/:id',
    {
      summary: 'Change a user',
      description:
        'Name, email, password, role_ids (replaces the roles) and is_active, each only when sent. ' +
        "Another person's password or email only for someone with fewer permissions than the caller (403 " +
        "between equals: send a reset link instead). A new password or disabling ends the user's sessions " +
        `at once, their access tokens included; nobody disables or deletes themselves (400). ${RULES}`,
      access: 'users.manage',
      params: ZIdParams,
      body: ZUserUpdate,
    },
    async (c, { params, body, principal }) => {
      const deps = c.get('deps');
      const token = bearerToken(c.req.header('Authorization'));
      const sessionId = token ? await accessTokenSessionId(token, deps.jwtSecret, deps.clock.now()) : null;
      const user = await updateUser(deps, requirePrincipal(principal), params.id, body, sessionId);
      return ok(c, user, 'User updated');
    },
  )
  .delete(
    '/:id',
    { summary: 'Delete a user', description: RULES, access: 'users.manage', params: ZIdParams },
    async (c, { params, principal }) => {
      await deleteUser(c.get('deps'), requirePrincipal(principal), params.id);
      return ok(c, null, 'User deleted');
    },
  )
  .get(
    '/:id/access',
    {
      summary: 'Why a user has each permission',
      description:
        'Every effective permission with its sources: the chain of roles granting it, or none for a direct grant.',
      access: 'users.read',
      params: ZIdParams,
    },
    async (c, { params }) => ok(c, await explainUserAccess(c.get('deps'), params.id)),
  )
  .put(
    '/:id/permissions',
    {
      summary: 'Set the permissions granted to a user directly',
      description: `Replaces the user's direct claims (names); their roles stay. ${RULES}`,
      access: 'users.manage',
      params: ZIdParams,
      body: z.object({ permissions: z.array(z.string().min(1).max(60)).max(200) }),
    },
    async (c, { params, body, principal }) =>
      ok(
        c,
        await setUserPermissions(c.get('deps'), requirePrincipal(principal), params.id, body.permissions),
        'Permissions updated',
      ),
  )
  .post(
    '/:id/invite',
    {
      summary: 'Send a new invitation',
      description:
        'For a user who has not chosen a password yet: mails a new link (valid 72 hours); earlier links stop working.',
      access: 'users.manage',
      params: ZIdParams,
    },
    async (c, { params, principal }) =>
      ok(
        c,
        await sendPasswordLink(c.get('deps'), requirePrincipal(principal), params.id, 'invitation'),
        'Invitation sent',
      ),
  )
  .post(
    '/:id/reset-password',
    {
      summary: 'Mail a user a password-reset link',
      description: 'The link is single-use and valid 60 minutes; the password stays until it is used.',
      access: 'users.manage',
      params: ZIdParams,
    },
    async (c, { params, principal }) =>
      ok(
        c,
        await sendPasswordLink(c.get('deps'), requirePrincipal(principal), params.id, 'reset'),
        'Password reset link sent',
      ),
  );
