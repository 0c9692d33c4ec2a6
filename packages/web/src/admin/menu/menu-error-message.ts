import { ApiError } from '../../lib/http/api-error.ts';
import type { TTranslate } from '../../lib/i18n/translation-keys.ts';

/** spec admin 8: a failed menu change says the server's reason, else 'Operation failed. Please try again.'. */
export function menuErrorMessage(t: TTranslate, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.operationFailed');
  if (error.status === 0 || error.status === 503) return t('errors.network');
  return error.fromServer ? error.message : t('errors.operationFailed');
}
