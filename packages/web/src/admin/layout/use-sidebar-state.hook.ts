import { useCallback, useState } from 'react';
import { useMediaQuery } from '../../lib/use-media-query.hook.ts';

/** spec (admin 2): below 1024 px the sidebar becomes a slide-in drawer. */
export const DESKTOP_MEDIA_QUERY = '(min-width: 1024px)';
/** The desktop sidebar's collapsed state, remembered on this device. */
export const SIDEBAR_COLLAPSED_KEY = 'tableside.admin.sidebarCollapsed';
/** The user's own open/closed choice, kept for the browser session only. */
export const SIDEBAR_CHOICE_KEY = 'tableside.admin.sidebarOpen';

function readItem(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function writeItem(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Blocked storage: the choice lasts as long as the page.
  }
}

/**
 * null follows the screen width. A collapse remembered from an earlier visit counts as a choice
 * already made; an expanded one is kept apart (`rememberedExpanded`), since it may only overrule
 * the restaurant's collapsed default on a wide screen and must not open the drawer on a phone.
 */
function initialChoice(): boolean | null {
  const session = readItem(() => sessionStorage, SIDEBAR_CHOICE_KEY);
  if (session === 'open') return true;
  if (session === 'closed') return false;
  return readItem(() => localStorage, SIDEBAR_COLLAPSED_KEY) === 'true' ? false : null;
}

function rememberedExpanded(): boolean {
  return readItem(() => localStorage, SIDEBAR_COLLAPSED_KEY) === 'false';
}

export type TSidebarState = {
  isDesktop: boolean;
  /** Desktop: expanded (256 px) rather than collapsed to icons (64 px). Narrow: the drawer shows. */
  open: boolean;
  /** The menu toggle and the collapse button: the user's choice, kept for the session. */
  toggle: () => void;
  /** Escape, the overlay, the drawer's close button and navigation: back to following the width. */
  dismissDrawer: () => void;
};

/**
 * spec (admin 2): the sidebar follows the screen width (open from 1024 px, closed below) until the
 * user toggles it by hand; from then on their choice sticks for the session. `startCollapsed`
 * (ADMIN_INTERFACE.SIDEBAR_COLLAPSED) starts the wide screen's sidebar collapsed to icons; a
 * user's own toggle, now or on an earlier visit on this device, wins over it.
 */
export function useSidebarState(startCollapsed = false): TSidebarState {
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const [choice, setChoice] = useState(initialChoice);
  const [expandedBefore] = useState(rememberedExpanded);
  const open = choice ?? (isDesktop && (expandedBefore || !startCollapsed));

  const toggle = useCallback(() => {
    const next = !open;
    setChoice(next);
    writeItem(() => sessionStorage, SIDEBAR_CHOICE_KEY, next ? 'open' : 'closed');
    if (isDesktop) writeItem(() => localStorage, SIDEBAR_COLLAPSED_KEY, String(!next));
  }, [open, isDesktop]);

  const dismissDrawer = useCallback(() => {
    if (isDesktop) return;
    setChoice(null);
    writeItem(() => sessionStorage, SIDEBAR_CHOICE_KEY, null);
  }, [isDesktop]);

  return { isDesktop, open, toggle, dismissDrawer };
}
