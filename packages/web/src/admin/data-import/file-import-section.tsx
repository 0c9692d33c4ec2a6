import {
  DATA_IMPORT_LIMITS,
  IMPORT_ENTITIES,
  type TImportApplied,
} from '@tableside/shared/data-import.schemas';
import { useId } from 'react';
import { numberFormat } from '../../lib/format/number-format.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { Input } from '../../ui/input.tsx';
import { selectStyles } from '../../ui/select.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { FileProblems } from './file-problems.tsx';
import { ImportErrorDetails } from './import-error-details.tsx';
import { ImportPreviewPanel } from './import-preview-panel.tsx';
import { cardStyles, fileInputStyles } from './import-styles.ts';
import { ImportTemplates } from './import-templates.tsx';
import { useFileImport } from './use-file-import.hook.ts';

/** What the file input offers: spreadsheets (decision 0044) and JSON (decision 0020). */
const ACCEPT = [
  '.csv',
  'text/csv',
  '.xlsx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.json',
  'application/json',
].join(',');

/**
 * A CSV, XLSX or JSON file of rows for one entity: chosen here with the template of its columns,
 * previewed row by row and imported all or nothing (useFileImport).
 */
export function FileImportSection() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const flow = useFileImport();
  const { preview, apply, upload } = flow;

  return (
    <section aria-labelledby={`${id}-title`} className={`${cardStyles} space-y-4`}>
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('admin.dataImport.file.title')}
        </h2>
        <p id={`${id}-hint`} className="text-sm text-fg-muted">
          {t('admin.dataImport.file.hint', {
            rows: numberFormat(i18n.language).number(DATA_IMPORT_LIMITS.maxRows, 0),
          })}
        </p>
      </div>
      <div className="grid max-w-xl gap-4">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-entity`} className="block text-sm font-medium text-fg">
            {t('admin.dataImport.file.entity')}
          </label>
          <select
            id={`${id}-entity`}
            className={selectStyles}
            value={flow.entity}
            disabled={apply.isPending}
            onChange={(event) => flow.chooseEntity(event.target.value as (typeof IMPORT_ENTITIES)[number])}
          >
            {IMPORT_ENTITIES.map((option) => (
              <option key={option} value={option}>
                {t(`admin.masterData.kinds.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <ImportTemplates entity={flow.entity} />
        <div className="space-y-1.5">
          <label htmlFor={`${id}-file`} className="block text-sm font-medium text-fg">
            {t('admin.dataImport.file.file')}
          </label>
          <Input
            key={flow.inputKey}
            id={`${id}-file`}
            type="file"
            accept={ACCEPT}
            aria-describedby={`${id}-hint`}
            aria-invalid={flow.problems.length > 0 ? true : undefined}
            disabled={apply.isPending}
            onChange={(event) => flow.chooseFile(event.target.files?.[0] ?? null)}
            className={fileInputStyles}
          />
        </div>
      </div>
      {flow.problems.length > 0 ? <FileProblems entity={flow.entity} problems={flow.problems} /> : null}
      {flow.applied ? <AppliedBanner applied={flow.applied} /> : null}
      {flow.reading || preview.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
          <Spinner size="sm" />
          {t(flow.reading ? 'admin.dataImport.file.reading' : 'admin.dataImport.file.checking')}
        </p>
      ) : null}
      {preview.isError ? (
        <ImportErrorDetails
          title={t('admin.dataImport.file.previewFailed')}
          error={preview.error}
          sheet={upload?.sheet}
        />
      ) : null}
      {apply.isError ? (
        <ImportErrorDetails
          title={t('admin.dataImport.file.importFailed')}
          error={apply.error}
          sheet={upload?.sheet}
        />
      ) : null}
      {preview.data && upload ? (
        <ImportPreviewPanel
          key={`${preview.data.entity}-${upload.file.name}`}
          preview={preview.data}
          sheet={upload.sheet}
          importing={apply.isPending}
          onCancel={flow.cancel}
          onConfirm={flow.confirm}
        />
      ) : null}
    </section>
  );
}

function AppliedBanner({ applied }: { applied: TImportApplied }) {
  const { t } = useTranslation();
  return (
    <Banner tone="success">
      <p>
        {t('admin.dataImport.file.applied', {
          entity: t(`admin.masterData.kinds.${applied.entity}`),
          added: applied.added,
          updated: applied.updated,
          unchanged: applied.unchanged,
        })}
      </p>
      {applied.skipped > 0 ? (
        <p className="font-normal">{t('admin.dataImport.file.skipped', { count: applied.skipped })}</p>
      ) : null}
    </Banner>
  );
}
