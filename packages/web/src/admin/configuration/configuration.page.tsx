import { Settings2 } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /admin/configuration and /admin/config: the configuration groups. Its content arrives with a later issue. */
export function ConfigurationPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('admin.screens.configuration')} icon={Settings2} />;
}
