import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jumpToSection } from './jump-to-section.ts';

/** A section whose top the test moves, as slices rendering around it would; scrolling puts it at 128. */
function section() {
  const element = document.createElement('section');
  let top = 5_000;
  const scrollIntoView = vi.fn(() => {
    top = 128;
  });
  element.scrollIntoView = scrollIntoView;
  element.getBoundingClientRect = () => ({ top }) as DOMRect;
  return { element, scrollIntoView, moveBy: (px: number) => (top += px), top: () => top };
}

const frame = () => vi.advanceTimersToNextFrame();

describe('jumpToSection', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  it('puts the section back at the top when the slices around it move it after the jump', () => {
    const target = section();
    jumpToSection(target.element);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    // The slices above render shorter than the space kept for them: the section rises under the chips.
    target.moveBy(-90);
    frame();
    expect(target.top()).toBe(128);
    // A slice below it changes nothing; one more above, taller this time, moves it down.
    frame();
    target.moveBy(160);
    frame();
    expect(target.top()).toBe(128);
    expect(target.scrollIntoView).toHaveBeenCalledTimes(3);
  });

  it('lets go once the section has stayed put, and never holds the page past a second', () => {
    const still = section();
    jumpToSection(still.element);
    for (let count = 0; count < 10; count++) frame();
    still.moveBy(50);
    frame();
    expect(still.top()).toBe(178);

    const restless = section();
    jumpToSection(restless.element);
    for (let count = 0; count < 60; count++) {
      restless.moveBy(40);
      frame();
    }
    restless.moveBy(40);
    frame();
    expect(restless.top()).toBe(168);
    expect(restless.scrollIntoView).toHaveBeenCalledTimes(61);
  });

  it('lets go as soon as the guest scrolls', () => {
    const target = section();
    jumpToSection(target.element);
    window.dispatchEvent(new Event('touchstart'));
    target.moveBy(-90);
    frame();
    expect(target.top()).toBe(38);
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('stops when asked', () => {
    const target = section();
    const stop = jumpToSection(target.element);
    stop();
    target.moveBy(-90);
    frame();
    expect(target.top()).toBe(38);
  });
});
