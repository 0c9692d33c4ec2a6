import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /table/:tableId/checkout: order submission. Its content arrives with a later issue. */
export function CheckoutPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('customer.screens.checkout')} icon={ShoppingBag} />;
}
