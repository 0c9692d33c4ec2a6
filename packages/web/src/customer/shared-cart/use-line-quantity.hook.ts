import type { TSharedCartView } from '@tableside/shared/shared-cart.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/http/api-error.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from '../../ui/toast.ts';
import { sharedCartApi } from './shared-cart.api.ts';
import { sharedCartQueries, storeSharedCart } from './shared-cart.queries.ts';
import { withLineQuantity } from './shared-cart-view.ts';

/** A tap on a stepper: the quantity the guest saw and the one they asked for. */
export type TQuantityChange = { lineId: string; from: number; to: number };

function isStale(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'STALE_STATE';
}

/**
 * Any participant may change any line. Each write names the version the phone last saw, so a
 * change made on another phone meanwhile is not silently overwritten: on 409 STALE_STATE the phone
 * takes the server's cart and applies the guest's step (+1, −1) to it once more. Taps run one after
 * another (one mutation scope per cart), so the second tap already writes on the first one's version.
 */
export function useLineQuantity(cartId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { queryKey } = sharedCartQueries.detail(cartId);
  const mutationKey = ['shared-cart', cartId, 'quantity'];

  const latest = (): Promise<TSharedCartView> =>
    queryClient.fetchQuery({ ...sharedCartQueries.detail(cartId), staleTime: 0 });

  return useMutation({
    mutationKey,
    scope: { id: `shared-cart-quantity:${cartId}` },
    mutationFn: async ({ lineId, from, to }: TQuantityChange) => {
      const version = queryClient.getQueryData(queryKey)?.version ?? (await latest()).version;
      try {
        return await sharedCartApi.setQuantity(cartId, lineId, to, version);
      } catch (error) {
        if (!isStale(error)) throw error;
        const current = await latest();
        const line = current.cart.items.find((item) => item.id === lineId);
        // Someone removed the line meanwhile: there is nothing left to change.
        if (!line) return current;
        const quantity = Math.max(0, line.quantity + (to - from));
        return await sharedCartApi.setQuantity(cartId, lineId, quantity, current.version);
      }
    },
    onMutate: ({ lineId, to }) => {
      queryClient.setQueryData(queryKey, (view) => (view ? withLineQuantity(view, lineId, to) : view));
    },
    onSuccess: (view) => {
      // While more taps wait, keep showing their optimistic quantities and take only the version.
      if (queryClient.isMutating({ mutationKey }) > 1) {
        queryClient.setQueryData(queryKey, (current) =>
          current && current.version < view.version ? { ...current, version: view.version } : current,
        );
        return;
      }
      storeSharedCart(queryClient, view);
    },
    onError: (error) => {
      toast.error(t('guest.sharedCart.updateFailed'), {
        description: userFacingErrorMessage(t, error),
      });
      void queryClient.refetchQueries({ queryKey, exact: true });
    },
  });
}
