import { CONFIG_CATALOGUE } from '@tableside/shared/config-catalogue';
import type { TBackupKind, TRestoreResult, TServerBackup } from '@tableside/shared/database.schemas';
import { AppError } from '@tableside/shared/errors';
import { type Kysely, sql } from 'kysely';
import { recordAudit } from '../audit/audit.service.ts';
import { TOKENS_VALID_FROM } from '../auth/token-epoch.ts';
import { readSettings } from '../config/settings.ts';
import { isPostgres } from '../db/dialect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { stampOf } from '../db/stamp.ts';
import type { TApiDeps, TSqliteFile } from '../deps.ts';
import type { TPrincipal } from '../http/env.ts';
import {
  BACKUP_META,
  inMemoryImage,
  openBackup,
  PRODUCT_MARK,
  readBackupUpload,
  writeMeta,
} from './backup-file.ts';
import { backupFileName, freeName, toServerBackups } from './backup-names.ts';
import { copyTables, emptyTables, readTablePlan, type TTablePlan } from './table-copy.ts';

/**
 * Backup and restore (DESIGN.md section 8, decision 0016). A backup is a portable SQLite file of
 * every table: SQLite's online backup where the host has one, else the tables copied from one
 * repeatable-read snapshot into a new SQLite database. A restore checks the file, keeps the current
 * data as a server backup, and replaces every table's rows in one transaction.
 */

/** app_meta keys that belong to this instance, never to a backup: secrets and bookkeeping. */
const LAST_AUTOMATIC = 'backup.last_automatic_at';
const INSTANCE_META = ['jwt_secret', TOKENS_VALID_FROM, LAST_AUTOMATIC];

/** Backups and restores per user and window: generous for an owner, a wall for a stolen session. */
const DATABASE_CALLS_PER_WINDOW = 30;
const DATABASE_WINDOW_MS = 10 * 60_000;

export async function limitDatabaseCalls(deps: TApiDeps, principal: TPrincipal): Promise<void> {
  if (
    !(await deps.rateLimiter.hit(`database:${principal.id}`, DATABASE_CALLS_PER_WINDOW, DATABASE_WINDOW_MS))
  ) {
    throw new AppError(
      'RATE_LIMITED',
      'Too many backups and restores in a short time. Please wait a few minutes.',
    );
  }
}

// Backup ------------------------------------------------------------------------------------------

/** The whole database as a backup file, taken while requests go on. */
export async function takeBackup(deps: TApiDeps): Promise<Uint8Array> {
  const { backups } = deps;
  if (backups.snapshot) {
    return finishBackup(deps, await backups.openSqlite(inMemoryImage(await backups.snapshot())));
  }
  const snapshot = isPostgres(deps.db)
    ? deps.db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only')
    : deps.db.transaction();
  return snapshot.execute((trx) => backupOf(deps, trx));
}

/**
 * A backup of what `source` (a transaction) sees, copied table by table into a new SQLite
 * database: the way on PostgreSQL, and inside a restore, where it must see what the restore replaces.
 */
async function backupOf(deps: TApiDeps, source: Kysely<Database>): Promise<Uint8Array> {
  const file = await deps.backups.openSqlite();
  try {
    await migrateToLatest(file.db as Kysely<Database>);
    // The copy checks nothing the live database has not checked already.
    await sql`pragma foreign_keys = off`.execute(file.db);
    await copyTables(source, file.db, await readTablePlan(file.db));
    const meta = await source.selectFrom('app_meta').selectAll().execute();
    for (const row of meta) await writeMeta(file.db, row.key, row.value);
  } catch (error) {
    await file.close();
    throw error;
  }
  return finishBackup(deps, file);
}

/** Leaves out what belongs to this instance, marks the file as a backup, and closes it. */
async function finishBackup(deps: TApiDeps, file: TSqliteFile): Promise<Uint8Array> {
  try {
    await file.db.deleteFrom('refresh_tokens').execute();
    await file.db.deleteFrom('rate_limits').execute();
    await file.db.deleteFrom('sign_in_failures').execute();
    await file.db.deleteFrom('app_meta').where('key', 'in', INSTANCE_META).execute();
    await writeMeta(file.db, BACKUP_META.product, PRODUCT_MARK);
    await writeMeta(file.db, BACKUP_META.takenAt, deps.clock.now().toISOString());
    return await file.export();
  } finally {
    await file.close();
  }
}

async function nameBackup(deps: TApiDeps, kind: TBackupKind, label?: string): Promise<string> {
  const settings = await readSettings(deps);
  return backupFileName({
    restaurant: settings.get('BRANDING.RESTAURANT_NAME'),
    timeZone: settings.get('REGIONAL.TIMEZONE'),
    at: deps.clock.now(),
    kind,
    label,
  });
}

