import type { TBackupStore, TStoredBackup } from '@tableside/api/deps';

/**
 * The demo's server backup folder (DESIGN.md section 8) in IndexedDB, so its backups outlive a
 * reload as the demo database does (demo-image-store.ts). Plain IndexedDB, no library.
 *
 * A database of its own rather than a new object store in the image's: that would mean opening
 * 'tableside-demo' at version 2, after which a tab still running older code (it opens version 1)
 * could neither load nor store the demo image until reloaded.
 *
 * Each backup is two records written in one transaction: its entry (name, size, time), which
 * list() reads, and its file, so listing the folder does not read every backup's bytes.
 */
const DB_NAME = 'tableside-demo-backups';
const ENTRIES = 'entries';
const FILES = 'files';

/** The records under the store: IndexedDB in the demo, a map in the tests. */
export type TBackupRecords = {
  entries(): Promise<TStoredBackup[]>;
  file(name: string): Promise<Uint8Array | null>;
  /** Replaces the entry and its file together. */
  put(entry: TStoredBackup, file: Uint8Array): Promise<void>;
  /** Deletes the entry and its file together; answers whether the entry was there. */
  delete(name: string): Promise<boolean>;
};

export function createDemoBackupStore(
  records: TBackupRecords = indexedDbRecords(),
  now: () => Date = () => new Date(),
): TBackupStore {
  return {
    list: () => records.entries(),
    read: (name) => records.file(name),
    write: (name, bytes) =>
      records.put({ name, size: bytes.byteLength, modified_at: now().toISOString() }, ownBytes(bytes)),
    remove: (name) => records.delete(name),
  };
}

/** Storing a typed array stores its whole buffer, so a view into a larger one is copied out first. */
function ownBytes(bytes: Uint8Array): Uint8Array {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return whole ? bytes : bytes.slice();
}

function indexedDbRecords(): TBackupRecords {
  return {
    entries: () =>
      run('readonly', ({ entries }) => {
        const all = entries.getAll();
        return () => all.result as TStoredBackup[];
      }),
    file: (name) =>
      run('readonly', ({ files }) => {
        const stored = files.get(name);
        return () => (stored.result instanceof Uint8Array ? stored.result : null);
      }),
    put: (entry, file) =>
      run('readwrite', ({ entries, files }) => {
        entries.put(entry);
        files.put(file, entry.name);
        return () => undefined;
      }),
    delete: (name) =>
      run('readwrite', ({ entries, files }) => {
        // A transaction runs its requests in order: the count sees the entry before it is deleted.
        const found = entries.count(name);
        entries.delete(name);
        files.delete(name);
        return () => found.result > 0;
      }),
  };
}

/** Reset clears local data (spec customer 4): the demo's backups with the rest. */
export async function deleteDemoBackups(records: TBackupRecords = indexedDbRecords()): Promise<void> {
  for (const entry of await records.entries()) await records.delete(entry.name);
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(ENTRIES, { keyPath: 'name' });
      request.result.createObjectStore(FILES);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

type TStores = { entries: IDBObjectStore; files: IDBObjectStore };

/** Runs `work` in one transaction over both stores and answers its result once that commits. */
async function run<T>(mode: IDBTransactionMode, work: (stores: TStores) => () => T): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction([ENTRIES, FILES], mode);
      const result = work({
        entries: transaction.objectStore(ENTRIES),
        files: transaction.objectStore(FILES),
      });
      transaction.oncomplete = () => resolve(result());
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}
