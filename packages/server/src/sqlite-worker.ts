import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** The driver the host uses, resolved wherever the host runs from (source or bundle). */
const DRIVER = createRequire(import.meta.url).resolve('better-sqlite3');

/**
 * A worker thread for SQLite work that must not hold up the event loop (decision 0038). `code` is
 * CommonJS that loads better-sqlite3 with `require(workerData.driver)`: a source of its own, so the
 * host's bundle needs no second entry file.
 */
export function sqliteWorker(code: string, data: Record<string, unknown>): Worker {
  return new Worker(code, { eval: true, workerData: { ...data, driver: DRIVER } });
}
