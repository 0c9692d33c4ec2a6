import type { Database } from '@tableside/api/db/schema';
import type { THasher, TLogger } from '@tableside/api/deps';
import { systemClock } from '@tableside/api/deps';
import { seedDemoCafe, type TApiFetch } from '@tableside/api/seed/seed-demo';
import type { Kysely } from 'kysely';
import { DEMO_ADMIN } from './demo-account.ts';

/**
 * The sample cafe keeps Berlin opening hours; a demo is explored from anywhere at any hour, and a
 * closed cafe could not take the visitor's order. So the demo cafe serves all day (items and
 * categories with their own schedules still follow them), as the e2e cafe does.
 */
const ALL_DAY = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((day) => `${day}:ALLDAY`).join('|');

/** The demo's configuration, set through PUT /config/bulk. */
export const DEMO_CONFIG = { 'OPERATIONS.OPERATING_HOURS': ALL_DAY } as const;

/**
 * spec (customer 7, "Demo seeding"): the demo owner account is created directly (the API needs a
 * signed-in owner), then the sample cafe is upserted through the in-page API in the spec's order,
 * once per seed version (packages/api/src/seed/seed-demo.ts, docs/decisions/0012-demo-mode.md).
 */
export async function seedDemo(
  db: Kysely<Database>,
  fetch: TApiFetch,
  hasher: THasher,
  logger: TLogger,
): Promise<void> {
  await seedDemoCafe({
    db,
    fetch,
    hasher,
    clock: systemClock,
    logger,
    admin: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    config: DEMO_CONFIG,
  });
}
