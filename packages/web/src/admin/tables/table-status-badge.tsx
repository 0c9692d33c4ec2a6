import type { TBench } from '@tableside/shared/tables.schemas';
import { clsx } from 'clsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/** spec (customer 2, table chooser): Archived if archived, else Inactive if not active, else Active. */
export function TableStatusBadge({ bench }: { bench: TBench }) {
  const { t } = useTranslation();
  const status = bench.archived ? 'archived' : bench.active ? 'active' : 'inactive';
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        status === 'active' && 'bg-success-soft text-success',
        status === 'inactive' && 'bg-muted text-fg-muted',
        status === 'archived' && 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
      )}
    >
      {t(`admin.tablesAdmin.badge.${status}`)}
    </span>
  );
}
