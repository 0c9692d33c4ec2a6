import type { TUser } from '@tableside/shared/access.schemas';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { QueryStates } from '../../ui/query-states.tsx';
import { Switch } from '../../ui/switch.tsx';
import { AccessExplanation } from '../people/access-explanation.tsx';
import { peopleQueries } from '../people/people.queries.ts';
import { pillStyles, sectionStyles } from '../people/people-styles.ts';
import { ReadOnlyNote } from '../people/read-only-note.tsx';
import { holdsAll, useCanManagePeople, useOwnPermissions } from '../people/use-people-access.hook.ts';
import { useUserActions } from './use-user-actions.hook.ts';
import { UserPermissions } from './user-permissions.tsx';
import { UserRoles } from './user-roles.tsx';

type TUserDetailDialogProps = { user: TUser | null; onClose: () => void };

/**
 * One person's detail, opened from the team (/admin/staff): whether they may sign in, their roles,
 * their direct permissions, and why they may do what they may. The team's rows change the everyday
 * things (one role, disable, invitations); this is the technical view behind them.
 */
export function UserDetailDialog({ user, onClose }: TUserDetailDialogProps) {
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={user?.name ?? ''}
      description={user?.email}
    >
      {user ? <UserDetail key={user.id} listed={user} /> : null}
    </Dialog>
  );
}

function UserDetail({ listed }: { listed: TUser }) {
  const { t } = useTranslation();
  const fresh = useQuery({ ...peopleQueries.user(listed.id), placeholderData: listed });
  const user = fresh.data ?? listed;
  const roles = useQuery(peopleQueries.roles());
  const claims = useQuery(peopleQueries.claims());
  const own = useOwnPermissions();
  const canManage = useCanManagePeople();
  // The server refuses any change to a user who may do more than the signed-in user (403).
  const outranks = !holdsAll(own, user.permissions);
  const editable = canManage && !outranks;
  const texts = {
    error: t('admin.permissions.error'),
    retry: t('admin.permissions.retry'),
    loading: t('admin.permissions.loading'),
  };

  return (
    <div className="mt-4 space-y-4">
      {canManage && outranks ? (
        <ReadOnlyNote text={t('admin.users.detail.outranks', { name: user.name })} />
      ) : null}
      <UserStatus user={user} editable={editable} />
      {roles.data && claims.data ? (
        <>
          <UserRoles user={user} roles={roles.data} editable={editable} />
          <UserPermissions user={user} roles={roles.data} claims={claims.data} editable={editable} />
        </>
      ) : (
        <QueryStates
          query={{
            isError: roles.isError || claims.isError,
            isPending: roles.isPending || claims.isPending,
            refetch: () => Promise.all([roles.refetch(), claims.refetch()]),
          }}
          texts={texts}
        />
      )}
      <AccessExplanation
        access={peopleQueries.userAccess(user.id)}
        claims={claims.data ?? []}
        intro={t('admin.users.access.intro', { name: user.name })}
        directText={t('admin.permissions.explained.direct')}
      />
    </div>
  );
}

function UserStatus({ user, editable }: { user: TUser; editable: boolean }) {
  const { t } = useTranslation();
  const hintId = useId();
  const { setActive } = useUserActions();
  // A lock after wrong passwords ends by itself; an old one is no news.
  const locked = user.locked_until !== null && Date.parse(user.locked_until) > Date.now();
  const pills = [
    user.invitation_pending ? t('admin.users.detail.invitationPending') : null,
    locked ? t('admin.users.detail.locked') : null,
  ].filter((text) => text !== null);
  return (
    <section aria-label={t('admin.users.detail.status')} className={sectionStyles}>
      {editable ? (
        <div>
          <Switch
            checked={user.is_active}
            disabled={setActive.isPending}
            aria-describedby={hintId}
            onCheckedChange={(active) => setActive.mutate({ user, active })}
          >
            {t('admin.users.detail.activeLabel')}
          </Switch>
          <p id={hintId} className="text-sm text-fg-muted">
            {t('admin.users.detail.activeHint')}
          </p>
        </div>
      ) : null}
      {!editable || pills.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          {editable ? null : <ActiveBadge active={user.is_active} />}
          {pills.map((text) => (
            <span key={text} className={pillStyles}>
              {text}
            </span>
          ))}
        </div>
      ) : null}
    </section>
  );
}

function ActiveBadge({ active }: { active: boolean }) {
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
