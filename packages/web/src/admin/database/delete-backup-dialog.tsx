import type { TServerBackup } from '@tableside/shared/database.schemas';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

type TDeleteBackupDialogProps = {
  /** The backup asked about; null when closed. */
  backup: TServerBackup | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (backup: TServerBackup) => void;
};

/** Deleting a server backup cannot be undone; the text points to downloading it first. */
export function DeleteBackupDialog({ backup, busy, onCancel, onConfirm }: TDeleteBackupDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={backup !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t('admin.database.deleteDialog.title', { name: backup?.name ?? '' })}
      description={t('admin.database.deleteDialog.text')}
      cancelLabel={t('admin.database.cancel')}
      confirmLabel={t('admin.database.deleteDialog.confirm')}
      destructive
      loading={busy}
      onConfirm={() => (backup ? onConfirm(backup) : undefined)}
    />
  );
}
