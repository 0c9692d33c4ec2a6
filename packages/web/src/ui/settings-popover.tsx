import { Settings } from 'lucide';
import { lazy } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { Icon } from '../lib/icons/icon.tsx';
import { Button } from './button.tsx';
import { Popover } from './popover.tsx';

const loadChoices = () => import('./settings-choices.tsx');
const SettingsChoices = lazy(() => loadChoices().then((m) => ({ default: m.SettingsChoices })));

/**
 * Theme and language, used on the customer and admin headers (spec customer 1, admin 2). Only the
 * button is in the screens' code; the choices load with the first opening (decision 0007).
 */
export function SettingsPopover() {
  const { t } = useTranslation();
  return (
    <Popover
      title={t('settings.title')}
      preload={loadChoices}
      trigger={
        <Button variant="ghost" size="icon" aria-label={t('settings.open')}>
          <Icon icon={Settings} className="size-5" />
        </Button>
      }
    >
      <SettingsChoices />
    </Popover>
  );
}
