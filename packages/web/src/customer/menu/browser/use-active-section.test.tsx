import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useActiveSection } from './use-active-section.ts';

/** An IntersectionObserver the test drives, counting what it is asked to do. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly watched = new Set<Element>();
  unobserved = 0;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.unobserved++;
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  /** Reports the sections with these ids as in the band, the others as out of it. */
  report(inBand: readonly string[]) {
    const entries = [...this.watched].map((target) => ({
      target,
      isIntersecting: inBand.includes(target.id),
    }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as never);
  }
}

function addSections(ids: readonly string[]) {
  for (const id of ids) {
    const section = document.createElement('section');
    section.id = id;
    document.body.append(section);
  }
}

const idsOf = (observer: FakeObserver | undefined) =>
  [...(observer?.watched ?? [])].map((element) => element.id);

describe('useActiveSection', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('names the first section in the band', () => {
    addSections(['a', 'b', 'c']);
    const { result } = renderHook(() => useActiveSection(['a', 'b', 'c']));
    expect(result.current[0]).toBe('a');
    act(() => FakeObserver.all[0]?.report(['b', 'c']));
    expect(result.current[0]).toBe('b');
  });

  it('does not render again when the band reports the section the chips already mark', () => {
    addSections(['a', 'b', 'c']);
    let renders = 0;
    const { result, rerender } = renderHook(
      ({ ids }) => {
        renders++;
        return useActiveSection(ids);
      },
      { initialProps: { ids: ['a', 'b', 'c'] as readonly string[] } },
    );
    act(() => FakeObserver.all[0]?.report(['b']));
    expect(result.current[0]).toBe('b');
    // A search leaves b out: the first section is marked as the letter renders...
    document.getElementById('b')?.remove();
    rerender({ ids: ['a', 'c'] });
    expect(result.current[0]).toBe('a');
    // ...so the band's report of it, a frame later, has nothing to change.
    const before = renders;
    act(() => FakeObserver.all[0]?.report(['a']));
    expect(renders).toBe(before);
    expect(result.current[0]).toBe('a');
    act(() => FakeObserver.all[0]?.report(['c']));
    expect(result.current[0]).toBe('c');
  });

  it('keeps one observer when a search changes the sections, watching only the new and letting go of the gone', () => {
    addSections(['a', 'b', 'c']);
    const { result, rerender } = renderHook(({ ids }) => useActiveSection(ids), {
      initialProps: { ids: ['a', 'b', 'c'] as readonly string[] },
    });
    const observer = FakeObserver.all[0];
    expect(idsOf(observer)).toEqual(['a', 'b', 'c']);

    document.getElementById('b')?.remove();
    addSections(['d']);
    rerender({ ids: ['a', 'c', 'd'] });
    expect(FakeObserver.all).toHaveLength(1);
    expect(observer?.unobserved).toBe(1);
    expect(idsOf(observer)).toEqual(['a', 'c', 'd']);
    // The order is the new one: d, not a removed b, follows c.
    act(() => observer?.report(['c', 'd']));
    expect(result.current[0]).toBe('c');
  });

  it('watches a section that a search took away and the next letter brought back', () => {
    addSections(['a', 'b']);
    const { rerender } = renderHook(({ ids }) => useActiveSection(ids), {
      initialProps: { ids: ['a', 'b'] as readonly string[] },
    });
    document.getElementById('b')?.remove();
    rerender({ ids: ['a'] });
    addSections(['b']);
    rerender({ ids: ['a', 'b'] });
    expect([...(FakeObserver.all[0]?.watched ?? [])]).toEqual([
      document.getElementById('a'),
      document.getElementById('b'),
    ]);
  });
});
