import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { BackupNowSection } from './backup-now-section.tsx';
import { RestoreFileSection } from './restore-file-section.tsx';
import { ServerBackupsSection } from './server-backups-section.tsx';
import { useBackupActions } from './use-backup-actions.hook.ts';
import { useRestore } from './use-restore.hook.ts';
import './database.css';

/**
 * /admin/database (spec admin 7 "Database", DESIGN.md section 8), for holders of database.manage:
 * back up now (a download, or a copy kept on the server), the server's backups, and restoring from
 * one of them or from a file. One restore at a time, whichever section starts it.
 */
export function DatabasePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.screens.database'));
  const actions = useBackupActions();
  const restore = useRestore();
  return (
    <div className="mx-auto w-full max-w-5xl space-y-5 px-4 py-6 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{t('admin.screens.database')}</h1>
        <p className="max-w-3xl text-fg-muted">{t('admin.database.intro')}</p>
      </div>
      <BackupNowSection actions={actions} />
      <ServerBackupsSection actions={actions} restore={restore} />
      <RestoreFileSection restore={restore} />
    </div>
  );
}
