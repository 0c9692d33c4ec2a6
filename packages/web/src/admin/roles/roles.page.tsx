import { ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /admin/roles: roles and their permissions. Its content arrives with a later issue. */
export function RolesPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('admin.screens.roles')} icon={ShieldCheck} />;
}
