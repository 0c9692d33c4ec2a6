import type { TNewCartLine } from '@tableside/shared/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from '../../ui/toast.ts';
import { translateCartLimit } from '../cart/cart-limit-message.ts';
import { sharedCartApi } from './shared-cart.api.ts';
import { sharedCartQueries, storeSharedCart } from './shared-cart.queries.ts';

/**
 * Adds a line as this phone's participant. No version is sent: two guests adding at the same
 * moment must both keep their lines, and the server applies each addition to the current cart.
 */
export function useAddLine(cartId: string, participantId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: (line: TNewCartLine) => sharedCartApi.addLine(cartId, participantId, line),
    onSuccess: (view, line) => {
      storeSharedCart(queryClient, view);
      toast.success(t('guest.sharedCart.added'), { description: line.menuItemName });
    },
    onError: (error) => {
      toast.error(t('guest.sharedCart.addFailed'), {
        description: translateCartLimit(t, userFacingErrorMessage(t, error)),
      });
      // e.g. the cart was submitted meanwhile: show what is true now.
      void queryClient.refetchQueries({ queryKey: sharedCartQueries.detail(cartId).queryKey, exact: true });
    },
  });
}
