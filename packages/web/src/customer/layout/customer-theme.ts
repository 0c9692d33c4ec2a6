import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { brandingQueries } from '../../lib/branding/branding.queries.ts';
import { applyDefaultLanguage } from '../../lib/i18n/i18n.ts';
import type { TBranding } from '../../lib/responses/branding.response.ts';
import { useBrandColours } from '../../lib/theme/brand-colours.ts';
import { applyDefaultTheme } from '../../lib/theme/theme.store.ts';
import { legibleOn, mixColours, readableForeground, readableTint } from './brand-contrast.ts';
import './customer-theme.css';

// The muted text colours of ui/theme.css, the weakest text each background must carry.
const LIGHT_MUTED_TEXT = '#57534e';
const DARK_MUTED_TEXT = '#d6d3d1';

/**
 * The colours customer-theme.css needs beyond the three brand colours. The mixes are those of
 * ui/theme.css, each weakened as far as needed for its text to keep WCAG AA contrast.
 */
export function derivedBrandColours({ primary, secondary }: Pick<TBranding, 'primary' | 'secondary'>) {
  const surface = readableTint(secondary, '#ffffff', 0.45, LIGHT_MUTED_TEXT);
  const darkCard = readableTint(primary, '#171412', 0.3, DARK_MUTED_TEXT);
  return {
    '--brand-surface': surface,
    '--brand-muted': readableTint(secondary, '#ffffff', 0.7, LIGHT_MUTED_TEXT),
    '--brand-surface-dark': readableTint(primary, '#0c0a09', 0.22, DARK_MUTED_TEXT),
    '--brand-card-dark': darkCard,
    '--brand-muted-dark': readableTint(primary, '#1c1917', 0.45, DARK_MUTED_TEXT),
    '--brand-primary-fg': readableForeground(primary),
    '--brand-secondary-fg': readableForeground(secondary),
    '--brand-link': legibleOn(primary, surface),
    '--brand-link-dark': legibleOn(mixColours(secondary, '#ffffff', 0.9), darkCard),
  };
}

/**
 * Themes the customer side with the restaurant's branding (spec customer 1 and 9) in light and dark,
 * and marks <html> as the customer side for customer-theme.css and the accessibility preferences.
 */
export function useCustomerTheme(branding: TBranding): void {
  useBrandColours(branding);
  const { primary, secondary } = branding;
  useLayoutEffect(() => {
    const root = document.documentElement;
    const derived = Object.entries(derivedBrandColours({ primary, secondary }));
    for (const [name, value] of derived) root.style.setProperty(name, value);
    root.setAttribute('data-guest', '');
    return () => {
      for (const [name] of derived) root.style.removeProperty(name);
      root.removeAttribute('data-guest');
    };
  }, [primary, secondary]);
}

/**
 * UI_CUSTOMIZATION.DEFAULT_THEME and REGIONAL.LANGUAGE (issue 10): the guest screens' theme and
 * language until the visitor picks their own. Only the restaurant's answer counts, not the defaults
 * shown while it loads, so a dark restaurant does not flash light first.
 */
export function useRestaurantDefaults(): void {
  const settings = useQuery(brandingQueries.current()).data?.settings;
  const theme = settings?.default_theme;
  const language = settings?.default_language;
  useEffect(() => {
    if (theme) applyDefaultTheme(theme === 'DARK' ? 'dark' : 'light');
  }, [theme]);
  useEffect(() => {
    if (language) void applyDefaultLanguage(language);
  }, [language]);
}
