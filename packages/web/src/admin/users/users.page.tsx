import type { TUser } from '@tableside/shared/access.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { FilterBar, FilterSelect } from '../../ui/filter-bar.tsx';
import { PagedList } from '../../ui/paged-list.tsx';
import { peopleQueries } from '../people/people.queries.ts';
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
  // The search box waits for a pause in typing before it changes this (spec admin 9).
  const [searched, setSearched] = useState('');
  const [status, setStatus] = useState<TStatus>('all');
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

      <FilterBar
        search={searched}
        onSearch={setSearched}
        searchLabel={t('admin.users.search')}
        searchPlaceholder={t('admin.users.searchPlaceholder')}
      >
        <FilterSelect
          label={t('admin.users.statusFilter')}
          value={status}
          options={STATUSES}
          optionLabel={(value) => t(`admin.users.status.${value}`)}
          onChange={setStatus}
        />
      </FilterBar>

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
