import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { clearSignedOutReason, peekSignedOutReason } from '../auth-session.store.ts';

/**
 * Why the server ended the last session, as the sign-in screen says it: once, on the first sign-in
 * screen shown after it (the reason is forgotten once read; state keeps it for this screen).
 */
export function useSignedOutNotice(): string | null {
  const { t } = useTranslation();
  const [reason] = useState(peekSignedOutReason);
  useEffect(() => clearSignedOutReason(), []);
  if (reason === 'account-disabled') return t('auth.login.accountDisabled');
  if (reason === 'session-expired') return t('auth.login.sessionExpired');
  return null;
}
