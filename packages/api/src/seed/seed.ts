import { SEED_VERSION_KEY } from '@tableside/shared/constants';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TClock, THasher } from '../deps.ts';
import { SAMPLE_CUSTOMERS } from './sample-cafe.ts';
import { buildSampleOrders } from './sample-orders.ts';
import { seedAdmin, seedRoles } from './seed-access.ts';
import { seedSampleCafe } from './seed-cafe.ts';
import { seedSampleOrders } from './seed-orders.ts';
import { seedConfig, seedMasterData } from './seed-reference.ts';

export type TSeedOptions = {
  adminEmail: string;
  adminPassword: string;
  hasher: THasher;
  clock: TClock;
  /** The sample cafe (spec section 9); reference data and the admin are seeded either way. */
  sampleData: boolean;
};

const SEED_VERSION = 'seed_version';

async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SEED_VERSION)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Seeds a new database once, in one transaction: roles, the Administrator (id 1), master data, the
 * configuration catalogue and, optionally, the sample cafe. A database that records a seed version
 * is left alone (spec customer 4: "Demo seeding runs once per seed version").
 */
export async function seedDatabase(
  db: Kysely<Database>,
  options: TSeedOptions,
): Promise<{ seeded: boolean }> {
  if (await isSeeded(db)) return { seeded: false };
  const passwordHash = await options.hasher.hash(options.adminPassword);
  const now = options.clock.now();
  const orders = options.sampleData ? buildSampleOrders(now) : [];
  try {
    return await db.transaction().execute(async (trx) => {
      if (await isSeeded(trx)) return { seeded: false };
      const stamp = await seedAdmin(trx, { email: options.adminEmail, passwordHash }, now.toISOString());
      await seedRoles(trx, stamp);
      const defaultTax = await seedMasterData(trx, stamp, {
        ORDER: orders.length,
        INVOICE: 0,
        CUSTOMER: options.sampleData ? SAMPLE_CUSTOMERS.length : 0,
      });
      await seedConfig(trx, stamp, defaultTax);
      if (options.sampleData) {
        const cafe = await seedSampleCafe(trx, stamp, defaultTax);
        await seedSampleOrders(trx, stamp, cafe, defaultTax, orders);
      }
      await trx
        .insertInto('app_meta')
        .values([
          { key: SEED_VERSION, value: SEED_VERSION_KEY },
          { key: 'seeded_at', value: stamp.now },
        ])
        .execute();
      return { seeded: true };
    });
  } catch (error) {
    // Another server instance starting on the same database may have seeded it meanwhile.
    if (await isSeeded(db)) return { seeded: false };
    throw error;
  }
}
