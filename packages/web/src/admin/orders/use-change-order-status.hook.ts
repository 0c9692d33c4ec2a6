import type { TPage } from '@tableside/shared/envelope';
import type { TOrderStatus } from '@tableside/shared/order-status';
import type { TFullOrderView } from '@tableside/shared/orders.schemas';
import type { TStaffOrderListItem } from '@tableside/shared/staff-orders.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from '../../ui/toast.ts';
import { orderErrorMessage } from './order-error-message.ts';
import { changeOrderStatus } from './orders.api.ts';
import { staffOrderQueries } from './orders.queries.ts';

/** `from` is the status the screen showed: a failed change puts exactly that back. */
export type TStatusChange = { orderId: number; from: TOrderStatus; to: TOrderStatus };

/**
 * spec admin 4: changing status updates the cached order optimistically (board, lists, detail),
 * rolls back on error with a toast (admin 8), then refetches lists, detail, by-status and today.
 */
export function useChangeOrderStatus() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  /**
   * Sets the order's status wherever it is cached. Only the one order is touched, so rolling back
   * one failed tap leaves another card's change, made meanwhile, in place.
   */
  const setCachedStatus = (orderId: number, from: TOrderStatus, to: TOrderStatus) => {
    const move = <T extends { id: number; status: TOrderStatus }>(order: T): T =>
      order.id === orderId && order.status === from ? { ...order, status: to } : order;
    queryClient.setQueriesData<TStaffOrderListItem[]>({ queryKey: staffOrderQueries.boards() }, (orders) =>
      orders?.map(move),
    );
    queryClient.setQueriesData<TPage<TStaffOrderListItem>>({ queryKey: staffOrderQueries.lists() }, (page) =>
      page ? { ...page, content: page.content.map(move) } : page,
    );
    queryClient.setQueryData(staffOrderQueries.detail(orderId).queryKey, (order) => order && move(order));
  };

  return useMutation<TFullOrderView, unknown, TStatusChange>({
    mutationFn: ({ orderId, to }) => changeOrderStatus(orderId, to),
    onMutate: async ({ orderId, from, to }) => {
      // A refetch landing now would overwrite the optimistic state with the old one.
      await queryClient.cancelQueries({ queryKey: staffOrderQueries.all() });
      setCachedStatus(orderId, from, to);
    },
    // The answer is the whole order with its new history entry: shown before the refetch lands.
    onSuccess: (order) => queryClient.setQueryData(staffOrderQueries.detail(order.id).queryKey, order),
    onError: (error, { orderId, from, to }) => {
      setCachedStatus(orderId, to, from);
      toast.error(orderErrorMessage(t, error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffOrderQueries.all() }),
  });
}
