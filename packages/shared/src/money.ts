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

export type TTaxLine = { unitPriceCents: number; quantity: number; taxRateHundredths: number };
export type TTotals = { net: number; taxes: number; service_charge: number; gross: number };

/**
 * spec DESIGN 2: line tax is rounded to cents, taxes = sum of line taxes. The service charge
 * (OPERATIONS.SERVICE_CHARGE_PERCENT, in hundredths like taxes) is a share of the net, rounded to
 * cents once; gross = net + taxes + service charge. The cart and the server both call this.
 */
export function computeTotals(lines: readonly TTaxLine[], serviceChargeHundredths = 0): TTotals {
  let net = 0;
  let taxes = 0;
  for (const line of lines) {
    const lineNet = line.unitPriceCents * line.quantity;
    net += lineNet;
    taxes += percentOf(lineNet, line.taxRateHundredths);
  }
  const serviceCharge = percentOf(net, Math.max(0, serviceChargeHundredths));
  return { net, taxes, service_charge: serviceCharge, gross: net + taxes + serviceCharge };
}

/** A percentage as the hundredths the money functions take (12.5 % → 1250). */
export function percentToHundredths(percent: number): number {
  return Math.round(percent * 100);
}
