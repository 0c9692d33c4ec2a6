import { DEFAULT_PREPARATION_LABEL } from '@tableside/shared/constants';
import { useMemo } from 'react';
import { useGuestSettings } from '../../lib/branding/branding.queries.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/**
 * spec customer 9: an item's preparation time, the restaurant's label (MENU.PREPARATION_LABEL,
 * '15-20 min' by default) when it has none; null when MENU.SHOW_PREPARATION_TIME is off.
 */
export function usePreparationLabel(): ((minutes: number | null) => string) | null {
  const { t } = useTranslation();
  const settings = useGuestSettings();
  const fallback = settings.preparation_label.trim() || DEFAULT_PREPARATION_LABEL;
  const shown = settings.show_preparation_time;
  // The same function while nothing it reads changes, so memoised cards need not render again.
  return useMemo(
    () =>
      shown
        ? (minutes: number | null) =>
            minutes === null || minutes <= 0 ? fallback : t('customer.menu.minutes', { count: minutes })
        : null,
    [shown, fallback, t],
  );
}
