import type { SqlJsStatic } from 'sql.js';
import type { TSqliteFile } from '../deps.ts';
import { createSqlJsKysely } from './sqljs-database.ts';

/**
 * Backup files opened with sql.js: the browser demo's way (and the tests'), as no native SQLite is
 * there. The file is read into WebAssembly memory; `export` writes the image back out.
 */
export function createSqlJsFileOpener(sqlJs: SqlJsStatic): (bytes?: Uint8Array) => Promise<TSqliteFile> {
  return async (bytes) => {
    const database = new sqlJs.Database(bytes);
    try {
      // sql.js opens any bytes lazily; reading the schema is what finds out they are not a database.
      database.exec('select count(*) from sqlite_master');
    } catch (error) {
      database.close();
      throw error;
    }
    const opened = createSqlJsKysely(database);
    return {
      db: opened.db,
      export: () => opened.exportImage(),
      close: () => opened.db.destroy(),
    };
  };
}
