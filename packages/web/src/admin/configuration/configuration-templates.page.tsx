import { LayoutTemplate } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /admin/configuration/templates (also under /admin/config). Its content arrives with a later issue. */
export function ConfigurationTemplatesPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('admin.screens.configurationTemplates')} icon={LayoutTemplate} />;
}
