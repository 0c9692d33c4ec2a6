import type { TImportApplied, TImportEntity } from '@tableside/shared/data-import.schemas';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from '../../ui/toast.ts';
import { dataImportApi } from './data-import.api.ts';
import { readUpload, type TUpload } from './sheet-files.ts';
import type { TFileProblem } from './sheet-problem.ts';
import { useRefreshAfterImport } from './use-data-import.hook.ts';

type TChoice = { entity: TImportEntity; upload: TUpload };

/**
 * A file of rows for one entity (decision 0020, 0044): read here when it is a spreadsheet, checked
 * by the server (POST .../preview: each row added, updated, unchanged or refused, and why), then
 * imported all or nothing once the owner confirms, or without the refused rows if they choose so.
 * Choosing another entity or file starts again; an answer for an earlier choice is dropped.
 */
export function useFileImport() {
  const { t } = useTranslation();
  const refresh = useRefreshAfterImport();
  const [entity, setEntity] = useState<TImportEntity>('currencies');
  const [chosen, setChosen] = useState<File | null>(null);
  const [upload, setUpload] = useState<TUpload | null>(null);
  const [problems, setProblems] = useState<TFileProblem[]>([]);
  const [reading, setReading] = useState(false);
  const [applied, setApplied] = useState<TImportApplied | null>(null);
  // A new input after an import, so the imported file is no longer shown as chosen.
  const [inputKey, setInputKey] = useState(0);
  const latest = useRef(0);
  const preview = useMutation({
    mutationFn: ({ entity, upload }: TChoice) => dataImportApi.preview(entity, upload.file),
  });
  const apply = useMutation({
    mutationFn: ({ entity, upload, skipInvalid }: TChoice & { skipInvalid: boolean }) =>
      dataImportApi.apply(entity, upload.file, skipInvalid),
    onSettled: refresh,
  });

  const check = async (next: TImportEntity, file: File | null) => {
    const run = ++latest.current;
    setProblems([]);
    setApplied(null);
    setUpload(null);
    preview.reset();
    apply.reset();
    if (!file) return;
    setReading(true);
    const outcome = await readUpload(file, next).catch(
      () => ({ ok: false, problems: [{ kind: 'unreadable' }] }) as const,
    );
    if (run !== latest.current) return;
    setReading(false);
    if (!outcome.ok) return setProblems([...outcome.problems]);
    setUpload(outcome.upload);
    preview.mutate({ entity: next, upload: outcome.upload });
  };

  const chooseEntity = (next: TImportEntity) => {
    setEntity(next);
    void check(next, chosen);
  };
  const chooseFile = (file: File | null) => {
    setChosen(file);
    void check(entity, file);
  };
  const cancel = () => {
    latest.current += 1;
    setChosen(null);
    setUpload(null);
    setReading(false);
    setInputKey((key) => key + 1);
    preview.reset();
    apply.reset();
  };
  const confirm = (skipInvalid: boolean) => {
    if (!upload) return;
    apply.mutate(
      { entity, upload, skipInvalid },
      {
        onSuccess: (done) => {
          toast.success(t('admin.dataImport.file.toast'));
          cancel();
          setApplied(done);
        },
      },
    );
  };

  return {
    entity,
    chooseEntity,
    chooseFile,
    inputKey,
    upload,
    problems,
    reading,
    applied,
    preview,
    apply,
    cancel,
    confirm,
  };
}
