import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesce, LIVE_COALESCE_MS } from './coalesce.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('coalesce (live refetches, issue 14)', () => {
  it('runs the first call at once and folds a burst into one run per window', () => {
    const run = vi.fn();
    const call = coalesce(run);
    call();
    expect(run).toHaveBeenCalledTimes(1);
    for (let tap = 0; tap < 20; tap++) call();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LIVE_COALESCE_MS);
    expect(run).toHaveBeenCalledTimes(2);
    // The window after that run passes quietly; the next call runs at once again.
    vi.advanceTimersByTime(LIVE_COALESCE_MS);
    expect(run).toHaveBeenCalledTimes(2);
    call();
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('keeps a steady stream of calls to one run per window, never starving', () => {
    const run = vi.fn();
    const call = coalesce(run, 300);
    for (let ms = 0; ms < 1000; ms += 50) {
      call();
      vi.advanceTimersByTime(50);
    }
    // At 0, 300, 600 and 900 ms.
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('drops a waiting run when cancelled', () => {
    const run = vi.fn();
    const call = coalesce(run);
    call();
    call();
    call.cancel();
    vi.advanceTimersByTime(LIVE_COALESCE_MS * 2);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
