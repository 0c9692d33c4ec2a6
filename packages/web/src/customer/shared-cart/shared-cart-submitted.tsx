import type { TSharedCartView } from '@tableside/shared/shared-cart.schemas';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';
import { buttonStyles } from '../../ui/button.tsx';

/** What every phone shows once someone at the table sent the order. */
export function SharedCartSubmitted({ view }: { view: TSharedCartView }) {
  const { t } = useTranslation();
  return (
    <section
      role="status"
      aria-labelledby="shared-cart-submitted-title"
      className="rounded-2xl border border-success/40 bg-success-soft p-4"
    >
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
        <div className="min-w-0 flex-1">
          <h2 id="shared-cart-submitted-title" className="text-lg font-semibold">
            {t('guest.sharedCart.submitted.title')}
          </h2>
          <p className="mt-1 text-sm">{t('guest.sharedCart.submitted.text')}</p>
          <Link to={`/table/${view.bench_id}/orders`} className={`${buttonStyles()} mt-4`}>
            {t('guest.sharedCart.submitted.viewOrders')}
          </Link>
        </div>
      </div>
    </section>
  );
}
