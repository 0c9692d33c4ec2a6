import type { TBackupDialogBody, TServerBackup } from '@tableside/shared/database.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from '../../ui/toast.ts';
import { databaseApi } from './database.api.ts';
import { databaseQueries } from './database.queries.ts';

/**
 * Taking, downloading and deleting backups. A download or delete that fails says why in a toast
 * with the server's words; saving a backup shows its failure beside its form (`create.error`).
 */
export function useBackupActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: databaseQueries.all() });
  const failed = (title: string) => (error: unknown) =>
    toast.error(title, { description: userFacingErrorMessage(t, error) });

  const downloadCurrent = useMutation({
    mutationFn: databaseApi.downloadCurrent,
    onError: failed(t('admin.database.download.failed')),
  });
  const downloadBackup = useMutation({
    mutationFn: (backup: TServerBackup) => databaseApi.downloadBackup(backup.name),
    onError: failed(t('admin.database.download.failed')),
  });
  const create = useMutation({
    mutationFn: (body: TBackupDialogBody) => databaseApi.createBackup(body),
    // A save repeated after a lost answer would leave two backups.
    retry: false,
    onSuccess: (backup) => toast.success(t('admin.database.toast.created'), { description: backup.name }),
    // The form shows the reason (create.error).
    onError: () => undefined,
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: async (backup: TServerBackup) => {
      await databaseApi.deleteBackup(backup.name);
      return backup;
    },
    onSuccess: (backup) => toast.success(t('admin.database.toast.deleted'), { description: backup.name }),
    onError: failed(t('admin.database.deleteFailed')),
    onSettled: refresh,
  });

  return { downloadCurrent, downloadBackup, create, remove };
}

export type TBackupActions = ReturnType<typeof useBackupActions>;
