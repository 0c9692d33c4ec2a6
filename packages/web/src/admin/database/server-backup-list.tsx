import type { TBackupKind, TServerBackup } from '@tableside/shared/database.schemas';
import { clsx } from 'clsx';
import { ArchiveRestore, Download, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { useStaffFormat } from '../staff-settings/staff-format.ts';
import { badgeStyles, rowActionStyles } from './database-styles.ts';

export type TBackupRowActions = {
  onDownload: (backup: TServerBackup) => void;
  onRestore: (backup: TServerBackup) => void;
  onDelete: (backup: TServerBackup) => void;
};

type TServerBackupListProps = {
  backups: TServerBackup[];
  /** The backup being downloaded, if any: its button spins. */
  downloading: string | null;
  /** A restore or delete on the way: no other may start. */
  busy: boolean;
  actions: TBackupRowActions;
};

const KIND_STYLES: Record<TBackupKind, string> = {
  manual: 'border border-line bg-muted text-fg',
  automatic: 'bg-success-soft text-success',
  'before-restore': 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
};

// No alignment here: a start and an end class on one cell would fight over it.
const cell = 'px-3 py-2 align-middle max-md:p-0';

/**
 * The server's backups: a table on wide screens, one card per backup on phones (the same rows,
 * restyled, so keyboard order and labels stay the same). A backup's kind sits under its name, so the
 * name keeps room beside the row's actions.
 */
export function ServerBackupList({ backups, downloading, busy, actions }: TServerBackupListProps) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  return (
    <div className="md:overflow-x-auto md:rounded-xl md:border md:border-line">
      <table className="w-full border-collapse text-base max-md:block">
        <caption className="sr-only">{t('admin.database.list.caption')}</caption>
        <thead className="border-b border-line bg-muted/60 text-sm text-fg-muted max-md:hidden">
          <tr>
            <th scope="col" className={clsx(cell, 'text-start')}>
              {t('admin.database.list.name')}
            </th>
            <th scope="col" className={clsx(cell, 'text-end')}>
              {t('admin.database.list.size')}
            </th>
            <th scope="col" className={clsx(cell, 'text-start')}>
              {t('admin.database.list.created')}
            </th>
            <th scope="col" className={clsx(cell, 'text-end')}>
              {t('admin.database.list.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line max-md:grid max-md:gap-3 max-md:divide-y-0">
          {backups.map((backup) => (
            <tr
              key={backup.name}
              className={clsx(
                'hover:bg-muted/40',
                'max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:items-center max-md:gap-x-3 max-md:gap-y-2 max-md:rounded-2xl max-md:border max-md:border-line max-md:bg-card max-md:p-3',
              )}
            >
              <th scope="row" className={clsx(cell, 'min-w-0 text-start font-normal')}>
                <span className="block text-sm font-medium break-words">{backup.name}</span>
                <span className="sr-only">{t('admin.database.list.kind')}: </span>
                <span className={clsx(badgeStyles, 'mt-1 whitespace-nowrap', KIND_STYLES[backup.kind])}>
                  {t(`admin.database.kind.${backup.kind}`)}
                </span>
              </th>
              <td
                className={clsx(
                  cell,
                  'text-end text-sm whitespace-nowrap tabular-nums max-md:self-start max-md:text-fg-muted',
                )}
              >
                <span className="sr-only md:hidden">{t('admin.database.list.size')}: </span>
                {format.fileSize(backup.size)}
              </td>
              <td
                className={clsx(cell, 'text-sm max-md:col-span-2 max-md:text-fg-muted md:whitespace-nowrap')}
              >
                <span className="md:hidden">{t('admin.database.list.created')}: </span>
                <time dateTime={backup.created_at}>{format.dateTime(backup.created_at)}</time>
              </td>
              <td className={clsx(cell, 'max-md:col-span-2 max-md:border-t max-md:border-line max-md:pt-1')}>
                <RowActions
                  backup={backup}
                  downloading={downloading === backup.name}
                  busy={busy}
                  actions={actions}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type TRowActionsProps = {
  backup: TServerBackup;
  downloading: boolean;
  busy: boolean;
  actions: TBackupRowActions;
};

function RowActions({ backup, downloading, busy, actions }: TRowActionsProps) {
  const { t } = useTranslation();
  const action = (label: string, icon: ReactNode, onClick: () => void, disabled: boolean) => (
    <button
      type="button"
      className={rowActionStyles}
      disabled={disabled}
      aria-label={`${label}: ${backup.name}`}
      title={label}
      onClick={onClick}
    >
      {icon}
      <span className="md:max-xl:sr-only">{label}</span>
    </button>
  );
  const icon = 'size-4 shrink-0';
  return (
    <div className="flex items-center justify-end gap-1 max-md:grid max-md:grid-cols-3">
      {action(
        t('admin.database.list.download'),
        downloading ? <Spinner size="sm" /> : <Download aria-hidden="true" className={icon} />,
        () => actions.onDownload(backup),
        downloading,
      )}
      {action(
        t('admin.database.list.restore'),
        <ArchiveRestore aria-hidden="true" className={icon} />,
        () => actions.onRestore(backup),
        busy,
      )}
      {action(
        t('admin.database.list.delete'),
        <Trash2 aria-hidden="true" className={icon} />,
        () => actions.onDelete(backup),
        busy,
      )}
    </div>
  );
}
