import { describe, expect, it } from 'vitest';
import {
  changeDue,
  menuAmount,
  parseTipPercentages,
  splitByWeights,
  splitEqually,
  tipFromPercent,
} from './bill-split.ts';

describe('the bill arithmetic', () => {
  it('splits equally with the rounding cents on the last share', () => {
    expect(splitEqually(1000, 3)).toEqual([333, 333, 334]);
    expect(splitEqually(1001, 2)).toEqual([500, 501]);
    expect(splitEqually(5, 4)).toEqual([1, 1, 1, 2]);
    expect(splitEqually(999, 1)).toEqual([999]);
    for (const [total, count] of [
      [1, 7],
      [12345, 13],
      [0, 3],
    ] as const) {
      expect(splitEqually(total, count).reduce((a, b) => a + b, 0)).toBe(total);
    }
    expect(() => splitEqually(100, 0)).toThrow(RangeError);
  });

  it('splits in proportion and still adds up', () => {
    expect(splitByWeights(100, [1, 1, 1])).toEqual([33, 33, 34]);
    expect(splitByWeights(110, [500, 500])).toEqual([55, 55]);
    expect(splitByWeights(101, [300, 700])).toEqual([30, 71]);
    expect(splitByWeights(10, [0, 0])).toEqual([5, 5]);
    expect(splitByWeights(10, [])).toEqual([]);
  });

  it('rounds tips to the cent', () => {
    expect(tipFromPercent(1234, 10)).toBe(123);
    expect(tipFromPercent(1235, 10)).toBe(124);
    expect(tipFromPercent(1000, 12.5)).toBe(125);
    expect(tipFromPercent(0, 15)).toBe(0);
  });

  it('reads the tip suggestions forgivingly', () => {
    expect(parseTipPercentages('5,10,15')).toEqual([5, 10, 15]);
    expect(parseTipPercentages(' 10 , 12.5,, x, 10, -3, 0, 150')).toEqual([10, 12.5]);
    expect(parseTipPercentages('')).toEqual([]);
  });

  it('gives change only for enough cash', () => {
    expect(changeDue(5000, 4230)).toBe(770);
    expect(changeDue(4230, 4230)).toBe(0);
    expect(changeDue(4000, 4230)).toBeNull();
  });
});

describe('a bill line as the menu showed it', () => {
  it('is the unit price times the quantity, to the cent', () => {
    expect(menuAmount({ unit_price: 3.35, quantity: 3 })).toBe(10.05);
    expect(menuAmount({ unit_price: 0.1, quantity: 3 })).toBe(0.3);
  });
});
