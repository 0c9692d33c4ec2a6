import type { TSharedCartView } from '@tableside/shared/shared-cart.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from '../../lib/router/router.tsx';
import { saveOrderToken } from '../orders/order-tokens.store.ts';
import { guestOrderQueries } from '../orders/orders.queries.ts';
import { sharedCartApi } from './shared-cart.api.ts';
import { sharedCartQueries } from './shared-cart.queries.ts';

/** crypto.randomUUID exists only in secure contexts; a café's LAN address may be plain http. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `sc-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * One guest sends the whole table's cart as one order; the server marks the shared cart with it in
 * the same step, so every other phone shows "Order submitted" and a second phone's submit is refused. The Idempotency-Key belongs to one attempt at one version
 * of the cart: the request layer's retries and a second tap after a lost answer reuse it, so the
 * kitchen never gets the order twice; once the cart changed, a new attempt gets a new key.
 */
export function useSubmitSharedCart(cartId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const attempt = useRef<{ version: number; key: string } | null>(null);

  return useMutation({
    mutationFn: async () => {
      const view = queryClient.getQueryData<TSharedCartView>(sharedCartQueries.detail(cartId).queryKey);
      if (!view) throw new Error('The shared cart is not loaded');
      if (attempt.current?.version !== view.version) {
        attempt.current = { version: view.version, key: newIdempotencyKey() };
      }
      const order = await sharedCartApi.submitOrder(view, attempt.current.key);
      saveOrderToken(order.id, order.order_token);
      return { order, benchId: view.bench_id };
    },
    // Submitted, or refused because another phone submitted or changed it first: show the cart as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedCartQueries.detail(cartId).queryKey }),
    // The orders page highlights the order it is handed (orders.page.tsx TOrdersLocationState), read
    // again with the new order's token so it shows in full (decision 0047).
    onSuccess: ({ order, benchId }) => {
      void queryClient.invalidateQueries({ queryKey: guestOrderQueries.bench(benchId).queryKey });
      navigate(`/table/${benchId}/orders`, { state: { newOrderId: order.id } });
    },
    onError: () => undefined,
  });
}
