import type { TWaiterCall } from '@tableside/shared/waiter-calls.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from '../../ui/toast.ts';
import { acknowledgeWaiterCall } from './waiter-calls.api.ts';
import { waiterCallQueries } from './waiter-calls.queries.ts';

/**
 * Takes a call: it leaves the open calls at once; a failure (409: a colleague took it first, with
 * their name) says so in a toast, and the open calls are read again either way.
 */
export function useAcknowledgeWaiterCall() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = waiterCallQueries.open().queryKey;
  return useMutation({
    mutationFn: (call: TWaiterCall) => acknowledgeWaiterCall(call.id),
    onSuccess: (_taken, call) => {
      queryClient.setQueryData<TWaiterCall[]>(key, (calls) => calls?.filter((entry) => entry.id !== call.id));
      toast.success(t('admin.waiterCalls.acknowledged', { table: call.bench_name }));
    },
    onError: (error) => toast.error(userFacingErrorMessage(t, error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waiterCallQueries.all() }),
  });
}
