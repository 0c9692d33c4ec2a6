import {
  BACKUP_FILE_MESSAGES,
  BACKUP_MAX_BYTES,
  backupFileProblem,
} from '@tableside/shared/database.schemas';
import { AppError } from '@tableside/shared/errors';
import { type Kysely, sql } from 'kysely';
import { MIGRATION_NAMES, migrateToLatest, SCHEMA_VERSION } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import type { TBackupHost, TSqliteFile } from '../deps.ts';
import { MULTIPART_OVERHEAD_BYTES, readFormCapped, refuseNul } from '../http/request-body.ts';
import type { TAnyDb } from './table-copy.ts';

/** Every SQLite file starts with these 16 bytes. */
const SQLITE_HEADER = 'SQLite format 3\u0000';
/** Tables any database of this product has had since its first schema. */
const PRODUCT_TABLES = ['app_meta', 'users', 'menu_items', 'customer_orders', 'config_settings'];

/** app_meta keys a backup carries about itself. */
export const BACKUP_META = { product: 'backup.product', takenAt: 'backup.taken_at' } as const;
export const PRODUCT_MARK = 'tableside';

const fileError = (message: string) => AppError.validation({ file: [message] }, message);

/**
 * Reads the uploaded backup (multipart/form-data, part `file`) and makes the checks of spec admin 5
 * in their order. The content is checked afterwards, by openBackup.
 */
export async function readBackupUpload(request: Request): Promise<{ name: string; bytes: Uint8Array }> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw fileError(BACKUP_FILE_MESSAGES.noFile);
  // A body larger cannot hold an acceptable file: refused before 100 MB are read, or as it streams in.
  const form = await readFormCapped(request, BACKUP_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, tooLarge);
  if (!form) throw fileError(BACKUP_FILE_MESSAGES.noFile);
  const part = form.get('file');
  const file = part !== null && typeof part !== 'string' ? part : null;
  const problem = backupFileProblem(file);
  if (problem === 'tooLarge') throw tooLarge();
  if (problem || !file) throw fileError(BACKUP_FILE_MESSAGES[problem ?? 'noFile']);
  refuseNul(file.name, 'file');
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

function tooLarge(): AppError {
  const message = BACKUP_FILE_MESSAGES.tooLarge;
  return new AppError('PAYLOAD_TOO_LARGE', message, { errors: { file: [message] } });
}

export type TOpenedBackup = {
  file: TSqliteFile;
  /** The schema the file was made with, before any migration. */
  schemaVersion: string;
  migrated: boolean;
  takenAt: string | null;
};

/**
 * Opens backup bytes and proves they are a sound backup of this product that this version can
 * read: a SQLite file, intact, with this product's tables, and a schema no newer than this one (an
 * older one is migrated in the opened copy). Throws a 400 saying what is wrong otherwise.
 */
export async function openBackup(host: TBackupHost, bytes: Uint8Array): Promise<TOpenedBackup> {
  if (!hasSqliteHeader(bytes)) throw fileError('The file is not a SQLite database');
  let file: TSqliteFile;
  try {
    file = await host.openSqlite(inMemoryImage(bytes));
  } catch {
    throw fileError('The file is damaged: SQLite cannot open it');
  }
  try {
    await checkIntegrity(file.db);
    const schemaVersion = await checkProduct(file.db);
    const migrated = schemaVersion !== SCHEMA_VERSION;
    if (migrated) {
      try {
        await migrateToLatest(file.db as Kysely<Database>);
      } catch (error) {
        throw fileError(`The backup could not be brought up to date: ${(error as Error).message}`);
      }
    }
    const takenAt = await readMeta(file.db, BACKUP_META.takenAt);
    return { file, schemaVersion, migrated, takenAt };
  } catch (error) {
    await file.close().catch(() => {});
    throw error;
  }
}

/**
 * The bytes with the header saying "rollback journal" where it says "WAL" (bytes 18 and 19): a file
 * copied from a WAL database is complete, but an in-memory database cannot open it in WAL mode.
 */
export function inMemoryImage(bytes: Uint8Array): Uint8Array {
  if (bytes[18] !== 2 && bytes[19] !== 2) return bytes;
  const copy = bytes.slice();
  copy[18] = 1;
  copy[19] = 1;
  return copy;
}

function hasSqliteHeader(bytes: Uint8Array): boolean {
  if (bytes.byteLength < 100) return false;
  for (let index = 0; index < SQLITE_HEADER.length; index += 1) {
    if (bytes[index] !== SQLITE_HEADER.charCodeAt(index)) return false;
  }
  return true;
}

async function checkIntegrity(db: TAnyDb): Promise<void> {
  let problems: string[];
  try {
    const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
    problems = rows.map((row) => row.integrity_check).filter((line) => line !== 'ok');
  } catch (error) {
    problems = [(error as Error).message];
  }
  if (problems.length > 0) {
    throw fileError(`The file is damaged: SQLite's integrity check fails (${problems[0]})`);
  }
  const { rows: orphans } = await sql<{ table: string; parent: string }>`pragma foreign_key_check`.execute(
    db,
  );
  if (orphans.length > 0) {
    const [first] = orphans;
    throw fileError(
      `The file is damaged: ${orphans.length} rows of ${first?.table} refer to ${first?.parent} rows that do not exist`,
    );
  }
}

/** Answers the file's schema version, or refuses a file of another product or a newer version. */
async function checkProduct(db: TAnyDb): Promise<string> {
  const notOurs = fileError('The file is a SQLite database, but not a backup of Tableside');
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table'`.execute(db);
  const tables = new Set(rows.map((row) => row.name));
  if (!tables.has('kysely_migration') || PRODUCT_TABLES.some((table) => !tables.has(table))) throw notOurs;
  const applied = (await db.selectFrom('kysely_migration').select('name').orderBy('name').execute()).map(
    (row) => String(row.name),
  );
  if (applied[0] !== MIGRATION_NAMES[0]) throw notOurs;
  const newest = applied.at(-1)!;
  if (applied.some((name) => !MIGRATION_NAMES.includes(name))) {
    throw fileError(
      `The backup was made by a newer version of Tableside (schema ${newest}); this one reads schemas up to ${SCHEMA_VERSION}. Update Tableside, then restore it.`,
    );
  }
  return newest;
}

export async function readMeta(db: TAnyDb, key: string): Promise<string | null> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
  return row ? String(row.value) : null;
}

export async function writeMeta(db: TAnyDb, key: string, value: string): Promise<void> {
  await db.deleteFrom('app_meta').where('key', '=', key).execute();
  await db.insertInto('app_meta').values({ key, value }).execute();
}
