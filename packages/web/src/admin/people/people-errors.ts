import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import type { TTranslate } from '../../lib/i18n/translation-keys.ts';
import { toast } from '../../ui/toast.ts';

/**
 * A refused write as a toast: what failed, then the server's own reason (403 "You cannot grant a
 * permission you do not have: …", 409 "At least one active user must keep every permission", a
 * cycle in the role hierarchy), which tells the owner what to do about it.
 */
export function toastWriteFailed(t: TTranslate, title: string, error: unknown): void {
  toast.error(title, { description: userFacingErrorMessage(t, error) });
}
