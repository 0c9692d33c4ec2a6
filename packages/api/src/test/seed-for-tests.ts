import { seedDatabase } from '../seed/seed.ts';
import type { TTestContext } from './test-context.ts';

/**
 * Seeds a test database the way a first start does: reference data, the configuration, the roles and
 * the first admin; `sampleData` adds the sample cafe. The one way tests seed, so a change to the seed's
 * options is made here once.
 */
export async function seedForTests(
  ctx: TTestContext,
  {
    sampleData = false,
    adminEmail = 'owner@example.com',
  }: { sampleData?: boolean; adminEmail?: string } = {},
): Promise<void> {
  await seedDatabase(ctx.db, {
    adminEmail,
    adminPassword: 'secret-password',
    hasher: ctx.deps.hasher,
    clock: ctx.clock,
    sampleData,
  });
}
