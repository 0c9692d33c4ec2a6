import type { TOrderItemDetailView } from '@tableside/shared/orders.schemas';
import { useMemo } from 'react';
import { moneyFormat } from '../../lib/format/money-format.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { type TStaffFormat, useRegionalFormat, useStaffFormat } from '../staff-settings/staff-format.ts';

export type TOrderFormat = TStaffFormat & {
  /** An option's extra price, '+€0.50' or '+10 %'; '' when it costs nothing extra. */
  surcharge: (valueAdded: number, percent: boolean) => string;
  /** A chosen option as the kitchen reads it: 'Size: Large (+€0.50)', 'Milk: Oat'. */
  detail: (detail: Pick<TOrderItemDetailView, 'name' | 'value' | 'value_added' | 'percent'>) => string;
};

/** Money, dates and options in the staff member's language and the restaurant's regional settings. */
export function useOrderFormat(): TOrderFormat {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const { currency } = useRegionalFormat();
  const staff = useStaffFormat();
  return useMemo(() => {
    const format = moneyFormat(language, currency);
    const surcharge = (valueAdded: number, percent: boolean) => format.surcharge(valueAdded, percent) ?? '';
    return {
      ...staff,
      surcharge,
      detail: ({ name, value, value_added, percent }) => {
        const extra = surcharge(value_added, percent);
        return `${name}: ${value}${extra ? ` (${extra})` : ''}`;
      },
    };
  }, [language, currency, staff]);
}
