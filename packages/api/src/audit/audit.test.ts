import type { TAuditEntry } from '@tableside/shared/audit.schemas';
import type { TPage } from '@tableside/shared/envelope';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { addPermission } from '../db/migrations/permission-kit.ts';
import { json, request } from '../test/http.ts';
import { seedForTests } from '../test/seed-for-tests.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';
import { recordAudit } from './audit.service.ts';

type THeaders = { Authorization: string };

describe('the audit trail', () => {
  let ctx: TTestContext;
  let owner: THeaders;
  let manager: THeaders;
  let waiter: THeaders;

  beforeAll(async () => {
    ctx = await createTestContext({ now: '2025-06-01T10:00:00.000Z' });
    await seedForTests(ctx);
    owner = (await createSignedInUser(ctx.deps, { roles: ['OWNER'] })).headers;
    manager = (await createSignedInUser(ctx.deps, { roles: ['MANAGER'] })).headers;
    waiter = (await createSignedInUser(ctx.deps, { roles: ['WAITER'] })).headers;
    const by = { id: 1, name: 'Administrator' };
    for (const [at, action, id] of [
      ['2025-06-01T08:00:00.000Z', 'user.created', 7],
      ['2025-06-01T09:00:00.000Z', 'user.disabled', 7],
      ['2025-06-01T09:30:00.000Z', 'config.updated', 'BRANDING.PRIMARY_COLOR'],
    ] as const) {
      await recordAudit(
        ctx.db,
        { at, by },
        {
          action,
          entityType: action.split('.')[0]!,
          entityId: id,
          summary: `${action} ${id}`,
          before: { is_active: true, password_hash: 'x', nested: { refresh_token: 'y', name: 'Wanda' } },
          after: { is_active: false, bytes: new Uint8Array([1, 2]), note: 'z'.repeat(3000) },
        },
      );
    }
  });
  afterAll(() => ctx.close());

  const get = (path: string, headers?: THeaders) => request(ctx.app, 'GET', path, { headers });

  it('lists entries newest first, with who and when, and never a secret, a file or a long text', async () => {
    const res = await get('/audit-log', owner);
    expect(res.status).toBe(200);
    const entries = (await json<TAuditEntry[]>(res)).data;
    expect(entries.map((entry) => entry.action)).toEqual(['config.updated', 'user.disabled', 'user.created']);
    expect(entries[2]).toMatchObject({
      actor_id: 1,
      actor_name: 'Administrator',
      entity_type: 'user',
      entity_id: '7',
      before: { is_active: true, nested: { name: 'Wanda' } },
      after: { is_active: false, bytes: '[binary data]', note: '[3000 characters]' },
    });
    expect(JSON.stringify(entries)).not.toMatch(/password|refresh_token/);
  });

  it('filters by entity and time, and pages', async () => {
    const forUser = (await json<TAuditEntry[]>(await get('/audit-log?entity_type=user&entity_id=7', owner)))
      .data;
    expect(forUser).toHaveLength(2);
    const late = await get('/audit-log?at_min=2025-06-01T09:00:00.000Z', manager);
    expect((await json<TAuditEntry[]>(late)).data).toHaveLength(2);
    const page = (await json<TPage<TAuditEntry>>(await get('/audit-log?page=0&size=1', owner))).data;
    expect(page).toMatchObject({ total_elements: 3, total_pages: 3, has_next: true });
    expect((await get('/audit-log?at_min=yesterday', owner)).status).toBe(400);
    expect((await get('/audit-log?sort=password', owner)).status).toBe(400);
  });

  it('is for owners and managers: 401 without sign-in, 403 for a waiter', async () => {
    expect((await get('/audit-log')).status).toBe(401);
    expect((await get('/audit-log', waiter)).status).toBe(403);
  });

  it('gives a permission added later to the named roles of an existing database, once', async () => {
    const db = ctx.db as unknown as Kysely<unknown>;
    await ctx.db.deleteFrom('claims').where('name', '=', 'audit.read').execute();
    const permission = {
      name: 'audit.read',
      description: 'See the audit trail',
      roles: ['OWNER', 'MANAGER'],
    };
    await addPermission(db, permission);
    await addPermission(db, permission);
    const holders = await ctx.db
      .selectFrom('role_claims as rc')
      .innerJoin('roles as r', 'r.id', 'rc.role_id')
      .innerJoin('claims as c', 'c.id', 'rc.claim_id')
      .where('c.name', '=', 'audit.read')
      .select('r.name')
      .orderBy('r.name')
      .execute();
    expect(holders.map((row) => row.name)).toEqual(['MANAGER', 'OWNER']);
  });
});
