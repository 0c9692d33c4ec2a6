import type { TPermission } from '@tableside/shared/permissions';
import type { TBench } from '@tableside/shared/tables.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../auth/session.ts';
import { ApiError } from '../../lib/http/api-error.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from '../../ui/toast.ts';
import { tablesApi } from './tables.api.ts';
import { staffTableQueries } from './tables.queries.ts';

/**
 * tables.manage: every write. Without a user the app runs in demo mode, where the guard lets
 * everyone in (spec admin 2), so nothing is hidden there; the API refuses what is not allowed.
 */
export function useCanManageTables(): boolean {
  const { user } = useAuth();
  const permission: TPermission = 'tables.manage';
  return !user || user.permissions.includes(permission);
}

/** The server's own words for a refusal (409 name taken, has orders), else nothing. */
function serverReason(error: unknown): string | undefined {
  return error instanceof ApiError && error.fromServer && error.status < 500 ? error.message : undefined;
}

/**
 * The row actions of the tables screen with the spec's toasts (admin 8): created, updated,
 * deleted, archived, unarchived, 'is now active/inactive', 'Error archiving table',
 * 'Error unarchiving table', otherwise 'Operation failed. Please try again.'.
 */
export function useTableActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffTableQueries.all() });
  const failed = (title: string) => (error: unknown) => {
    const description = serverReason(error);
    toast.error(title, description ? { description } : undefined);
  };
  const operationFailed = failed(t('admin.tablesAdmin.toast.failed'));

  const toggleActive = useMutation({
    mutationFn: (bench: TBench) => tablesApi.toggleActive(bench.id),
    onSuccess: (bench) =>
      toast.success(
        t(bench.active ? 'admin.tablesAdmin.toast.nowActive' : 'admin.tablesAdmin.toast.nowInactive', {
          name: bench.name,
        }),
      ),
    onError: operationFailed,
    onSettled: refresh,
  });
  const archive = useMutation({
    mutationFn: (bench: TBench) => tablesApi.archive(bench.id),
    onSuccess: (bench) => toast.success(t('admin.tablesAdmin.toast.archived'), { description: bench.name }),
    onError: failed(t('admin.tablesAdmin.toast.archiveError')),
    onSettled: refresh,
  });
  const unarchive = useMutation({
    mutationFn: ({ bench, reactivate }: { bench: TBench; reactivate: boolean }) =>
      tablesApi.unarchive(bench.id, reactivate),
    onSuccess: (bench) => toast.success(t('admin.tablesAdmin.toast.unarchived'), { description: bench.name }),
    onError: failed(t('admin.tablesAdmin.toast.unarchiveError')),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (ids: number[]) => tablesApi.remove(ids),
    onSuccess: ({ deleted }) =>
      toast.success(t('admin.tablesAdmin.toast.deleted', { count: deleted.length })),
    onError: operationFailed,
    onSettled: refresh,
  });

  return { toggleActive, archive, unarchive, remove, refresh };
}
