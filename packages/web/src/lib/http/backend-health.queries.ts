import { queryOptions, useQuery } from '@tanstack/react-query';
import { healthResponse } from '../responses/health.response.ts';
import { publicApiClient } from './api-clients.ts';
import { isDemoActive } from './api-host.ts';

// A quick, unrepeated probe: when the API does not answer, the app is in demo mode (spec customer 1).
const HEALTH_TIMEOUT_MS = 5000;

export const backendHealthQueries = {
  status: () =>
    queryOptions({
      queryKey: ['backend-health'],
      // In demo mode the in-page API would answer; the backend is what this asks about.
      queryFn: ({ signal }) =>
        isDemoActive()
          ? Promise.resolve(false)
          : publicApiClient
              .get('/health', { signal, retry: false, timeoutMs: HEALTH_TIMEOUT_MS, schema: healthResponse })
              .then(
                () => true,
                () => false,
              ),
      staleTime: 60_000,
      retry: false,
    }),
};

/**
 * `available` is undefined while the check runs. `enabled: false` holds this caller's check back
 * (the demo banner waits for the first screen, decision 0035); another screen asking runs it anyway.
 */
export function useBackendAvailability({ enabled = true } = {}): { available: boolean | undefined } {
  return { available: useQuery({ ...backendHealthQueries.status(), enabled }).data };
}
