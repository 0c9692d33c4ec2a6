/**
 * Where keyboard focus goes when the element that had it goes away (issue 41, keyboard): a dialog
 * closes, a screen replaces another, a card moves. Left alone, the browser puts focus on <body>,
 * and the next Tab (or a screen reader) starts again from the top of the page.
 */

/** Focus was lost: nothing, <body>, or an element no longer in the page has it. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * Focuses an element that is not a control (a heading, a landmark) without adding it to the Tab
 * order: tabIndex -1 makes it focusable by script only.
 */
export function focusStatic(element: HTMLElement, options?: FocusOptions): void {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus(options);
}

/** The page's main heading: the h1 in <main>. */
export const mainHeading = () => document.querySelector<HTMLElement>('main h1');

/**
 * Moves focus to the page's main heading (the main region while it has none): a screen reader
 * reads where the user is, and the next Tab continues from there.
 */
export function focusMainHeading(): void {
  const target = mainHeading() ?? document.querySelector<HTMLElement>('main');
  if (target) focusStatic(target);
}

const usable = (element: Element | null | undefined): element is HTMLElement =>
  element instanceof HTMLElement && element.isConnected && element !== document.body;

/**
 * After a dialog closes: back to the element that opened it; when that is gone (the screen moved
 * on, the cart emptied), to `fallback` (a page's next sensible control), else the main heading.
 * Focus someone else has placed meanwhile (a new screen's heading, the board's card) stays.
 */
export function returnFocus(opener: Element | null | undefined, fallback?: () => Element | null): void {
  if (!focusIsLost()) return;
  const target = [opener, fallback?.()].find(usable);
  if (target) target.focus();
  else focusMainHeading();
}
