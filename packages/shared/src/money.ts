/**
 * Money is kept in integer cents everywhere (docs/decisions/0003-money-in-cents.md) and sent
 * over the wire as decimal numbers. The cart and the server use these same functions, so a
 * cart total and the submitted order agree to the cent.
 */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** A percentage stored in hundredths (8 % → 800), like taxes and percent surcharges. */
export function percentOf(cents: number, percentHundredths: number): number {
  return Math.round((cents * percentHundredths) / 10_000);
}

export type TSurcharge = { valueAdded: number; percent: boolean };

/** Unit price of an item with its chosen options: a value surcharge adds cents, a percent one a share of the base. */
export function unitPriceCents(basePriceCents: number, surcharges: readonly TSurcharge[]): number {
  return surcharges.reduce(
    (total, s) => total + (s.percent ? percentOf(basePriceCents, s.valueAdded) : s.valueAdded),
    basePriceCents,
  );
}

/**
 * What a line costs as the menu showed it: unit price times quantity. With tax on top that is the
 * line's net, with prices including tax its gross. The one place a price is multiplied.
 */
export function lineTotalCents(unitPriceCents: number, quantity: number): number {
  return unitPriceCents * quantity;
}

export type TTaxLine = { unitPriceCents: number; quantity: number; taxRateHundredths: number };
export type TTotals = { net: number; taxes: number; service_charge: number; gross: number };

/**
 * PAYMENT.PRICES_INCLUDE_TAX: menu prices are gross, tax included (as in most of Europe), or net
 * with the tax added on top (as in the US). Off by default, as the configuration's default is.
 */
export type TTaxMode = { pricesIncludeTax?: boolean };

/**
 * One line's net and tax, rounded to cents. Net prices: tax = rate × net. Gross prices: the price
 * holds the tax, tax = price × rate / (100 % + rate), and net is what remains, so net + tax is
 * exactly what the guest was shown.
 */
export function lineAmounts(
  line: TTaxLine,
  { pricesIncludeTax = false }: TTaxMode = {},
): { net: number; tax: number } {
  const amount = lineTotalCents(line.unitPriceCents, line.quantity);
  if (!pricesIncludeTax) return { net: amount, tax: percentOf(amount, line.taxRateHundredths) };
  const tax = Math.round((amount * line.taxRateHundredths) / (10_000 + line.taxRateHundredths));
  return { net: amount - tax, tax };
}

/**
 * spec DESIGN 2: line tax is rounded to cents, taxes = sum of line taxes. The service charge
 * (OPERATIONS.SERVICE_CHARGE_PERCENT, in hundredths like taxes) is a share of the net, rounded to
 * cents once; gross = net + taxes + service charge. The cart and the server both call this.
 */
export function computeTotals(
  lines: readonly TTaxLine[],
  serviceChargeHundredths = 0,
  taxMode: TTaxMode = {},
): TTotals {
  let net = 0;
  let taxes = 0;
  for (const line of lines) {
    const amounts = lineAmounts(line, taxMode);
    net += amounts.net;
    taxes += amounts.tax;
  }
  const serviceCharge = percentOf(net, Math.max(0, serviceChargeHundredths));
  return { net, taxes, service_charge: serviceCharge, gross: net + taxes + serviceCharge };
}

/** A percentage as the hundredths the money functions take (12.5 % → 1250). */
export function percentToHundredths(percent: number): number {
  return Math.round(percent * 100);
}

/** Amounts sent as decimals added up in cents, so 0.1 + 0.2 is 0.3 (and a list of them agrees to the cent). */
export function sumAmounts(amounts: readonly number[]): number {
  return fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0));
}

export type TRateAmounts = { rate: number; net: number; tax: number };

/**
 * Taxes by rate as a receipt and a report list them: the lines' nets and taxes (already rounded per
 * line, as the totals were) added up per rate, lowest rate first. Rates and amounts in the caller's
 * unit (cents and hundredths on the server).
 */
export function taxesByRate(lines: readonly TRateAmounts[]): TRateAmounts[] {
  const byRate = new Map<number, TRateAmounts>();
  for (const line of lines) {
    const entry = byRate.get(line.rate) ?? { rate: line.rate, net: 0, tax: 0 };
    entry.net += line.net;
    entry.tax += line.tax;
    byRate.set(line.rate, entry);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}
