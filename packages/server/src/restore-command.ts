import { readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { restoreBackup } from '@tableside/api/database/database.service';
import { migrateToLatest } from '@tableside/api/db/migrate';
import type { TLogger } from '@tableside/api/deps';
import { BACKUP_FILE_MESSAGES, backupFileProblem } from '@tableside/shared/database.schemas';
import { AppError } from '@tableside/shared/errors';
import { openDatabase } from './database.ts';
import type { TEnv } from './env.ts';
import { createNodeDeps } from './node-deps.ts';

/**
 * `npm run restore -- <file>`: restores a backup when the product will not start or no one can
 * sign in. The same checks and the same transaction as the restore screen; the replaced data is
 * kept in the backup folder. Stop the server first on SQLite.
 */
export async function restoreFromCommandLine(
  env: TEnv,
  path: string,
  options: { logger: TLogger; print: (text: string) => void; baseDir?: string },
): Promise<void> {
  const file = resolve(options.baseDir ?? process.cwd(), path);
  const bytes = await readFile(file).catch(() => {
    throw new Error(`Cannot read ${file}`);
  });
  const problem = backupFileProblem({ name: basename(file), size: bytes.byteLength });
  if (problem) throw new Error(BACKUP_FILE_MESSAGES[problem]);
  const database = await openDatabase(env.database, options.logger);
  try {
    await migrateToLatest(database.db);
    const host = await createNodeDeps(env, database, options.logger);
    try {
      const result = await restoreBackup(host.deps, null, bytes, `${basename(file)} from the command line`);
      options.print(
        [
          `Restored ${basename(file)} (schema ${result.schema_version}${result.migrated ? ', migrated' : ''}).`,
          `The data it replaced is kept in ${join(env.backupDir, result.previous_backup)}.`,
          'Everyone signs in again.',
        ].join('\n'),
      );
    } finally {
      await host.close();
    }
  } catch (error) {
    // The checks' messages are meant for people; say them without a stack.
    if (error instanceof AppError) throw new Error(error.message);
    throw error;
  } finally {
    await database.close();
  }
}
