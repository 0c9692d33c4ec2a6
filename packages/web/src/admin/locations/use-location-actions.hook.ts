import type { TBranch } from '@tableside/shared/tables.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from '../../ui/toast.ts';
import { locationQueries } from '../location-scope/locations.queries.ts';
import { locationsApi } from './locations.api.ts';

/**
 * Archive, unarchive and delete. Each refreshes the locations (pickers and forms read them too).
 * A refused delete ("archive it instead") is answered by the caller, in its dialog.
 */
export function useLocationActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: locationQueries.all() });
  const failed = (error: unknown) =>
    toast.error(t('admin.locations.toast.failed'), { description: userFacingErrorMessage(t, error) });

  const archive = useMutation({
    mutationFn: (location: TBranch) => locationsApi.archive(location.id),
    onSuccess: (saved) => toast.success(t('admin.locations.toast.archived'), { description: saved.name }),
    onError: failed,
    onSettled: refresh,
  });
  const unarchive = useMutation({
    mutationFn: (location: TBranch) => locationsApi.unarchive(location.id),
    onSuccess: (saved) => toast.success(t('admin.locations.toast.unarchived'), { description: saved.name }),
    onError: failed,
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (location: TBranch) => locationsApi.remove(location.id),
    onSuccess: (_removed, location) =>
      toast.success(t('admin.locations.toast.deleted'), { description: location.name }),
    onSettled: refresh,
  });

  return { archive, unarchive, remove };
}
