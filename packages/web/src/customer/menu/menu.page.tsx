import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /table/:tableId/menu: menu browsing. Its content arrives with a later issue. */
export function MenuPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('customer.screens.menu')} icon={BookOpen} />;
}
