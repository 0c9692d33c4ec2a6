import { ZBackupDialogBody, ZBackupName, ZRestoreDialogBody } from '@tableside/shared/database.schemas';
import type { Context } from 'hono';
import { z } from 'zod';
import { accessTokenSessionId, bearerToken } from '../auth/access-token.ts';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import type { TApiEnv, TPrincipal } from '../http/env.ts';
import { created, ok } from '../http/respond.ts';
import {
  deleteServerBackup,
  downloadBackup,
  limitDatabaseCalls,
  listServerBackups,
  readServerBackup,
  restoreFromServer,
  restoreFromUpload,
  saveServerBackup,
  type TRestoreCaller,
} from './database.service.ts';

const ZBackupParams = z.object({ name: ZBackupName });
const RESTORED = 'Database restored successfully';

/** A backup file as a download; never cached, never sniffed as anything else. */
function sendBackup(c: Context<TApiEnv>, fileName: string, bytes: Uint8Array): Response {
  // Hosts hand out plain ArrayBuffer-backed bytes; the type only cannot tell them from shared memory.
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/vnd.sqlite3',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Content-Length': String(bytes.byteLength),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}

/** Who restores, and their sign-in session, which the restore keeps. */
async function restoreCaller(c: Context<TApiEnv>, principal: TPrincipal | null): Promise<TRestoreCaller> {
  const deps = c.get('deps');
  const token = bearerToken(c.req.header('Authorization'));
  const sessionId = token ? await accessTokenSessionId(token, deps.jwtSecret, deps.clock.now()) : null;
  return { principal: requirePrincipal(principal), sessionId };
}

/**
 * spec admin 7 "Database": backup and restore (decision 0016). Everything needs database.manage,
 * which only the owner's role has, and is rate-limited per user.
 */
export const databaseRouter = new ApiRouter('Database')
  .get(
    '/backup',
    {
      summary: 'Download a backup',
      description:
        'The whole restaurant (every table, uploaded pictures and settings included) as one SQLite file, ' +
        'taken while orders go on. Restores on SQLite and PostgreSQL alike. Holds no sign-in sessions or secrets.',
      access: 'database.manage',
    },
    async (c, { principal }) => {
      const { fileName, bytes } = await downloadBackup(c.get('deps'), requirePrincipal(principal));
      return sendBackup(c, fileName, bytes);
    },
  )
  .post(
    '/restore',
    {
      summary: 'Restore an uploaded backup',
      description:
        'multipart/form-data with part `file` (.db or .sqlite, at most 100 MB). The file must be an intact ' +
        'SQLite backup of this product, not newer than this version (an older one is migrated). The current ' +
        'data is kept as a server backup first. Everyone but the caller is signed out.',
      access: 'database.manage',
      rawBody: 'multipart/form-data',
    },
    async (c, { principal }) =>
      ok(c, await restoreFromUpload(c.get('deps'), await restoreCaller(c, principal), c.req.raw), RESTORED),
  )
  .post(
    '/backup-dialog',
    {
      summary: 'Save a backup in the server’s backup folder',
      description: 'Optional `label` becomes part of the file name. Answers the saved backup.',
      access: 'database.manage',
      body: ZBackupDialogBody,
    },
    async (c, { body, principal }) => {
      await limitDatabaseCalls(c.get('deps'), requirePrincipal(principal));
      const backup = await saveServerBackup(c.get('deps'), principal, 'manual', body.label);
      return created(c, backup, 'Backup created successfully');
    },
  )
  .post(
    '/restore-dialog',
    {
      summary: 'Restore a backup from the server’s backup folder',
      description: 'Body `{ name }`; checked and restored like an upload.',
      access: 'database.manage',
      body: ZRestoreDialogBody,
    },
    async (c, { body, principal }) =>
      ok(c, await restoreFromServer(c.get('deps'), await restoreCaller(c, principal), body.name), RESTORED),
  )
  .get(
    '/backups',
    {
      summary: 'The server’s backups',
      description:
        'Newest first: name, size in bytes, when it was taken, and kind (manual, automatic, before-restore).',
      access: 'database.manage',
    },
    async (c) => ok(c, await listServerBackups(c.get('deps'))),
  )
  .get(
    '/backups/:name',
    { summary: 'Download a server backup', access: 'database.manage', params: ZBackupParams },
    async (c, { params }) => sendBackup(c, params.name, await readServerBackup(c.get('deps'), params.name)),
  )
  .delete(
    '/backups/:name',
    { summary: 'Delete a server backup', access: 'database.manage', params: ZBackupParams },
    async (c, { params, principal }) => {
      await deleteServerBackup(c.get('deps'), requirePrincipal(principal), params.name);
      return ok(c, null, 'Backup deleted successfully');
    },
  );
