import type { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { brandingQueries, DEFAULT_BRANDING } from '../lib/branding/branding.queries.ts';
import type { TBranding, TGuestSettings, TPublicContact } from '../lib/responses/branding.response.ts';

/** A restaurant's branding as GET /api/branding answers it, with the given settings and contact. */
export function testBranding(
  settings: Partial<TGuestSettings> = {},
  extra: Partial<Omit<TBranding, 'settings' | 'contact'>> & { contact?: Partial<TPublicContact> } = {},
): TBranding {
  return {
    ...DEFAULT_BRANDING,
    restaurant_name: 'Café Aroma',
    ...extra,
    contact: { ...DEFAULT_BRANDING.contact, ...extra.contact },
    settings: { ...DEFAULT_BRANDING.settings, ...settings },
  };
}

/** Puts the restaurant's settings where the guest layout would have loaded them. */
export function seedSettings(queryClient: QueryClient, settings: Partial<TGuestSettings>): void {
  act(() => {
    queryClient.setQueryData(brandingQueries.current().queryKey, testBranding(settings));
  });
}
