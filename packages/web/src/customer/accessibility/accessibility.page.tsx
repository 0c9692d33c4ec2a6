import { Accessibility } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /accessibility: the guest's accessibility preferences. Its content arrives with a later issue. */
export function AccessibilityPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('customer.screens.accessibility')} icon={Accessibility} />;
}
