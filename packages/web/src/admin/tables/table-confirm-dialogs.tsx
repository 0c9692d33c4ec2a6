import type { TBench } from '@tableside/shared/tables.schemas';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { dangerButtonStyles } from './table-styles.ts';

type TUnarchiveDialogProps = {
  bench: TBench | null;
  onCancel: () => void;
  onConfirm: (reactivate: boolean) => void;
};

/** spec admin 4: unarchive, optionally reactivating. Staff choose which. */
export function UnarchiveDialog({ bench, onCancel, onConfirm }: TUnarchiveDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={bench !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t('admin.tablesAdmin.unarchive.title', { name: bench?.name ?? '' })}
      description={t('admin.tablesAdmin.unarchive.text')}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t('admin.tablesAdmin.unarchive.cancel')}
          </Button>
          <Button variant="secondary" onClick={() => onConfirm(false)}>
            {t('admin.tablesAdmin.unarchive.keepInactive')}
          </Button>
          <Button onClick={() => onConfirm(true)}>{t('admin.tablesAdmin.unarchive.reactivate')}</Button>
        </>
      }
    />
  );
}

type TDeleteDialogProps = {
  benches: TBench[];
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Deleting cannot be undone: the tables are named before they go. */
export function DeleteTablesDialog({ benches, open, busy, onCancel, onConfirm }: TDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={t('admin.tablesAdmin.deleteDialog.title', { count: benches.length })}
      description={t('admin.tablesAdmin.deleteDialog.text')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('admin.tablesAdmin.deleteDialog.cancel')}
          </Button>
          <Button className={dangerButtonStyles} loading={busy} onClick={onConfirm}>
            {t('admin.tablesAdmin.deleteDialog.confirm')}
          </Button>
        </>
      }
    >
      <ul className="mt-4 max-h-48 list-inside list-disc overflow-y-auto text-sm">
        {benches.map((bench) => (
          <li key={bench.id}>{bench.name}</li>
        ))}
      </ul>
    </Dialog>
  );
}
