import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedSearch } from './use-debounced-search.hook.ts';

describe('useDebouncedSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (committed = '') => {
    const onCommit = vi.fn();
    const view = renderHook(({ value }) => useDebouncedSearch(value, onCommit, 300), {
      initialProps: { value: committed },
    });
    return { onCommit, view };
  };

  it('commits the trimmed text 300 ms after the last change', () => {
    const { onCommit, view } = setup();
    act(() => view.result.current[1]('ta'));
    act(() => vi.advanceTimersByTime(200));
    act(() => view.result.current[1]('table 5 '));
    act(() => vi.advanceTimersByTime(299));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('table 5');
  });

  it('commits nothing when the text comes back to the committed value', () => {
    const { onCommit, view } = setup('abc');
    act(() => view.result.current[1]('abcd'));
    act(() => view.result.current[1]('abc '));
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('shows a value committed elsewhere (back button) without committing the old text', () => {
    const { onCommit, view } = setup();
    act(() => view.result.current[1]('abc'));
    act(() => vi.advanceTimersByTime(300));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('abc');
    view.rerender({ value: 'abc' });
    view.rerender({ value: '' });
    expect(view.result.current[0]).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).toHaveBeenCalledOnce();
  });
});
