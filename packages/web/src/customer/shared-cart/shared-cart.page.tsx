import { useQuery } from '@tanstack/react-query';
import { useGuestSettings } from '../../lib/branding/branding.queries.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useParams } from '../../lib/router/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { isGoneError, sharedCartQueries } from './shared-cart.queries.ts';
import { SharedCartScreen } from './shared-cart-screen.tsx';
import { SharedCartLoadError, SharedCartUnavailable } from './shared-cart-unavailable.tsx';

/**
 * /shared-cart/:cartId with its own guard (spec customer 2): the cart is loaded first; an unknown
 * link (404) and an expired cart (410) each get their own screen, also when a cart on screen
 * expires later (the poll then answers 410).
 */
export function SharedCartPage() {
  const { t } = useTranslation();
  const { cartId = '' } = useParams();
  const query = useQuery(sharedCartQueries.detail(cartId));
  useDocumentTitle(t('customer.screens.sharedCart'));
  const allowed = useGuestSettings().allow_shared_carts;

  if (!allowed) return <SharedCartUnavailable reason="disabled" />;
  if (isGoneError(query.error)) {
    return <SharedCartUnavailable reason={query.error.status === 410 ? 'expired' : 'notFound'} />;
  }
  if (query.data) return <SharedCartScreen view={query.data} />;
  if (query.isError) return <SharedCartLoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <div role="status" className="flex flex-col items-center gap-3 px-4 py-16 text-fg-muted">
      <Spinner size="lg" className="text-fg" />
      <p className="text-sm">{t('guest.sharedCart.loading')}</p>
    </div>
  );
}
