import { ApiError } from '../../lib/http/api-error.ts';
import type { TTranslate } from '../../lib/i18n/translation-keys.ts';

/** A 409: someone else paid, voided or opened first, or the amount is more than is owed now. */
export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * What a failed bill action says: a conflict names the server's reason and that the bill was read
 * again; no connection as such; else the server's reason, else the default.
 */
export function billErrorMessage(t: TTranslate, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.operationFailed');
  if (error.status === 409) {
    return error.fromServer && error.message
      ? t('admin.bills.errors.conflict', {
          message: /[.!?]$/.test(error.message) ? error.message : `${error.message}.`,
        })
      : t('admin.bills.errors.conflictNoMessage');
  }
  if (error.status === 0 || error.status === 503) return t('errors.network');
  return error.fromServer ? error.message : t('errors.operationFailed');
}
