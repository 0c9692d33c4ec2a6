import type { TImportPreview } from '@tableside/shared/data-import.schemas';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import type { TSheet } from './import-labels.ts';
import { ImportPreviewTable } from './import-preview-table.tsx';

type TProps = {
  preview: TImportPreview;
  /** A spreadsheet's row numbers and column letters, for naming rows as the owner sees them. */
  sheet: TSheet;
  importing: boolean;
  onCancel: () => void;
  onConfirm: (skipInvalid: boolean) => void;
};

/**
 * What a file would do, and the owner's confirmation. With refused rows nothing is imported unless
 * the owner ticks "without the refused rows"; rows that stay as they are are only counted.
 */
export function ImportPreviewPanel({ preview, sheet, importing, onCancel, onConfirm }: TProps) {
  const { t } = useTranslation();
  const id = useId();
  const [skipInvalid, setSkipInvalid] = useState(false);
  const { add, update, unchanged, invalid } = preview.counts;
  const writes = add + update;
  const blocked = invalid > 0 && !skipInvalid;
  const shown = preview.rows.filter((row) => row.status !== 'unchanged');

  return (
    <div className="space-y-3">
      <h3 className="font-semibold">{t('admin.dataImport.preview.title')}</h3>
      <ul aria-label={t('admin.dataImport.preview.summary')} className="flex flex-wrap gap-2 text-sm">
        <li className="rounded-full bg-success-soft px-3 py-1 text-success">
          {t('admin.dataImport.preview.counts.add', { count: add })}
        </li>
        <li className="rounded-full bg-muted px-3 py-1 text-fg">
          {t('admin.dataImport.preview.counts.update', { count: update })}
        </li>
        <li className="rounded-full bg-muted px-3 py-1 text-fg-muted">
          {t('admin.dataImport.preview.counts.unchanged', { count: unchanged })}
        </li>
        <li className="rounded-full bg-danger-soft px-3 py-1 text-danger">
          {t('admin.dataImport.preview.counts.invalid', { count: invalid })}
        </li>
      </ul>
      {shown.length > 0 ? <ImportPreviewTable rows={shown} sheet={sheet} /> : null}
      {writes === 0 ? <p className="text-sm text-fg-muted">{t('admin.dataImport.preview.nothing')}</p> : null}
      {invalid > 0 && writes > 0 ? (
        <div className="space-y-2 rounded-lg border border-line p-3">
          <p id={`${id}-refused`} className="text-sm text-fg">
            {t('admin.dataImport.preview.refusedHint', { count: invalid })}
          </p>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-fg">
            <input
              type="checkbox"
              className="size-5 accent-action"
              checked={skipInvalid}
              aria-describedby={`${id}-refused`}
              onChange={(event) => setSkipInvalid(event.target.checked)}
            />
            {t('admin.dataImport.preview.skipInvalid', { count: invalid })}
          </label>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={importing}>
          {t('admin.dataImport.preview.cancel')}
        </Button>
        {writes > 0 ? (
          <Button loading={importing} disabled={blocked} onClick={() => onConfirm(skipInvalid)}>
            {t('admin.dataImport.preview.apply', { count: writes })}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
