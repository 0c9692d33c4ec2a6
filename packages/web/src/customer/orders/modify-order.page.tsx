import { PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /table/:tableId/orders/:orderId/modify: order modification. Its content arrives with a later issue. */
export function ModifyOrderPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('customer.screens.modifyOrder')} icon={PencilLine} />;
}
