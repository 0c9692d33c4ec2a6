import type { TUser } from '@tableside/shared/access.schemas';
import type { TPermission } from '@tableside/shared/permissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hasAccess, useAuth } from '../../auth/session.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from '../../ui/toast.ts';
import { peopleApi } from '../people/people.api.ts';
import { peopleQueries } from '../people/people.queries.ts';

const MANAGE: TPermission = 'users.manage';
const READ_AUDIT: TPermission = 'audit.read';

/**
 * Who is looking: `canManage` (users.manage) for every write, `canReadHistory` (audit.read) for the
 * change history, `selfId` so nobody is offered to disable or delete themselves. Without a user the
 * app runs in demo mode, where the guard lets everyone in (spec admin 2), so nothing is hidden
 * there; the API refuses what is not allowed.
 */
export function useStaffViewer(): { canManage: boolean; canReadHistory: boolean; selfId: number | null } {
  const { user } = useAuth();
  return {
    canManage: !user || hasAccess(user, { permissions: [MANAGE] }),
    canReadHistory: !user || hasAccess(user, { permissions: [READ_AUDIT] }),
    selfId: user?.id ?? null,
  };
}

/**
 * The row actions of the team screen. A refusal shows the server's own words as a toast ('You
 * cannot change a user who has permissions you do not have'); every write refreshes the people
 * queries, since a role or an account change alters what users may do.
 */
export function useStaffActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: peopleQueries.all() });
  const refused = (error: unknown) => toast.error(userFacingErrorMessage(t, error));

  const changeRole = useMutation({
    mutationFn: ({ user, roleId }: { user: TUser; roleId: number }) =>
      peopleApi.updateUser(user.id, { role_ids: [roleId] }),
    onSuccess: (user) =>
      toast.success(t('admin.staff.toast.roleChanged'), {
        description: t('admin.staff.toast.roleChangedText', { name: user.name, role: user.roles.join(', ') }),
      }),
    onError: refused,
    onSettled: refresh,
  });
  const setActive = useMutation({
    mutationFn: ({ user, active }: { user: TUser; active: boolean }) =>
      peopleApi.updateUser(user.id, { is_active: active }),
    onSuccess: (user) =>
      toast.success(
        t(user.is_active ? 'admin.staff.toast.enabled' : 'admin.staff.toast.disabled', { name: user.name }),
      ),
    onError: refused,
    onSettled: refresh,
  });
  const invite = useMutation({
    mutationFn: (user: TUser) => peopleApi.inviteUser(user.id),
    onSuccess: (user) => toast.success(t('admin.staff.toast.invitationSent'), { description: user.email }),
    onError: refused,
    onSettled: refresh,
  });
  const sendReset = useMutation({
    mutationFn: (user: TUser) => peopleApi.sendPasswordReset(user.id),
    onSuccess: (user) => toast.success(t('admin.staff.toast.resetSent'), { description: user.email }),
    onError: refused,
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: async (user: TUser) => {
      await peopleApi.deleteUser(user.id);
      return user;
    },
    onSuccess: (user) => toast.success(t('admin.staff.toast.deleted'), { description: user.name }),
    onError: refused,
    onSettled: refresh,
  });

  return { changeRole, setActive, invite, sendReset, remove };
}

/** The ids of team members with a write on the way: their actions wait. */
export function busyUserIds(actions: ReturnType<typeof useStaffActions>): ReadonlySet<number> {
  const ids = new Set<number>();
  for (const mutation of [actions.changeRole, actions.setActive]) {
    if (mutation.isPending && mutation.variables) ids.add(mutation.variables.user.id);
  }
  for (const mutation of [actions.invite, actions.sendReset, actions.remove]) {
    if (mutation.isPending && mutation.variables) ids.add(mutation.variables.id);
  }
  return ids;
}
