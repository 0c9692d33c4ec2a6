import { type Kysely, type Migration, type MigrationResultSet, Migrator, sql } from 'kysely';
import { isPostgres } from './dialect.ts';
import * as initial from './migrations/0001-initial.ts';
import * as auditTrail from './migrations/0002-audit-trail.ts';
import * as serviceCharge from './migrations/0003-service-charge.ts';
import * as orderType from './migrations/0004-order-type.ts';
import * as invitations from './migrations/0005-invitations.ts';
import * as numberSequences from './migrations/0006-number-sequences.ts';
import * as masterData from './migrations/0007-master-data.ts';
import * as locations from './migrations/0008-locations.ts';
import * as rateLimits from './migrations/0009-rate-limits.ts';
import * as searchFold from './migrations/0010-search-fold.ts';
import * as orderHistoryIndexes from './migrations/0011-order-history-indexes.ts';
import * as dashboardFigures from './migrations/0012-dashboard-figures.ts';
import * as orderTaxMode from './migrations/0013-order-tax-mode.ts';
import * as waiterCalls from './migrations/0014-waiter-calls.ts';
import * as bills from './migrations/0015-bills.ts';
import * as reportMails from './migrations/0016-report-mails.ts';
import * as signInFailures from './migrations/0018-sign-in-failures.ts';
import * as ownerWords from './migrations/0019-owner-words.ts';
import type { Database } from './schema.ts';

/**
 * Migrations are provided in code, not read from disk, so the browser demo (sql.js) migrates
 * exactly like the Node server. Names sort in the order they run; never rename or edit a shipped one.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-audit-trail': auditTrail,
  '0003-service-charge': serviceCharge,
  '0004-order-type': orderType,
  '0005-invitations': invitations,
  '0006-number-sequences': numberSequences,
  '0007-master-data': masterData,
  '0008-locations': locations,
  '0009-rate-limits': rateLimits,
  '0010-search-fold': searchFold,
  '0011-order-history-indexes': orderHistoryIndexes,
  '0012-dashboard-figures': dashboardFigures,
  '0013-order-tax-mode': orderTaxMode,
  '0014-waiter-calls': waiterCalls,
  '0015-bills': bills,
  '0016-report-mails': reportMails,
  '0018-sign-in-failures': signInFailures,
  '0019-owner-words': ownerWords,
};

/** Every migration name, in the order they run. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

/** The latest migration name; backups record it so a restore can refuse a newer schema. */
export const SCHEMA_VERSION: string = MIGRATION_NAMES.at(-1)!;

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Up to and including `name`: how tests make a database (or a backup) of an older schema. */
export async function migrateUpTo(db: Kysely<Database>, name: string): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  db: Kysely<Database>,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<void> {
  // Name the schema: otherwise Kysely may find its bookkeeping tables in another schema of the
  // same PostgreSQL database (parallel test schemas, several tenants) and skip creating its own.
  const migrationTableSchema = isPostgres(db) ? await currentSchema(db) : undefined;
  const migrator = new Migrator({
    db,
    migrationTableSchema,
    provider: { getMigrations: async () => MIGRATIONS },
  });
  const { error, results } = await run(migrator);
  if (error === undefined) return;
  const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
  const reason = error instanceof Error ? error.message : String(error);
  throw new Error(`Database migration ${failed} failed: ${reason}`, { cause: error });
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('Database migration failed: PostgreSQL reports no current schema');
  return schema;
}
