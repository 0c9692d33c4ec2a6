import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /admin: the dashboard. Its content arrives with a later issue. */
export function DashboardPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('admin.screens.dashboard')} icon={LayoutDashboard} />;
}
