import type { TFullOrderView } from '@tableside/shared/orders.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../ui/toast.ts';
import { orderErrorMessage } from '../order-error-message.ts';
import { addStaffOrderItems, removeStaffOrderItem, type TStaffOrderLineBody } from '../orders.api.ts';
import { staffOrderQueries } from '../orders.queries.ts';

/** Both edits answer the whole order: it replaces the cached one, and the lists refresh their totals. */
function useStoreOrder() {
  const queryClient = useQueryClient();
  return (order: TFullOrderView) => {
    queryClient.setQueryData(staffOrderQueries.detail(order.id).queryKey, order);
    void queryClient.invalidateQueries({ queryKey: staffOrderQueries.all() });
  };
}

/** POST /customer-orders/{id}/add-items; the dialog shows a refusal itself (reasons per line). */
export function useAddOrderItems(orderId: number) {
  const { t } = useTranslation();
  const store = useStoreOrder();
  return useMutation({
    mutationFn: (items: TStaffOrderLineBody[]) => addStaffOrderItems(orderId, items),
    onSuccess: (order) => {
      store(order);
      toast.success(t('admin.orders.detail.itemsAdded'));
    },
    // Handled here so the app's default toast stays away: the dialog lists the reasons instead.
    onError: () => undefined,
  });
}

/** DELETE /customer-orders/{id}/items/{itemId}. */
export function useRemoveOrderItem(orderId: number) {
  const { t } = useTranslation();
  const store = useStoreOrder();
  return useMutation({
    mutationFn: (itemId: number) => removeStaffOrderItem(orderId, itemId),
    onSuccess: (order) => {
      store(order);
      toast.success(t('admin.orders.detail.itemRemoved'));
    },
    onError: (error) => toast.error(orderErrorMessage(t, error)),
  });
}
