import { MutationCache, QueryClient } from '@tanstack/react-query';
import { toast } from '../ui/toast.ts';
import { ApiError } from './http/api-error.ts';
import { t } from './i18n/i18n.ts';

// spec (customer 9): one retry after 1 s for queries and mutations. The request layer has already
// retried what is worth retrying, so a client error (4xx other than 408 and 429) is not repeated.
function retryOnce(failureCount: number, error: unknown): boolean {
  const clientError =
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![408, 429].includes(error.status);
  return failureCount < 1 && !clientError;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (_error, _variables, _context, mutation) => {
        // spec (customer 8): the default toast of a failed mutation that handles no errors itself.
        if (mutation.options.onError) return;
        toast.error(t('errors.operationFailed'));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: retryOnce,
        retryDelay: 1000,
      },
      mutations: { retry: retryOnce, retryDelay: 1000 },
    },
  });
}
