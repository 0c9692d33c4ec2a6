/**
 * The demo database image in IndexedDB (spec customer 1: "emulate the backend from browser
 * storage"). One record: the whole SQLite file as bytes. Plain IndexedDB, no library.
 */
const DB_NAME = 'tableside-demo';
const STORE = 'images';
const KEY = 'database';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

export async function loadImage(): Promise<Uint8Array | null> {
  const stored = await run<unknown>('readonly', (store) => store.get(KEY));
  return stored instanceof Uint8Array ? stored : null;
}

export function saveImage(image: Uint8Array): Promise<unknown> {
  return run('readwrite', (store) => store.put(image, KEY));
}

export function deleteImage(): Promise<unknown> {
  return run('readwrite', (store) => store.delete(KEY));
}
