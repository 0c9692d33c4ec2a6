import type { TServerBackup } from '@tableside/shared/database.schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { QueryStates } from '../../ui/query-states.tsx';
import { databaseQueries } from './database.queries.ts';
import { cardStyles } from './database-styles.ts';
import { DeleteBackupDialog } from './delete-backup-dialog.tsx';
import { RestoreDialog } from './restore-dialog.tsx';
import { RestoreOutcome } from './restore-outcome.tsx';
import { ServerBackupList } from './server-backup-list.tsx';
import type { TBackupActions } from './use-backup-actions.hook.ts';
import type { TRestore, TRestoreSource } from './use-restore.hook.ts';

type TServerBackupsSectionProps = { actions: TBackupActions; restore: TRestore };

/** The server's backup folder, newest first, with download, restore and delete per backup. */
export function ServerBackupsSection({ actions, restore }: TServerBackupsSectionProps) {
  const { t } = useTranslation();
  const backups = useQuery(databaseQueries.backups());
  const [restoring, setRestoring] = useState<TRestoreSource | null>(null);
  const [deleting, setDeleting] = useState<TServerBackup | null>(null);
  const downloading = actions.downloadBackup.isPending
    ? (actions.downloadBackup.variables?.name ?? null)
    : null;

  return (
    <section aria-labelledby="database-server-title" className={`${cardStyles} space-y-4`}>
      <div className="space-y-1">
        <h2 id="database-server-title" className="text-lg font-semibold">
          {t('admin.database.list.title')}
        </h2>
        <p className="text-sm text-fg-muted">{t('admin.database.list.hint')}</p>
      </div>
      <RestoreOutcome restore={restore} kind="server" />
      <QueryStates
        query={backups}
        texts={{
          error: t('admin.database.list.error'),
          retry: t('admin.database.list.retry'),
          loading: t('admin.database.list.loading'),
        }}
      />
      {backups.data?.length === 0 ? (
        <p className="rounded-2xl border-2 border-dashed border-line px-4 py-10 text-center text-fg-muted">
          {t('admin.database.list.empty')}
        </p>
      ) : null}
      {backups.data?.length ? (
        <ServerBackupList
          backups={backups.data}
          downloading={downloading}
          busy={restore.isPending || actions.remove.isPending}
          actions={{
            onDownload: (backup) => actions.downloadBackup.mutate(backup),
            onRestore: (backup) => setRestoring({ kind: 'server', name: backup.name }),
            onDelete: setDeleting,
          }}
        />
      ) : null}

      <RestoreDialog
        source={restoring}
        busy={restore.isPending}
        onCancel={() => setRestoring(null)}
        onConfirm={(source) => restore.mutate(source, { onSettled: () => setRestoring(null) })}
      />
      <DeleteBackupDialog
        backup={deleting}
        busy={actions.remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(backup) => actions.remove.mutate(backup, { onSettled: () => setDeleting(null) })}
      />
    </section>
  );
}
