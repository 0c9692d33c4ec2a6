import { UserRound } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /admin/staff. Its content arrives with a later issue. */
export function StaffPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('admin.screens.staff')} icon={UserRound} />;
}
