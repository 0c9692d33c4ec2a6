import { DEFAULT_PREPARATION_LABEL } from '@tableside/shared/constants';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/** spec customer 9: '15-20 min' when the item has no preparation time. */
export function usePreparationLabel(): (minutes: number | null) => string {
  const { t } = useTranslation();
  return (minutes) =>
    minutes === null || minutes <= 0
      ? DEFAULT_PREPARATION_LABEL
      : t('customer.menu.minutes', { count: minutes });
}
