import type { TSharedCartView } from '@tableside/shared/shared-cart.schemas';
import { useIsMutating } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useChargedCart } from '../cart/use-charged-cart.hook.ts';
import { usePriceFormat } from '../menu-data/price-format.ts';
import { useSubmitSharedCart } from './use-submit-shared-cart.hook.ts';

/** "Submit order for the table": anyone may send it, after confirming what goes to the kitchen. */
export function SharedCartSubmit({ view }: { view: TSharedCartView }) {
  const { t } = useTranslation();
  const { price } = usePriceFormat();
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmitSharedCart(view.sharedCartId);
  // A quantity change still on its way would be missing from the order.
  const changing = useIsMutating({ mutationKey: ['shared-cart', view.sharedCartId, 'quantity'] }) > 0;
  const empty = view.cart.items.length === 0;
  const total = useChargedCart(view.cart).total;

  return (
    <div className="space-y-3">
      {submit.isError && !confirming ? <Banner>{userFacingErrorMessage(t, submit.error)}</Banner> : null}
      {/* h-auto!: a long label (German, large font setting) wraps instead of spilling out. */}
      <Button
        size="lg"
        fullWidth
        className="h-auto! min-h-12 py-2 text-balance"
        disabled={empty || changing}
        onClick={() => setConfirming(true)}
      >
        <Send aria-hidden="true" className="size-4" />
        {t('guest.sharedCart.submit.open')}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={(open) => (submit.isPending ? undefined : setConfirming(open))}
        title={t('guest.sharedCart.submit.confirmTitle')}
        description={t('guest.sharedCart.submit.confirmText', {
          count: view.cart.itemCount,
          total: price(total),
        })}
        footer={
          <>
            <Button variant="secondary" disabled={submit.isPending} onClick={() => setConfirming(false)}>
              {t('guest.sharedCart.cancel')}
            </Button>
            <Button
              loading={submit.isPending}
              onClick={() => submit.mutate(undefined, { onError: () => setConfirming(false) })}
            >
              {t('guest.sharedCart.submit.confirm')}
            </Button>
          </>
        }
      />
    </div>
  );
}
