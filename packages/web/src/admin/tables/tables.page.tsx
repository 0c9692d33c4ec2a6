import { Armchair } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /admin/tables: tables (benches). Its content arrives with a later issue. */
export function TablesPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('admin.screens.tables')} icon={Armchair} />;
}
