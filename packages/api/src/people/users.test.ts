import type { TAccessExplanation, TUser } from '@tableside/shared/access.schemas';
import type { TPage } from '@tableside/shared/envelope';
import { PERMISSIONS } from '@tableside/shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/http.ts';
import { setSettingValue } from '../test/settings.ts';
import {
  createPeopleContext,
  dataOf,
  expectError,
  expectNoSecrets,
  PASSWORD,
  SEEDED_ADMIN_EMAIL,
  SEEDED_ADMIN_ID,
  sessionOf,
  type TActor,
  type TPeopleContext,
} from './people.test-helpers.ts';

const FORBIDDEN_USER = 'You cannot change a user who has permissions you do not have';

describe('the users API', () => {
  let p: TPeopleContext;
  let counter = 0;
  const newEmail = (name = 'staff') => `${name}${++counter}@example.com`;

  /** POST /users as `as` (the owner by default); fails the test unless it answers 201. */
  const addUser = async (body: Record<string, unknown> = {}, as: TActor = p.owner) =>
    dataOf<TUser>(
      await p.call('POST', '/users', as, {
        name: 'New Staff',
        email: newEmail(),
        password: PASSWORD,
        role_ids: [p.roleIds.WAITER],
        ...body,
      }),
      201,
    );
  const getUser = async (id: number) => dataOf<TUser>(await p.call('GET', `/users/${id}`, p.owner));

  beforeAll(async () => {
    p = await createPeopleContext();
  });
  afterAll(() => p.ctx.close());

  describe('access', () => {
    const ENDPOINTS = [
      ['GET', '/users', 'read'],
      ['POST', '/users', 'write'],
      ['GET', `/users/${SEEDED_ADMIN_ID}`, 'read'],
      ['PUT', `/users/${SEEDED_ADMIN_ID}`, 'write'],
      ['DELETE', `/users/${SEEDED_ADMIN_ID}`, 'write'],
      ['GET', `/users/${SEEDED_ADMIN_ID}/access`, 'read'],
      ['PUT', `/users/${SEEDED_ADMIN_ID}/permissions`, 'write'],
      ['POST', `/users/${SEEDED_ADMIN_ID}/invite`, 'write'],
      ['POST', `/users/${SEEDED_ADMIN_ID}/reset-password`, 'write'],
    ] as const;

    it('asks for a sign-in (401), refuses waiters and kitchen staff (403) and lets a reader only read', async () => {
      const before = await p.counts();
      for (const [method, path, kind] of ENDPOINTS) {
        const label = `${method} ${path}`;
        const body = method === 'GET' ? undefined : {};
        expect((await p.call(method, path, null, body)).status, label).toBe(401);
        expect((await p.call(method, path, p.waiter, body)).status, label).toBe(403);
        expect((await p.call(method, path, p.kitchen, body)).status, label).toBe(403);
        const asReader = await p.call(method, path, p.reader, body);
        expect(asReader.status, label).toBe(kind === 'read' ? 200 : 403);
        if (kind === 'read') expect((await p.call(method, path, p.manager)).status, label).toBe(200);
      }
      const refused = await json(await p.call('PUT', `/users/${p.waiter.id}`, p.reader, { name: 'X' }));
      expect(refused).toMatchObject({ code: 'FORBIDDEN', message: 'Missing permission: users.manage' });
      expect(await p.counts()).toEqual(before);
      expect(p.ctx.mailer.sent).toHaveLength(0);
    });
  });

  describe('reading', () => {
    it('lists every user with roles, effective permissions and status, and never a secret', async () => {
      const res = await p.call('GET', '/users', p.manager);
      const users = await dataOf<TUser[]>(res);
      const admin = users.find((user) => user.id === SEEDED_ADMIN_ID);
      expect(admin).toMatchObject({
        email: SEEDED_ADMIN_EMAIL,
        is_active: true,
        roles: ['OWNER'],
        role_ids: [p.roleIds.OWNER],
        effective_roles: ['OWNER'],
        direct_permissions: [],
        invitation_pending: false,
        locked_until: null,
      });
      expect(admin?.permissions).toEqual([...PERMISSIONS].sort());
      expect(users.find((user) => user.id === p.reader.id)).toMatchObject({
        roles: [],
        direct_permissions: ['admin.access', 'users.read'],
        permissions: ['admin.access', 'users.read'],
      });
      expectNoSecrets(users);
      expectNoSecrets(await json(await p.call('GET', `/users/${SEEDED_ADMIN_ID}`, p.manager)));
    });

    it('filters by search, role_id, is_active and email, and pages', async () => {
      const wanted = await addUser({
        name: 'Zelda Findme',
        email: `zelda_100%${counter}@example.com`,
        role_ids: [p.roleIds.KITCHEN],
        is_active: false,
      });
      const ids = async (query: string) =>
        (await dataOf<TUser[]>(await p.call('GET', `/users?${query}`, p.reader))).map((user) => user.id);
      expect(await ids('search=FINDME')).toEqual([wanted.id]);
      expect(await ids(`search=${encodeURIComponent(wanted.email)}`)).toEqual([wanted.id]);
      expect(await ids(`role_id=${p.roleIds.KITCHEN}`)).toEqual(
        expect.arrayContaining([wanted.id, p.kitchen.id]),
      );
      expect(await ids(`role_id=${p.roleIds.KITCHEN}&is_active=false`)).toEqual([wanted.id]);
      expect(await ids(`email=${wanted.email}`)).toEqual([wanted.id]);
      // % and _ in a search are plain characters, not wildcards.
      expect(await ids('search=zelda_100%25')).toEqual([wanted.id]);
      expect(await ids('search=zeldax100')).toEqual([]);
      expect(await ids('search=zelda%25100')).toEqual([]);

      const page = await dataOf<TPage<TUser>>(await p.call('GET', '/users?page=0&size=2', p.reader));
      expect(page.content).toHaveLength(2);
      expect(page.total_elements).toBe((await p.counts()).users);
      expectNoSecrets(page);
    });

    it('rejects bad filters and malformed ids with 400, unknown ids with 404', async () => {
      for (const query of ['role_id=abc', 'is_active=maybe', 'password_hash=x', 'sort=password_hash']) {
        expect((await p.call('GET', `/users?${query}`, p.owner)).status, query).toBe(400);
      }
      for (const id of ['abc', '-1', '1e3', '99999999999']) {
        await expectError(await p.call('GET', `/users/${id}`, p.owner), 400);
        await expectError(await p.call('PUT', `/users/${id}`, p.owner, { name: 'X' }), 400);
        await expectError(await p.call('DELETE', `/users/${id}`, p.owner), 400);
      }
      await expectError(await p.call('GET', '/users/9999', p.owner), 404, 'User 9999 not found');
      await expectError(await p.call('GET', '/users/9999/access', p.owner), 404);
      await expectError(await p.call('PUT', '/users/9999', p.owner, { name: 'X' }), 404);
      await expectError(await p.call('DELETE', '/users/9999', p.owner), 404);
      await expectError(await p.call('POST', '/users/9999/invite', p.owner), 404);
      await expectError(await p.call('POST', '/users/9999/reset-password', p.owner), 404);
      await expectError(await p.call('PUT', '/users/9999/permissions', p.owner, { permissions: [] }), 404);
    });

    it('explains each permission of a user by its chain of roles or a direct grant', async () => {
      const user = await addUser();
      await dataOf(
        await p.call('PUT', `/users/${user.id}/permissions`, p.owner, { permissions: ['reports.read'] }),
      );
      const access = await dataOf<TAccessExplanation>(
        await p.call('GET', `/users/${user.id}/access`, p.reader),
      );
      const sources = Object.fromEntries(access.permissions.map((entry) => [entry.name, entry.sources]));
      expect(sources['reports.read']).toEqual([{ via: [] }]);
      expect(sources['orders.read']).toEqual([{ via: ['WAITER'] }]);
      expect(Object.keys(sources).sort()).toEqual([...user.permissions, 'reports.read'].sort());
    });
  });

  describe('creating', () => {
    it('adds a user with a password who can sign in at once, and records it', async () => {
      const email = newEmail('carla');
      const res = await p.call('POST', '/users', p.owner, {
        name: '  Carla  ',
        email,
        password: 'carla-password',
        role_ids: [p.roleIds.WAITER, p.roleIds.WAITER],
      });
      const body = await json<TUser>(res);
      expect(res.status).toBe(201);
      expect(body.message).toBe('User created');
      expect(body.data).toMatchObject({
        name: 'Carla',
        email,
        is_active: true,
        roles: ['WAITER'],
        invitation_pending: false,
        last_login_at: null,
      });
      expect(body.data.permissions).toContain('orders.create');
      expectNoSecrets(body);
      expect(p.ctx.mailer.sent.filter((mail) => mail.to === email)).toEqual([]);

      const session = await sessionOf(await p.login(email, 'carla-password'));
      expect(session.user.roles).toEqual(['WAITER']);
      const [entry] = await p.latestAudit(1);
      expect(entry).toMatchObject({
        action: 'user.created',
        entity_type: 'user',
        entity_id: String(body.data.id),
        actor_id: p.owner.id,
        summary: 'Added Carla (WAITER)',
      });
      expectNoSecrets(entry);
    });

    it('rejects bad input with a clear 400 naming the field, and writes nothing', async () => {
      const before = await p.counts();
      const cases: [Record<string, unknown>, string, string][] = [
        [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
        [{ password: 'short' }, 'password', 'Password must be at least 6 characters'],
        [{ name: '   ' }, 'name', 'Name is required'],
        [{ name: 'x'.repeat(101) }, 'name', 'At most 100 characters'],
        [{ role_ids: [9999] }, 'role_ids', 'Role 9999 not found'],
        [{ role_ids: ['WAITER'] }, 'role_ids.0', 'Choose a role'],
        [{ role_ids: [0] }, 'role_ids.0', 'Choose a role'],
        [{ is_active: 'yes' }, 'is_active', 'Expected true or false'],
      ];
      for (const [change, field, message] of cases) {
        const res = await p.call('POST', '/users', p.owner, {
          name: 'Bad Input',
          email: newEmail('bad'),
          password: PASSWORD,
          ...change,
        });
        const body = await json(res);
        expect(res.status, field).toBe(400);
        expect(body.errors?.[field], field).toEqual([message]);
      }
      await expectError(await p.call('POST', '/users', p.owner, '{"name":'), 400);
      expect(await p.counts()).toEqual(before);
    });

    it('refuses an email already taken, ignoring case (409), on create and on change', async () => {
      const other = await addUser();
      const before = await p.counts();
      const res = await p.call('POST', '/users', p.owner, {
        name: 'Twin',
        email: 'Owner@Example.COM',
        password: PASSWORD,
      });
      await expectError(res, 409, 'A user with this email already exists');
      const change = await p.call('PUT', `/users/${other.id}`, p.owner, {
        email: SEEDED_ADMIN_EMAIL.toUpperCase(),
      });
      expect(change.status).toBe(409);
      expect((await json(change)).errors).toEqual({ email: ['A user with this email already exists'] });
      expect(await p.counts()).toEqual(before);
      // Keeping one's own email in another case is no conflict.
      const same = await p.call('PUT', `/users/${other.id}`, p.owner, { email: other.email.toUpperCase() });
      expect(same.status).toBe(200);
    });

    it('gives a user added without roles USER_PERMISSIONS.DEFAULT_STAFF_ROLE', async () => {
      expect((await addUser({ role_ids: undefined })).roles).toEqual(['WAITER']);
      await setSettingValue(p.ctx, 'USER_PERMISSIONS.DEFAULT_STAFF_ROLE', 'MANAGER:0|WAITER:0|KITCHEN:1');
      try {
        expect((await addUser({ role_ids: undefined })).roles).toEqual(['KITCHEN']);
        expect((await addUser({ role_ids: [] })).roles).toEqual([]);
      } finally {
        await setSettingValue(p.ctx, 'USER_PERMISSIONS.DEFAULT_STAFF_ROLE', 'MANAGER:0|WAITER:1|KITCHEN:0');
      }
    });
  });

  describe('changing', () => {
    it('changes only what is sent: name, email, roles, password and status', async () => {
      const user = await addUser({ name: 'Paul' });
      const renamed = await dataOf<TUser>(
        await p.call('PUT', `/users/${user.id}`, p.owner, { name: 'Pauline' }),
      );
      expect(renamed).toMatchObject({
        name: 'Pauline',
        email: user.email,
        roles: ['WAITER'],
        is_active: true,
      });
      expect((await p.latestAudit(1))[0]).toMatchObject({
        action: 'user.updated',
        summary: 'Changed Pauline: name to Pauline',
      });

      const moved = await dataOf<TUser>(
        await p.call('PUT', `/users/${user.id}`, p.owner, { role_ids: [p.roleIds.KITCHEN] }),
      );
      expect(moved).toMatchObject({ name: 'Pauline', roles: ['KITCHEN'] });
      expect(moved.permissions).not.toContain('orders.create');
      expect((await p.latestAudit(1))[0]).toMatchObject({
        action: 'user.roles_changed',
        before: { roles: ['WAITER'] },
        after: { roles: ['KITCHEN'] },
      });

      const email = newEmail('pauline');
      await dataOf(await p.call('PUT', `/users/${user.id}`, p.owner, { email, password: 'pauline-pass' }));
      expect((await p.latestAudit(1))[0]?.action).toBe('user.password_set');
      expect((await p.login(user.email)).status).toBe(401);
      await sessionOf(await p.login(email, 'pauline-pass'));
    });

    it('lets a manager add waiters, move one to the kitchen and disable them', async () => {
      const waiter = await addUser({}, p.manager);
      expect(waiter.roles).toEqual(['WAITER']);
      const kitchen = await dataOf<TUser>(
        await p.call('PUT', `/users/${waiter.id}`, p.manager, { role_ids: [p.roleIds.KITCHEN] }),
      );
      expect(kitchen.roles).toEqual(['KITCHEN']);
      const disabled = await dataOf<TUser>(
        await p.call('PUT', `/users/${waiter.id}`, p.manager, { is_active: false }),
      );
      expect(disabled.is_active).toBe(false);
      expect((await p.latestAudit(1))[0]).toMatchObject({ action: 'user.disabled', actor_id: p.manager.id });
    });

    it('lets nobody disable or delete their own account (400)', async () => {
      const before = await p.counts();
      await expectError(
        await p.call('PUT', `/users/${p.owner.id}`, p.owner, { is_active: false }),
        400,
        'You cannot disable your own account',
      );
      await expectError(
        await p.call('DELETE', `/users/${p.manager.id}`, p.manager),
        400,
        'You cannot delete your own account',
      );
      expect(await p.counts()).toEqual(before);
    });

    it('sets the permissions granted to a user directly, and refuses unknown ones', async () => {
      const user = await addUser();
      const granted = await dataOf<TUser>(
        await p.call('PUT', `/users/${user.id}/permissions`, p.manager, {
          permissions: ['reports.read', 'audit.read', 'reports.read'],
        }),
      );
      expect(granted.direct_permissions).toEqual(['audit.read', 'reports.read']);
      expect(granted.roles).toEqual(['WAITER']);
      expect(granted.permissions).toEqual(
        expect.arrayContaining(['audit.read', 'orders.read', 'reports.read']),
      );
      expect((await p.latestAudit(1))[0]).toMatchObject({
        action: 'user.permissions_changed',
        after: { direct_permissions: ['audit.read', 'reports.read'] },
      });

      const before = await p.counts();
      const res = await p.call('PUT', `/users/${user.id}/permissions`, p.owner, {
        permissions: ['reports.read', 'nope.nothing'],
      });
      expect(res.status).toBe(400);
      expect((await json(res)).errors).toEqual({ permissions: ['Unknown permission: nope.nothing'] });
      await expectError(
        await p.call('PUT', `/users/${user.id}/permissions`, p.owner, { permissions: 'x' }),
        400,
      );
      expect(await p.counts()).toEqual(before);

      const cleared = await dataOf<TUser>(
        await p.call('PUT', `/users/${user.id}/permissions`, p.owner, { permissions: [] }),
      );
      expect(cleared.direct_permissions).toEqual([]);
    });

    it('deletes a user with their grants, and records it', async () => {
      const user = await addUser();
      await dataOf(
        await p.call('PUT', `/users/${user.id}/permissions`, p.owner, { permissions: ['reports.read'] }),
      );
      const res = await p.call('DELETE', `/users/${user.id}`, p.manager);
      expect(await json(res)).toMatchObject({ success: true, message: 'User deleted', data: null });
      await expectError(await p.call('GET', `/users/${user.id}`, p.owner), 404);
      const links = await p.ctx.db
        .selectFrom('user_roles')
        .select('id')
        .where('user_id', '=', user.id)
        .execute();
      expect(links).toEqual([]);
      expect((await p.latestAudit(1))[0]).toMatchObject({
        action: 'user.deleted',
        entity_id: String(user.id),
        before: { email: user.email, roles: ['WAITER'] },
      });
    });
  });

  describe('a manager cannot reach above themselves', () => {
    it('cannot add a user with the OWNER role', async () => {
      const before = await p.counts();
      const res = await p.call('POST', '/users', p.manager, {
        name: 'Sneaky',
        email: newEmail('sneaky'),
        password: PASSWORD,
        role_ids: [p.roleIds.OWNER],
      });
      await expectError(
        res,
        403,
        'You cannot grant a permission you do not have: database.manage',
        'FORBIDDEN',
      );
      expect(await p.counts()).toEqual(before);
    });

    it('cannot make a waiter an OWNER, nor grant them database.manage directly', async () => {
      const waiter = await addUser();
      const before = await p.counts();
      await expectError(
        await p.call('PUT', `/users/${waiter.id}`, p.manager, { role_ids: [p.roleIds.OWNER] }),
        403,
        'You cannot grant a permission you do not have: database.manage',
      );
      await expectError(
        await p.call('PUT', `/users/${waiter.id}/permissions`, p.manager, {
          permissions: ['database.manage'],
        }),
        403,
        'You cannot grant a permission you do not have: database.manage',
      );
      await expectError(
        await p.call('PUT', `/users/${p.manager.id}`, p.manager, { role_ids: [p.roleIds.OWNER] }),
        403,
      );
      expect(await p.counts()).toEqual(before);
      expect((await getUser(waiter.id)).roles).toEqual(['WAITER']);
    });

    it('cannot edit, disable, delete, invite or reset the password of an owner', async () => {
      const before = await p.counts();
      const mails = p.ctx.mailer.sent.length;
      for (const [method, path, body] of [
        ['PUT', `/users/${p.owner.id}`, { name: 'Demoted' }],
        ['PUT', `/users/${p.owner.id}`, { is_active: false }],
        ['PUT', `/users/${p.owner.id}`, { role_ids: [p.roleIds.WAITER] }],
        ['PUT', `/users/${p.owner.id}`, { password: 'taken-over' }],
        ['PUT', `/users/${p.owner.id}/permissions`, { permissions: [] }],
        ['DELETE', `/users/${p.owner.id}`, undefined],
        ['POST', `/users/${p.owner.id}/invite`, undefined],
        ['POST', `/users/${p.owner.id}/reset-password`, undefined],
      ] as const) {
        await expectError(await p.call(method, path, p.manager, body), 403, FORBIDDEN_USER, 'FORBIDDEN');
      }
      expect(await p.counts()).toEqual(before);
      expect(p.ctx.mailer.sent).toHaveLength(mails);
      expect(await getUser(p.owner.id)).toMatchObject({
        name: 'Olivia Owner',
        is_active: true,
        roles: ['OWNER'],
      });
    });
  });
});
