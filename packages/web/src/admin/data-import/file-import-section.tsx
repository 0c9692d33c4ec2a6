import {
  DATA_IMPORT_LIMITS,
  IMPORT_ENTITIES,
  type TImportApplied,
  type TImportEntity,
} from '@tableside/shared/data-import.schemas';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { Input } from '../../ui/input.tsx';
import { selectStyles } from '../../ui/select.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast.ts';
import { dataImportApi } from './data-import.api.ts';
import { ImportErrorDetails } from './import-error-details.tsx';
import { ImportPreviewPanel } from './import-preview-panel.tsx';
import { cardStyles, fileInputStyles } from './import-styles.ts';
import { useRefreshAfterImport } from './use-data-import.hook.ts';

type TChoice = { entity: TImportEntity; file: File };

/**
 * A JSON file of rows for one entity (decision 0020): chosen here, checked by the server
 * (POST .../preview: each row added, updated, unchanged or refused, and why), then imported all or
 * nothing once the owner confirms, or without the refused rows if they choose so.
 */
export function FileImportSection() {
  const { t } = useTranslation();
  const id = useId();
  const refresh = useRefreshAfterImport();
  const [entity, setEntity] = useState<TImportEntity>('currencies');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [applied, setApplied] = useState<TImportApplied | null>(null);
  // A new input after an import, so the imported file is no longer shown as chosen.
  const [inputKey, setInputKey] = useState(0);
  const preview = useMutation({
    mutationFn: (choice: TChoice) => dataImportApi.preview(choice.entity, choice.file),
  });
  const apply = useMutation({
    mutationFn: ({ entity, file, skipInvalid }: TChoice & { skipInvalid: boolean }) =>
      dataImportApi.apply(entity, file, skipInvalid),
    onSettled: refresh,
  });

  const check = (next: TImportEntity, chosen: File | null) => {
    setProblem(null);
    setApplied(null);
    preview.reset();
    apply.reset();
    if (!chosen) return;
    // The server refuses it too; this names the problem without uploading a megabyte.
    if (chosen.size > DATA_IMPORT_LIMITS.maxBytes) return setProblem(t('admin.dataImport.messages.tooLarge'));
    preview.mutate({ entity: next, file: chosen });
  };
  const cancel = () => {
    setFile(null);
    setInputKey((key) => key + 1);
    preview.reset();
    apply.reset();
  };
  const confirm = (skipInvalid: boolean) => {
    if (!file) return;
    apply.mutate(
      { entity, file, skipInvalid },
      {
        onSuccess: (done) => {
          toast.success(t('admin.dataImport.file.toast'));
          cancel();
          setApplied(done);
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className={`${cardStyles} space-y-4`}>
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('admin.dataImport.file.title')}
        </h2>
        <p id={`${id}-hint`} className="text-sm text-fg-muted">
          {t('admin.dataImport.file.hint', {
            rows: DATA_IMPORT_LIMITS.maxRows.toLocaleString(),
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
            value={entity}
            disabled={apply.isPending}
            onChange={(event) => {
              const next = event.target.value as TImportEntity;
              setEntity(next);
              check(next, file);
            }}
          >
            {IMPORT_ENTITIES.map((option) => (
              <option key={option} value={option}>
                {t(`admin.masterData.kinds.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-file`} className="block text-sm font-medium text-fg">
            {t('admin.dataImport.file.file')}
          </label>
          <Input
            key={inputKey}
            id={`${id}-file`}
            type="file"
            accept=".json,application/json"
            aria-describedby={`${id}-hint`}
            aria-invalid={problem ? true : undefined}
            disabled={apply.isPending}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              check(entity, chosen);
            }}
            className={fileInputStyles}
          />
        </div>
      </div>
      {problem ? <Banner>{problem}</Banner> : null}
      {applied ? <AppliedBanner applied={applied} /> : null}
      {preview.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
          <Spinner size="sm" />
          {t('admin.dataImport.file.checking')}
        </p>
      ) : null}
      {preview.isError ? (
        <ImportErrorDetails title={t('admin.dataImport.file.previewFailed')} error={preview.error} />
      ) : null}
      {apply.isError ? (
        <ImportErrorDetails title={t('admin.dataImport.file.importFailed')} error={apply.error} />
      ) : null}
      {preview.data && file ? (
        <ImportPreviewPanel
          key={`${preview.data.entity}-${file.name}`}
          preview={preview.data}
          importing={apply.isPending}
          onCancel={cancel}
          onConfirm={confirm}
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
