import { useLayoutEffect } from 'react';
import { type TPreferences, usePreferences } from './preferences.store.ts';
import './preferences.css';

/**
 * The attributes preferences.css reads. On <html>, not on the layout's root: rem sizes follow the
 * root font size, and dialogs and popovers render in portals outside the layout.
 */
export function preferenceAttributes(preferences: TPreferences): Record<string, string | undefined> {
  return {
    'data-font-size': preferences.fontSize === 'medium' ? undefined : preferences.fontSize,
    'data-contrast': preferences.highContrast ? 'high' : undefined,
    'data-color-blind': preferences.colorBlindMode === 'none' ? undefined : preferences.colorBlindMode,
    'data-reduced-motion': preferences.reducedMotion ? 'true' : undefined,
  };
}

/**
 * Applies the guest's preferences to every customer screen while the customer layout is mounted
 * (DESIGN.md section 5), and takes them away again when the guest leaves for the admin area.
 */
export function useApplyPreferences(): void {
  const preferences = usePreferences();
  // Before paint, so a large font never flashes small.
  useLayoutEffect(() => {
    const root = document.documentElement;
    const attributes = Object.entries(preferenceAttributes(preferences));
    for (const [name, value] of attributes) {
      if (value === undefined) root.removeAttribute(name);
      else root.setAttribute(name, value);
    }
    return () => {
      for (const [name] of attributes) root.removeAttribute(name);
    };
  }, [preferences]);
}
