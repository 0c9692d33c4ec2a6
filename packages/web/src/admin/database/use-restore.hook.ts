import type { TRestoreResult } from '@tableside/shared/database.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkSession, useAuth, useLogout } from '../../auth/session.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from '../../ui/toast.ts';
import { databaseApi } from './database.api.ts';

/** What to restore: an uploaded file, or a backup from the server's folder (by name). */
export type TRestoreSource = { kind: 'file'; file: File } | { kind: 'server'; name: string };

/**
 * Restores the database from a file or a server backup, then makes the app match the new data:
 * the server refuses the access token issued before the restore, so the session is renewed at once
 * (or, when the restored data does not hold this user, ended with a word why); every cached answer
 * is dropped, the screen on view reloading in place, so no screen shows the replaced data.
 */
export function useRestore() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const logout = useLogout();

  const afterRestore = async (result: TRestoreResult) => {
    // No user: demo mode, where the API runs in the page and holds no session to renew.
    if (user && !result.session_kept) {
      toast.success(t('admin.database.toast.restored'), {
        description: t('admin.database.toast.signInAgain'),
      });
      await logout();
      return;
    }
    toast.success(t('admin.database.toast.restored'));
    if (user) await checkSession();
    queryClient.removeQueries({ type: 'inactive' });
    await queryClient.invalidateQueries();
  };

  return useMutation({
    mutationFn: (source: TRestoreSource): Promise<TRestoreResult> =>
      source.kind === 'file' ? databaseApi.restoreFile(source.file) : databaseApi.restoreBackup(source.name),
    // Never repeated on its own: not after a 429 (rate limit), nor after a lost answer.
    retry: false,
    onSuccess: afterRestore,
    // The section the restore began in shows the server's reason (RestoreOutcome).
    onError: () => undefined,
  });
}

export type TRestore = ReturnType<typeof useRestore>;
