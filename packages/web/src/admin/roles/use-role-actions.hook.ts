import type { TRole } from '@tableside/shared/access.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from '../../ui/toast.ts';
import { peopleApi } from '../people/people.api.ts';
import { peopleQueries } from '../people/people.queries.ts';
import { toastWriteFailed } from '../people/people-errors.ts';
import { roleLabel } from '../people/role-labels.ts';

type TLink = { parent: TRole; child: TRole };

/**
 * The writes of the roles screen. Any of them changes what users may do, so each refreshes every
 * people query (users, roles, the hierarchy and the explanations).
 */
export function useRoleActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: peopleQueries.all() });
  const failed = (title: string) => (error: unknown) => toastWriteFailed(t, title, error);

  const savePermissions = useMutation({
    mutationFn: ({ role, permissions }: { role: TRole; permissions: string[] }) =>
      peopleApi.updateRole(role.id, { permissions }),
    onSuccess: (role) =>
      toast.success(t('admin.roles.permissions.saved', { name: roleLabel(t, role.name, role.seeded) })),
    onError: failed(t('admin.roles.permissions.failed')),
    onSettled: refresh,
  });
  const link = useMutation({
    mutationFn: ({ parent, child }: TLink) => peopleApi.linkRoles(parent.id, child.id),
    onSuccess: (_link, { parent, child }) =>
      toast.success(
        t('admin.roles.hierarchy.added', {
          name: roleLabel(t, parent.name, parent.seeded),
          child: roleLabel(t, child.name, child.seeded),
        }),
      ),
    onError: failed(t('admin.roles.hierarchy.addFailed')),
    onSettled: refresh,
  });
  const unlink = useMutation({
    mutationFn: ({ linkId }: TLink & { linkId: number }) => peopleApi.unlinkRoles(linkId),
    onSuccess: (_nothing, { parent, child }) =>
      toast.success(
        t('admin.roles.hierarchy.removed', {
          name: roleLabel(t, parent.name, parent.seeded),
          child: roleLabel(t, child.name, child.seeded),
        }),
      ),
    onError: failed(t('admin.roles.hierarchy.removeFailed')),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (role: TRole) => peopleApi.deleteRole(role.id),
    onSuccess: (_nothing, role) =>
      toast.success(t('admin.roles.toast.deleted', { name: roleLabel(t, role.name, role.seeded) })),
    onError: failed(t('admin.roles.deleteDialog.failed')),
    onSettled: refresh,
  });

  return { savePermissions, link, unlink, remove };
}
