import { Users } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /admin/users. Its content arrives with a later issue. */
export function UsersPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('admin.screens.users')} icon={Users} />;
}
