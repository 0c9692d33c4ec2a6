import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /shared-cart/:cartId: a cart shared between guests. Its content arrives with a later issue. */
export function SharedCartPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('customer.screens.sharedCart')} icon={Users} />;
}
