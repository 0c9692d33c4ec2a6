import type {
  TRole,
  TRoleClaim,
  TRoleHierarchy,
  TUser,
  TUserClaim,
  TUserRole,
} from '@tableside/shared/access.schemas';
import type { TPage } from '@tableside/shared/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/http.ts';
import {
  createPeopleContext,
  dataOf,
  expectError,
  PASSWORD,
  SEEDED_ADMIN_ID,
  type TActor,
  type TPeopleContext,
} from './people.test-helpers.ts';

const GRANT_ABOVE = 'You cannot grant a permission you do not have: database.manage';
const USER_ABOVE = 'You cannot change a user who has permissions you do not have';
const ROLE_ABOVE = 'You cannot change a role that has permissions you do not have';
const CYCLE = 'A role cannot contain itself, directly or through other roles';

describe('the link resources: user roles, user claims, role claims, role hierarchies', () => {
  let p: TPeopleContext;
  let counter = 0;

  const addRole = async (permissions: string[] = []) =>
    dataOf<TRole>(await p.call('POST', '/roles', p.owner, { name: `Role ${++counter}`, permissions }), 201);
  const addUser = async (roleIds: number[]) =>
    dataOf<TUser>(
      await p.call('POST', '/users', p.owner, {
        name: `Linked ${++counter}`,
        email: `linked${counter}@example.com`,
        password: PASSWORD,
        role_ids: roleIds,
      }),
      201,
    );
  const getUser = async (id: number) => dataOf<TUser>(await p.call('GET', `/users/${id}`, p.owner));
  const getRole = async (id: number) => dataOf<TRole>(await p.call('GET', `/roles/${id}`, p.owner));
  const post = async <T>(path: string, body: Record<string, number>, as: TActor = p.owner) =>
    dataOf<T>(await p.call('POST', path, as, body), 201);
  const list = async <T>(path: string) => dataOf<T[]>(await p.call('GET', path, p.reader));
  const userRoleOf = async (userId: number, roleId: number) =>
    (await list<TUserRole>(`/user-roles?user_id=${userId}&role_id=${roleId}`))[0]!;
  const lastAction = async () => (await p.latestAudit(1))[0]?.action;

  beforeAll(async () => {
    p = await createPeopleContext();
  });
  afterAll(() => p.ctx.close());

  it('asks for a sign-in (401), refuses waiters and kitchen staff (403) and lets a reader only read', async () => {
    const host = await addRole(['tables.read']);
    await post('/role-hierarchies', { parent_role_id: host.id, child_role_id: p.roleIds.WAITER });
    await post('/user-claims', { user_id: p.waiter.id, claim_id: await p.claimId('reports.read') });
    const before = await p.counts();
    for (const [base, table] of [
      ['/user-roles', 'user_roles'],
      ['/user-claims', 'user_claims'],
      ['/role-claims', 'role_claims'],
      ['/role-hierarchies', 'role_hierarchies'],
    ] as const) {
      const { id } = await p.ctx.db.selectFrom(table).select('id').executeTakeFirstOrThrow();
      for (const [method, path, kind] of [
        ['GET', base, 'read'],
        ['GET', `${base}?page=0`, 'read'],
        ['POST', base, 'write'],
        ['GET', `${base}/${id}`, 'read'],
        ['PUT', `${base}/${id}`, 'write'],
        ['DELETE', `${base}/${id}`, 'write'],
      ] as const) {
        const label = `${method} ${path}`;
        const body = method === 'GET' ? undefined : {};
        expect((await p.call(method, path, null, body)).status, label).toBe(401);
        expect((await p.call(method, path, p.waiter, body)).status, label).toBe(403);
        expect((await p.call(method, path, p.kitchen, body)).status, label).toBe(403);
        expect((await p.call(method, path, p.reader, body)).status, label).toBe(kind === 'read' ? 200 : 403);
        if (kind === 'read') expect((await p.call(method, path, p.manager)).status, label).toBe(200);
      }
    }
    expect(await p.counts()).toEqual(before);
  });

  describe('/user-roles', () => {
    it('lists by user_id and role_id, and pages', async () => {
      const ofWaiter = await list<TUserRole>(`/user-roles?user_id=${p.waiter.id}`);
      expect(ofWaiter).toEqual([
        {
          id: expect.any(Number),
          user_id: p.waiter.id,
          role_id: p.roleIds.WAITER,
          created_at: expect.any(String),
        },
      ]);
      const owners = await list<TUserRole>(`/user-roles?role_id=${p.roleIds.OWNER}`);
      expect(owners.map((link) => link.user_id).sort()).toEqual([SEEDED_ADMIN_ID, p.owner.id].sort());
      const page = await dataOf<TPage<TUserRole>>(await p.call('GET', '/user-roles?page=0&size=2', p.reader));
      expect(page).toMatchObject({
        page_number: 0,
        page_size: 2,
        total_elements: (await p.counts()).user_roles,
      });
      expect(page.content).toHaveLength(2);
      for (const query of ['user_id=abc', 'claim_id=1', 'page=-1', 'sort=token']) {
        expect((await p.call('GET', `/user-roles?${query}`, p.reader)).status, query).toBe(400);
      }
    });

    it('embeds the user and the role on request (include), refusing other names', async () => {
      const [link] = await list<TUserRole & { user: unknown; role: unknown }>(
        `/user-roles?user_id=${p.waiter.id}&include=user,role`,
      );
      expect(link).toMatchObject({
        user: { id: p.waiter.id, name: 'Wanda Waiter', email: expect.any(String) },
        role: { id: p.roleIds.WAITER, name: 'WAITER' },
      });
      expect(JSON.stringify(link)).not.toMatch(/password|hash/);
      const [edge] = await list<Record<string, unknown>>('/role-hierarchies?include=parent_role');
      expect(edge === undefined || 'parent_role' in edge).toBe(true);
      expect((await p.call('GET', '/user-roles?include=claim', p.reader)).status).toBe(400);
    });

    it('adds, reads, changes and removes a user role, recording each', async () => {
      const user = await addUser([p.roleIds.WAITER]);
      const res = await p.call('POST', '/user-roles', p.manager, {
        user_id: user.id,
        role_id: p.roleIds.KITCHEN,
      });
      const link = await dataOf<TUserRole>(res, 201);
      expect(link).toMatchObject({ user_id: user.id, role_id: p.roleIds.KITCHEN });
      expect((await getUser(user.id)).roles.sort()).toEqual(['KITCHEN', 'WAITER']);
      expect((await p.latestAudit(1))[0]).toMatchObject({
        action: 'user_role.created',
        entity_type: 'user_roles',
        entity_id: String(link.id),
        summary: `Added user role: ${user.name} → KITCHEN`,
      });
      expect(await dataOf<TUserRole>(await p.call('GET', `/user-roles/${link.id}`, p.reader))).toEqual(link);

      const changed = await dataOf<TUserRole>(
        await p.call('PUT', `/user-roles/${link.id}`, p.manager, {
          user_id: user.id,
          role_id: p.roleIds.MANAGER,
        }),
      );
      expect(changed).toMatchObject({ id: link.id, role_id: p.roleIds.MANAGER });
      expect(await lastAction()).toBe('user_role.updated');

      expect((await json(await p.call('DELETE', `/user-roles/${link.id}`, p.manager))).message).toBe(
        'Deleted',
      );
      expect(await lastAction()).toBe('user_role.deleted');
      await expectError(
        await p.call('GET', `/user-roles/${link.id}`, p.owner),
        404,
        `User role ${link.id} not found`,
      );
      expect((await getUser(user.id)).roles).toEqual(['WAITER']);
    });

    it('refuses a duplicate, unknown or malformed ends and unknown ids, writing nothing', async () => {
      const link = await userRoleOf(p.waiter.id, p.roleIds.WAITER);
      const before = await p.counts();
      await expectError(
        await p.call('POST', '/user-roles', p.owner, { user_id: p.waiter.id, role_id: p.roleIds.WAITER }),
        409,
        'This user role already exists',
      );
      for (const [body, field, message] of [
        [{ user_id: 9999, role_id: p.roleIds.WAITER }, 'user_id', 'user 9999 not found'],
        [{ user_id: p.waiter.id, role_id: 9999 }, 'role_id', 'role 9999 not found'],
        [{ user_id: 'me', role_id: p.roleIds.WAITER }, 'user_id', 'Choose a user'],
        [{ user_id: p.waiter.id, role_id: 1.5 }, 'role_id', 'Choose a role'],
        [{ user_id: p.waiter.id }, 'role_id', 'Choose a role'],
        [{ user_id: -1, role_id: p.roleIds.WAITER }, 'user_id', 'Choose a user'],
      ] as const) {
        const res = await p.call('POST', '/user-roles', p.owner, body);
        expect(res.status, message).toBe(400);
        expect((await json(res)).errors?.[field], message).toEqual([message]);
      }
      const other = await p.call('PUT', `/user-roles/${link.id}`, p.owner, {
        user_id: p.waiter.id,
        role_id: 9999,
      });
      expect(other.status).toBe(400);
      await expectError(await p.call('GET', '/user-roles/abc', p.owner), 400);
      await expectError(
        await p.call('PUT', '/user-roles/9999', p.owner, { user_id: p.waiter.id, role_id: 1 }),
        404,
      );
      await expectError(await p.call('DELETE', '/user-roles/9999', p.owner), 404);
      expect(await p.counts()).toEqual(before);
    });

    it('lets a manager give no one the OWNER role nor take it from an owner', async () => {
      const waiter = await addUser([p.roleIds.WAITER]);
      const waiterLink = await userRoleOf(waiter.id, p.roleIds.WAITER);
      const ownerLink = await userRoleOf(p.owner.id, p.roleIds.OWNER);
      const before = await p.counts();
      for (const [method, path, body, message] of [
        ['POST', '/user-roles', { user_id: waiter.id, role_id: p.roleIds.OWNER }, GRANT_ABOVE],
        ['POST', '/user-roles', { user_id: p.manager.id, role_id: p.roleIds.OWNER }, GRANT_ABOVE],
        [
          'PUT',
          `/user-roles/${waiterLink.id}`,
          { user_id: waiter.id, role_id: p.roleIds.OWNER },
          GRANT_ABOVE,
        ],
        [
          'PUT',
          `/user-roles/${ownerLink.id}`,
          { user_id: p.owner.id, role_id: p.roleIds.WAITER },
          USER_ABOVE,
        ],
        ['DELETE', `/user-roles/${ownerLink.id}`, undefined, USER_ABOVE],
      ] as const) {
        await expectError(await p.call(method, path, p.manager, body), 403, message, 'FORBIDDEN');
      }
      expect(await p.counts()).toEqual(before);
    });

    it('changes what the user may do on their next request', async () => {
      const reader = p.reader;
      const link = await post<TUserRole>('/user-roles', { user_id: reader.id, role_id: p.roleIds.MANAGER });
      expect((await p.call('POST', '/claims', reader, { name: 'test.once' })).status).toBe(201);
      await dataOf(await p.call('DELETE', `/user-roles/${link.id}`, p.owner));
      expect((await p.call('POST', '/claims', reader, { name: 'test.twice' })).status).toBe(403);
    });
  });

  describe('/user-claims', () => {
    it('adds, lists, reads, changes and removes a permission granted to a user directly', async () => {
      const user = await addUser([p.roleIds.KITCHEN]);
      const reports = await p.claimId('reports.read');
      const audit = await p.claimId('audit.read');
      const link = await post<TUserClaim>('/user-claims', { user_id: user.id, claim_id: reports }, p.manager);
      expect(link).toMatchObject({ user_id: user.id, claim_id: reports });
      expect((await getUser(user.id)).direct_permissions).toEqual(['reports.read']);
      expect(await lastAction()).toBe('user_claim.created');

      expect(await list<TUserClaim>(`/user-claims?user_id=${user.id}`)).toEqual([link]);
      expect((await list<TUserClaim>(`/user-claims?claim_id=${reports}`)).map((row) => row.id)).toContain(
        link.id,
      );
      expect(await dataOf(await p.call('GET', `/user-claims/${link.id}`, p.reader))).toEqual(link);

      await dataOf(
        await p.call('PUT', `/user-claims/${link.id}`, p.manager, { user_id: user.id, claim_id: audit }),
      );
      expect((await getUser(user.id)).direct_permissions).toEqual(['audit.read']);
      expect(await lastAction()).toBe('user_claim.updated');

      await dataOf(await p.call('DELETE', `/user-claims/${link.id}`, p.manager));
      expect(await lastAction()).toBe('user_claim.deleted');
      expect((await getUser(user.id)).direct_permissions).toEqual([]);
      await expectError(
        await p.call('GET', `/user-claims/${link.id}`, p.owner),
        404,
        `User permission ${link.id} not found`,
      );
    });

    it('refuses duplicates, unknown claims and permissions the manager lacks', async () => {
      const user = await addUser([p.roleIds.WAITER]);
      const reports = await p.claimId('reports.read');
      await post('/user-claims', { user_id: user.id, claim_id: reports });
      const before = await p.counts();
      await expectError(
        await p.call('POST', '/user-claims', p.owner, { user_id: user.id, claim_id: reports }),
        409,
        'This user permission already exists',
      );
      const unknown = await p.call('POST', '/user-claims', p.owner, { user_id: user.id, claim_id: 9999 });
      expect((await json(unknown)).errors).toEqual({ claim_id: ['claim 9999 not found'] });
      await expectError(
        await p.call('POST', '/user-claims', p.manager, {
          user_id: user.id,
          claim_id: await p.claimId('database.manage'),
        }),
        403,
        GRANT_ABOVE,
      );
      await expectError(
        await p.call('POST', '/user-claims', p.manager, { user_id: SEEDED_ADMIN_ID, claim_id: reports }),
        403,
        USER_ABOVE,
      );
      expect(await p.counts()).toEqual(before);
    });
  });

  describe('/role-claims', () => {
    it('adds, lists, reads, changes and removes a role’s permission', async () => {
      const role = await addRole();
      const tables = await p.claimId('tables.read');
      const menu = await p.claimId('menu.read');
      const link = await post<TRoleClaim>('/role-claims', { role_id: role.id, claim_id: tables }, p.manager);
      expect((await getRole(role.id)).permissions).toEqual(['tables.read']);
      expect((await p.latestAudit(1))[0]).toMatchObject({
        action: 'role_claim.created',
        summary: `Added role permission: ${role.name} → tables.read`,
      });
      expect(await list<TRoleClaim>(`/role-claims?role_id=${role.id}`)).toEqual([link]);
      expect((await list<TRoleClaim>(`/role-claims?claim_id=${tables}`)).length).toBeGreaterThan(1);
      const page = await dataOf<TPage<TRoleClaim>>(
        await p.call('GET', `/role-claims?role_id=${role.id}&page=0`, p.reader),
      );
      expect(page).toMatchObject({ total_elements: 1, content: [link] });
      expect(await dataOf(await p.call('GET', `/role-claims/${link.id}`, p.reader))).toEqual(link);

      await dataOf(
        await p.call('PUT', `/role-claims/${link.id}`, p.manager, { role_id: role.id, claim_id: menu }),
      );
      expect((await getRole(role.id)).permissions).toEqual(['menu.read']);
      expect(await lastAction()).toBe('role_claim.updated');

      await dataOf(await p.call('DELETE', `/role-claims/${link.id}`, p.manager));
      expect(await lastAction()).toBe('role_claim.deleted');
      expect((await getRole(role.id)).permissions).toEqual([]);
    });

    it('lets a manager give no role database.manage nor touch the OWNER role’s permissions', async () => {
      const role = await addRole(['tables.read']);
      const database = await p.claimId('database.manage');
      const [roleLink] = await list<TRoleClaim>(`/role-claims?role_id=${role.id}`);
      const [ownerLink] = await list<TRoleClaim>(`/role-claims?role_id=${p.roleIds.OWNER}`);
      const before = await p.counts();
      for (const [method, path, body, message] of [
        ['POST', '/role-claims', { role_id: role.id, claim_id: database }, GRANT_ABOVE],
        ['POST', '/role-claims', { role_id: p.roleIds.WAITER, claim_id: database }, GRANT_ABOVE],
        ['PUT', `/role-claims/${roleLink!.id}`, { role_id: role.id, claim_id: database }, GRANT_ABOVE],
        ['DELETE', `/role-claims/${ownerLink!.id}`, undefined, ROLE_ABOVE],
        ['PUT', `/role-claims/${ownerLink!.id}`, { role_id: role.id, claim_id: database }, ROLE_ABOVE],
      ] as const) {
        await expectError(await p.call(method, path, p.manager, body), 403, message);
      }
      await expectError(
        await p.call('POST', '/role-claims', p.owner, {
          role_id: role.id,
          claim_id: await p.claimId('tables.read'),
        }),
        409,
        'This role permission already exists',
      );
      expect(await p.counts()).toEqual(before);
    });
  });

  describe('/role-hierarchies', () => {
    it('makes a role contain another, so its holders get that role’s permissions', async () => {
      const parent = await addRole(['reports.read']);
      const user = await addUser([parent.id]);
      const link = await post<TRoleHierarchy>(
        '/role-hierarchies',
        { parent_role_id: parent.id, child_role_id: p.roleIds.KITCHEN },
        p.manager,
      );
      expect(link).toMatchObject({ parent_role_id: parent.id, child_role_id: p.roleIds.KITCHEN });
      expect((await p.latestAudit(1))[0]).toMatchObject({
        action: 'role_hierarchy.created',
        summary: `Added role hierarchy: ${parent.name} → KITCHEN`,
      });
      const holder = await getUser(user.id);
      expect(holder.effective_roles).toEqual(expect.arrayContaining([parent.name, 'KITCHEN']));
      expect(holder.permissions).toContain('orders.update_status');

      expect(await list<TRoleHierarchy>(`/role-hierarchies?parent_role_id=${parent.id}`)).toEqual([link]);
      expect(
        (await list<TRoleHierarchy>(`/role-hierarchies?child_role_id=${p.roleIds.KITCHEN}`)).map((l) => l.id),
      ).toContain(link.id);
      expect(await dataOf(await p.call('GET', `/role-hierarchies/${link.id}`, p.reader))).toEqual(link);

      await dataOf(
        await p.call('PUT', `/role-hierarchies/${link.id}`, p.manager, {
          parent_role_id: parent.id,
          child_role_id: p.roleIds.WAITER,
        }),
      );
      expect(await lastAction()).toBe('role_hierarchy.updated');
      expect((await getUser(user.id)).effective_roles).toContain('WAITER');

      await dataOf(await p.call('DELETE', `/role-hierarchies/${link.id}`, p.manager));
      expect(await lastAction()).toBe('role_hierarchy.deleted');
      expect((await getUser(user.id)).effective_roles).toEqual([parent.name]);
    });

    it('refuses a role containing itself (400) or a cycle of two or three roles (409), writing nothing', async () => {
      const [a, b, c] = [await addRole(), await addRole(), await addRole()];
      const ab = await post<TRoleHierarchy>('/role-hierarchies', {
        parent_role_id: a.id,
        child_role_id: b.id,
      });
      const bc = await post<TRoleHierarchy>('/role-hierarchies', {
        parent_role_id: b.id,
        child_role_id: c.id,
      });
      const before = await p.counts();
      const self = await p.call('POST', '/role-hierarchies', p.owner, {
        parent_role_id: a.id,
        child_role_id: a.id,
      });
      await expectError(self, 400, 'A role cannot contain itself');
      for (const [parent, child] of [
        [b.id, a.id],
        [c.id, a.id],
      ]) {
        await expectError(
          await p.call('POST', '/role-hierarchies', p.owner, {
            parent_role_id: parent,
            child_role_id: child,
          }),
          409,
          CYCLE,
          'CONFLICT',
        );
      }
      await expectError(
        await p.call('PUT', `/role-hierarchies/${bc.id}`, p.owner, {
          parent_role_id: b.id,
          child_role_id: a.id,
        }),
        409,
        CYCLE,
      );
      await expectError(
        await p.call('PUT', `/role-hierarchies/${ab.id}`, p.owner, {
          parent_role_id: b.id,
          child_role_id: b.id,
        }),
        400,
      );
      await expectError(
        await p.call('POST', '/role-hierarchies', p.owner, { parent_role_id: a.id, child_role_id: b.id }),
        409,
        'This role hierarchy already exists',
      );
      const unknown = await p.call('POST', '/role-hierarchies', p.owner, {
        parent_role_id: 9999,
        child_role_id: a.id,
      });
      expect((await json(unknown)).errors).toEqual({ parent_role_id: ['parent role 9999 not found'] });
      expect(await p.counts()).toEqual(before);
    });

    it('allows a diamond: two roles containing the same one', async () => {
      const [top, left, right] = [await addRole(), await addRole(), await addRole()];
      const bottom = await addRole(['reports.read']);
      for (const [parent, child] of [
        [top, left],
        [top, right],
        [left, bottom],
        [right, bottom],
      ] as const) {
        await post('/role-hierarchies', { parent_role_id: parent.id, child_role_id: child.id });
      }
      const role = await getRole(top.id);
      expect(role.child_role_ids.sort()).toEqual([left.id, right.id].sort());
      expect(role.effective_permissions).toEqual(['reports.read']);
    });

    it('lets a manager make no role contain OWNER nor change a role that does', async () => {
      const role = await addRole();
      const crown = await addRole();
      const withOwner = await post<TRoleHierarchy>('/role-hierarchies', {
        parent_role_id: crown.id,
        child_role_id: p.roleIds.OWNER,
      });
      const plain = await post<TRoleHierarchy>('/role-hierarchies', {
        parent_role_id: role.id,
        child_role_id: p.roleIds.WAITER,
      });
      const before = await p.counts();
      for (const [method, path, body, message] of [
        [
          'POST',
          '/role-hierarchies',
          { parent_role_id: role.id, child_role_id: p.roleIds.OWNER },
          GRANT_ABOVE,
        ],
        [
          'PUT',
          `/role-hierarchies/${plain.id}`,
          { parent_role_id: role.id, child_role_id: p.roleIds.OWNER },
          GRANT_ABOVE,
        ],
        [
          'POST',
          '/role-hierarchies',
          { parent_role_id: p.roleIds.OWNER, child_role_id: role.id },
          ROLE_ABOVE,
        ],
        ['DELETE', `/role-hierarchies/${withOwner.id}`, undefined, ROLE_ABOVE],
      ] as const) {
        await expectError(await p.call(method, path, p.manager, body), 403, message);
      }
      expect(await p.counts()).toEqual(before);
    });
  });
});
