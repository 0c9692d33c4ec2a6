import { BACKUP_FILE_MESSAGES, type TBackupFileProblem } from '@tableside/shared/database.schemas';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import type { TTranslate } from '../../lib/i18n/translation-keys.ts';

/** spec admin 5: a backup file's problem in the reader's language (the English text is the spec's). */
export function fileProblemText(t: TTranslate, problem: TBackupFileProblem): string {
  return t(`admin.database.fileProblem.${problem}`);
}

const problemByMessage = new Map(
  (Object.entries(BACKUP_FILE_MESSAGES) as [TBackupFileProblem, string][]).map(([key, text]) => [text, key]),
);

/**
 * Why a restore was refused, as the server said it; its four file checks (the same the screen makes
 * before uploading) in the reader's language, anything else (a damaged file, a newer version, a rate
 * limit) in the server's own words.
 */
export function restoreErrorText(t: TTranslate, error: unknown): string {
  const message = userFacingErrorMessage(t, error);
  const problem = problemByMessage.get(message);
  return problem ? fileProblemText(t, problem) : message;
}
