import { ApiError } from '../../lib/http/api-error.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import type { TTranslate } from '../../lib/i18n/translation-keys.ts';

/** spec (customer 8, login): the sign-in failure texts by status; the rest as for any request. */
export function loginErrorMessage(t: TTranslate, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t('auth.login.invalidCredentials');
    if (error.status === 423) return t('auth.login.accountLocked');
    if (error.status === 403) return t('auth.login.accountDisabled');
  }
  return userFacingErrorMessage(t, error);
}
