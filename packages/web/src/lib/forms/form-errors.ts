import { ApiError } from '../http/api-error.ts';
import { translateValidationMessage } from '../i18n/translate-validation.ts';
import type { TTranslate } from '../i18n/translation-keys.ts';

type TSetError<TField extends string> = (field: TField, error: { type: 'server'; message: string }) => void;

/**
 * spec (customer 5): field errors supplied by the server show under the matching field.
 * Returns false when none of them matches a field of this form, so the caller shows a banner.
 */
export function showServerFieldErrors<TField extends string>(
  t: TTranslate,
  error: unknown,
  fields: readonly TField[],
  setError: TSetError<TField>,
): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  let shown = false;
  for (const field of fields) {
    const messages = error.errors[field];
    if (!messages?.length) continue;
    setError(field, {
      type: 'server',
      message: messages.map((m) => translateValidationMessage(t, m)).join(' '),
    });
    shown = true;
  }
  return shown;
}

/** A field's error in the current language (schema messages are English; see translate-validation.ts). */
export function fieldErrorText(t: TTranslate, message: string | undefined): string | undefined {
  return message ? translateValidationMessage(t, message) : undefined;
}
