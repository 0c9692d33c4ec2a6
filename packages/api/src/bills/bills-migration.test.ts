import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPaymentPermissions } from '../db/migrations/0015-bills.ts';
import { seedForTests } from '../test/seed-for-tests.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

/**
 * Migration 0015 on a database seeded before the bill: payments.take reaches OWNER, MANAGER and
 * WAITER, payments.refund OWNER and MANAGER; running it again changes nothing.
 */
describe('migration 0015: payment permissions for existing databases', () => {
  let ctx: TTestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedForTests(ctx);
    // The database as it was before: no payment permissions.
    const claims = ctx.db.selectFrom('claims').select('id').where('name', 'like', 'payments.%');
    await ctx.db.deleteFrom('role_claims').where('claim_id', 'in', claims).execute();
    await ctx.db.deleteFrom('claims').where('name', 'like', 'payments.%').execute();
  });
  afterAll(() => ctx.close());

  const grants = () =>
    ctx.db
      .selectFrom('role_claims as rc')
      .innerJoin('roles as r', 'r.id', 'rc.role_id')
      .innerJoin('claims as c', 'c.id', 'rc.claim_id')
      .select(['r.name as role', 'c.name as claim'])
      .where('c.name', 'like', 'payments.%')
      .orderBy('c.name')
      .orderBy('r.name')
      .execute();

  it('grants them to the built-in roles, once', async () => {
    const db = ctx.db as unknown as Kysely<unknown>;
    await grantPaymentPermissions(db);
    await grantPaymentPermissions(db);
    expect(await grants()).toEqual([
      { role: 'MANAGER', claim: 'payments.refund' },
      { role: 'OWNER', claim: 'payments.refund' },
      { role: 'MANAGER', claim: 'payments.take' },
      { role: 'OWNER', claim: 'payments.take' },
      { role: 'WAITER', claim: 'payments.take' },
    ]);
  });
});
