import type { TUser } from '@tableside/shared/access.schemas';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

type TConfirmProps = {
  /** Who it is about; null when closed. */
  user: TUser | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (user: TUser) => void;
};

/** Disabling signs the person out at once (their sessions end on the server), so it is asked first. */
export function DisableUserDialog({ user, busy, onCancel, onConfirm }: TConfirmProps) {
  const { t } = useTranslation();
  const name = user?.name ?? '';
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t('admin.staff.disableDialog.title', { name })}
      description={t('admin.staff.disableDialog.text', { name })}
      cancelLabel={t('admin.staff.cancel')}
      confirmLabel={t('admin.staff.disableDialog.confirm')}
      destructive
      loading={busy}
      onConfirm={() => (user ? onConfirm(user) : undefined)}
    />
  );
}

/** Deleting cannot be undone; the dialog points to disabling as the gentler way. */
export function DeleteUserDialog({ user, busy, onCancel, onConfirm }: TConfirmProps) {
  const { t } = useTranslation();
  const name = user?.name ?? '';
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t('admin.staff.deleteDialog.title', { name })}
      description={t('admin.staff.deleteDialog.text', { name })}
      cancelLabel={t('admin.staff.cancel')}
      confirmLabel={t('admin.staff.deleteDialog.confirm')}
      destructive
      loading={busy}
      onConfirm={() => (user ? onConfirm(user) : undefined)}
    />
  );
}
