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

/**
 * The two questions asked before a change to a person that cannot simply be taken back: disabling
 * signs them out at once (their sessions end on the server); deleting cannot be undone, and its text
 * points to disabling as the gentler way.
 */
function UserConfirmDialog({
  kind,
  user,
  busy,
  onCancel,
  onConfirm,
}: TConfirmProps & { kind: 'disableDialog' | 'deleteDialog' }) {
  const { t } = useTranslation();
  const name = user?.name ?? '';
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t(`admin.staff.${kind}.title`, { name })}
      description={t(`admin.staff.${kind}.text`, { name })}
      cancelLabel={t('admin.staff.cancel')}
      confirmLabel={t(`admin.staff.${kind}.confirm`)}
      destructive
      loading={busy}
      onConfirm={() => (user ? onConfirm(user) : undefined)}
    />
  );
}

export function DisableUserDialog(props: TConfirmProps) {
  return <UserConfirmDialog kind="disableDialog" {...props} />;
}

export function DeleteUserDialog(props: TConfirmProps) {
  return <UserConfirmDialog kind="deleteDialog" {...props} />;
}
