import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIGHLIGHT_MS, useHighlight } from './use-highlight.hook.ts';

const selector = (id: number) => `[data-row-id="${id}"]`;

function row(id: number): HTMLElement {
  const element = document.createElement('div');
  element.dataset.rowId = String(id);
  element.innerHTML = '<span>text</span><input aria-label="value" />';
  document.body.append(element);
  return element;
}

describe('useHighlight', () => {
  const jsdomScroll = Element.prototype.scrollIntoView;
  let scroll: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll as unknown as Element['scrollIntoView'];
  });

  afterEach(() => {
    vi.useRealTimers();
    Element.prototype.scrollIntoView = jsdomScroll;
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-reduced-motion');
  });

  it('waits until ready, then glides to the target, flashes it for a while and reports it once', () => {
    const element = row(7);
    const onShown = vi.fn();
    const { result, rerender } = renderHook(
      ({ ready }) => useHighlight({ target: 7, selector, ready, flashClass: 'flash', onShown }),
      { initialProps: { ready: false } },
    );
    expect(scroll).not.toHaveBeenCalled();

    rerender({ ready: true });
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });
    expect(onShown).toHaveBeenCalledWith(7);
    expect(result.current).toBe(7);
    expect(element).toHaveClass('flash');
    expect(document.activeElement).toBe(document.body);

    rerender({ ready: true });
    expect(onShown).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS));
    expect(result.current).toBeUndefined();
    expect(element).not.toHaveClass('flash');
  });

  it('jumps instead of gliding for less motion and can focus the target’s control', () => {
    document.documentElement.setAttribute('data-reduced-motion', 'true');
    const element = row(3);
    renderHook(() => useHighlight({ target: 3, selector, ready: true, focus: true }));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'auto', block: 'center' });
    expect(document.activeElement).toBe(element.querySelector('input'));
  });

  it('does nothing without a target or while its element is missing', () => {
    const onShown = vi.fn();
    renderHook(() => useHighlight<number>({ target: null, selector, ready: true, onShown }));
    renderHook(() => useHighlight({ target: 9, selector, ready: true, onShown }));
    expect(scroll).not.toHaveBeenCalled();
    expect(onShown).not.toHaveBeenCalled();
  });
});