/** GET /database/backup: a backup to download, named after the restaurant and the time. */
export async function downloadBackup(
  deps: TApiDeps,
  principal: TPrincipal,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  await limitDatabaseCalls(deps, principal);
  const bytes = await takeBackup(deps);
  const fileName = await nameBackup(deps, 'manual');
  await recordAudit(deps.db, stampOf(deps, principal), {
    action: 'database.backed_up',
    entityType: 'database',
    summary: `Downloaded the backup ${fileName}`,
    after: { file: fileName, size: bytes.byteLength },
  });
  return { fileName, bytes };
}

/** A backup kept in the server's backup folder, on request or on schedule. */
export async function saveServerBackup(
  deps: TApiDeps,
  principal: TPrincipal | null,
  kind: 'manual' | 'automatic',
  label?: string,
): Promise<TServerBackup> {
  const name = await nameBackup(deps, kind, label);
  const saved = await storeBackup(deps, name, await takeBackup(deps));
  await recordAudit(deps.db, stampOf(deps, principal), {
    action: 'database.backed_up',
    entityType: 'database',
    entityId: saved.name,
    summary:
      kind === 'automatic'
        ? `Automatic backup ${saved.name}`
        : `Saved the backup ${saved.name} on the server`,
    after: { file: saved.name, size: saved.size },
  });
  return saved;
}

/** Writes a backup under `name`, or the next free name beside it, and answers its entry. */
async function storeBackup(deps: TApiDeps, name: string, bytes: Uint8Array): Promise<TServerBackup> {
  const { store } = deps.backups;
  const free = freeName(name, new Set((await store.list()).map((file) => file.name)));
  await store.write(free, bytes);
  const saved = toServerBackups(await store.list()).find((backup) => backup.name === free);
  if (!saved) throw new Error(`The backup ${free} was written but the backup folder does not list it`);
  return saved;
}

export async function listServerBackups(deps: TApiDeps): Promise<TServerBackup[]> {
  return toServerBackups(await deps.backups.store.list());
}

export async function readServerBackup(deps: TApiDeps, name: string): Promise<Uint8Array> {
  const bytes = await deps.backups.store.read(name);
  if (!bytes) throw AppError.notFound('Backup', name);
  return bytes;
}

export async function deleteServerBackup(deps: TApiDeps, principal: TPrincipal, name: string): Promise<void> {
  await limitDatabaseCalls(deps, principal);
  if (!(await deps.backups.store.remove(name))) throw AppError.notFound('Backup', name);
  await recordAudit(deps.db, stampOf(deps, principal), {
    action: 'database.backup_deleted',
    entityType: 'database',
    entityId: name,
    summary: `Deleted the server backup ${name}`,
  });
}

/** Keeps the newest `keep` automatic backups and deletes older ones; other kinds are the owner's. */
export async function pruneAutomaticBackups(deps: TApiDeps, keep: number): Promise<string[]> {
  const automatic = (await listServerBackups(deps)).filter((backup) => backup.kind === 'automatic');
  const old = automatic.slice(Math.max(0, keep)).map((backup) => backup.name);
  for (const name of old) await deps.backups.store.remove(name);
  return old;
}

/**
 * One automatic backup when the last is `intervalMs` old, then the oldest beyond `keep` go. The
 * turn is claimed with a conditional write, so with several instances on one PostgreSQL database
 * only one takes it. Answers the new backup's name, or null when it was not yet time.
 */
export async function runAutomaticBackup(
  deps: TApiDeps,
  options: { intervalMs: number; keep: number },
): Promise<string | null> {
  if (!(await claimAutomaticTurn(deps, options.intervalMs))) return null;
  const backup = await saveServerBackup(deps, null, 'automatic');
  await pruneAutomaticBackups(deps, options.keep);
  return backup.name;
}

