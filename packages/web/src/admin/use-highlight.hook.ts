import { useEffect, useRef, useState } from 'react';

/** How long a highlighted entry wears its flash; the pulses in menu.css and tables.css end within it. */
export const HIGHLIGHT_MS = 3000;

/** The first control inside a highlighted entry, which takes focus when asked to. */
const CONTROL = 'input, select, textarea, button';

/** Less motion: the system setting or the app's own (data-reduced-motion on <html>). */
function prefersReducedMotion(): boolean {
  return (
    document.documentElement.hasAttribute('data-reduced-motion') ||
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

type THighlightOptions<T extends number | string> = {
  /** The entry the address names (already checked), or nothing. */
  target: T | null | undefined;
  /** The CSS selector of the target's element. */
  selector: (target: T) => string;
  /** The target's element is on screen (its list has loaded and holds it). */
  ready: boolean;
  /** A class the element itself wears while it flashes, for lists that do not render the flash. */
  flashClass?: string;
  /** Also moves focus to the element's first control (without scrolling again). */
  focus?: boolean;
  /** Called once the target has been shown, e.g. to take the parameter out of the address. */
  onShown?: (target: T) => void;
};

/**
 * spec admin 2: the screens that take ?highlight= (tables, menu, configuration) bring the named
 * entry into view the same way. Once its element is on screen it is scrolled to the middle of the
 * screen, gliding unless the user asked for less motion (then a jump), given focus if asked, and
 * flashed for HIGHLIGHT_MS. The flash classes pulse only when motion is allowed and are a still
 * outline otherwise (menu.css, tables.css). Each target is shown once, even while the address keeps
 * naming it. Answers the target while it flashes.
 */
export function useHighlight<T extends number | string>({
  target,
  selector,
  ready,
  flashClass,
  focus = false,
  onShown,
}: THighlightOptions<T>): T | undefined {
  const [flash, setFlash] = useState<{ target: T; element: HTMLElement }>();
  const shown = useRef<T>(undefined);

  useEffect(() => {
    if (target === null || target === undefined) {
      shown.current = undefined;
      return;
    }
    if (!ready || shown.current === target) return;
    const element = document.querySelector<HTMLElement>(selector(target));
    if (!element) return;
    shown.current = target;
    element.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
    if (focus) element.querySelector<HTMLElement>(CONTROL)?.focus({ preventScroll: true });
    setFlash({ target, element });
    onShown?.(target);
  }, [target, ready, selector, focus, onShown]);

  useEffect(() => {
    if (!flash) return;
    if (flashClass) flash.element.classList.add(flashClass);
    const timer = setTimeout(() => setFlash(undefined), HIGHLIGHT_MS);
    return () => {
      clearTimeout(timer);
      if (flashClass) flash.element.classList.remove(flashClass);
    };
  }, [flash, flashClass]);

  return flash?.target;
}
