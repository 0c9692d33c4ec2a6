import type { TUser } from '@tableside/shared/access.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from '../../ui/toast.ts';
import { peopleApi } from '../people/people.api.ts';
import { peopleQueries } from '../people/people.queries.ts';
import { toastWriteFailed } from '../people/people-errors.ts';

/**
 * The writes of a user's detail. The server may refuse them (403: the user has permissions the
 * signed-in user lacks; 409: no active user would keep every permission); the toast says why.
 */
export function useUserActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: peopleQueries.all() });
  const failed = (title: string) => (error: unknown) => toastWriteFailed(t, title, error);

  const saveRoles = useMutation({
    mutationFn: ({ user, roleIds }: { user: TUser; roleIds: number[] }) =>
      peopleApi.updateUser(user.id, { role_ids: roleIds }),
    onSuccess: (user) => toast.success(t('admin.users.roles.saved', { name: user.name })),
    onError: failed(t('admin.users.roles.failed')),
    onSettled: refresh,
  });
  const savePermissions = useMutation({
    mutationFn: ({ user, permissions }: { user: TUser; permissions: string[] }) =>
      peopleApi.setUserPermissions(user.id, permissions),
    onSuccess: (user) => toast.success(t('admin.users.permissions.saved', { name: user.name })),
    onError: failed(t('admin.users.permissions.failed')),
    onSettled: refresh,
  });
  const setActive = useMutation({
    mutationFn: ({ user, active }: { user: TUser; active: boolean }) =>
      peopleApi.updateUser(user.id, { is_active: active }),
    onSuccess: (user) =>
      toast.success(
        t(user.is_active ? 'admin.users.detail.nowActive' : 'admin.users.detail.nowInactive', {
          name: user.name,
        }),
      ),
    onError: failed(t('admin.users.detail.activeFailed')),
    onSettled: refresh,
  });

  return { saveRoles, savePermissions, setActive };
}
