import { ApiError } from '../../lib/http/api-error.ts';
import type { TTranslate as TFunction } from '../../lib/i18n/translation-keys.ts';

/**
 * The toast for a failed order change (spec admin 8): someone else's change first (409 STALE_STATE)
 * in the staff member's language, no connection as such, else the server's reason, else the
 * default 'Operation failed. Please try again.'.
 */
export function orderErrorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.operationFailed');
  if (error.code === 'STALE_STATE') return t('admin.orders.errors.stale');
  if (error.status === 0 || error.status === 503) return t('errors.network');
  return error.fromServer ? error.message : t('errors.operationFailed');
}

/**
 * The reasons per line of a refused order or add-items call (422: errors['items.0'],
 * errors['items.1.customizations']), numbered as staff see the lines: 'Line 1: Not available today'.
 */
export function orderLineErrors(t: TFunction, error: unknown): string[] {
  if (!(error instanceof ApiError) || !error.errors) return [];
  return Object.entries(error.errors).flatMap(([key, messages]) => {
    const line = /^items\.(\d+)/.exec(key);
    return messages.map((message) =>
      line ? t('admin.orders.errors.line', { line: Number(line[1]) + 1, message }) : message,
    );
  });
}
