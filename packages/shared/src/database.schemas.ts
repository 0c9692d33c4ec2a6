import { z } from 'zod';

/**
 * Backup and restore (spec admin 5, 7 "Database", 9; DESIGN.md section 8). A backup is one portable
 * `.sqlite` file of the whole restaurant; the server also keeps named backups in its backup folder.
 */
export const BACKUP_MAX_BYTES = 100 * 1024 * 1024;

/** spec admin 5: the upload checks, in the order they are made. */
export const BACKUP_FILE_MESSAGES = {
  noFile: 'No file provided',
  wrongType: 'Invalid file type. Expected .db or .sqlite file',
  empty: 'File is empty',
  tooLarge: 'File is too large. Maximum size is 100MB',
} as const;

export type TBackupFileProblem = keyof typeof BACKUP_FILE_MESSAGES;

/**
 * The checks a backup upload passes before its content is read, shared by the screen (which says
 * so before uploading) and the API (which says so again, as it trusts no client).
 */
export function backupFileProblem(file: { name: string; size: number } | null): TBackupFileProblem | null {
  if (!file) return 'noFile';
  if (!/\.(db|sqlite)$/i.test(file.name)) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > BACKUP_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Why a server backup exists: taken by someone, by the schedule, or kept before a restore. */
export const BACKUP_KINDS = ['manual', 'automatic', 'before-restore'] as const;
export type TBackupKind = (typeof BACKUP_KINDS)[number];

/**
 * A server backup's file name: lower-case letters, digits, dots, dashes and underscores, ending in
 * .sqlite, so a name can never reach outside the backup folder.
 */
export const BACKUP_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{0,150}\.sqlite$/;

export const ZBackupName = z
  .string({ error: 'Choose a backup' })
  .regex(
    BACKUP_NAME_PATTERN,
    'Not a backup name: lower-case letters, digits, dots and dashes ending in .sqlite',
  );

export const ZServerBackup = z.object({
  name: z.string(),
  size: z.number(),
  created_at: z.string(),
  kind: z.enum(BACKUP_KINDS),
});
export type TServerBackup = z.infer<typeof ZServerBackup>;

/** POST /database/backup-dialog: an optional note becomes part of the file name. */
export const ZBackupDialogBody = z
  .object({
    label: z.string({ error: 'Expected text' }).trim().max(40, 'At most 40 characters').optional(),
  })
  .strict();
export type TBackupDialogBody = z.input<typeof ZBackupDialogBody>;

/** POST /database/restore-dialog: the server backup to restore. */
export const ZRestoreDialogBody = z.object({ name: ZBackupName }).strict();
export type TRestoreDialogBody = z.input<typeof ZRestoreDialogBody>;

/** What a restore answers: what was restored and where the replaced data went. */
export const ZRestoreResult = z.object({
  restored_at: z.string(),
  /** When the restored backup was taken, if the file says so. */
  backup_taken_at: z.string().nullable(),
  /** The schema the file had; older ones are migrated. */
  schema_version: z.string(),
  migrated: z.boolean(),
  /** The server backup holding the data that was replaced. */
  previous_backup: z.string(),
  /** Rows restored per table. */
  tables: z.record(z.string(), z.number()),
  /** False when the restoring user is not in the restored data and must sign in again. */
  session_kept: z.boolean(),
});
export type TRestoreResult = z.infer<typeof ZRestoreResult>;

/** Where the API sends the download of a server backup. */
export const backupDownloadPath = (name: string) => `/database/backups/${encodeURIComponent(name)}`;
