import { useEffect, useRef } from 'react';
import { focusStatic, mainHeading } from '../focus/page-focus.ts';

/** How long a new screen may take to show its heading (a loading state first) before focus stays. */
const HEADING_WAIT_MS = 10_000;

const INPUT_EVENTS = ['keydown', 'pointerdown'] as const;
const DIALOG = '[role="dialog"], [role="alertdialog"], dialog[open]';
/** Where typing goes: a search box (or a field the new screen focused) keeps the focus it has. */
const TYPING =
  'input:not([type="button"], [type="checkbox"], [type="radio"], [type="submit"]), textarea, select, [role="combobox"], [contenteditable="true"]';

/**
 * After a navigation to another path, focus moves to the new screen's main heading (issue 41), as
 * a screen reader user expects and as a page load would start a keyboard user at the top. Not on
 * the page's first load (nor its redirects, before any key or tap), not for a change of the query
 * alone (filters, tabs, paging), and not when a dialog, a search box or the new screen itself has
 * placed focus. A screen still loading gets focus on its heading once it shows, unless the user
 * acts first.
 */
export function useFocusOnNavigation(pathname: string): void {
  const input = useRef(false);
  const shown = useRef(pathname);

  useEffect(() => {
    const seen = () => {
      input.current = true;
    };
    for (const type of INPUT_EVENTS) window.addEventListener(type, seen, { capture: true, once: true });
    return () => {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, seen, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (input.current) return focusNewScreen();
  }, [pathname]);
}

/** Focuses the new screen's heading now or once it shows; returns how to stop waiting. */
function focusNewScreen(): (() => void) | undefined {
  if (placeFocus()) return undefined;
  const observer = new MutationObserver(() => {
    if (placeFocus()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of INPUT_EVENTS) window.removeEventListener(type, stop, true);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  // The user acting meanwhile (a Tab, a tap) decides where focus is.
  for (const type of INPUT_EVENTS) window.addEventListener(type, stop, true);
  return stop;
}

/** True when focus is settled: on the heading now, or left where something else put it. */
function placeFocus(): boolean {
  const active = document.activeElement;
  const main = document.querySelector('main');
  if (active && active !== document.body && active.isConnected && active !== main) {
    // A dialog of the screen left behind closes after the navigation; one that stays keeps focus.
    if (active.closest(DIALOG)) return false;
    if (active.matches(TYPING) || main?.contains(active)) return true;
  }
  const heading = mainHeading();
  if (heading) focusStatic(heading);
  return heading !== null;
}
