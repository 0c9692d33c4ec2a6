import { ListOrdered } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /admin/number-sequences. Its content arrives with a later issue. */
export function NumberSequencesPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('admin.screens.numberSequences')} icon={ListOrdered} />;
}
