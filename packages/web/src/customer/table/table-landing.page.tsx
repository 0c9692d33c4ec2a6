import { QrCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /table/:tableId: where a table's QR code leads. Its content arrives with a later issue. */
export function TableLandingPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('customer.screens.tableLanding')} icon={QrCode} />;
}
