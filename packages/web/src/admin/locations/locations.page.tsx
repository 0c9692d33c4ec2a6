import { MapPin } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /admin/locations: branches. Its content arrives with a later issue. */
export function LocationsPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('admin.screens.locations')} icon={MapPin} />;
}
