import { orderNumberOf } from '@tableside/shared/order-status';
import type { TSubmittedOrder } from '@tableside/shared/orders.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useNavigate } from '../../lib/router/router.tsx';
import { toast } from '../../ui/toast.ts';
import { useTableCart } from '../cart/cart.store.ts';
import { menuQueries } from '../menu-data/menu.queries.ts';
import { saveOrderToken } from '../orders/order-tokens.store.ts';
import { submitOrder, type TSubmitOrderBody } from '../orders/orders.api.ts';
import type { TOrdersLocationState } from '../orders/orders.page.tsx';
import { guestOrderQueries } from '../orders/orders.queries.ts';
import { newIdempotencyKey } from './checkout-request.ts';

type TSubmitCallbacks = { onError?: (error: unknown) => void };

/**
 * Submits the table's cart once (issue "Guest journey": a double-clicked submit creates one order).
 * One Idempotency-Key belongs to one checkout attempt, i.e. one body: the request layer's retries,
 * the query client's retry, a second click and a manual retry after a failure all send the same key,
 * so the server answers with the first order instead of creating another (DESIGN 2). A changed cart
 * is a new attempt with a new key. A click while a submission is in flight is ignored.
 */
export function useSubmitOrder(tableId: number) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { clear } = useTableCart(tableId);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const inFlight = useRef(false);

  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: TSubmitOrderBody; key: string }) => submitOrder(body, key),
    onSuccess: (order: TSubmittedOrder) => {
      const { order_token: token, ...view } = order;
      saveOrderToken(order.id, token);
      attempt.current = null;
      queryClient.setQueryData(guestOrderQueries.detail(order.id).queryKey, view);
      void queryClient.invalidateQueries({ queryKey: guestOrderQueries.bench(tableId).queryKey });
      toast.success(t('guest.checkout.submitted'), {
        description: t('guest.checkout.submittedDescription', { number: orderNumberOf(order) }),
      });
      navigate(`/table/${tableId}/orders`, {
        state: { newOrderId: order.id } satisfies TOrdersLocationState,
      });
      clear();
    },
    onError: (error) => {
      // spec customer 8: 'Failed to submit order', with the server's reason.
      toast.error(t('guest.checkout.submitFailed'), { description: userFacingErrorMessage(t, error) });
      // Lines the server refused may have left the menu: let the cart's availability check catch up.
      void queryClient.invalidateQueries({ queryKey: menuQueries.all() });
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const submit = (body: TSubmitOrderBody, callbacks: TSubmitCallbacks = {}) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { key: newIdempotencyKey(), body: text };
    mutation.mutate({ body, key: attempt.current.key }, { onError: callbacks.onError });
  };

  return { submit, isPending: mutation.isPending };
}
