import { Grid3x3 } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/** /admin/floor-plan: the floor planner (its route is not in the spec; named here). Its content arrives with a later issue. */
export function FloorPlanPage() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('admin.screens.floorPlan')} icon={Grid3x3} />;
}
