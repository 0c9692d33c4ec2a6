import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import type { TMasterRecord } from './master-data.api.ts';

type TMasterDataDeleteDialogProps = {
  /** The record to delete; null when closed. */
  record: TMasterRecord | null;
  busy: boolean;
  /** Why the server refused (a tax in use, the restaurant's currency); the dialog stays open to say so. */
  refusal: string | null;
  onCancel: () => void;
  onConfirm: (record: TMasterRecord) => void;
};

/**
 * Deleting cannot be undone, so it is asked first; the safe choice comes first. A refusal is shown
 * right here, with what to do instead, rather than in a toast that may vanish before it is read.
 */
export function MasterDataDeleteDialog({
  record,
  busy,
  refusal,
  onCancel,
  onConfirm,
}: TMasterDataDeleteDialogProps) {
  const { t } = useTranslation();
  const name = record?.name ?? '';
  return (
    <Dialog
      open={record !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t('admin.masterData.deleteDialog.title', { name })}
      description={t('admin.masterData.deleteDialog.text')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t(refusal ? 'admin.masterData.deleteDialog.close' : 'admin.masterData.deleteDialog.cancel')}
          </Button>
          {refusal ? null : (
            <Button
              className="bg-danger text-white hover:bg-danger dark:text-black"
              loading={busy}
              onClick={() => (record ? onConfirm(record) : undefined)}
            >
              {t('admin.masterData.deleteDialog.confirm')}
            </Button>
          )}
        </>
      }
    >
      {refusal ? (
        <div className="mt-4">
          <Banner>
            <p>{t('admin.masterData.deleteDialog.refused', { name })}</p>
            <p className="mt-1 font-normal">{refusal}</p>
          </Banner>
        </div>
      ) : null}
    </Dialog>
  );
}
