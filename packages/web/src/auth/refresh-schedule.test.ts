import { describe, expect, it } from 'vitest';
import { refreshDelayMs } from './refresh-schedule.ts';

describe('refresh scheduling (spec customer 4 and 9)', () => {
  it('refreshes 5 minutes before expiry', () => {
    expect(refreshDelayMs(900)).toBe(600_000);
    expect(refreshDelayMs(3600)).toBe(3_300_000);
  });

  it('never refreshes sooner than 60 s from now', () => {
    expect(refreshDelayMs(360)).toBe(60_000);
    expect(refreshDelayMs(300)).toBe(60_000);
    expect(refreshDelayMs(30)).toBe(60_000);
    expect(refreshDelayMs(361)).toBe(61_000);
  });
});
