import type { TUser } from '@tableside/shared/access.schemas';
import { clsx } from 'clsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { roleLabel } from '../people/role-labels.ts';
import { useStaffFormat } from '../staff-settings/staff-format.ts';
import { isLocked } from './staff-format.ts';
import { StaffRowMenu, staffActionsFor, type TStaffAction } from './staff-row-menu.tsx';
import { badgeStyles } from './staff-styles.ts';

type TStaffListProps = {
  users: TUser[];
  /** The signed-in user, marked 'You' and never offered to disable or delete. */
  selfId: number | null;
  canManage: boolean;
  /** Team members with a write on the way: their menu waits. */
  busy: ReadonlySet<number>;
  onAction: (action: TStaffAction, user: TUser) => void;
  /** Opens a person's detail: their roles, direct permissions and where each permission comes from. */
  onOpen: (user: TUser) => void;
};

const cell = 'px-3 py-2 text-start align-middle max-md:p-0';

/**
 * The team on one page: a table on wide screens, one card per person on phones (the same rows,
 * restyled, so keyboard order and labels stay the same). A name opens the person's detail.
 */
export function StaffList({ users, selfId, canManage, busy, onAction, onOpen }: TStaffListProps) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const now = Date.now();

  return (
    <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-line md:bg-card">
      <table className="w-full border-collapse text-base max-md:block">
        <caption className="sr-only">{t('admin.staff.caption')}</caption>
        <thead className="border-b border-line bg-muted/60 text-sm text-fg-muted max-md:hidden">
          <tr>
            <th scope="col" className={cell}>
              {t('admin.staff.columns.name')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.staff.columns.role')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.staff.columns.status')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.staff.columns.lastSignIn')}
            </th>
            {canManage ? (
              <th scope="col" className={clsx(cell, 'text-end')}>
                {t('admin.staff.columns.actions')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-line max-md:grid max-md:gap-3 max-md:divide-y-0">
          {users.map((user) => {
            const actions = canManage ? staffActionsFor(user, selfId) : [];
            return (
              <tr
                key={user.id}
                data-user-id={user.id}
                className={clsx(
                  'hover:bg-muted/40',
                  'max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:items-center max-md:gap-x-3 max-md:gap-y-2 max-md:rounded-2xl max-md:border max-md:border-line max-md:bg-card max-md:p-3',
                )}
              >
                <th scope="row" className={clsx(cell, 'min-w-0 font-normal')}>
                  <span className="block truncate font-semibold">
                    <button
                      type="button"
                      onClick={() => onOpen(user)}
                      className="min-h-6 max-w-full truncate text-start text-link underline decoration-dotted underline-offset-4 hover:decoration-solid"
                    >
                      {user.name}
                    </button>
                    {user.id === selfId ? (
                      <span className="ms-2 text-sm font-normal text-fg-muted">{t('admin.staff.you')}</span>
                    ) : null}
                  </span>
                  <span className="block truncate text-sm text-fg-muted">{user.email}</span>
                </th>
                <td className={clsx(cell, 'max-md:col-span-2 max-md:row-start-2')}>
                  <span className="sr-only md:hidden">{t('admin.staff.columns.role')}: </span>
                  <RoleNames roles={user.roles} />
                </td>
                <td className={clsx(cell, 'max-md:col-span-2')}>
                  <span className="sr-only md:hidden">{t('admin.staff.columns.status')}: </span>
                  <StatusBadges user={user} locked={isLocked(user, now)} />
                </td>
                <td className={clsx(cell, 'text-sm max-md:col-span-2 max-md:text-fg-muted')}>
                  <span className="md:hidden">{t('admin.staff.columns.lastSignIn')}: </span>
                  {user.last_login_at ? (
                    <time dateTime={user.last_login_at} title={format.dateTime(user.last_login_at)}>
                      {format.relative(user.last_login_at, now)}
                    </time>
                  ) : (
                    <span className="text-fg-muted">{t('admin.staff.never')}</span>
                  )}
                </td>
                {canManage ? (
                  <td className={clsx(cell, 'text-end max-md:col-start-2 max-md:row-start-1')}>
                    {actions.length > 0 ? (
                      <StaffRowMenu
                        user={user}
                        actions={actions}
                        busy={busy.has(user.id)}
                        onAction={onAction}
                      />
                    ) : null}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function RoleNames({ roles }: { roles: string[] }) {
  const { t } = useTranslation();
  if (roles.length === 0) return <span className="text-sm text-fg-muted">{t('admin.staff.noRole')}</span>;
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {roles.map((role) => (
        <span key={role} className={clsx(badgeStyles, 'border border-line bg-muted text-fg')}>
          {roleLabel(t, role)}
        </span>
      ))}
    </span>
  );
}

function StatusBadges({ user, locked }: { user: TUser; locked: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {user.is_active ? (
        <span className={clsx(badgeStyles, 'bg-success-soft text-success')}>
          {t('admin.staff.badge.active')}
        </span>
      ) : (
        <span className={clsx(badgeStyles, 'bg-muted text-fg-muted')}>{t('admin.staff.badge.disabled')}</span>
      )}
      {user.invitation_pending ? (
        <span
          className={clsx(badgeStyles, 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200')}
        >
          {t('admin.staff.badge.invitationPending')}
        </span>
      ) : null}
      {locked ? (
        <span className={clsx(badgeStyles, 'bg-danger-soft text-danger')}>
          {t('admin.staff.badge.locked')}
        </span>
      ) : null}
    </span>
  );
}
