/**
 * spec admin 2: the screens that take ?highlight= (tables, menu, configuration) bring the named
 * row into view the same way: to the middle of the screen, gliding unless the user asked for less
 * motion (the system setting or the app's own, data-reduced-motion on <html>), then a jump.
 */
export function prefersReducedMotion(): boolean {
  return (
    document.documentElement.hasAttribute('data-reduced-motion') ||
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/** Scrolls the highlighted element to the middle of the screen. */
export function scrollToHighlighted(element: Element): void {
  element.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
}
