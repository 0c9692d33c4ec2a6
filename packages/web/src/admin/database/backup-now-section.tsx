import { Download, HardDriveUpload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { cardStyles } from './database-styles.ts';
import type { TBackupActions } from './use-backup-actions.hook.ts';

/** ZBackupDialogBody: the note that becomes part of the backup's file name. */
const LABEL_MAX_LENGTH = 40;

/**
 * "Back up now": the whole database as a file to this device, or a copy kept in the server's backup
 * folder with an optional short note in its name.
 */
export function BackupNowSection({ actions }: { actions: TBackupActions }) {
  const { t } = useTranslation();
  const { downloadCurrent, create } = actions;
  const [label, setLabel] = useState('');

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const note = label.trim();
    create.mutate(note ? { label: note } : {}, { onSuccess: () => setLabel('') });
  };

  return (
    <section aria-labelledby="database-backup-title" className={`${cardStyles} space-y-4`}>
      <h2 id="database-backup-title" className="text-lg font-semibold">
        {t('admin.database.backup.title')}
      </h2>
      <div className="grid gap-5 md:grid-cols-2 md:gap-6">
        <div className="space-y-3">
          <p className="text-sm text-fg-muted">{t('admin.database.backup.downloadHint')}</p>
          <Button loading={downloadCurrent.isPending} onClick={() => downloadCurrent.mutate()}>
            <Download aria-hidden="true" className="size-4" />
            {t('admin.database.backup.download')}
          </Button>
        </div>
        <form
          noValidate
          onSubmit={save}
          className="space-y-3 max-md:border-t max-md:border-line max-md:pt-4 md:border-s md:border-line md:ps-6"
        >
          <Field label={t('admin.database.backup.label')} hint={t('admin.database.backup.labelHint')}>
            <Input
              value={label}
              maxLength={LABEL_MAX_LENGTH}
              autoComplete="off"
              onChange={(event) => setLabel(event.target.value)}
            />
          </Field>
          {create.isError ? (
            <Banner>
              <p>{t('admin.database.backup.saveFailed')}</p>
              <p className="font-normal">{userFacingErrorMessage(t, create.error)}</p>
            </Banner>
          ) : null}
          <Button type="submit" variant="secondary" loading={create.isPending}>
            <HardDriveUpload aria-hidden="true" className="size-4" />
            {t('admin.database.backup.save')}
          </Button>
        </form>
      </div>
    </section>
  );
}
