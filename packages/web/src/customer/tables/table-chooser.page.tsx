import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /table/: the table chooser. Its content arrives with a later issue. */
export function TableChooserPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('customer.screens.tableChooser')} icon={LayoutGrid} />;
}
