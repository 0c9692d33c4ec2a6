import { useEffect, useRef } from 'react';
import { focusStatic, mainHeading } from '../focus/page-focus.ts';

/** How long a new screen may take to show its heading (a loading state first) before focus stays. */
const HEADING_WAIT_MS = 10_000;

const INPUT_EVENTS = ['keydown', 'pointerdown'];

/**
 * After a navigation to another path, focus moves to the new screen's main heading (issue 41), as
 * a screen reader user expects and as a page load would start a keyboard user at the top. Not on
 * the page's first load (nor its redirects, before any key or tap), not for a change of the query
 * alone (filters, tabs, paging), and not when a dialog, a search box or the new screen itself has
 * placed focus. A screen still loading gets focus on its heading once it shows, unless the user
 * has pressed a key or tapped meanwhile.
 */
export function useFocusOnNavigation(pathname: string): void {
  const inputs = useRef(0);
  const shown = useRef(pathname);

  useEffect(() => {
    const count = () => {
      inputs.current += 1;
    };
    for (const type of INPUT_EVENTS) window.addEventListener(type, count, true);
    return () => {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, count, true);
    };
  }, []);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (inputs.current === 0 || placeFocus()) return;
    const before = inputs.current;
    const until = Date.now() + HEADING_WAIT_MS;
    const observer = new MutationObserver(() => {
      if (inputs.current !== before || Date.now() > until || placeFocus()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
}

/** True when focus is settled: on the heading now, or left where something else put it. */
function placeFocus(): boolean {
  const active = document.activeElement;
  const main = document.querySelector('main');
  // A dialog of the screen left behind closes after the navigation; one that stays keeps focus.
  if (active?.closest('[role="dialog"], dialog')) return false;
  // A search box keeps focus, and so does what the new screen focused itself.
  if (active?.matches('input, textarea, select') || (active !== main && main?.contains(active))) return true;
  const heading = mainHeading();
  if (heading) focusStatic(heading);
  return heading !== null;
}
