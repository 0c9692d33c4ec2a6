import { backupFileProblem } from '@tableside/shared/database.schemas';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { fileProblemText } from './backup-messages.ts';
import { cardStyles } from './database-styles.ts';
import { RestoreDialog } from './restore-dialog.tsx';
import { RestoreOutcome } from './restore-outcome.tsx';
import type { TRestore, TRestoreSource } from './use-restore.hook.ts';

/**
 * "Restore from a file": a backup file from this device replaces every piece of data. The file is
 * checked here first (spec admin 5: type, empty, size), so a wrong one is named without uploading
 * it; the server checks it again and reads it.
 */
export function RestoreFileSection({ restore }: { restore: TRestore }) {
  const { t } = useTranslation();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<TRestoreSource | null>(null);
  // A new input after a restore, so the restored file is no longer shown as chosen.
  const [inputKey, setInputKey] = useState(0);

  const check = (chosen: File | null): boolean => {
    const found = backupFileProblem(chosen);
    setProblem(found ? fileProblemText(t, found) : null);
    return found === null;
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    if (chosen) check(chosen);
    else setProblem(null);
  };
  const ask = () => {
    if (check(file) && file) setAsking({ kind: 'file', file });
  };
  const confirm = (source: TRestoreSource) =>
    restore.mutate(source, {
      onSuccess: () => {
        setFile(null);
        setInputKey((key) => key + 1);
      },
      onSettled: () => setAsking(null),
    });

  return (
    <section aria-labelledby={`${id}-title`} className={`${cardStyles} space-y-4`}>
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('admin.database.restoreFile.title')}
        </h2>
        <p id={`${id}-hint`} className="text-sm text-fg-muted">
          {t('admin.database.restoreFile.hint')}
        </p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-file`} className="block text-sm font-medium text-fg">
          {t('admin.database.restoreFile.file')}
        </label>
        <Input
          key={inputKey}
          id={`${id}-file`}
          type="file"
          accept=".db,.sqlite"
          aria-describedby={`${id}-hint`}
          aria-invalid={problem ? true : undefined}
          disabled={restore.isPending}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          className="h-auto py-2 text-sm file:me-3 file:min-h-9 file:cursor-pointer file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1.5 file:font-medium file:text-fg"
        />
      </div>
      {problem ? <Banner>{problem}</Banner> : null}
      <RestoreOutcome restore={restore} kind="file" />
      <Button className="max-sm:w-full" disabled={restore.isPending} onClick={ask}>
        <FileUp aria-hidden="true" className="size-4" />
        {t('admin.database.restoreFile.restore')}
      </Button>

      <RestoreDialog
        source={asking}
        busy={restore.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      />
    </section>
  );
}
