import { BookOpen } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /admin/menu: categories, items, tags and customizations. Its content arrives with a later issue. */
export function MenuPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('admin.screens.menu')} icon={BookOpen} />;
}
