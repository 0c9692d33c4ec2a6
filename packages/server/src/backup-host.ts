import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from '@tableside/api/db/schema';
import { registerFoldFunction } from '@tableside/api/db/text-fold';
import type { TBackupHost, TBackupStore, TSqliteFile } from '@tableside/api/deps';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, type KyselyPlugin, SqliteDialect } from 'kysely';
import { sqliteWorker } from './sqlite-worker.ts';

/**
 * What backup and restore need from Node (DESIGN.md section 8): backup files opened with
 * better-sqlite3 in memory, a snapshot of the live file, and the backup folder.
 */
export function createBackupHost(options: {
  backupDir: string;
  /**
   * The live SQLite database's file, which its snapshot is read from; absent on PostgreSQL, where
   * the API copies one snapshot itself.
   */
  liveFile?: string;
}): TBackupHost {
  const store = createFolderBackupStore(options.backupDir);
  const { liveFile } = options;
  return {
    openSqlite: async (bytes) => openInMemory(bytes),
    store,
    ...(liveFile && { snapshot: () => snapshotOf(liveFile) }),
  };
}

function openInMemory(bytes?: Uint8Array): TSqliteFile {
  const database = bytes
    ? new SqliteDatabase(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    : new SqliteDatabase(':memory:');
  // Like every connection the API is given, though nothing searches a backup file.
  registerFoldFunction(database);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }), plugins: [yieldEachQuery] });
  return {
    db,
    export: async () => database.serialize(),
    close: () => db.destroy(),
  };
}

/**
 * better-sqlite3 answers at once, so a chain of awaited statements never gives the event loop a turn:
 * migrating a new backup file (hundreds of statements, 90-100 ms) and filling it from PostgreSQL held
 * up every request of a busy night until the whole job was done (decision 0038). After each statement
 * on a backup file the requests waiting meanwhile are answered first. The live database keeps its
 * plain connection: a request's statements are few and short.
 */
const yieldEachQuery: KyselyPlugin = {
  transformQuery: ({ node }) => node,
  transformResult: async ({ result }) => {
    await nextTurn();
    return result;
  },
};

/**
 * The live database's image, read on a worker thread by a connection of its own, in one read
 * transaction: in WAL mode a consistent snapshot of what was committed, which neither waits for the
 * requests' writes nor holds them up, and none of its copying on the event loop. SQLite's online
 * backup through the live connection copied between requests, but its last step wrote and synced the
 * whole copy on the event loop: 250-300 ms for a year of orders (94 MB) during which every request
 * waited (decision 0038). The worker marks the image as not WAL (bytes 18 and 19, as
 * `inMemoryImage` would in a copy), so it opens in memory as it is.
 */
const SNAPSHOT_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const database = new Database(workerData.file, { readonly: true, fileMustExist: true });
try {
  const image = new Uint8Array(database.serialize());
  image[18] = 1;
  image[19] = 1;
  parentPort.postMessage(image, [image.buffer]);
} finally {
  database.close();
}
`;
function snapshotOf(file: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const worker = sqliteWorker(SNAPSHOT_WORKER, { file });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`The snapshot worker stopped (code ${code}) without an image`)),
    );
  });
}

/** Backups as files in one folder; a backup is written beside its name and renamed into place. */
export function createFolderBackupStore(dir: string): TBackupStore {
  const path = (name: string) => join(dir, name);
  return {
    async list() {
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const files = await Promise.all(
        names
          .filter((name) => name.endsWith('.sqlite') && !name.startsWith('.'))
          .map(async (name) => {
            const info = await stat(path(name)).catch(() => null);
            return info?.isFile() ? { name, size: info.size, modified_at: info.mtime.toISOString() } : null;
          }),
      );
      return files.filter((file) => file !== null);
    },
    async read(name) {
      return readFile(path(name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async write(name, bytes) {
      await mkdir(dir, { recursive: true });
      const partial = path(`.${name}.${randomUUID()}.tmp`);
      try {
        await writeFile(partial, bytes, { flush: true });
        await rename(partial, path(name));
      } finally {
        await rm(partial, { force: true });
      }
    },
    async remove(name) {
      try {
        await rm(path(name));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
  };
}
