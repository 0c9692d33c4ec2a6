import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { dangerButtonStyles } from './database-styles.ts';
import type { TRestoreSource } from './use-restore.hook.ts';

type TRestoreDialogProps = {
  /** What would be restored; null when closed. */
  source: TRestoreSource | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (source: TRestoreSource) => void;
};

/**
 * The question before a restore, saying plainly what it replaces. It stays open while the restore
 * runs, with its progress, and cannot be closed then: the outcome shows on the screen after it.
 */
export function RestoreDialog({ source, busy, onCancel, onConfirm }: TRestoreDialogProps) {
  const { t } = useTranslation();
  const name = source?.kind === 'file' ? source.file.name : (source?.name ?? '');
  const title =
    source?.kind === 'file' ? 'admin.database.restore.titleFile' : 'admin.database.restore.titleBackup';
  return (
    <Dialog
      open={source !== null}
      onOpenChange={(open) => (open || busy ? undefined : onCancel())}
      dismissible={!busy}
      title={t(title, { name })}
      description={t('admin.database.restore.text')}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {t('admin.database.cancel')}
          </Button>
          <Button
            className={dangerButtonStyles}
            loading={busy}
            onClick={() => (source ? onConfirm(source) : undefined)}
          >
            {t('admin.database.restore.confirm')}
          </Button>
        </>
      }
    >
      <ul className="mt-3 list-disc space-y-1.5 ps-5 text-sm">
        <li>{t('admin.database.restore.replaces')}</li>
        <li>{t('admin.database.restore.keepsCurrent')}</li>
        <li>{t('admin.database.restore.signsOut')}</li>
      </ul>
      <RestoreProgress busy={busy} />
    </Dialog>
  );
}

/**
 * The restore's progress: a bar without a percentage (the upload and the rewrite of every table
 * give none) and a status line, announced politely. The live region is there from the start, so a
 * screen reader hears the text when it appears.
 */
function RestoreProgress({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 space-y-2">
      {busy ? (
        <div
          role="progressbar"
          aria-label={t('admin.database.restore.progress')}
          aria-valuetext={t('admin.database.restore.restoring')}
          className="relative h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="database-progress absolute inset-y-0 start-0 w-2/5 rounded-full bg-action" />
        </div>
      ) : null}
      <p role="status" aria-live="polite" className="text-sm font-medium empty:hidden">
        {busy ? t('admin.database.restore.restoring') : null}
      </p>
    </div>
  );
}
