import { useMemo } from 'react';
import { useCurrency } from '../../lib/branding/branding.queries.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/** Prices and surcharges in the staff member's language and the restaurant's currency: '€4.50', '+€0.50', '+10 %'. */
export function useMenuFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const currency = useCurrency();
  return useMemo(() => {
    const money = new Intl.NumberFormat(language, { style: 'currency', currency });
    const signed = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      signDisplay: 'always',
    });
    const percent = new Intl.NumberFormat(language, {
      style: 'percent',
      signDisplay: 'always',
      maximumFractionDigits: 2,
    });
    return {
      money: (amount: number) => money.format(amount),
      surcharge: (value: number, isPercent: boolean) =>
        value === 0 ? '' : isPercent ? percent.format(value / 100) : signed.format(value),
    };
  }, [language, currency]);
}
