/**
 * The one money formatter (customer and admin): amounts in a language and a currency, and an
 * option's surcharge as a signed amount or a signed percentage. '€4.50' / '4,50 €', '+€0.50', '+10 %'.
 */
export type TMoneyFormat = {
  money: (amount: number) => string;
  /** null when the option costs nothing extra. */
  surcharge: (valueAdded: number, percent: boolean) => string | null;
};

export function moneyFormat(language: string, currency: string): TMoneyFormat {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency });
  const signedMoney = new Intl.NumberFormat(language, { style: 'currency', currency, signDisplay: 'always' });
  const signedPercent = new Intl.NumberFormat(language, {
    style: 'percent',
    signDisplay: 'always',
    maximumFractionDigits: 2,
  });
  return {
    money: (amount) => money.format(amount),
    surcharge: (valueAdded, percent) => {
      if (valueAdded === 0) return null;
      return percent ? signedPercent.format(valueAdded / 100) : signedMoney.format(valueAdded);
    },
  };
}
