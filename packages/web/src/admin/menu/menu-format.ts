import { useMemo } from 'react';
import { useCurrency } from '../../lib/branding/branding.queries.ts';
import { moneyFormat } from '../../lib/format/money-format.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/** Prices and surcharges in the staff member's language and the restaurant's currency: '€4.50', '+€0.50', '+10 %'. */
export function useMenuFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const currency = useCurrency();
  return useMemo(() => {
    const format = moneyFormat(language ?? 'en', currency);
    return {
      money: format.money,
      surcharge: (value: number, isPercent: boolean) => format.surcharge(value, isPercent) ?? '',
    };
  }, [language, currency]);
}
