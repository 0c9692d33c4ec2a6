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
  const { t, i18n } = useTranslation();
  return (reason) => {
    if (!reason) return t('customer.cart.reasons.temporarilyUnavailable');
    const key = REASON_KEYS[reason as keyof typeof REASON_KEYS];
    if (key) return t(`customer.cart.reasons.${key}`);
    const closedOn = /^Not available on (\w+)$/.exec(reason);
    if (closedOn?.[1])
      return t('customer.cart.reasons.closedToday', { weekday: weekdayName(closedOn[1], i18n.language) });
    return reason;
  };
}

/** 'Monday' in the guest's language, via Intl (2024-01-01 was a Monday). */
function weekdayName(englishName: string, language: string): string {
  const index = WEEKDAYS.findIndex((day) => day.toLowerCase() === englishName.toLowerCase());
  if (index < 0) return englishName;
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + index)),
  );
}
