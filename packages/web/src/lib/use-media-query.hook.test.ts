import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query.hook.ts';

/** A matchMedia whose lists answer `matches` and can announce a change. */
function stubMatchMedia(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  const matchMedia = vi.fn((query: string) => ({
    media: query,
    get matches() {
      return matches;
    },
    addEventListener: vi.fn((_type: string, listener: () => void) => listeners.add(listener)),
    removeEventListener: vi.fn((_type: string, listener: () => void) => listeners.delete(listener)),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    listeners,
    change(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('useMediaQuery', () => {
  it('answers the query and follows its changes', () => {
    const screen = stubMatchMedia(false);
    const { result } = renderHook(() => useMediaQuery('(min-width: 48rem)'));
    expect(result.current).toBe(false);
    act(() => screen.change(true));
    expect(result.current).toBe(true);
  });

  it('makes one list and one subscription however often the component renders', () => {
    // The guest menu's sections render with every letter typed into the search (decision 0030).
    const screen = stubMatchMedia(true);
    const { rerender, unmount } = renderHook(({ query }) => useMediaQuery(query), {
      initialProps: { query: '(min-width: 48rem)' },
    });
    for (let render = 0; render < 5; render++) rerender({ query: '(min-width: 48rem)' });
    expect(screen.matchMedia).toHaveBeenCalledTimes(1);
    expect(screen.listeners.size).toBe(1);

    rerender({ query: '(min-width: 64rem)' });
    expect(screen.matchMedia).toHaveBeenCalledTimes(2);
    expect(screen.listeners.size).toBe(1);
    unmount();
    expect(screen.listeners.size).toBe(0);
  });
});
