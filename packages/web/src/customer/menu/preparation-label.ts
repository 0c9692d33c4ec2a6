import { DEFAULT_PREPARATION_LABEL } from '@tableside/shared/constants';
import { useGuestSettings } from '../../lib/branding/branding.queries.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/**
 * spec customer 9: an item's preparation time, the restaurant's label (MENU.PREPARATION_LABEL,
 * '15-20 min' by default) when it has none; null when MENU.SHOW_PREPARATION_TIME is off.
 */
export function usePreparationLabel(): ((minutes: number | null) => string) | null {
  const { t } = useTranslation();
  const settings = useGuestSettings();
  if (!settings.show_preparation_time) return null;
  const fallback = settings.preparation_label.trim() || DEFAULT_PREPARATION_LABEL;
  return (minutes) =>
    minutes === null || minutes <= 0 ? fallback : t('customer.menu.minutes', { count: minutes });
}
