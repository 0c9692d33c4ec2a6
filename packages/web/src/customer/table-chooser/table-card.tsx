import type { TBench } from '@tableside/shared/tables.schemas';
import { clsx } from 'clsx';
import { Archive, ChevronRight, CircleCheck, CirclePause, Users } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';

export type TTableView = 'grid' | 'list';

type TTableStatus = 'archived' | 'inactive' | 'active';

/** spec (customer 2): Archived if archived, else Inactive if not active, else Active. */
export function tableStatus(bench: Pick<TBench, 'active' | 'archived'>): TTableStatus {
  if (bench.archived) return 'archived';
  return bench.active ? 'active' : 'inactive';
}

// The word and the icon carry the state too, so the colours are never the only cue.
const BADGES = {
  archived: { Icon: Archive, className: 'bg-muted text-fg-muted' },
  inactive: { Icon: CirclePause, className: 'bg-(--warning-soft) text-(--warning)' },
  active: { Icon: CircleCheck, className: 'bg-success-soft text-success' },
} as const;

function StatusBadge({ id, status }: { id: string; status: TTableStatus }) {
  const { t } = useTranslation();
  const { Icon, className } = BADGES[status];
  return (
    <span
      id={id}
      className={clsx(
        'inline-flex items-center gap-1 rounded-full border border-current/25 px-2 py-0.5 text-xs font-semibold',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {t(`guest.tables.status.${status}`)}
    </span>
  );
}

/**
 * One table of the chooser; the whole card is the link to /table/{id}. Archived and inactive
 * tables are listed too, and the table guard explains why they take no orders.
 */
export function TableCard({ bench, view }: { bench: TBench; view: TTableView }) {
  const { t } = useTranslation();
  const name = bench.name.trim() || t('customer.tables.unnamed', { id: bench.id });
  const id = useId();
  // The link holds the name alone (what guests and tests look for) and stretches over the whole
  // card; seats and status describe it.
  return (
    <div
      className={clsx(
        'relative flex rounded-xl border border-line bg-card p-4 shadow-xs transition-colors',
        'has-[a:hover]:border-ring has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring',
        view === 'grid' ? 'h-full flex-col gap-3' : 'items-center gap-3',
      )}
    >
      <div className="min-w-0 flex-1">
        <Link
          to={`/table/${bench.id}`}
          aria-describedby={bench.seat_capacity == null ? `${id}-status` : `${id}-seats ${id}-status`}
          className="block text-lg font-semibold break-words outline-none after:absolute after:inset-0 after:rounded-xl"
        >
          {name}
        </Link>
        {bench.seat_capacity == null ? null : (
          <p id={`${id}-seats`} className="mt-1 flex items-center gap-1.5 text-sm text-fg-muted">
            <Users aria-hidden="true" className="size-4 shrink-0" />
            {t('customer.tables.seats', { count: bench.seat_capacity })}
          </p>
        )}
      </div>
      <div className="flex items-center justify-between gap-2">
        <StatusBadge id={`${id}-status`} status={tableStatus(bench)} />
        {view === 'list' ? (
          <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
        ) : null}
      </div>
    </div>
  );
}
