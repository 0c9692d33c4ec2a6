import { ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /table/:tableId/orders: order tracking. Its content arrives with a later issue. */
export function OrdersPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('customer.screens.orders')} icon={ReceiptText} />;
}
