import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/** The restaurant's currency: the API does not expose REGIONAL.CURRENCY yet; the sample cafe prices in euros. */
const MENU_CURRENCY = 'EUR';

/** Prices and surcharges in the staff member's language: '€4.50', '+€0.50', '+10 %'. */
export function useMenuFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return useMemo(() => {
    const money = new Intl.NumberFormat(language, { style: 'currency', currency: MENU_CURRENCY });
    const signed = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: MENU_CURRENCY,
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
  }, [language]);
}
