import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { restoreErrorText } from './backup-messages.ts';
import type { TRestore, TRestoreSource } from './use-restore.hook.ts';

/**
 * How the last restore begun in this section ended: the server's reason in an alert, or where the
 * replaced data went. The other section's restore shows nothing here.
 */
export function RestoreOutcome({ restore, kind }: { restore: TRestore; kind: TRestoreSource['kind'] }) {
  const { t } = useTranslation();
  if (restore.variables?.kind !== kind) return null;
  if (restore.isError) {
    return (
      <Banner>
        <p>{t('admin.database.restore.failed')}</p>
        <p className="font-normal">{restoreErrorText(t, restore.error)}</p>
      </Banner>
    );
  }
  if (restore.isSuccess) {
    return (
      <Banner tone="success">
        <p>{t('admin.database.toast.restored')}</p>
        <p className="font-normal break-all">
          {t('admin.database.restore.previousKept', { name: restore.data.previous_backup })}
        </p>
      </Banner>
    );
  }
  return null;
}