async function claimAutomaticTurn(deps: TApiDeps, intervalMs: number): Promise<boolean> {
  const now = deps.clock.now();
  const due = new Date(now.getTime() - intervalMs).toISOString();
  const inserted = await deps.db
    .insertInto('app_meta')
    .values({ key: LAST_AUTOMATIC, value: now.toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  const updated = await deps.db
    .updateTable('app_meta')
    .set({ value: now.toISOString() })
    .where('key', '=', LAST_AUTOMATIC)
    .where('value', '<=', due)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

// Restore -----------------------------------------------------------------------------------------

export type TRestoreCaller = { principal: TPrincipal; sessionId: string | null };

/** POST /database/restore: an uploaded backup file. */
export async function restoreFromUpload(
  deps: TApiDeps,
  caller: TRestoreCaller,
  request: Request,
): Promise<TRestoreResult> {
  await limitDatabaseCalls(deps, caller.principal);
  const upload = await readBackupUpload(request);
  return restoreBackup(deps, caller, upload.bytes, `the uploaded file ${upload.name}`);
}

/** POST /database/restore-dialog: a backup from the server's backup folder. */
export async function restoreFromServer(
  deps: TApiDeps,
  caller: TRestoreCaller,
  name: string,
): Promise<TRestoreResult> {
  await limitDatabaseCalls(deps, caller.principal);
  const bytes = await readServerBackup(deps, name);
  return restoreBackup(deps, caller, bytes, `the server backup ${name}`);
}

/**
 * Checks the backup, keeps the current data as a server backup, then replaces every table in one
 * transaction: other requests wait for it and see the old data or the new, never a mix. All
 * sign-in sessions end but the caller's, which follows their account into the restored data.
 */
export async function restoreBackup(
  deps: TApiDeps,
  caller: TRestoreCaller | null,
  bytes: Uint8Array,
  source: string,
): Promise<TRestoreResult> {
  const backup = await openBackup(deps.backups, bytes);
  // Named before the transaction: on SQLite it holds the one connection the settings are read with.
  const previousName = await nameBackup(deps, 'before-restore');
  let previous: TServerBackup | undefined;
  try {
    const plan = await readTablePlan(backup.file.db);
    const restoredAt = deps.clock.now().toISOString();
    const outcome = await deps.db.transaction().execute(async (trx) => {
      // Writers wait from here (readers until the tables are emptied), so the data kept below is
      // exactly the data replaced: no order lands between the two.
      if (isPostgres(deps.db)) await lockForRestore(trx, plan);
      previous = await storeBackup(deps, previousName, await backupOf(deps, trx));
      const session = caller ? await currentSession(trx, caller, restoredAt) : [];
      await emptyTables(trx, plan);
      const tables = await copyTables(backup.file.db, trx, plan);
      const restorer = caller
        ? await trx
            .selectFrom('users')
            .select(['id', 'name'])
            .where(sql<string>`lower(email)`, '=', caller.principal.email.toLowerCase())
            .where('is_active', '=', 1)
            .executeTakeFirst()
        : undefined;
      if (restorer && session.length > 0) {
        await trx
          .insertInto('refresh_tokens')
          .values(
            session.map(({ id: _id, replaced_by_id: _replaced, ...row }) => ({
              ...row,
              user_id: restorer.id,
            })),
          )
          .execute();
      }
      await writeMeta(trx, TOKENS_VALID_FROM, restoredAt);
      await recordAudit(
        trx,
        { at: restoredAt, by: restorer && caller ? { id: restorer.id, name: caller.principal.name } : null },
        {
          action: 'database.restored',
          entityType: 'database',
          summary: `${caller?.principal.name ?? 'The command line'} restored ${source}`,
          after: { source, previous_backup: previous.name, schema_version: backup.schemaVersion },
        },
      );
      return { tables, sessionKept: Boolean(restorer) && session.length > 0, previous: previous.name };
    });
    announceRestore(deps);
    return {
      restored_at: restoredAt,
      backup_taken_at: backup.takenAt,
      schema_version: backup.schemaVersion,
      migrated: backup.migrated,
      previous_backup: outcome.previous,
      tables: outcome.tables,
      session_kept: outcome.sessionKept,
    };
  } catch (error) {
    if (previous) await deps.backups.store.remove(previous.name).catch(() => false);
    if (error instanceof AppError) throw error;
    // Checked files fail here only on a constraint no check foresaw (or a failing disk).
    throw new AppError(
      'UNPROCESSABLE',
      `The backup could not be restored, so nothing was changed: ${(error as Error).message}`,
    );
  } finally {
    await backup.file.close();
  }
}

/** PostgreSQL: other instances' writes wait for the restore; reads go on until the tables are emptied. */
async function lockForRestore(trx: Kysely<Database>, plan: readonly TTablePlan[]): Promise<void> {
  const names = ['refresh_tokens', 'app_meta', ...plan.map((table) => table.name)];
  await sql`lock table ${sql.join(names.map((name) => sql.table(name)))} in exclusive mode`.execute(trx);
}

/** The caller's live sign-in session (refresh-token family), to carry over into the restored data. */
async function currentSession(trx: Kysely<Database>, caller: TRestoreCaller, now: string) {
  if (!caller.sessionId) return [];
  return trx
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('family_id', '=', caller.sessionId)
    .where('user_id', '=', caller.principal.id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

/** Every cache of every instance reads again: menu, tables, settings, and who may do what. */
function announceRestore(deps: TApiDeps): void {
  deps.events.publish({ type: 'access.changed' });
  deps.events.publish({ type: 'config.changed', keys: CONFIG_CATALOGUE.map((setting) => setting.key) });
  deps.events.publish({ type: 'menu.changed' });
  deps.events.publish({ type: 'tables.changed' });
}
