import { splitByWeights, splitEqually, tipFromPercent } from '@tableside/shared/bill-split';
import type { TBill, TBillSplitMode, TTipChoice } from '@tableside/shared/bills.schemas';
import { fromCents, sumAmounts, toCents } from '@tableside/shared/money';

/**
 * The figures the guest sees before asking (issue 16): the same shared arithmetic the server uses
 * (bill-split.ts), in cents, so the preview and the server's answer agree. Once the server answers,
 * the screens show its figures instead.
 */

/** The guest's tip choice in the form: none, one of the restaurant's percentages, or an amount. */
export type TTipInput =
  | { kind: 'none' }
  | { kind: 'percent'; percent: number }
  | { kind: 'amount'; amount: string };

export const NO_TIP: TTipInput = { kind: 'none' };

/** A typed amount ('2,50' or '2.50') as a decimal, or null when it is not one. */
export function parseAmount(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d{1,6}(\.\d{0,2})?$/.test(normalised)) return null;
  return Number(normalised);
}

/** What goes on the wire: null for none (and for an amount that is empty or unreadable, or 0). */
export function tipChoiceOf(tip: TTipInput): TTipChoice {
  if (tip.kind === 'percent') return { percent: tip.percent };
  if (tip.kind === 'amount') {
    const amount = parseAmount(tip.amount);
    return amount ? { amount } : null;
  }
  return null;
}

/** `position` counts from 1, as the server's shares do ('Share 2 of 3'). */
export type TSharePreview = { position: number; amount: number; tip: number };

/** The tips of shares of these amounts (cents), as the server shares one tip choice out. */
function tipsFor(amounts: readonly number[], tip: TTipChoice): number[] {
  if (!tip) return amounts.map(() => 0);
  if ('percent' in tip) return amounts.map((amount) => tipFromPercent(amount, tip.percent));
  return splitEqually(toCents(tip.amount), amounts.length);
}

/**
 * WHOLE: one share of the gross; EQUAL: `count` shares, the last taking the rounding cents. ITEMS has
 * no preview here: its shares come as the phones pick their lines.
 */
export function previewShares(
  gross: number,
  mode: TBillSplitMode,
  count: number,
  tip: TTipChoice,
): TSharePreview[] {
  if (mode === 'ITEMS') return [];
  const amounts = mode === 'EQUAL' ? splitEqually(toCents(gross), count) : [toCents(gross)];
  const tips = tipsFor(amounts, tip);
  return amounts.map((amount, index) => ({
    position: index + 1,
    amount: fromCents(amount),
    tip: fromCents(tips[index] ?? 0),
  }));
}

/**
 * ITEMS: what this phone's share would owe with `lineIds`, the other shares keeping theirs:
 * splitByWeights(gross, [each share's lines' gross…, the unclaimed lines' gross]) as the server does.
 */
export function previewItemShare(
  bill: Pick<TBill, 'lines' | 'shares' | 'totals'>,
  shareId: number,
  lineIds: ReadonlySet<number>,
  tip: TTipChoice,
): TSharePreview {
  const grossOf = (ids: Iterable<number>) => {
    const wanted = new Set(ids);
    return toCents(sumAmounts(bill.lines.filter((line) => wanted.has(line.id)).map((line) => line.gross)));
  };
  const shares = [...bill.shares].sort((a, b) => a.position - b.position);
  const linesOf = (share: TBill['shares'][number]) => (share.id === shareId ? [...lineIds] : share.line_ids);
  const claimed = new Set(shares.flatMap(linesOf));
  const unclaimed = bill.lines.filter((line) => !claimed.has(line.id)).map((line) => line.id);
  const weights = [
    ...shares.map((share) => grossOf(linesOf(share))),
    ...(unclaimed.length ? [grossOf(unclaimed)] : []),
  ];
  const amounts = splitByWeights(toCents(bill.totals.gross), weights);
  const index = shares.findIndex((share) => share.id === shareId);
  const amount = amounts[index] ?? 0;
  return {
    position: shares[index]?.position ?? 0,
    amount: fromCents(amount),
    tip: fromCents(tipsFor([amount], tip)[0] ?? 0),
  };
}
