import type { TPublicMenuOption } from '@tableside/shared/public-menu.schemas';
import { useMemo } from 'react';
import { useCurrency } from '../../lib/branding/branding.queries.ts';
import { moneyFormat } from '../../lib/format/money-format.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

export type TPriceFormat = {
  /** A decimal amount, e.g. 4.5 → '€4.50' in English, '4,50 €' in German. */
  price: (amount: number) => string;
  /** An option's surcharge, '+€0.50' or '+10 %'; null when it costs nothing extra. */
  surcharge: (option: Pick<TPublicMenuOption, 'value_added' | 'percent'>) => string | null;
};

/** Prices in the guest's language and the restaurant's currency (from the branding). */
export function usePriceFormat(): TPriceFormat {
  const { language } = useTranslation().i18n;
  const currency = useCurrency();
  return useMemo(() => {
    const format = moneyFormat(language, currency);
    return {
      price: format.money,
      surcharge: (option) => format.surcharge(option.value_added, option.percent),
    };
  }, [language, currency]);
}
