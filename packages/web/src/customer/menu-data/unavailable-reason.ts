import { WEEKDAYS } from '@tableside/shared/weekdays';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/**
 * The API sends the spec's reason texts in English (customer 5, shared/availability.ts); guests read
 * them in their language. An unknown text is shown as it came.
 */
const REASON_KEYS = {
  'Item no longer available on menu': 'notOnMenu',
  'Item temporarily unavailable': 'temporarilyUnavailable',
  'Item not available at this time': 'itemOutsideHours',
  'Category not available at this time': 'categoryUnavailable',
  'Currently outside service hours': 'outsideServiceHours',
} as const;

export function useUnavailableReason(): (reason: string | undefined) => string {
  const { t } = useTranslation();
  return (reason) => {
    if (!reason) return t('customer.cart.reasons.temporarilyUnavailable');
    const key = REASON_KEYS[reason as keyof typeof REASON_KEYS];
    if (key) return t(`customer.cart.reasons.${key}`);
    const closedOn = /^Not available on (\w+)$/.exec(reason);
    // The weekday's name from the texts, not Intl: a page's first Intl.DateTimeFormat loads the
    // browser's time zone data, 50-90 ms of a menu's first render on a slow machine (issue 15).
    const weekday = WEEKDAYS.find((day) => day === closedOn?.[1]?.toLowerCase());
    if (closedOn && weekday) {
      return t('customer.cart.reasons.closedToday', {
        weekday: t(`customer.cart.reasons.weekdays.${weekday}`),
      });
    }
    return reason;
  };
}
