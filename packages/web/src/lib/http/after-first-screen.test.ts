import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, FIRST_SCREEN_WAIT_MS } from './after-first-screen.ts';

/** A query that answers when the test says so, as the menu would over a slow network. */
function pendingQuery(queryClient: QueryClient, key: string) {
  let answer: (value: string) => void = () => undefined;
  void queryClient.fetchQuery({
    queryKey: [key],
    queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
  });
  return (value = 'done') => answer(value);
}

describe('afterFirstScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits while the first screen fetches, then for the browser to be idle', async () => {
    const queryClient = new QueryClient();
    const answerMenu = pendingQuery(queryClient, 'menu');
    const start = vi.fn();
    afterFirstScreen(queryClient, start);

    await vi.advanceTimersByTimeAsync(1000);
    expect(start).not.toHaveBeenCalled();
    // A second request starting before the first ends is waited for as well.
    const answerBranding = pendingQuery(queryClient, 'branding');
    answerMenu();
    await vi.advanceTimersByTimeAsync(500);
    expect(start).not.toHaveBeenCalled();
    answerBranding();
    await vi.advanceTimersByTimeAsync(250);
    expect(start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for a long idle period, not the slack between two frames', async () => {
    // The browser's idle periods: two short ones between frames, then a long one.
    const remaining = [5, 12, 50];
    const requestIdleCallback = vi.fn((callback: (deadline: object) => void) =>
      setTimeout(() => callback({ didTimeout: false, timeRemaining: () => remaining.shift() ?? 50 }), 100),
    );
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', clearTimeout);
    const start = vi.fn();
    afterFirstScreen(new QueryClient(), start);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
    await vi.advanceTimersByTimeAsync(250);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(start).toHaveBeenCalledTimes(1);
    expect(requestIdleCallback).toHaveBeenCalledTimes(3);
  });

  it('starts anyway once a request has taken FIRST_SCREEN_WAIT_MS', async () => {
    const queryClient = new QueryClient();
    pendingQuery(queryClient, 'menu');
    const start = vi.fn();
    afterFirstScreen(queryClient, start);
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never starts once cancelled (the screen left)', async () => {
    const queryClient = new QueryClient();
    const answer = pendingQuery(queryClient, 'menu');
    const start = vi.fn();
    const cancel = afterFirstScreen(queryClient, start);
    cancel();
    answer();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS * 2);
    expect(start).not.toHaveBeenCalled();
  });
});
