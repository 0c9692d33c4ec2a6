import type { TConfigImportResult } from '@tableside/shared/config.schemas';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast.ts';
import { configApi, type TConfigImportBody } from './config.api.ts';
import { ConfigChangesTable } from './config-changes-table.tsx';
import { ConfigErrorDetails } from './config-error-details.tsx';
import { cardStyles } from './config-styles.ts';
import { useConfigActions } from './use-config-actions.hook.ts';

type TParsed = { ok: true; body: TConfigImportBody } | { ok: false; problem: 'invalidJson' | 'notConfig' };

/** Reads a chosen file in the browser; the server checks the settings themselves (preview). */
export function parseConfigFile(text: string): TParsed {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'invalidJson' };
  }
  const settings =
    typeof value === 'object' && value !== null ? (value as { settings?: unknown }).settings : null;
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) {
    return { ok: false, problem: 'notConfig' };
  }
  return { ok: true, body: value as TConfigImportBody };
}

/**
 * Import: choose a .json file, see every change it would make (POST /config/import/preview), then
 * apply them all or none (POST /config/import).
 */
export function ConfigImportSection({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const { applyImport } = useConfigActions();
  const [body, setBody] = useState<TConfigImportBody | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [applied, setApplied] = useState<number | null>(null);
  const preview = useMutation({ mutationFn: configApi.previewImport });
  const result: TConfigImportResult | undefined = preview.data;

  const choose = async (file: File | undefined) => {
    setProblem(null);
    setApplied(null);
    setBody(null);
    preview.reset();
    applyImport.reset();
    if (!file) return;
    const parsed = parseConfigFile(await file.text());
    if (!parsed.ok) return setProblem(t(`admin.configuration.transfer.${parsed.problem}`));
    setBody(parsed.body);
    preview.mutate(parsed.body);
  };
  const cancel = () => {
    setBody(null);
    preview.reset();
  };
  const apply = () => {
    if (!body) return;
    applyImport.mutate(body, {
      onSuccess: (done) => {
        toast.success(t('admin.configuration.toast.imported'));
        setApplied(done.changes.length);
        cancel();
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className={`${cardStyles} space-y-3`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('admin.configuration.transfer.importTitle')}
      </h2>
      <p id={`${id}-hint`} className="text-sm text-fg-muted">
        {t('admin.configuration.transfer.importHint')}
      </p>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-file`} className="block text-sm font-medium text-fg">
          {t('admin.configuration.transfer.file')}
        </label>
        <Input
          id={`${id}-file`}
          type="file"
          accept=".json,application/json"
          aria-describedby={`${id}-hint`}
          disabled={!canManage}
          onChange={(event) => void choose(event.target.files?.[0])}
          className="h-auto py-2 text-sm file:me-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1.5 file:text-fg"
        />
      </div>
      {problem ? <Banner>{problem}</Banner> : null}
      {applied !== null ? (
        <Banner tone="success">{t('admin.configuration.transfer.applied', { count: applied })}</Banner>
      ) : null}
      {preview.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
          <Spinner size="sm" />
          {t('admin.configuration.transfer.previewing')}
        </p>
      ) : null}
      {preview.isError ? (
        <ConfigErrorDetails title={t('admin.configuration.transfer.previewFailed')} error={preview.error} />
      ) : null}
      {applyImport.isError ? (
        <ConfigErrorDetails
          title={t('admin.configuration.transfer.importFailed')}
          error={applyImport.error}
        />
      ) : null}
      {result && body ? (
        <div className="space-y-3">
          <ConfigChangesTable result={result} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={cancel}>
              {t('admin.configuration.transfer.cancel')}
            </Button>
            {result.changes.length > 0 && canManage ? (
              <Button loading={applyImport.isPending} onClick={apply}>
                {t('admin.configuration.changes.apply', { count: result.changes.length })}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
