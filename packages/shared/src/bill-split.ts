import { fromCents, percentOf, toCents } from './money.ts';

// Kept free of zod, so the guest's screens read them without loading it (decision 0025);
// bills.schemas.ts builds its schemas from them.
export const BILL_SPLIT_MODES = ['WHOLE', 'EQUAL', 'ITEMS'] as const;
export type TBillSplitMode = (typeof BILL_SPLIT_MODES)[number];

/** A bill splits into at most this many equal shares (a long table of friends, not a stadium). */
export const MAX_EQUAL_SHARES = 30;

/**
 * The bill's arithmetic (issue 16, decision 0032), in integer cents, shared by the server (which
 * decides every amount) and the guest's and staff's screens (which show the same figures before
 * asking). Shares always add up to what they split: the last share takes the rounding cents.
 */

/** `total` in `count` equal shares; the last one takes the remainder, so the shares add up. */
export function splitEqually(total: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('A bill splits into at least one share');
  const share = Math.floor(total / count);
  return Array.from({ length: count }, (_, index) =>
    index === count - 1 ? total - share * (count - 1) : share,
  );
}

/**
 * Amounts in proportion to `weights` (e.g. each share's lines before service charge), adding up to
 * `total`: each is rounded down, and the last takes what rounding left.
 */
export function splitByWeights(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return splitEqually(total, weights.length);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  const given = shares.slice(0, -1).reduce((a, b) => a + b, 0);
  shares[shares.length - 1] = total - given;
  return shares;
}

/** A tip of `percent` % (a whole or decimal percent, e.g. 10 or 12.5) of `amount`, rounded to the cent. */
export function tipFromPercent(amount: number, percent: number): number {
  return percentOf(amount, Math.round(percent * 100));
}

/**
 * PAYMENT.TIP_PERCENTAGES ("5,10,15") as numbers: positive, at most 100, in the order given,
 * without repeats. Anything unreadable is left out, so a typo never breaks the bill.
 */
export function parseTipPercentages(setting: string): number[] {
  const seen = new Set<number>();
  for (const part of setting.split(',')) {
    const value = Number(part.trim());
    if (part.trim() !== '' && Number.isFinite(value) && value > 0 && value <= 100) seen.add(value);
  }
  return [...seen];
}

/** Cash handed over for `due` cents: the change, or null when it is not enough. */
export function changeDue(cashGiven: number, due: number): number | null {
  return cashGiven >= due ? cashGiven - due : null;
}

/**
 * What a bill line costs as the menu showed it: its unit price times its quantity (decimals, as on
 * the wire). With tax on top that is the line's net, with prices including tax its gross; either way
 * it matches the menu, the cart and the order, and the bill's net, taxes and total explain the rest.
 */
export function menuAmount(line: { unit_price: number; quantity: number }): number {
  return fromCents(toCents(line.unit_price) * line.quantity);
}
