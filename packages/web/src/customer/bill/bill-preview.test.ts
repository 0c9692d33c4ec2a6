import { sumAmounts } from '@tableside/shared/money';
import { describe, expect, it } from 'vitest';
import { bill, LINES, share } from './bill.test-fixtures.ts';
import { parseAmount, previewItemShare, previewShares, tipChoiceOf } from './bill-preview.ts';

describe('bill preview', () => {
  it('splits equally with the last share taking the rounding cents, adding up to the bill', () => {
    const shares = previewShares(100, 'EQUAL', 3, null);
    expect(shares.map((entry) => entry.amount)).toEqual([33.33, 33.33, 33.34]);
    expect(sumAmounts(shares.map((entry) => entry.amount))).toBe(100);
    expect(previewShares(16.5, 'WHOLE', 5, null)).toEqual([{ position: 1, amount: 16.5, tip: 0 }]);
    expect(previewShares(16.5, 'ITEMS', 2, null)).toEqual([]);
  });

  it('tips each share by percent, or shares a tip amount out equally', () => {
    expect(previewShares(100, 'EQUAL', 3, { percent: 10 }).map((entry) => entry.tip)).toEqual([
      3.33, 3.33, 3.33,
    ]);
    expect(previewShares(100, 'EQUAL', 3, { amount: 10 }).map((entry) => entry.tip)).toEqual([
      3.33, 3.33, 3.34,
    ]);
  });

  it('reads typed tip amounts in either decimal style and sends none for nothing', () => {
    expect(parseAmount('2,50')).toBe(2.5);
    expect(parseAmount('3')).toBe(3);
    expect(parseAmount('2.555')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(tipChoiceOf({ kind: 'amount', amount: '' })).toBeNull();
    expect(tipChoiceOf({ kind: 'amount', amount: '1.5' })).toEqual({ amount: 1.5 });
    expect(tipChoiceOf({ kind: 'percent', percent: 15 })).toEqual({ percent: 15 });
    expect(tipChoiceOf({ kind: 'none' })).toBeNull();
  });

  it("previews an ITEMS share as the server weighs it, with the unclaimed lines' slot", () => {
    const items = bill({
      split_mode: 'ITEMS',
      shares: [share(71, 1, { line_ids: [12] }), share(72, 2, { line_ids: [] })],
      totals: { net: 15.28, taxes: 1.22, service_charge: 1.65, gross: 18.15 },
    });
    // Mine (72) takes the lattes (9.00 of 16.50); share 71 the croissant; the juice is unclaimed.
    const mine = previewItemShare(items, 72, new Set([LINES[0]?.id ?? 0]), { percent: 10 });
    expect(mine).toEqual({ position: 2, amount: 9.9, tip: 0.99 });
    const all = previewItemShare(items, 72, new Set([11, 13]), null);
    expect(all.amount).toBe(14.3);
  });
});
