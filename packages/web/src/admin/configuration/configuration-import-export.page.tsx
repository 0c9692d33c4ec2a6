import { ArrowLeftRight } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /admin/configuration/import-export (also under /admin/config). Its content arrives with a later issue. */
export function ConfigurationImportExportPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('admin.screens.configurationImportExport')} icon={ArrowLeftRight} />;
}
