/**
 * The one money formatter (customer and admin): amounts in a language and a currency, and an
 * option's surcharge as a signed amount or a signed percentage. '€4.50' / '4,50 €', '+€0.50', '+10 %'.
 */
export type TMoneyFormat = {
  money: (amount: number) => string;
  /** null when the option costs nothing extra. */
  surcharge: (valueAdded: number, percent: boolean) => string | null;
};

// Creating an Intl.NumberFormat costs far more than using one, and every price on a menu asks for
// the format: one per language and currency, made on first use.
const formats = new Map<string, TMoneyFormat>();

export function moneyFormat(language: string, currency: string): TMoneyFormat {
  const key = `${language}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = createMoneyFormat(language, currency);
    formats.set(key, format);
  }
  return format;
}

function createMoneyFormat(language: string, currency: string): TMoneyFormat {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency });
  let signedMoney: Intl.NumberFormat | undefined;
  let signedPercent: Intl.NumberFormat | undefined;
  return {
    money: (amount) => money.format(amount),
    surcharge: (valueAdded, percent) => {
      if (valueAdded === 0) return null;
      if (percent) {
        signedPercent ??= new Intl.NumberFormat(language, {
          style: 'percent',
          signDisplay: 'always',
          maximumFractionDigits: 2,
        });
        return signedPercent.format(valueAdded / 100);
      }
      signedMoney ??= new Intl.NumberFormat(language, { style: 'currency', currency, signDisplay: 'always' });
      return signedMoney.format(valueAdded);
    },
  };
}
