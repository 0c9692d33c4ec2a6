import { Gamepad2 } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /game: the game screen. Its content arrives with a later issue. */
export function GamePage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('customer.screens.game')} icon={Gamepad2} />;
}
