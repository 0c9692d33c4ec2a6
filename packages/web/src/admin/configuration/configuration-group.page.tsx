import { SlidersHorizontal } from 'lucide-react';
import { useParams } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { UpcomingScreen } from '../../ui/upcoming-screen.tsx';

/**
 * /admin/configuration/:group and /admin/config/:group: one group's settings. The group is in
 * kebab-case in the address (spec admin 2). Its content arrives with a later issue.
 */
export function ConfigurationGroupPage() {
  const { t } = useTranslation();
  const { group = '' } = useParams();
  const groupName = group
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return (
    <UpcomingScreen
      title={t('admin.screens.configurationGroup', { group: groupName })}
      icon={SlidersHorizontal}
    />
  );
}
