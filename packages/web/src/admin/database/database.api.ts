import {
  backupDownloadPath,
  type TBackupDialogBody,
  ZRestoreResult,
  ZServerBackup,
} from '@tableside/shared/database.schemas';
import { z } from 'zod';
import { apiClient } from '../../lib/http/api-clients.ts';
import { downloadFile } from '../../lib/http/download-file.ts';

/**
 * The backup and restore calls (spec admin 7 "Database"; packages/api/src/database). Nothing here
 * is retried: a repeated restore would replace the data twice and keep the first result as the
 * "before restore" backup, and a repeated save would leave two backups.
 */
const backupList = z.array(ZServerBackup);
const once = { retry: false } as const;

/** A restore uploads up to 100 MB and then rewrites every table: far longer than an ordinary call. */
export const RESTORE_TIMEOUT_MS = 10 * 60_000;
const restoring = { ...once, schema: ZRestoreResult, timeoutMs: RESTORE_TIMEOUT_MS } as const;

export const databaseApi = {
  /** The server backup folder, newest first. */
  backups: async (signal?: AbortSignal) =>
    (await apiClient.get('/database/backups', { signal, schema: backupList })).data,
  createBackup: async (body: TBackupDialogBody) =>
    (await apiClient.post('/database/backup-dialog', body, { ...once, schema: ZServerBackup })).data,
  deleteBackup: async (name: string) => {
    await apiClient.delete(backupDownloadPath(name), once);
  },
  restoreFile: async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return (await apiClient.post('/database/restore', form, restoring)).data;
  },
  restoreBackup: async (name: string) =>
    (await apiClient.post('/database/restore-dialog', { name }, restoring)).data,
  /** The whole database as it is now, as a file. */
  downloadCurrent: () => downloadFile('/database/backup', `tableside-backup-${today()}.sqlite`),
  downloadBackup: (name: string) => downloadFile(backupDownloadPath(name), name),
};

function today(): string {
  return new Date().toISOString().slice(0, 10);
}
