import { describe, expect, it } from 'vitest';
import {
  computeTotals,
  fromCents,
  lineAmounts,
  lineTotalCents,
  percentOf,
  sumAmounts,
  taxesByRate,
  toCents,
  unitPriceCents,
} from './money.ts';

describe('money', () => {
  it('converts between decimals and cents without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(4.35)).toBe(435);
    expect(fromCents(435)).toBe(4.35);
  });

  it('adds value and percent surcharges to the base price', () => {
    expect(
      unitPriceCents(350, [
        { valueAdded: 100, percent: false },
        { valueAdded: 75, percent: false },
      ]),
    ).toBe(525);
    expect(unitPriceCents(1000, [{ valueAdded: 1000, percent: true }])).toBe(1100);
  });

  it('rounds tax per line to cents and sums the lines (gross = net + taxes)', () => {
    // 3 × 3.35 = 10.05 → 8 % = 0.804 → 0.80; 1 × 0.99 → 0.0792 → 0.08
    const totals = computeTotals([
      { unitPriceCents: 335, quantity: 3, taxRateHundredths: 800 },
      { unitPriceCents: 99, quantity: 1, taxRateHundredths: 800 },
    ]);
    expect(totals).toEqual({ net: 1104, taxes: 88, service_charge: 0, gross: 1192 });
  });

  it('adds the service charge as a share of the net, rounded once (gross = net + taxes + charge)', () => {
    // net 11.04 → 12.5 % = 1.38; 10 % of 0.05 = 0.005 → 0.01
    const lines = [
      { unitPriceCents: 335, quantity: 3, taxRateHundredths: 800 },
      { unitPriceCents: 99, quantity: 1, taxRateHundredths: 800 },
    ];
    expect(computeTotals(lines, 1250)).toEqual({ net: 1104, taxes: 88, service_charge: 138, gross: 1330 });
    expect(
      computeTotals([{ unitPriceCents: 5, quantity: 1, taxRateHundredths: 0 }], 1000).service_charge,
    ).toBe(1);
    expect(computeTotals(lines, -500).service_charge).toBe(0);
  });

  it('with prices including tax, takes the tax out of the price so the guest pays what was shown', () => {
    // 3 × 3.35 = 10.05 incl. 8 % → tax 10.05 × 8/108 = 0.744 → 0.74, net 9.31; 0.99 → 0.0733 → 0.07
    const lines = [
      { unitPriceCents: 335, quantity: 3, taxRateHundredths: 800 },
      { unitPriceCents: 99, quantity: 1, taxRateHundredths: 800 },
    ];
    expect(computeTotals(lines, 0, { pricesIncludeTax: true })).toEqual({
      net: 1023,
      taxes: 81,
      service_charge: 0,
      gross: 1104,
    });
    expect(lineAmounts(lines[0]!, { pricesIncludeTax: true })).toEqual({ net: 931, tax: 74 });
    // 19 % German VAT on 4.90: 0.7823 → 0.78
    expect(
      lineAmounts({ unitPriceCents: 490, quantity: 1, taxRateHundredths: 1900 }, { pricesIncludeTax: true }),
    ).toEqual({ net: 412, tax: 78 });
    // The service charge stays a share of the net.
    expect(computeTotals(lines, 1000, { pricesIncludeTax: true }).service_charge).toBe(102);
  });

  it('rounds half away from zero on positive amounts', () => {
    expect(percentOf(1250, 800)).toBe(100);
    expect(percentOf(6, 5000)).toBe(3);
    expect(percentOf(1, 5000)).toBe(1);
  });

  it('multiplies a line once, adds decimal amounts in cents, and groups taxes by rate (issue 41)', () => {
    expect(lineTotalCents(335, 3)).toBe(1005);
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([19.99, 0.01, -5])).toBe(15);
    expect(
      taxesByRate([
        { rate: 2000, net: 1417, tax: 283 },
        { rate: 800, net: 840, tax: 67 },
        { rate: 2000, net: 1389, tax: 278 },
      ]),
    ).toEqual([
      { rate: 800, net: 840, tax: 67 },
      { rate: 2000, net: 2806, tax: 561 },
    ]);
  });
});
