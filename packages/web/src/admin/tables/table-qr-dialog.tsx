import type { TBench } from '@tableside/shared/tables.schemas';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { toast } from '../../ui/toast.ts';
import { useStaffSettings } from '../staff-settings/use-staff-settings.hook.ts';
import { PublicAddressHint } from './public-address-hint.tsx';
import { qrFileName, qrPngBlob, qrSvgMarkup, saveBlob } from './qr-code.ts';
import { QrCode } from './qr-code-image.tsx';
import { useTableLinks } from './use-table-links.hook.ts';

type TTableQrDialogProps = { bench: TBench | null; onClose: () => void };

/** One table's code, with the address it opens and downloads as PNG and SVG (table-5-qr.png). */
export function TableQrDialog({ bench, onClose }: TTableQrDialogProps) {
  const { t } = useTranslation();
  const links = useTableLinks();
  const [saving, setSaving] = useState(false);
  const url = bench ? links.url(bench.id) : '';
  // TABLES.QR_CODE_SIZE: the code on screen and in the downloads.
  const { qr_code_size: qrSize } = useStaffSettings();

  const savePng = async () => {
    if (!bench) return;
    setSaving(true);
    try {
      saveBlob(await qrPngBlob(url, qrSize), qrFileName(bench.id, 'png'));
    } catch {
      toast.error(t('admin.tablesAdmin.qr.downloadFailed'));
    } finally {
      setSaving(false);
    }
  };
  const saveSvg = () => {
    if (!bench) return;
    saveBlob(new Blob([qrSvgMarkup(url, qrSize)], { type: 'image/svg+xml' }), qrFileName(bench.id, 'svg'));
  };

  return (
    <Dialog
      open={bench !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('admin.tablesAdmin.qr.title', { name: bench?.name ?? '' })}
    >
      {bench && links.ready ? (
        <div className="mt-4 space-y-4">
          <div
            className="mx-auto w-fit max-w-full rounded-xl border border-line bg-white p-2"
            data-qr-size={qrSize}
          >
            <QrCode
              value={url}
              pixels={qrSize}
              label={t('admin.tablesAdmin.qr.codeLabel', { name: bench.name })}
            />
          </div>
          <p className="text-center text-sm break-all">
            <a href={url} target="_blank" rel="noreferrer" className="text-link underline underline-offset-2">
              {url}
            </a>
          </p>
          {!bench.active || bench.archived ? (
            <p className="rounded-lg bg-muted p-3 text-sm">{t('admin.tablesAdmin.qr.inactiveNote')}</p>
          ) : null}
          <PublicAddressHint links={links} />
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={saveSvg}>
              <Download aria-hidden="true" className="size-4" />
              {t('admin.tablesAdmin.qr.downloadSvg')}
            </Button>
            <Button onClick={() => void savePng()} loading={saving}>
              {saving ? null : <Download aria-hidden="true" className="size-4" />}
              {t('admin.tablesAdmin.qr.downloadPng')}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
