import type { TTranslate } from '../i18n/translation-keys.ts';
import { ApiError } from './api-error.ts';

/**
 * What to tell the user about a failed request (spec customer 8): no connection (status 0 or
 * 503) gets the network text, otherwise the server's own message, otherwise the generic text.
 */
export function userFacingErrorMessage(t: TTranslate, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  if (error.status === 0 || error.status === 503) return t('errors.network');
  return error.fromServer ? error.message : t('errors.generic');
}
