import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApiClient } from '../http/api-clients.ts';
import {
  brandingResponse,
  DEFAULT_GUEST_SETTINGS,
  NO_CONTACT,
  type TBranding,
  type TGuestSettings,
} from '../responses/branding.response.ts';

/** spec (customer 9): customer and login colours until the restaurant's branding arrives. */
export const DEFAULT_BRANDING: TBranding = {
  primary: '#4a2c2a',
  secondary: '#f5e6d3',
  accent: '#d97706',
  restaurant_name: '',
  logo_url: null,
  currency: 'EUR',
  tagline: '',
  contact: NO_CONTACT,
  settings: DEFAULT_GUEST_SETTINGS,
};

export const brandingQueries = {
  // spec (customer 9): branding is never stale.
  current: () =>
    queryOptions({
      queryKey: ['branding'],
      queryFn: async ({ signal }) =>
        (await publicApiClient.get('/branding', { signal, schema: brandingResponse })).data,
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/** The restaurant's branding, or the defaults while it loads or when the API is unreachable. */
export function useBranding(): TBranding {
  return useQuery(brandingQueries.current()).data ?? DEFAULT_BRANDING;
}

/** The currency every price is shown in (REGIONAL.CURRENCY); euros, as the sample cafe, until known. */
export function useCurrency(): string {
  return useBranding().currency ?? DEFAULT_BRANDING.currency ?? 'EUR';
}

/**
 * Issue 10: the restaurant's guest settings, the catalogue's defaults while they load. Reads the
 * branding the guest layout loads (and the table's stream refreshes) without fetching it itself.
 */
export function useGuestSettings(): TGuestSettings {
  return useQuery({ ...brandingQueries.current(), enabled: false }).data?.settings ?? DEFAULT_GUEST_SETTINGS;
}
