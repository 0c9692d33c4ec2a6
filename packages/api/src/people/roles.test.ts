import type { TAccessExplanation, TClaim, TRole, TUser } from '@tableside/shared/access.schemas';
import type { TPage } from '@tableside/shared/envelope';
import { PERMISSIONS, SEEDED_ROLES } from '@tableside/shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/http.ts';
import {
  createPeopleContext,
  dataOf,
  expectError,
  expectNoSecrets,
  type TPeopleContext,
} from './people.test-helpers.ts';

const ROLE_ABOVE = 'You cannot change a role that has permissions you do not have';
const GRANT_ABOVE = 'You cannot grant a permission you do not have: database.manage';

describe('the roles and claims API', () => {
  let p: TPeopleContext;
  let counter = 0;
  const roleName = (name = 'Role') => `${name} ${++counter}`;

  const addRole = async (body: Record<string, unknown> = {}) =>
    dataOf<TRole>(await p.call('POST', '/roles', p.owner, { name: roleName(), ...body }), 201);
  const getRole = async (id: number) => dataOf<TRole>(await p.call('GET', `/roles/${id}`, p.owner));
  const addClaim = async (name: string) =>
    dataOf<TClaim>(await p.call('POST', '/claims', p.owner, { name }), 201);

  beforeAll(async () => {
    p = await createPeopleContext();
  });
  afterAll(() => p.ctx.close());

  describe('access', () => {
    it('asks for a sign-in (401), refuses waiters and kitchen staff (403) and lets a reader only read', async () => {
      const claim = await p.claimId('orders.read');
      const endpoints = [
        ['GET', '/roles', 'read'],
        ['POST', '/roles', 'write'],
        ['GET', `/roles/${p.roleIds.WAITER}`, 'read'],
        ['PUT', `/roles/${p.roleIds.WAITER}`, 'write'],
        ['DELETE', `/roles/${p.roleIds.WAITER}`, 'write'],
        ['GET', `/roles/${p.roleIds.WAITER}/access`, 'read'],
        ['GET', '/claims', 'read'],
        ['POST', '/claims', 'write'],
        ['GET', `/claims/${claim}`, 'read'],
        ['PUT', `/claims/${claim}`, 'write'],
        ['DELETE', `/claims/${claim}`, 'write'],
      ] as const;
      const before = await p.counts();
      for (const [method, path, kind] of endpoints) {
        const label = `${method} ${path}`;
        const body = method === 'GET' ? undefined : {};
        expect((await p.call(method, path, null, body)).status, label).toBe(401);
        expect((await p.call(method, path, p.waiter, body)).status, label).toBe(403);
        expect((await p.call(method, path, p.kitchen, body)).status, label).toBe(403);
        expect((await p.call(method, path, p.reader, body)).status, label).toBe(kind === 'read' ? 200 : 403);
        if (kind === 'read') expect((await p.call(method, path, p.manager)).status, label).toBe(200);
      }
      expect(await p.counts()).toEqual(before);
    });
  });

  describe('roles', () => {
    it('lists the product roles with their permissions and how many hold them', async () => {
      const roles = await dataOf<TRole[]>(await p.call('GET', '/roles', p.reader));
      expect(roles.map((role) => role.name)).toEqual(['OWNER', 'MANAGER', 'WAITER', 'KITCHEN']);
      const waiter = roles.find((role) => role.name === 'WAITER');
      expect(waiter).toMatchObject({
        id: p.roleIds.WAITER,
        seeded: true,
        description: SEEDED_ROLES.WAITER.description,
        permissions: [...SEEDED_ROLES.WAITER.permissions].sort(),
        effective_permissions: [...SEEDED_ROLES.WAITER.permissions].sort(),
        child_role_ids: [],
        parent_role_ids: [],
        user_count: 1,
      });
      // The seeded admin and the test's owner.
      expect(roles.find((role) => role.name === 'OWNER')?.user_count).toBe(2);
      expect(await getRole(p.roleIds.KITCHEN)).toMatchObject({ name: 'KITCHEN', seeded: true });
      expectNoSecrets(roles);
    });

    it('answers 400 for a malformed id and 404 for an unknown one', async () => {
      for (const id of ['abc', '0x1', '-3']) {
        await expectError(await p.call('GET', `/roles/${id}`, p.owner), 400);
        await expectError(await p.call('GET', `/claims/${id}`, p.owner), 400);
      }
      await expectError(await p.call('GET', '/roles/9999', p.owner), 404, 'Role 9999 not found');
      await expectError(await p.call('GET', '/roles/9999/access', p.owner), 404);
      await expectError(await p.call('PUT', '/roles/9999', p.owner, { description: 'x' }), 404);
      await expectError(await p.call('DELETE', '/roles/9999', p.owner), 404);
      await expectError(await p.call('GET', '/claims/9999', p.owner), 404, 'Permission 9999 not found');
      await expectError(await p.call('PUT', '/claims/9999', p.owner, { description: 'x' }), 404);
      await expectError(await p.call('DELETE', '/claims/9999', p.owner), 404);
    });

    it('creates a role with permissions, and records it', async () => {
      const name = roleName('Host');
      const res = await p.call('POST', '/roles', p.manager, {
        name: `  ${name} `,
        description: 'Greets guests',
        permissions: ['tables.read', 'orders.read', 'tables.read'],
      });
      const body = await json<TRole>(res);
      expect(res.status).toBe(201);
      expect(body.message).toBe('Role created');
      expect(body.data).toMatchObject({
        name,
        description: 'Greets guests',
        seeded: false,
        permissions: ['orders.read', 'tables.read'],
        effective_permissions: ['orders.read', 'tables.read'],
        user_count: 0,
      });
      expect((await p.latestAudit(1))[0]).toMatchObject({
        action: 'role.created',
        entity_type: 'role',
        entity_id: String(body.data.id),
        actor_id: p.manager.id,
        summary: `Created the role ${name} (orders.read, tables.read)`,
      });
    });

    it('rejects bad role names, taken names and unknown permissions, writing nothing', async () => {
      const taken = await addRole();
      const before = await p.counts();
      const cases: [Record<string, unknown>, string, string, number][] = [
        [{ name: '' }, 'name', 'Name is required', 400],
        [{ name: '-Dash first' }, 'name', 'Use letters, digits, spaces, _ and - only', 400],
        [{ name: 'Bar<script>' }, 'name', 'Use letters, digits, spaces, _ and - only', 400],
        [{ name: 'x'.repeat(51) }, 'name', 'At most 50 characters', 400],
        [{ name: 'Fine', description: 'd'.repeat(301) }, 'description', 'At most 300 characters', 400],
        [
          { name: 'Fine', permissions: ['nope.nothing'] },
          'permissions',
          'Unknown permission: nope.nothing',
          400,
        ],
        [{ name: taken.name.toUpperCase() }, 'name', 'A role with this name already exists', 409],
        [{ name: 'waiter' }, 'name', 'A role with this name already exists', 409],
      ];
      for (const [body, field, message, status] of cases) {
        const res = await p.call('POST', '/roles', p.owner, body);
        expect(res.status, message).toBe(status);
        expect((await json(res)).errors?.[field]?.[0], message).toBe(message);
      }
      expect(await p.counts()).toEqual(before);
    });

    it('keeps the name of a product role but lets its description and permissions change', async () => {
      const before = await p.counts();
      const res = await p.call('PUT', `/roles/${p.roleIds.WAITER}`, p.owner, { name: 'Server' });
      await expectError(res, 400, 'The name of a built-in role cannot be changed');
      expect(await p.counts()).toEqual(before);

      const described = await dataOf<TRole>(
        await p.call('PUT', `/roles/${p.roleIds.WAITER}`, p.manager, {
          name: 'WAITER',
          description: 'Serves tables and takes payments',
        }),
      );
      expect(described).toMatchObject({ name: 'WAITER', description: 'Serves tables and takes payments' });
      expect((await p.latestAudit(1))[0]).toMatchObject({
        action: 'role.updated',
        summary: 'Changed the role WAITER',
      });

      expect((await p.call('GET', '/dashboard/summary', p.waiter)).status).toBe(403);
      const wider = [...SEEDED_ROLES.WAITER.permissions, 'reports.read'];
      const changed = await dataOf<TRole>(
        await p.call('PUT', `/roles/${p.roleIds.WAITER}`, p.manager, { permissions: wider }),
      );
      expect(changed.permissions).toContain('reports.read');
      expect((await p.latestAudit(1))[0]).toMatchObject({
        action: 'role.permissions_changed',
        before: { permissions: [...SEEDED_ROLES.WAITER.permissions].sort() },
      });
      // The waiter has it on their next request.
      expect((await p.call('GET', '/dashboard/summary', p.waiter)).status).toBe(200);
      const restored = await p.call('PUT', `/roles/${p.roleIds.WAITER}`, p.owner, {
        permissions: SEEDED_ROLES.WAITER.permissions,
      });
      expect(restored.status).toBe(200);
    });

    it('renames a custom role, refusing a name another role has', async () => {
      const role = await addRole();
      const name = roleName('Runner');
      expect((await dataOf<TRole>(await p.call('PUT', `/roles/${role.id}`, p.owner, { name }))).name).toBe(
        name,
      );
      await expectError(await p.call('PUT', `/roles/${role.id}`, p.owner, { name: 'Kitchen' }), 409);
      await expectError(await p.call('PUT', `/roles/${role.id}`, p.owner, { name: 'no/slash' }), 400);
    });

    it('refuses to delete a product role someone holds (409)', async () => {
      const before = await p.counts();
      await expectError(
        await p.call('DELETE', `/roles/${p.roleIds.KITCHEN}`, p.owner),
        409,
        'The role KITCHEN is held by 1 user and cannot be deleted',
      );
      expect(await p.counts()).toEqual(before);
    });

    it('refuses to delete a product role another role contains, even when nobody holds it directly', async () => {
      const kitchenStaff = p.kitchen.id;
      const moved = await p.call('PUT', `/users/${kitchenStaff}`, p.owner, { role_ids: [p.roleIds.WAITER] });
      expect(moved.status).toBe(200);
      const parent = await addRole({});
      const link = await p.call('POST', '/role-hierarchies', p.owner, {
        parent_role_id: parent.id,
        child_role_id: p.roleIds.KITCHEN,
      });
      expect(link.status).toBe(201);
      const before = await p.counts();
      await expectError(
        await p.call('DELETE', `/roles/${p.roleIds.KITCHEN}`, p.owner),
        409,
        'The role KITCHEN is part of another role and cannot be deleted',
      );
      expect(await p.counts()).toEqual(before);
      expect((await p.call('DELETE', `/roles/${parent.id}`, p.owner)).status).toBe(200);
      const back = await p.call('PUT', `/users/${kitchenStaff}`, p.owner, { role_ids: [p.roleIds.KITCHEN] });
      expect(back.status).toBe(200);
    });

    it('deletes a custom role with its grants, links and holders’ permissions', async () => {
      const role = await addRole({ permissions: ['reports.read'] });
      const user = await dataOf<TUser>(
        await p.call('POST', '/users', p.owner, {
          name: 'Holder',
          email: `holder${counter}@example.com`,
          password: 'secret-password',
          role_ids: [role.id, p.roleIds.KITCHEN],
        }),
        201,
      );
      await dataOf(
        await p.call('POST', '/role-hierarchies', p.owner, {
          parent_role_id: role.id,
          child_role_id: p.roleIds.WAITER,
        }),
        201,
      );
      expect((await dataOf<TUser>(await p.call('GET', `/users/${user.id}`, p.owner))).permissions).toContain(
        'reports.read',
      );

      expect(await json(await p.call('DELETE', `/roles/${role.id}`, p.manager))).toMatchObject({
        success: true,
        message: 'Role deleted',
      });
      await expectError(await p.call('GET', `/roles/${role.id}`, p.owner), 404);
      for (const [table, column] of [
        ['role_claims', 'role_id'],
        ['user_roles', 'role_id'],
        ['role_hierarchies', 'parent_role_id'],
      ] as const) {
        const rows = await p.ctx.db.selectFrom(table).select('id').where(column, '=', role.id).execute();
        expect(rows, table).toEqual([]);
      }
      const after = await dataOf<TUser>(await p.call('GET', `/users/${user.id}`, p.owner));
      expect(after.roles).toEqual(['KITCHEN']);
      expect(after.permissions).not.toContain('reports.read');
      expect((await p.latestAudit(1))[0]).toMatchObject({
        action: 'role.deleted',
        entity_id: String(role.id),
      });
    });

    it('explains a role’s permissions through the roles it contains', async () => {
      const role = await addRole({ permissions: ['reports.read'] });
      await dataOf(
        await p.call('POST', '/role-hierarchies', p.owner, {
          parent_role_id: role.id,
          child_role_id: p.roleIds.KITCHEN,
        }),
        201,
      );
      const access = await dataOf<TAccessExplanation>(
        await p.call('GET', `/roles/${role.id}/access`, p.reader),
      );
      const sources = Object.fromEntries(access.permissions.map((entry) => [entry.name, entry.sources]));
      expect(sources['reports.read']).toEqual([{ via: [role.name] }]);
      expect(sources['menu.read']).toEqual([{ via: [role.name, 'KITCHEN'] }]);
      expect((await getRole(role.id)).child_role_ids).toEqual([p.roleIds.KITCHEN]);
      expect((await getRole(p.roleIds.KITCHEN)).parent_role_ids).toContain(role.id);
    });
  });

  describe('a manager and the OWNER role', () => {
    it('cannot create a role with database.manage, nor give a role it', async () => {
      const role = await addRole();
      const before = await p.counts();
      await expectError(
        await p.call('POST', '/roles', p.manager, { name: roleName(), permissions: ['database.manage'] }),
        403,
        GRANT_ABOVE,
      );
      await expectError(
        await p.call('PUT', `/roles/${role.id}`, p.manager, { permissions: ['database.manage'] }),
        403,
        GRANT_ABOVE,
      );
      await expectError(
        await p.call('PUT', `/roles/${p.roleIds.MANAGER}`, p.manager, { permissions: PERMISSIONS }),
        403,
        GRANT_ABOVE,
      );
      expect(await p.counts()).toEqual(before);
    });

    it('cannot change, narrow or delete the OWNER role', async () => {
      const before = await p.counts();
      for (const [method, body] of [
        ['PUT', { description: 'Mine now' }],
        ['PUT', { permissions: ['orders.read'] }],
        ['DELETE', undefined],
      ] as const) {
        await expectError(
          await p.call(method, `/roles/${p.roleIds.OWNER}`, p.manager, body),
          403,
          ROLE_ABOVE,
        );
      }
      expect(await p.counts()).toEqual(before);
      expect((await getRole(p.roleIds.OWNER)).effective_permissions).toEqual([...PERMISSIONS].sort());
    });
  });

  describe('claims', () => {
    it('lists the product’s permissions as built in, with filters and pages', async () => {
      const claims = await dataOf<TClaim[]>(await p.call('GET', '/claims', p.reader));
      expect(
        claims
          .filter((claim) => claim.built_in)
          .map((claim) => claim.name)
          .sort(),
      ).toEqual([...PERMISSIONS].sort());
      expect(claims.find((claim) => claim.name === 'orders.read')?.description).toBeTruthy();
      const named = await dataOf<TClaim[]>(await p.call('GET', '/claims?name=users.manage', p.reader));
      expect(named.map((claim) => claim.name)).toEqual(['users.manage']);
      const page = await dataOf<TPage<TClaim>>(await p.call('GET', '/claims?page=1&size=5', p.reader));
      expect(page).toMatchObject({ page_number: 1, page_size: 5, total_elements: claims.length });
      expect(page.content).toHaveLength(5);
      expect((await p.call('GET', '/claims?built_in=true', p.reader)).status).toBe(400);
      const one = await dataOf<TClaim>(
        await p.call('GET', `/claims/${await p.claimId('audit.read')}`, p.reader),
      );
      expect(one).toMatchObject({ name: 'audit.read', built_in: true });
    });

    it('adds a permission named area.action, refusing other forms and taken names', async () => {
      const res = await p.call('POST', '/claims', p.manager, {
        name: 'reports.export',
        description: 'CSV export',
      });
      const claim = await dataOf<TClaim>(res, 201);
      expect(claim).toMatchObject({ name: 'reports.export', description: 'CSV export', built_in: false });
      expect((await p.latestAudit(1))[0]).toMatchObject({
        action: 'claim.created',
        entity_id: String(claim.id),
      });

      const before = await p.counts();
      for (const name of [
        'Reports.export',
        'reports',
        'reports.',
        '.export',
        'reports.export.csv',
        'rep orts.x',
      ]) {
        const bad = await p.call('POST', '/claims', p.owner, { name });
        expect(bad.status, name).toBe(400);
        expect((await json(bad)).errors?.name, name).toEqual([
          "Use the form area.action, e.g. 'reports.export'",
        ]);
      }
      await expectError(
        await p.call('POST', '/claims', p.owner, { name: 'reports.export' }),
        409,
        'A permission with this name already exists',
      );
      await expectError(await p.call('POST', '/claims', p.owner, { name: 'orders.read' }), 409);
      expect(await p.counts()).toEqual(before);
    });

    it('keeps the name of a built-in permission and refuses to delete it, but lets its description change', async () => {
      const id = await p.claimId('menu.read');
      const before = await p.counts();
      await expectError(
        await p.call('PUT', `/claims/${id}`, p.owner, { name: 'menu.view' }),
        400,
        'A built-in permission cannot be renamed',
      );
      await expectError(
        await p.call('DELETE', `/claims/${id}`, p.owner),
        409,
        'A built-in permission cannot be deleted',
      );
      expect(await p.counts()).toEqual(before);
      const described = await dataOf<TClaim>(
        await p.call('PUT', `/claims/${id}`, p.owner, { name: 'menu.read', description: 'See the menu' }),
      );
      expect(described).toMatchObject({ name: 'menu.read', description: 'See the menu' });
      expect((await p.latestAudit(1))[0]).toMatchObject({ action: 'claim.updated', entity_id: String(id) });
    });

    it('renames and deletes a permission that is not built in, its grants going with it', async () => {
      const claim = await addClaim('floor.plan');
      const role = await addRole();
      await dataOf(
        await p.call('POST', '/role-claims', p.owner, { role_id: role.id, claim_id: claim.id }),
        201,
      );
      expect((await getRole(role.id)).permissions).toEqual(['floor.plan']);

      const renamed = await dataOf<TClaim>(
        await p.call('PUT', `/claims/${claim.id}`, p.owner, { name: 'floor.edit' }),
      );
      expect(renamed.name).toBe('floor.edit');
      expect((await getRole(role.id)).permissions).toEqual(['floor.edit']);
      await expectError(await p.call('PUT', `/claims/${claim.id}`, p.owner, { name: 'orders.read' }), 409);

      expect((await p.call('DELETE', `/claims/${claim.id}`, p.owner)).status).toBe(200);
      expect((await p.latestAudit(1))[0]).toMatchObject({
        action: 'claim.deleted',
        entity_id: String(claim.id),
      });
      expect((await getRole(role.id)).permissions).toEqual([]);
      await expectError(await p.call('GET', `/claims/${claim.id}`, p.owner), 404);
    });

    it('lets a holder of every permission grant one added for an integration', async () => {
      const claim = await addClaim('kiosk.open');
      const role = await addRole();
      const granted = await p.call('PUT', `/roles/${role.id}`, p.owner, { permissions: ['kiosk.open'] });
      expect(granted.status).toBe(200);
      expect((await getRole(role.id)).permissions).toEqual(['kiosk.open']);
      // A manager lacks it, so cannot hand it on.
      const other = await addRole();
      await expectError(
        await p.call('POST', '/role-claims', p.manager, { role_id: other.id, claim_id: claim.id }),
        403,
        'You cannot grant a permission you do not have: kiosk.open',
      );
    });
  });
});
