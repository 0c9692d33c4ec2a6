import type { TUser } from '@tableside/shared/access.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useAddressFilters, useLastPageWhenPastEnd } from '../../lib/use-address-filters.hook.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Button } from '../../ui/button.tsx';
import { PagedList } from '../../ui/paged-list.tsx';
import { peopleQueries } from '../people/people.queries.ts';
import { useStaffSettings, useStaffSettingsSettled } from '../staff-settings/use-staff-settings.hook.ts';
import { UserDetailDialog } from '../users/user-detail-dialog.tsx';
import { AddMemberDialog } from './add-member-dialog.tsx';
import { ChangeRoleDialog } from './change-role-dialog.tsx';
import { DeleteUserDialog, DisableUserDialog } from './staff-confirm-dialogs.tsx';
import { StaffFilterBar } from './staff-filter-bar.tsx';
import { filtersFromSearchParams, filtersToSearchParams, toUsersQuery } from './staff-filters.ts';
import { StaffList } from './staff-list.tsx';
import { StaffPager } from './staff-pager.tsx';
import type { TStaffAction } from './staff-row-menu.tsx';
import { TeamHistory } from './team-history.tsx';
import { busyUserIds, useStaffActions, useStaffViewer } from './use-staff-actions.hook.ts';

/** The dialog asking about one person: a role change or a confirmation. */
type TAsking = { kind: 'changeRole' | 'disable' | 'delete'; user: TUser } | null;

/**
 * /admin/staff (spec admin 7 "Users and access"): the restaurant's team, the one home of its people
 * (issue 41). Searchable and paged, with adding a member and the everyday changes (role, disable,
 * invitation, reset link, delete) for holders of users.manage; users.read alone sees it. A name opens
 * the person's detail: every role, direct permissions, and where each permission comes from. Below
 * the list, the change history for holders of audit.read.
 */
export function StaffPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.screens.staff'));
  const { canManage, canReadHistory, selfId } = useStaffViewer();
  const [filters, setFilters] = useAddressFilters(filtersFromSearchParams, filtersToSearchParams);
  const { default_page_size: defaultPageSize } = useStaffSettings();
  // The page size comes with the settings: one request with the right size, not one before them.
  const settled = useStaffSettingsSettled();
  const list = useQuery({
    ...peopleQueries.users(toUsersQuery(filters, defaultPageSize)),
    placeholderData: keepPreviousData,
    enabled: settled,
  });
  useLastPageWhenPastEnd(list, filters, setFilters);

  const actions = useStaffActions();
  const [adding, setAdding] = useState(false);
  const [asking, setAsking] = useState<TAsking>(null);
  const [open, setOpen] = useState<TUser | null>(null);
  const close = () => setAsking(null);
  const askedUser = (kind: NonNullable<TAsking>['kind']) => (asking?.kind === kind ? asking.user : null);

  const onAction = (action: TStaffAction, user: TUser) => {
    if (action === 'changeRole' || action === 'disable' || action === 'delete')
      setAsking({ kind: action, user });
    else if (action === 'enable') actions.setActive.mutate({ user, active: true });
    else if (action === 'resendInvitation') actions.invite.mutate(user);
    else actions.sendReset.mutate(user);
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('admin.screens.staff')}</h1>
          <p className="text-sm text-fg-muted">
            {t(canManage ? 'admin.staff.subtitle' : 'admin.staff.readOnly')}
          </p>
        </div>
        {canManage ? (
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" className="size-5" />
            {t('admin.staff.add')}
          </Button>
        ) : null}
      </div>
      <StaffFilterBar filters={filters} onChange={setFilters} />

      <PagedList
        query={list}
        texts={{
          error: t('admin.staff.error'),
          retry: t('admin.staff.retry'),
          loading: t('admin.staff.loading'),
          total: (count) => t('admin.staff.total', { count }),
          empty: t('admin.staff.empty'),
        }}
        footer={(page) => (
          <StaffPager
            page={page}
            busy={list.isFetching}
            onPage={(next) => setFilters({ ...filters, page: next })}
          />
        )}
      >
        {(page) => (
          <StaffList
            users={page.content}
            selfId={selfId}
            canManage={canManage}
            busy={busyUserIds(actions)}
            onAction={onAction}
            onOpen={setOpen}
          />
        )}
      </PagedList>

      {canReadHistory ? <TeamHistory /> : null}

      <UserDetailDialog user={open} onClose={() => setOpen(null)} />

      {canManage ? (
        <>
          <AddMemberDialog open={adding} onOpenChange={setAdding} />
          <ChangeRoleDialog
            user={askedUser('changeRole')}
            busy={actions.changeRole.isPending}
            onCancel={close}
            onConfirm={(user, roleId) => actions.changeRole.mutate({ user, roleId }, { onSuccess: close })}
          />
          <DisableUserDialog
            user={askedUser('disable')}
            busy={actions.setActive.isPending}
            onCancel={close}
            onConfirm={(user) => actions.setActive.mutate({ user, active: false }, { onSettled: close })}
          />
          <DeleteUserDialog
            user={askedUser('delete')}
            busy={actions.remove.isPending}
            onCancel={close}
            onConfirm={(user) => actions.remove.mutate(user, { onSettled: close })}
          />
        </>
      ) : null}
    </div>
  );
}
