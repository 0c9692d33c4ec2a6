import type { TUser } from '@tableside/shared/access.schemas';
import { clsx } from 'clsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { pillStyles } from '../people/people-styles.ts';

type TUserListProps = { users: readonly TUser[]; onOpen: (user: TUser) => void };

const cell = 'px-3 py-2 text-start align-middle max-md:px-0 max-md:py-0';

/**
 * The users of one page: a table on wide screens, one card per user on phones (the same rows,
 * restyled, so keyboard order and labels stay the same). The name opens the user's detail.
 */
export function UserList({ users, onOpen }: TUserListProps) {
  const { t } = useTranslation();
  return (
    <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-line md:bg-card">
      <table className="w-full border-collapse text-base max-md:block">
        <caption className="sr-only">{t('admin.users.caption')}</caption>
        <thead className="border-b border-line bg-muted/60 text-sm text-fg-muted max-md:hidden">
          <tr>
            <th scope="col" className={cell}>
              {t('admin.users.columns.name')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.users.columns.email')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.users.columns.roles')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.users.columns.active')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line max-md:grid max-md:gap-3 max-md:divide-y-0">
          {users.map((user) => (
            <tr
              key={user.id}
              className={clsx(
                'hover:bg-muted/40',
                'max-md:grid max-md:grid-cols-[1fr_auto] max-md:items-center max-md:gap-x-3 max-md:gap-y-1 max-md:rounded-2xl max-md:border max-md:border-line max-md:bg-card max-md:p-3',
              )}
            >
              <th scope="row" className={clsx(cell, 'font-semibold')}>
                <button
                  type="button"
                  onClick={() => onOpen(user)}
                  className="min-h-11 text-start break-words text-link underline-offset-2 hover:underline"
                >
                  {user.name}
                </button>
              </th>
              <td
                className={clsx(
                  cell,
                  'break-all text-fg-muted max-md:col-span-2 max-md:row-start-2 max-md:text-sm',
                )}
              >
                {user.email}
              </td>
              <td className={clsx(cell, 'max-md:col-span-2 max-md:row-start-3')}>
                <span className="sr-only md:hidden">{t('admin.users.columns.roles')}: </span>
                {user.roles.length === 0 ? (
                  <span className="text-sm text-fg-muted">{t('admin.users.noRoles')}</span>
                ) : (
                  <span className="flex flex-wrap gap-1">
                    {user.roles.map((role) => (
                      <span key={role} className={pillStyles}>
                        {role}
                      </span>
                    ))}
                  </span>
                )}
              </td>
              <td className={clsx(cell, 'max-md:col-start-2 max-md:row-start-1 max-md:justify-self-end')}>
                <ActiveBadge active={user.is_active} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        active ? 'bg-success-soft text-success' : 'bg-muted text-fg-muted',
      )}
    >
      {t(active ? 'admin.users.active' : 'admin.users.inactive')}
    </span>
  );
}
