import { describe, expect, it } from 'vitest';
import { estimatedMinutes } from './order-view.ts';

describe('estimatedMinutes (KITCHEN_OPERATIONS.WAIT_TIME_CALCULATION)', () => {
  const lines = [5, 12, null];

  it('AVERAGE takes the mean of the lines, rounded up, a line without a time counting as the default', () => {
    expect(estimatedMinutes(lines, { method: 'AVERAGE', defaultPrepMinutes: 20 })).toBe(13);
  });

  it('MAXIMUM takes the longest line, as a kitchen cooks side by side', () => {
    expect(estimatedMinutes(lines, { method: 'MAXIMUM', defaultPrepMinutes: 20 })).toBe(20);
    expect(estimatedMinutes([5, 12], { method: 'MAXIMUM', defaultPrepMinutes: 20 })).toBe(12);
  });

  it('CUSTOM is the restaurant’s own fixed time for every order', () => {
    expect(estimatedMinutes(lines, { method: 'CUSTOM', defaultPrepMinutes: 25 })).toBe(25);
  });

  it('an order without lines takes the default', () => {
    expect(estimatedMinutes([], { method: 'AVERAGE', defaultPrepMinutes: 15 })).toBe(15);
  });
});
