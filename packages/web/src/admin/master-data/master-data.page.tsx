import { Database } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /admin/master-data: languages, currencies, taxes. Its content arrives with a later issue. */
export function MasterDataPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('admin.screens.masterData')} icon={Database} />;
}
