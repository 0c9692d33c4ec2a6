import type { TPublicOrderView } from '@tableside/shared/orders.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/http/api-error.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from '../../ui/toast.ts';
import {
  addOrderItems,
  removeOrderLine,
  type TOrderLineBody,
  type TOrderLinePatch,
  updateOrderLine,
} from './orders.api.ts';
import { guestOrderQueries } from './orders.queries.ts';

/**
 * The guest's changes to one order (issue "Guest journey": change or remove lines while SUBMITTED,
 * add items until the kitchen is done), each with the order token. Every answer is the order as it
 * is now, so the page shows it at once. A failure shows the spec's toast (customer 8) with the
 * server's message; a 409 means the kitchen moved on, so the order is read again and the page
 * explains what is still possible.
 */
export function useOrderChanges(orderId: number, token: string | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const applied = (order: TPublicOrderView) => {
    queryClient.setQueryData(guestOrderQueries.detail(orderId).queryKey, order);
    if (order.bench_id !== null) {
      void queryClient.invalidateQueries({ queryKey: guestOrderQueries.bench(order.bench_id).queryKey });
    }
  };
  const failed = (title: string) => (error: unknown) => {
    toast.error(title, { description: userFacingErrorMessage(t, error) });
    if (error instanceof ApiError && error.status === 409) {
      void queryClient.invalidateQueries({ queryKey: guestOrderQueries.detail(orderId).queryKey });
    }
  };
  const requireToken = () => {
    // The page offers no changes without a token; this only guards against a token removed meanwhile.
    if (!token) throw new ApiError(t('guest.orders.modify.noTokenTitle'), 401, { fromServer: true });
    return token;
  };

  const updateLine = useMutation({
    mutationFn: ({ itemId, patch }: { itemId: number; patch: TOrderLinePatch }) =>
      updateOrderLine(orderId, itemId, patch, requireToken()),
    onSuccess: applied,
    onError: failed(t('guest.orders.modify.updateFailed')),
  });
  const removeLine = useMutation({
    mutationFn: (itemId: number) => removeOrderLine(orderId, itemId, requireToken()),
    onSuccess: (order) => {
      applied(order);
      toast.success(t('guest.orders.modify.removed'));
    },
    onError: failed(t('guest.orders.modify.removeFailed')),
  });
  const addItems = useMutation({
    mutationFn: (items: TOrderLineBody[]) => addOrderItems(orderId, items, requireToken()),
    // Adding is not idempotent on the server: after the request layer's own retries, a second
    // round could add the same items twice.
    retry: false,
    onSuccess: (order) => {
      applied(order);
      toast.success(t('guest.orders.modify.added'));
    },
    onError: failed(t('guest.orders.modify.addFailed')),
  });

  return { updateLine, removeLine, addItems };
}
