import type { TBench, TBranch } from '@tableside/shared/tables.schemas';
import { clsx } from 'clsx';
import { Archive, ArchiveRestore, Pencil, QrCode, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ActiveSwitch } from './active-switch.tsx';
import { TableStatusBadge } from './table-status-badge.tsx';
import { rowActionStyles } from './table-styles.ts';

export type TTableRowActions = {
  onQr: (bench: TBench) => void;
  onEdit: (bench: TBench) => void;
  onToggle: (bench: TBench) => void;
  onArchive: (bench: TBench) => void;
  onUnarchive: (bench: TBench) => void;
  onDelete: (bench: TBench) => void;
};

type TTableListProps = {
  benches: TBench[];
  /** The locations, when there are several to tell apart; empty hides the column (decision 0019). */
  branches: TBranch[];
  canManage: boolean;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
  /** Tables with a write on the way: their controls wait. */
  busy: ReadonlySet<number>;
  actions: TTableRowActions;
};

const cell = 'px-3 py-2 text-start align-middle max-md:px-0 max-md:py-0';

/**
 * The tables of one page: a table on wide screens, one card per table on phones (the same rows,
 * restyled, so keyboard order and labels stay the same). Rows carry `data-table-id` for highlight.
 */
export function TableList({
  benches,
  branches,
  canManage,
  selected,
  onSelect,
  busy,
  actions,
}: TTableListProps) {
  const { t } = useTranslation();
  const branchName = (id: number | null) => branches.find((branch) => branch.id === id)?.name;
  const allSelected = benches.length > 0 && benches.every((bench) => selected.has(bench.id));

  return (
    <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-line md:bg-card">
      <table className="w-full border-collapse text-base max-md:block">
        <caption className="sr-only">{t('admin.tablesAdmin.caption')}</caption>
        <thead className="border-b border-line bg-muted/60 text-sm text-fg-muted max-md:hidden">
          <tr>
            {canManage ? (
              <th scope="col" className={clsx(cell, 'w-12')}>
                <input
                  type="checkbox"
                  aria-label={t('admin.tablesAdmin.selectAll')}
                  checked={allSelected}
                  onChange={(event) =>
                    onSelect(
                      benches.map((bench) => bench.id),
                      event.target.checked,
                    )
                  }
                  className="size-6 accent-action"
                />
              </th>
            ) : null}
            <th scope="col" className={cell}>
              {t('admin.tablesAdmin.columns.name')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.tablesAdmin.columns.seats')}
            </th>
            {branches.length > 0 ? (
              <th scope="col" className={cell}>
                {t('admin.tablesAdmin.columns.branch')}
              </th>
            ) : null}
            <th scope="col" className={cell}>
              {t('admin.tablesAdmin.columns.status')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.tablesAdmin.columns.active')}
            </th>
            <th scope="col" className={clsx(cell, 'text-end')}>
              {t('admin.tablesAdmin.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line max-md:grid max-md:gap-3 max-md:divide-y-0">
          {benches.map((bench) => (
            <tr
              key={bench.id}
              data-table-id={bench.id}
              className={clsx(
                'scroll-mt-24 hover:bg-muted/40',
                'max-md:grid max-md:grid-cols-[auto_1fr_auto] max-md:items-center max-md:gap-x-3 max-md:gap-y-1 max-md:rounded-2xl max-md:border max-md:border-line max-md:bg-card max-md:p-3',
                selected.has(bench.id) && 'bg-action/5',
              )}
            >
              {canManage ? (
                <td className={clsx(cell, 'max-md:row-span-2 max-md:self-start')}>
                  <input
                    type="checkbox"
                    aria-label={t('admin.tablesAdmin.selectTable', { name: bench.name })}
                    checked={selected.has(bench.id)}
                    onChange={(event) => onSelect([bench.id], event.target.checked)}
                    className="size-6 accent-action max-md:mt-2"
                  />
                </td>
              ) : null}
              <th scope="row" className={clsx(cell, 'font-semibold', !canManage && 'max-md:col-span-2')}>
                {bench.name}
              </th>
              <MobileLabelled label={t('admin.tablesAdmin.columns.seats')} className="max-md:hidden">
                {bench.seat_capacity ?? (
                  <span className="text-fg-muted">{t('admin.tablesAdmin.noSeats')}</span>
                )}
              </MobileLabelled>
              {branches.length > 0 ? (
                <td className={clsx(cell, 'max-md:hidden')}>
                  {branchName(bench.branch_id) ?? (
                    <span className="text-fg-muted">{t('admin.tablesAdmin.noBranch')}</span>
                  )}
                </td>
              ) : null}
              <td className={clsx(cell, 'max-md:col-start-3 max-md:row-start-1 max-md:justify-self-end')}>
                <TableStatusBadge bench={bench} />
              </td>
              <td
                className={clsx(
                  cell,
                  'max-md:col-span-2 max-md:flex max-md:items-center max-md:gap-3 max-md:text-sm max-md:text-fg-muted',
                )}
              >
                <span className="md:hidden">
                  {[
                    bench.seat_capacity === null
                      ? null
                      : t('admin.tablesAdmin.seatsValue', { count: bench.seat_capacity }),
                    branchName(bench.branch_id),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <ActiveSwitch
                  label={t('admin.tablesAdmin.activeSwitch', { name: bench.name })}
                  checked={bench.active}
                  disabled={!canManage || bench.archived || busy.has(bench.id)}
                  onChange={() => actions.onToggle(bench)}
                />
              </td>
              <td className={clsx(cell, 'max-md:col-span-3 max-md:border-t max-md:border-line max-md:pt-1')}>
                <RowActions bench={bench} canManage={canManage} busy={busy.has(bench.id)} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MobileLabelled({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td className={clsx(cell, 'tabular-nums', className)}>
      <span className="sr-only md:hidden">{label}: </span>
      {children}
    </td>
  );
}

type TRowActionsProps = { bench: TBench; canManage: boolean; busy: boolean; actions: TTableRowActions };

function RowActions({ bench, canManage, busy, actions }: TRowActionsProps) {
  const { t } = useTranslation();
  const action = (label: string, icon: ReactNode, onClick: () => void, name: string) => (
    <button
      type="button"
      className={rowActionStyles}
      disabled={busy}
      aria-label={`${label}: ${name}`}
      title={label}
      onClick={onClick}
    >
      {icon}
      <span className="md:max-lg:sr-only">{label}</span>
    </button>
  );
  const icon = 'size-4 shrink-0';
  return (
    <div className="flex flex-wrap items-center justify-end gap-1 max-md:grid max-md:grid-cols-4">
      {action(
        t('admin.tablesAdmin.actions.qr'),
        <QrCode aria-hidden="true" className={icon} />,
        () => actions.onQr(bench),
        bench.name,
      )}
      {canManage ? (
        <>
          {action(
            t('admin.tablesAdmin.actions.edit'),
            <Pencil aria-hidden="true" className={icon} />,
            () => actions.onEdit(bench),
            bench.name,
          )}
          {bench.archived
            ? action(
                t('admin.tablesAdmin.actions.unarchive'),
                <ArchiveRestore aria-hidden="true" className={icon} />,
                () => actions.onUnarchive(bench),
                bench.name,
              )
            : action(
                t('admin.tablesAdmin.actions.archive'),
                <Archive aria-hidden="true" className={icon} />,
                () => actions.onArchive(bench),
                bench.name,
              )}
          {action(
            t('admin.tablesAdmin.actions.delete'),
            <Trash2 aria-hidden="true" className={icon} />,
            () => actions.onDelete(bench),
            bench.name,
          )}
        </>
      ) : null}
    </div>
  );
}
