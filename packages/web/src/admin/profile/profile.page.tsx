import { CircleUserRound } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /admin/profile: the signed-in user's profile. Its content arrives with a later issue. */
export function ProfilePage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('admin.screens.profile')} icon={CircleUserRound} />;
}
