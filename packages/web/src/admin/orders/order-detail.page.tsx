import { Receipt } from 'lucide-react';
import { useParams } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /admin/orders/:orderId: one order. Its content arrives with a later issue. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  return <UpcomingScreen title={t('admin.screens.orderDetail', { orderId })} icon={Receipt} />;
}
