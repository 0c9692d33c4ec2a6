import type { Kysely } from 'kysely';
import { defaults } from './table-kit.ts';

/**
 * Locations (docs/decisions/0019-locations.md): what a guest needs to know of a branch (its phone and
 * its own opening hours, in the OPERATIONS.OPERATING_HOURS text format; null keeps the restaurant's),
 * and an archived flag, because a branch that tables or orders name is never deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('branches').addColumn('phone', 'text').execute();
  await db.schema.alterTable('branches').addColumn('opening_hours', 'text').execute();
  await db.schema.alterTable('branches').addColumn('archived', 'integer', defaults(0)).execute();
}
