import { Import } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /admin/data-import: default data import. Its content arrives with a later issue. */
export function DataImportPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('admin.screens.dataImport')} icon={Import} />;
}
