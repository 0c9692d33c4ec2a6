import { useRef } from 'react';
import { returnFocus } from './page-focus.ts';

/**
 * For a Radix dialog opened by a button of the page rather than its own Trigger: Radix returns
 * focus only to a Trigger, so focus would fall to <body> on closing (issue 41). Spread onto
 * Dialog.Content. The opener is what had focus as the dialog opened; `fallback` is where focus
 * goes when the opener has gone meanwhile (before the main heading, see returnFocus).
 */
export function useReturnFocus(fallback?: () => Element | null) {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      returnFocus(opener.current, fallback);
      opener.current = null;
    },
  };
}
