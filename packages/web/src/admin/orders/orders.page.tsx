import { ReceiptText } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /admin/orders: the order list. Its content arrives with a later issue. */
export function OrdersPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('admin.screens.orders')} icon={ReceiptText} />;
}
