import type { TMasterDataKind } from '@tableside/shared/master-data.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/http/api-error.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from '../../ui/toast.ts';
import { masterDataApi, type TMasterRecord } from './master-data.api.ts';
import { masterDataQueries } from './master-data.queries.ts';

/** The server's own words for a refusal (409: a setting names it, something uses it), else nothing. */
export function serverReason(error: unknown): string | undefined {
  return error instanceof ApiError && error.fromServer && error.status < 500 ? error.message : undefined;
}

/**
 * The row actions of one tab: the active switch (with its toasts) and delete (whose refusal the
 * confirmation dialog shows). Either refreshes the kind's lists when it settles.
 */
export function useMasterDataActions(kind: TMasterDataKind) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: masterDataQueries.kind(kind) });

  const toggleActive = useMutation({
    mutationFn: (record: TMasterRecord) => masterDataApi.toggleActive(kind, record.id),
    onSuccess: (record) =>
      toast.success(
        t(record.is_active ? 'admin.masterData.toast.nowActive' : 'admin.masterData.toast.nowInactive', {
          name: record.name,
        }),
      ),
    onError: (error, record) => {
      const description = serverReason(error);
      toast.error(
        t('admin.masterData.toast.switchFailed', { name: record.name }),
        description ? { description } : undefined,
      );
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (record: TMasterRecord) => masterDataApi.remove(kind, record.id),
    onSuccess: (_, record) => toast.success(t('admin.masterData.toast.deleted', { name: record.name })),
    // The confirmation dialog shows why (a tax in use), so no toast of its own.
    onError: () => undefined,
    onSettled: refresh,
  });
  return { toggleActive, remove };
}
