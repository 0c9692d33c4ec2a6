import type { TUser } from '@tableside/shared/access.schemas';
import { SEARCH_DEBOUNCE_MS } from '@tableside/shared/search.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.hook.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { SearchInput } from '../../ui/input.tsx';
import { PagedList } from '../../ui/paged-list.tsx';
import { peopleQueries } from '../people/people.queries.ts';
import { selectStyles } from '../people/people-styles.ts';
import { ReadOnlyNote } from '../people/read-only-note.tsx';
import { useCanManagePeople } from '../people/use-people-access.hook.ts';
import { useStaffSettings, useStaffSettingsSettled } from '../staff-settings/use-staff-settings.hook.ts';
import { UserDetailDialog } from './user-detail-dialog.tsx';
import { UserList } from './user-list.tsx';
import { UsersPager } from './users-pager.tsx';

const STATUSES = ['all', 'active', 'inactive'] as const;
type TStatus = (typeof STATUSES)[number];

/**
 * /admin/users (spec admin 6, 7 "Users and access"): the paged, searchable list of users; a user's
 * detail shows and (with users.manage) changes their roles, direct permissions and whether they
 * may sign in, and explains every permission they have.
 */
export function UsersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.screens.users'));
  const canManage = useCanManagePeople();
  const searchId = useId();
  const statusId = useId();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TStatus>('all');
  // spec admin 9: the search waits for 300 ms without typing.
  const searched = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // A page belongs to the filters it was chosen with; other filters start on the first page.
  const filters = `${status}\n${searched}`;
  const [paging, setPaging] = useState({ filters, page: 0 });
  const page = paging.filters === filters ? paging.page : 0;
  const [open, setOpen] = useState<TUser | null>(null);

  const { default_page_size: size } = useStaffSettings();
  // The page size comes with the settings: one request with the right size, not one before them.
  const settled = useStaffSettingsSettled();
  const list = useQuery({
    ...peopleQueries.users({
      page,
      size,
      search: searched || undefined,
      is_active: status === 'all' ? undefined : status === 'active',
    }),
    placeholderData: keepPreviousData,
    enabled: settled,
  });

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{t('admin.screens.users')}</h1>
        <p className="max-w-2xl text-fg-muted">{t('admin.users.intro')}</p>
      </div>
      {canManage ? null : <ReadOnlyNote text={t('admin.users.readOnly')} />}

      <div className="grid gap-3 rounded-2xl border border-line bg-card p-4 sm:grid-cols-[1fr_14rem]">
        <div className="space-y-1.5">
          <label htmlFor={searchId} className="block text-sm font-medium">
            {t('admin.users.search')}
          </label>
          <SearchInput
            id={searchId}
            value={search}
            placeholder={t('admin.users.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={statusId} className="block text-sm font-medium">
            {t('admin.users.statusFilter')}
          </label>
          <select
            id={statusId}
            className={selectStyles}
            value={status}
            onChange={(event) => setStatus(event.target.value as TStatus)}
          >
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`admin.users.status.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <PagedList
        query={list}
        texts={{
          error: t('admin.users.error'),
          retry: t('admin.users.retry'),
          loading: t('admin.users.loading'),
          total: (count) => t('admin.users.total', { count }),
          empty: t('admin.users.empty'),
        }}
        footer={(current) => (
          <UsersPager
            page={current}
            busy={list.isFetching}
            onPage={(next) => setPaging({ filters, page: next })}
          />
        )}
      >
        {(current) => <UserList users={current.content} onOpen={setOpen} />}
      </PagedList>

      <UserDetailDialog user={open} onClose={() => setOpen(null)} />
    </div>
  );
}
